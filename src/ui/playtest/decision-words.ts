/**
 * A pending decision of the engine in words: what the game waits for (the heading and the facts
 * the player needs: the damage coming and from where, the faces, the ammo held, the card's text)
 * and one line for each answer the engine accepts. Pure: the choice dialog and the tests use it.
 */
import { DIE_WORDS } from '../../engine/coc/index.ts';
import { showToken } from '../../engine/coc/index.ts';
import { contentAt } from '../../engine/coc/index.ts';
import { cardIdOf } from '../../engine/coc/index.ts';
import type { RulesContent } from '../../engine/coc/index.ts';
import type { CocAction, CocState, Pending } from '../../engine/coc/index.ts';
import { cardName, cardText, choiceCard, choiceOptions, tokenWords } from '../../analysis/coc-view.ts';
import { actionWords } from './action-words.ts';
import { previewDice } from '../../analysis/coc-dice-preview.ts';
import { describeIslandDecision, isIslandDecision } from './island-words.ts';

export interface Decision {
  kind: string;
  heading: string;
  /** The facts behind the decision, in words. */
  detail: string;
  /** A card's text the player reads to decide (a trap, an effect to apply by hand). */
  cardText?: string;
  /** Manual effects: the player writes what was done (answered with "done" and the note). */
  note?: boolean;
  /** `disabled`: shown, but not an answer now (a trap's option Lara cannot pay for). */
  answers: { action: CocAction; words: string; text?: string; disabled?: boolean }[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The enemy whose attack a DODGE decision is about (the engine names it with its id and space), if it is one. */
export function attackerOf(state: CocState, source: string): CocState['enemies'][number] | undefined {
  const m = / (\S+) attacks(?: again)? from \((\d+), (\d+)\)$/.exec(source);
  if (!m) return undefined;
  return (
    state.enemies.find((e) => e.id === m[1]) ??
    state.enemies.find((e) => e.at.x === Number(m[2]) && e.at.y === Number(m[3]))
  );
}

/** Where a space is from Lara's, as one says it at the table: "next to her, to the east", "two spaces to the
 * north-west". */
export function whereFrom(lara: { x: number; y: number }, at: { x: number; y: number }): string {
  const dx = at.x - lara.x;
  const dy = at.y - lara.y;
  const side = `${dy < 0 ? 'north' : dy > 0 ? 'south' : ''}${dy && dx ? '-' : ''}${dx > 0 ? 'east' : dx < 0 ? 'west' : ''}`;
  const far = Math.max(Math.abs(dx), Math.abs(dy));
  if (far === 0) return 'on her space';
  const words = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
  return far === 1 ? `next to her, to the ${side}` : `${words[far] ?? far} spaces to the ${side}`;
}

export function describeDecision(
  content: RulesContent,
  state: CocState,
  legal: readonly CocAction[],
): Decision | undefined {
  const p = state.pending;
  if (!p) return undefined;
  const upgradeKind = (deck: string) => (deck === 'weapon' ? 'weapon' : deck === 'outfit' ? 'outfit' : 'ability');
  const faces = state.roll ? state.roll.results.map((r) => DIE_WORDS[r]).join(', ') : '';
  const base = (heading: string, detail: string, words: (a: CocAction) => string = actionWords) => ({
    kind: p.kind,
    heading,
    detail,
    answers: legal.map((action) => ({ action, words: words(action) })),
  });
  // Outside a campaign (a state made by hand) an island decision gets its heading only, below.
  if (isIslandDecision(p) && state.campaign) return describeIslandDecision(content, state, legal, p);
  switch (p.kind) {
    case 'dodge': {
      const lost = state.diceLostNextPhase;
      const attacker = attackerOf(state, p.source);
      const name = attacker ? `The ${content.figures.get(attacker.type)?.name ?? attacker.type}` : '';
      return base(
        attacker ? `DODGE? ${name} attacks Lara: ${p.damage} damage` : `DODGE? ${p.damage} damage from ${p.source}`,
        `${attacker ? `${name} ${whereFrom(state.lara.at, attacker.at)} (marked on the board) attacks` : p.source}: ${plural(p.damage, 'damage', 'damage')} is coming to Lara (health ${state.lara.health}/${state.lara.maxHealth}). DODGE rolls Lara Dice against the DODGE card; the dice rolled are missing from her next Lara Phase${lost ? ` (${plural(lost, 'die', 'dice')} already lost)` : ''}.`,
        (a) =>
          a.type === 'dodge'
            ? a.dice === 0
              ? `Take the ${p.damage} damage (no DODGE)`
              : `DODGE with ${plural(a.dice, 'die', 'dice')}`
            : a.type === 'escape'
              ? 'Escape: pay resources to avoid all the damage'
              : actionWords(a),
      );
    }
    case 'sacrifices':
      return base(
        `Sacrifices: ${faces}`,
        `${plural(p.sacrifices, 'sacrifice')} rolled: each one turned into a success discards the top Event Card.`,
        (a) =>
          a.type === 'convertSacrifices'
            ? a.count
              ? `Turn ${a.count} into success${a.count === 1 ? '' : 'es'} (discard ${plural(a.count, 'Event Card')})`
              : 'Keep them as sacrifices'
            : actionWords(a),
      );
    case 'reroll': {
      // The faces the re-roll will show (previewed as the engine splits it: Lara Dice first).
      const lara = Math.min(state.roll?.dice ?? p.dice, p.dice);
      const next = previewDice(content, state, lara, p.dice - lara)
        .faces.map((r) => DIE_WORDS[r])
        .join(', ');
      const d = base(
        `HIDE failed: roll again with ${plural(p.dice, 'die', 'dice')}?`,
        `The roll was ${faces}. Rolling again uses one die fewer; stopping leaves the roll as it is.`,
        (a) =>
          a.type === 'reroll'
            ? `Roll again with ${plural(p.dice, 'die', 'dice')}`
            : a.type === 'stop'
              ? 'Stop here'
              : actionWords(a),
      );
      return {
        ...d,
        answers: d.answers.map((a) =>
          a.action.type === 'reroll' ? { ...a, text: `The dice will show: ${next}.` } : a,
        ),
      };
    }
    case 'ammo': {
      const weapon = state.roll?.weapon;
      const held = state.inventory.weapons.find((w) => w.id === weapon)?.ammo ?? p.max;
      return base(
        `Spend ammo on the ${weapon ? cardName(content, 'weapon', weapon) : 'shot'}?`,
        `The roll was ${faces}. Each ammo spent adds a success; the weapon holds ${held}.`,
        (a) =>
          a.type === 'spendAmmo'
            ? a.amount
              ? `Spend ${a.amount} ammo (+${a.amount} success${a.amount === 1 ? '' : 'es'})`
              : 'Spend no ammo'
            : actionWords(a),
      );
    }
    case 'manual':
      return {
        ...base(
          'Apply by hand',
          'The engine does not carry this effect out: do it on the table, then write what you did.',
          () => 'Done',
        ),
        cardText: p.text,
        note: true,
      };
    case 'choice': {
      const card = choiceCard(content, p.ref);
      const options = choiceOptions(content, p.ref, p.options);
      const legalOption = new Set(legal.flatMap((a) => (a.type === 'chooseOption' ? [a.option] : [])));
      // Every option is shown; one Lara cannot pay for (not offered) is greyed.
      return {
        kind: p.kind,
        heading: card.name,
        detail:
          legalOption.size < options.length
            ? 'Choose one option (the greyed ones cannot be paid for now).'
            : 'Choose one option.',
        ...(card.text ? { cardText: card.text } : {}),
        answers: [
          ...options.map((o, option) => ({
            action: { type: 'chooseOption' as const, option },
            words: o.label,
            ...(o.text ? { text: o.text } : {}),
            ...(legalOption.has(option) ? {} : { disabled: true }),
          })),
          ...legal
            .filter((a) => a.type !== 'chooseOption')
            .map((action) => {
              if (action.type !== 'useResearch') return { action, words: actionWords(action) };
              // A scroll played instead (Dodge a Trap): the card is ignored.
              const text = cardText(content, 'research', action.card);
              return { action, words: `Play ${cardName(content, 'research', action.card)}`, ...(text ? { text } : {}) };
            }),
        ],
      };
    }
    case 'helpful': {
      const side = contentAt(content, {
        kind: 'event',
        id: cardIdOf(p.card),
        pointer: state.invaded ? '/invaded' : '/lara',
      }) as { name?: unknown; text?: unknown } | undefined;
      const name = typeof side?.name === 'string' ? side.name : cardName(content, 'event', p.card);
      return {
        ...base(`Helpful card: ${name}`, 'Use it now (it leaves the game once resolved) or discard it.', (a) =>
          a.type === 'useHelpful' ? (a.use ? `Use ${name}` : 'Discard it') : actionWords(a),
        ),
        ...(typeof side?.text === 'string' ? { cardText: side.text } : {}),
      };
    }
    case 'enemyMove': {
      const enemy = state.enemies.find((e) => e.id === p.enemy);
      const where = enemy ? ` at (${enemy.at.x}, ${enemy.at.y}), facing ${enemy.facing}` : '';
      return base(
        `Enemy player: move ${enemy ? `${content.figures.get(enemy.type)?.name ?? enemy.type} ` : ''}${p.enemy}`,
        `${p.enemy}${where} has ${plural(p.points, 'move point')} left${p.passing ? ' and stands on another enemy: it must move on' : ''}. Step it, or end its move facing a way.`,
        (a) =>
          a.type === 'enemyStep'
            ? `Step ${a.facing}`
            : a.type === 'endEnemyMove'
              ? `End the move facing ${a.facing}`
              : actionWords(a),
      );
    }
    case 'eventPick': {
      const name = (card: string) => cardName(content, 'event', card);
      return base(
        'Enemy side: which Event Card is resolved?',
        `Drawn: ${p.cards.map(name).join(', ')}. The others go to the bottom of the Event Deck; a helpful card drawn must be picked.`,
        (a) => (a.type === 'pickEvent' ? `Pick ${name(a.card)}` : actionWords(a)),
      );
    }
    case 'upgrade':
      return {
        kind: p.kind,
        heading: `Keep ${p.keep === 1 ? 'one' : p.keep} of the ${p.deck} cards drawn`,
        detail: `Drawn: ${p.cards.map((c) => cardName(content, upgradeKind(p.deck), c)).join(', ')}. The others go back in the deck.`,
        answers: legal.map((action) => {
          if (action.type !== 'keepUpgrade') return { action, words: actionWords(action) };
          const text = cardText(content, upgradeKind(p.deck), action.card);
          return {
            action,
            words: `Keep ${cardName(content, upgradeKind(p.deck), action.card)}${action.others ? `, the others to the ${action.others}` : ''}`,
            ...(text ? { text } : {}),
          };
        }),
      };
    case 'makeRoom':
      return base(
        `No room for ${cardName(content, upgradeKind(p.deck), p.card)}`,
        `Lara has no free ${p.deck} slot: discard the new card or one she holds.`,
        (a) =>
          a.type === 'discardCard' ? `Discard ${cardName(content, upgradeKind(p.deck), a.card)}` : actionWords(a),
      );
    case 'afterRoll':
      return base('Play a card on the roll?', `The roll was ${faces}.`, (a) =>
        a.type === 'useResearch'
          ? `Play ${cardName(content, 'research', a.card)}`
          : a.type === 'keepRoll'
            ? 'Keep the roll'
            : a.type === 'rerollFailed'
              ? `Re-roll the failed dice${a.dice ? ` (${a.dice}, paying resources)` : ` (${a.by})`}`
              : actionWords(a),
      );
    case 'upgradeDeck':
      return base('Which Craft Bench deck?', `Draw ${p.draw}, keep ${p.keep}.`, (a) =>
        a.type === 'chooseDeck' ? `The ${a.deck} deck` : actionWords(a),
      );
    case 'loseResources':
      return base(
        `Give up ${plural(p.amount, 'resource')}${p.resource ? ` (${p.resource})` : ''}`,
        `Lara holds ${tokenWords(state.inventory.resources) || 'nothing'}.`,
        (a) => (a.type === 'giveUpResources' ? `Give up ${tokenWords(a.tokens)}` : actionWords(a)),
      );
    case 'shareAmmo': {
      const held = (id: string) => state.inventory.weapons.find((w) => w.id === id)?.ammo ?? 0;
      const name = (id: string) => cardName(content, 'weapon', id);
      return base(
        `Load ${p.amount} ammo`,
        `A card gives ${p.amount} ammo. Lara's weapons hold ${p.weapons.map((w) => `${name(w)} ${held(w)}`).join(', ')}: say how much goes on each.`,
        (a) =>
          a.type === 'shareAmmo' ? p.weapons.map((w) => `${name(w)} +${a.split[w] ?? 0}`).join(', ') : actionWords(a),
      );
    }
    default:
      return base(decisionHeading(p), '', (a) =>
        'tokens' in a && Array.isArray(a.tokens) ? `${a.type}: ${a.tokens.map(showToken).join(', ')}` : actionWords(a),
      );
  }
}

/**
 * A heading for every kind of decision the engine may ask (the type makes a new kind a compile
 * error until it has words); the kinds worded above use their own, richer headings.
 */
export const DECISION_HEADINGS: Record<Pending['kind'], string> = {
  sacrifices: 'Turn sacrifices into successes?',
  dodge: 'DODGE?',
  reroll: 'Roll again?',
  ammo: 'Spend ammo on the shot?',
  manual: 'Apply by hand',
  afterRoll: 'Play a card on the roll?',
  upgradeDeck: 'Which Craft Bench deck?',
  loseResources: 'Give up resources',
  pickResources: 'Pick resources from the bag',
  swapResources: 'Swap resources with the bag',
  throwNoise: 'Where does the Noise Token land?',
  keepResearch: 'Which Research Card to keep?',
  returnEvent: 'Which helpful card goes back into the Event Deck?',
  choice: 'Choose one option',
  helpful: 'Use the helpful card?',
  upgrade: 'Which upgrade to keep?',
  makeRoom: 'No room for the new card',
  run: 'Run: spend the move points now',
  downgrade: 'Which equipped card is discarded?',
  shareAmmo: 'How is the ammo loaded?',
  islandStart: 'Where does the Lara-Pin start on the island?',
  islandMove: 'Where does the Lara-Pin go on the island?',
  revealTombToken: 'Which Tomb Token is turned face up?',
  natlaPath: 'Which of the equally short paths does the Natla-Pin take?',
  enemyMove: 'Enemy player: move the enemy',
  eventPick: 'Enemy side: which Event Card is resolved?',
};

function decisionHeading(p: Pending): string {
  return DECISION_HEADINGS[p.kind] ?? `The game waits for your choice (${p.kind})`;
}
