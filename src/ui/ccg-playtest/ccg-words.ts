/**
 * The CCG playtest's words: actions, decisions and card facts as a player reads them. Card text
 * comes from the cards themselves; nothing here decides anything (the engine's legalActions do).
 */
import { cardIdOf, type CcgContent, type ObstacleFacts } from '../../engine/ccg/index.ts';
import type { BonusChoice, CcgAction, CcgAdjustment, CcgState, Pending, Side, Spot } from '../../engine/ccg/index.ts';

export const SIDE_WORDS: Record<Side, string> = { top: 'deeper', right: 'right', bottom: 'back', left: 'left' };
export const spotWords = (s: Spot) => `column ${s.column}, depth ${s.depth}`;

export function cardName(content: CcgContent, instance: string): string {
  return content.cards.get(cardIdOf(instance))?.name ?? instance;
}

export const playerName = (state: CcgState, player: number | undefined) =>
  player === undefined ? 'the player' : (state.raiders[player]?.name ?? `Player ${player + 1}`);

/** The obstacle an obstacle ref names at a raider's location: "printed" is the one on the location card. */
export function obstacleFacts(
  content: CcgContent,
  state: CcgState,
  player: number,
  ref: string,
): ObstacleFacts | undefined {
  if (ref !== 'printed') return content.cards.get(cardIdOf(ref))?.obstacle;
  const at = state.raiders[player]?.at;
  const placed = at && state.map.find((p) => p.spot.column === at.column && p.spot.depth === at.depth);
  return placed ? content.cards.get(cardIdOf(placed.card))?.printed : undefined;
}

/** A test as printed: "7 think or 9 search". */
export const testWords = (o: ObstacleFacts) => o.test.map((t) => `${t.target} ${t.ability}`).join(' or ');

/** What failing does, in words. */
export const failWords = (o: ObstacleFacts) =>
  o.onFail
    .map((f) =>
      f.type === 'stuck'
        ? 'stuck'
        : f.type === 'hit'
          ? `${f.hits} hit${f.hits === 1 ? '' : 's'}`
          : `injury (${f.ability})`,
    )
    .join(', ') || 'nothing';

/** An adjustment by hand, in words (the log's own line says old → new). */
export function adjustWords(content: CcgContent, state: CcgState, a: CcgAdjustment): string {
  const r = 'raider' in a ? playerName(state, a.raider) : '';
  switch (a.what) {
    case 'hits':
    case 'lifeTokens':
      return `${r}'s ${a.what === 'hits' ? 'hits' : 'life tokens'} set to ${a.value}`;
    case 'injuries':
      return `${r}'s ${a.ability} injuries set to ${a.value}`;
    case 'stuck':
      return `${r} ${a.value ? 'stuck' : 'not stuck'}`;
    case 'at':
      return `${r} moved to ${spotWords(a.value)}`;
    case 'moveCard':
      return `${cardName(content, a.card)} to ${a.toRaider !== undefined ? `${playerName(state, a.toRaider)}'s ` : ''}${a.to}`;
    case 'obstacleHits':
      return `${a.obstacle === 'printed' ? 'the printed obstacle' : cardName(content, a.obstacle)} at ${spotWords(a.spot)}: ${a.value} hits`;
    case 'removeObstacle':
      return `${a.obstacle === 'printed' ? 'the printed obstacle' : cardName(content, a.obstacle)} removed at ${spotWords(a.spot)}`;
    case 'empty':
      return `${spotWords(a.spot)} ${a.value ? 'empty' : 'not empty'}`;
    case 'exit':
      return `${SIDE_WORDS[a.side]} side of ${spotWords(a.spot)}: ${a.value}`;
    case 'treasure':
      return a.raider !== undefined
        ? `the treasure to ${playerName(state, a.raider)}`
        : `the treasure dropped at ${a.spot ? spotWords(a.spot) : '?'}`;
    case 'points':
      return `${r}'s points set to ${a.value}`;
  }
}

/** The player an action is for: its own, or the one the game waits for. */
const who = (state: CcgState, a: CcgAction) =>
  a.player ?? state.pending?.player ?? state.step?.player ?? state.order[state.active] ?? 0;

export function actionWords(content: CcgContent, state: CcgState, a: CcgAction): string {
  const name = (id: string) => cardName(content, id);
  const p = who(state, a);
  switch (a.type) {
    case 'rollOrder':
      return 'Roll for the turn order';
    case 'chooseFirst':
      return `${playerName(state, a.first)} goes first`;
    case 'keepOrder':
      return 'Keep the turn order';
    case 'move':
      return `Move ${SIDE_WORDS[a.side]}`;
    case 'stop':
      return 'Stop moving';
    case 'face': {
      const o = obstacleFacts(content, state, p, a.obstacle);
      return `Face ${o?.name ?? name(a.obstacle)}${a.obstacle === 'printed' ? ' (on the location)' : ''}`;
    }
    case 'test': {
      const pend = state.pending;
      const option = pend?.kind === 'test' ? pend.options[a.option] : undefined;
      const cards = a.cards?.length ? `, playing ${a.cards.map(name).join(' and ')}` : '';
      return option ? `Test ${option.ability} against ${option.target}${cards}` : `Test option ${a.option + 1}${cards}`;
    }
    case 'acceptRoll':
      return 'Keep the roll';
    case 'playObstacle':
      return `Play ${name(a.card)}`;
    case 'pass':
      return state.pending?.kind === 'playObstacle'
        ? 'Play no obstacle'
        : state.pending?.kind === 'startingBonus'
          ? 'Begin without a bonus'
          : state.pending?.kind === 'respond'
            ? 'Let the roll stand'
            : state.pending?.kind === 'cancel'
              ? 'Let it take effect'
              : state.pending?.kind === 'moment'
                ? 'Play nothing now'
                : 'Pass';
    case 'attack':
      return `Attack ${playerName(state, a.target)}`;
    case 'noAttack':
      return 'Do not attack';
    case 'search':
      return a.card ? `Play ${name(a.card)} in place of a search` : 'Search';
    case 'skipSearch':
      return 'Do not search';
    case 'playDiscovery':
      return `Find ${name(a.card)}`;
    case 'noDiscovery':
      return 'Find nothing';
    case 'discard':
      return a.cards.length ? `Discard ${a.cards.map(name).join(', ')}` : 'Discard nothing';
    case 'reset':
      return 'Reset (start again from the save point or entrance)';
    case 'endTurn':
      return state.pending?.kind === 'reset' ? 'Go on (no reset)' : 'End the turn';
    case 'playUpgrade':
      return `Play the upgrade ${name(a.card)}`;
    case 'chooseSide':
      return `The ${SIDE_WORDS[a.side]} side`;
    case 'done':
      return a.note ? `Done: ${a.note}` : 'Done';
    case 'playCard':
      return `Play ${name(a.card)}${a.target !== undefined ? ` on ${playerName(state, a.target)}` : ''}`;
    case 'useItem':
      return `Use ${name(a.card)}`;
    case 'useAbility':
      return `Use ${playerName(state, a.player ?? 0)}'s ability`;
    case 'takeBonus':
      return `Begin with ${name(a.card)}`;
    case 'jamWeapon':
      return `Jam ${name(a.weapon)}`;
    case 'adjust':
      return `By hand: ${adjustWords(content, state, a)}`;
    case 'choose': {
      const pend = state.pending;
      return (pend?.kind === 'choose' && pend.options.find((o) => o.value === a.value)?.label) || a.value;
    }
  }
}

/** A starting bonus choice in words: "a treasure of power 1 or less". */
export function bonusChoiceWords(c: BonusChoice): string {
  if (c.type === 'treasure')
    return c.maxPower === undefined ? 'any treasure' : `a treasure of power ${c.maxPower} or less`;
  if (c.type === 'upgrade') return `a power ${c.power} character upgrade`;
  return c.count === 1 ? 'an item discovery' : `${c.count} item discoveries`;
}

/** What a response card does to the card it answers: cancel it or copy it. */
const cardEffectWord = (content: CcgContent, id: string) =>
  content.cards.get(cardIdOf(id))?.effects.some((e) => e.type === 'copyCard') ? 'copy' : 'cancel';

export interface DecisionWords {
  heading: string;
  detail: string;
  cardText?: string;
}

/** In the search decision: what a search can still find where she is — the treasure, even in an empty location (rule
 * decision 160). */
function treasureSearchWords(content: CcgContent, state: CcgState, player: number): string {
  const at = state.raiders[player]?.at;
  const placed = at && state.map.find((p) => p.spot.column === at.column && p.spot.depth === at.depth);
  if (!placed) return '';
  const room = content.cards.get(cardIdOf(placed.card))?.treasureRoom;
  const dropped =
    state.droppedTreasure &&
    state.droppedTreasure.spot.column === at.column &&
    state.droppedTreasure.spot.depth === at.depth
      ? state.droppedTreasure
      : null;
  const target = room && !state.treasureFound ? room.searchTarget : dropped?.searchTarget;
  if (target === undefined)
    return placed.empty
      ? ' This location is empty: only a card that searches an empty location finds anything here.'
      : '';
  const what = room && !state.treasureFound ? 'finds the treasure' : 'picks up the dropped treasure';
  return ` A result of ${target} or more ${what}${placed.empty ? '; the location is empty, so no discovery can be found here' : ''}.`;
}

/** What a pending decision asks, in words. */
export function decisionWords(content: CcgContent, state: CcgState, pending: Pending): DecisionWords {
  const who = playerName(state, pending.player);
  const name = (id: string) => cardName(content, id);
  switch (pending.kind) {
    case 'firstPlayer':
      return {
        heading: 'Who goes first?',
        detail: `${who} rolled highest for the turn order (${pending.rolls.join(', ')}) and chooses who moves first.`,
      };
    case 'obstacleOrder':
      return { heading: 'Which obstacle first?', detail: `${who} faces every obstacle here, in the order chosen.` };
    case 'test': {
      const o = obstacleFacts(content, state, pending.player, pending.obstacle);
      return {
        heading: `${who} faces ${o?.name ?? name(pending.obstacle)}`,
        detail: o
          ? `${o.obstacleType === 'creature' ? 'Creature' : 'Trap'}: ${testWords(o)}. If failed: ${failWords(o)}.${o.life !== undefined ? ` Life ${o.life}.` : ''} Choose the ability to test.`
          : 'Choose the ability to test.',
        ...(o?.text ? { cardText: o.text } : {}),
      };
    }
    case 'afterRoll': {
      const r = pending.roll;
      return {
        heading: `${who} rolled ${r.result} against ${r.target}`,
        detail: `${r.ability}: ${r.dice.join(' + ')}${r.bonus ? ` + ${r.bonus}` : ''} = ${r.result}, ${r.success ? 'a success' : 'a failure'}. A card may still change it.`,
      };
    }
    case 'playObstacle':
      return {
        heading: `${who}: play an obstacle?`,
        detail: `On the location just mapped at ${spotWords(pending.spot)}: an obstacle of danger ${pending.limit} or less.`,
      };
    case 'fight':
      return {
        heading: `${who} meets other raiders`,
        detail: 'Attack one of them (a fight test each, the higher wins and deals a hit), or not.',
      };
    case 'search':
      return {
        heading: `${who}: search?`,
        detail: `Search round: roll search ability + the location’s search rating, then find a discovery with difficulty up to the result.${treasureSearchWords(content, state, pending.player)}`,
      };
    case 'discovery':
      return {
        heading: `${who} searched: ${pending.result}`,
        detail: `Play a discovery with difficulty ${pending.result}${pending.bonusDifficulty ? ` (+${pending.bonusDifficulty})` : ''} or less from the hand, or none.`,
      };
    case 'discard':
      return { heading: `${who}: discard?`, detail: 'Draw round: discard any number of cards before drawing.' };
    case 'reset':
      return {
        heading: `${who}: reset?`,
        detail:
          'Draw round: push the reset button (start again from the save point or the entrance, unsaved cards lost), or go on.',
      };
    case 'upgrade':
      return { heading: `${who} saved the game`, detail: 'An upgrade whose requirement is saving may be played now.' };
    case 'side':
      return {
        heading: `${name(pending.card)}: which side?`,
        detail: `${pending.effect === 'addExit' ? 'Add an exit' : 'Block an exit'} at ${spotWords(pending.spot)}${pending.remaining > 1 ? ` (${pending.remaining} to choose)` : ''}.`,
      };
    case 'choose':
      return {
        heading: `${name(pending.card)}: ${pending.prompt}`,
        detail: `${who} chooses.`,
        cardText: content.cards.get(cardIdOf(pending.card))?.text ?? '',
      };
    case 'manual':
      return {
        heading: `${name(pending.card)}: apply it by hand`,
        detail: 'The engine does not carry out this effect: do what the card says, then go on.',
        cardText: pending.text,
      };
    case 'moment': {
      const mover = playerName(state, pending.mover);
      const when =
        pending.moment === 'justMapped'
          ? `${mover} has just mapped ${state.raiders[pending.mover]!.at ? spotWords(state.raiders[pending.mover]!.at!) : 'a location'}`
          : `${mover} ends her move at ${who}’s location`;
      return {
        heading: `${who}: play a card on ${mover}?`,
        detail: `${when}. ${who} may play ${pending.cards.map(name).join(' or ')} now, or pass.`,
      };
    }
    case 'respond': {
      const r = pending.roll;
      return {
        heading: `${who}: answer ${playerName(state, pending.roller)}’s roll?`,
        detail: `${playerName(state, pending.roller)} rolled ${r.result} against ${r.target} (${r.ability}), ${r.success ? 'a success' : 'a failure'}. ${who} may play a card on it, or let it stand.`,
      };
    }
    case 'cancel': {
      const owner = playerName(state, pending.played.player);
      // A response card waiting for its own answers (rule decision 151): the card it answers.
      const answers = pending.resume.kind === 'response' ? pending.resume.played : undefined;
      return {
        heading: `${who}: answer ${owner}’s ${name(pending.played.card)}?`,
        detail: `${owner} has just played ${name(pending.played.card)}${answers ? ` on ${name(answers.card)} (played by ${playerName(state, answers.player)}): it would ${cardEffectWord(content, pending.played.card)} ${name(answers.card)}` : ''}. ${who} may answer it with a response card now (it has not taken effect yet), or let it take effect.`,
        cardText: content.cards.get(cardIdOf(pending.played.card))?.text ?? '',
      };
    }
    case 'jamWeapon': {
      const roller = playerName(state, pending.roller);
      return {
        heading: `${who}: which of ${roller}’s weapons does ${name(pending.card)} jam?`,
        detail: `${pending.weapons.map(name).join(', ')} each add to ${roller}’s fight roll of ${pending.roll.result} against ${pending.roll.target}. The one chosen loses what it added to this roll and adds nothing until the end of the turn.`,
        cardText: content.cards.get(cardIdOf(pending.card))?.text ?? '',
      };
    }
    case 'startingBonus':
      return {
        heading: `${who}: starting bonus`,
        detail: `The level lets ${who} begin with ${pending.choices.map(bonusChoiceWords).join(' or ')}, from the collection, in the saved row.${pending.optional ? ' She may also begin without it.' : ''}`,
      };
  }
}
