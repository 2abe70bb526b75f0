/**
 * Pending decisions: which actions answer each kind, what answering does, and the answers the
 * player may give now (legalActions lists only these while a decision is pending).
 */
import type { Ctx } from './context.ts';
import { convertSacrifices, needRoll, reroll, requestOf, startRoll } from './roll.ts';
import { damageLara, dodgeDice } from './damage.ts';
import { child, pushEffects } from './effects.ts';
import { actionCard } from './lara-actions.ts';
import { playResearch } from './research-cards.ts';
import { cardIdOf } from './cards.ts';
import { giveUpResources, lossChoices } from './effect-types.ts';
import {
  chooseDeck,
  gearAnswers,
  keepResearch,
  pickResources,
  returnEvent,
  swapResources,
  throwNoise,
} from './gear-decisions.ts';
import { affordableRerolls, escape, escapeOptions, improvise, rerollFailed } from './roll-help.ts';
import { keepUpgrade, discardForRoom, upgradeAnswers, answerDowngrade, downgradeAnswers } from './upgrades.ts';
import { answerEventPick, answerHelpful, eventPickProblem } from './event-phase.ts';
import { endEnemyMove, enemyMoveAnswers, enemyStep } from './natla-move.ts';
import { mostDice } from './condition-rules.ts';
import { answerRun, runAnswers } from './run.ts';
import { ammoSplits, answerShareAmmo } from './inventory.ts';
import { ISLAND_ANSWERS, answerIsland, isIslandPending, islandAnswers } from './island-answers.ts';
import { adjust } from './by-hand.ts';
import { EngineError, type CocAction, type Pending } from './types.ts';

export const ANSWERS: Record<Pending['kind'], readonly CocAction['type'][]> = {
  sacrifices: ['convertSacrifices'],
  dodge: ['dodge', 'escape'],
  reroll: ['reroll', 'stop'],
  ammo: ['spendAmmo'],
  manual: ['done', 'adjust'],
  choice: ['chooseOption', 'useResearch'],
  helpful: ['useHelpful'],
  upgrade: ['keepUpgrade'],
  makeRoom: ['discardCard'],
  afterRoll: ['useResearch', 'keepRoll', 'rerollFailed'],
  upgradeDeck: ['chooseDeck'],
  pickResources: ['pickResources'],
  loseResources: ['giveUpResources'],
  swapResources: ['swapResources'],
  throwNoise: ['throwNoise'],
  keepResearch: ['keepResearch'],
  returnEvent: ['returnEvent'],
  run: ['step', 'jump', 'endMove'],
  downgrade: ['discardCard'],
  shareAmmo: ['shareAmmo'],
  enemyMove: ['enemyStep', 'endEnemyMove'],
  eventPick: ['pickEvent'],
  ...ISLAND_ANSWERS,
};

const isAnswer = (p: Pending, a: CocAction) => ANSWERS[p.kind].includes(a.type);

/** Applies an answer to the pending decision (the caller then resumes the game). */
export function answer(ctx: Ctx, action: CocAction): void {
  const pending = ctx.state.pending;
  if (!pending || !isAnswer(pending, action)) {
    if (pending)
      throw new EngineError(
        `A decision is pending (${pending.kind}): answer it with ${ANSWERS[pending.kind].map((t) => `"${t}"`).join(' or ')} before "${action.type}".`,
      );
    throw new EngineError(`"${action.type}" answers a decision, and none is pending.`);
  }
  const state = ctx.state;
  if (isIslandPending(pending)) return answerIsland(ctx, pending, action);
  switch (action.type) {
    case 'convertSacrifices':
      return convertSacrifices(ctx, action.count);
    case 'dodge': {
      const p = pending as Extract<Pending, { kind: 'dodge' }>;
      state.pending = null;
      if (action.dice === 0 && !action.special) return damageLara(state, p.damage, p.source, ctx.events);
      startRoll(
        ctx,
        requestOf(action, { for: 'dodge', card: actionCard('dodge'), incoming: p.damage, source: p.source }),
      );
      if (action.improvise) improvise(ctx, state.roll!);
      return;
    }
    case 'escape':
      return escape(ctx, action.pay);
    case 'rerollFailed':
      return rerollFailed(ctx, action);
    case 'reroll': {
      const p = pending as Extract<Pending, { kind: 'reroll' }>;
      const roll = needRoll(ctx);
      state.pending = null;
      state.effects.length = roll.depth;
      return reroll(ctx, p.dice, action);
    }
    case 'stop':
      state.pending = null;
      return;
    case 'spendAmmo': {
      const max = (pending as Extract<Pending, { kind: 'ammo' }>).max;
      if (!Number.isInteger(action.amount) || action.amount < 0 || action.amount > max)
        throw new EngineError(`0 to ${max} ammo may be spent; not ${action.amount}.`);
      needRoll(ctx).ammo = action.amount;
      state.pending = null;
      return;
    }
    case 'done':
      state.pending = null;
      ctx.events.push({ type: 'manual', text: `Applied by hand${action.note ? `: ${action.note}` : '.'}` });
      return;
    case 'adjust':
      return adjust(ctx, action);
    case 'chooseOption': {
      const p = pending as Extract<Pending, { kind: 'choice' }>;
      if (!Number.isInteger(action.option) || action.option < 0 || action.option >= p.options.length)
        throw new EngineError(`Option ${action.option} does not exist (0 to ${p.options.length - 1}).`);
      if (p.offered && !p.offered.includes(action.option))
        throw new EngineError(`Lara cannot choose "${p.options[action.option]}": she cannot pay what it costs.`);
      state.pending = null;
      ctx.events.push({ type: 'choice', text: `Chosen: ${p.options[action.option]}.` });
      pushEffects(ctx, child(p.ref, action.option, 'effects'));
      return;
    }
    case 'useHelpful':
      return answerHelpful(ctx, action.use === true);
    case 'useResearch':
      if (pending.kind === 'choice') {
        // A scroll played on the trap just drawn (Dodge a Trap): its effect ignores the card.
        if (!(pending.scrolls ?? []).some((c) => cardIdOf(c) === cardIdOf(action.card)))
          throw new EngineError(
            `"${action.card}" cannot be played on this choice: it is not a Research Card of hers that answers it.`,
          );
        state.pending = null;
        return playResearch(ctx, action.card, 'trapDrawn');
      }
      state.pending = null;
      needRoll(ctx).asked = false;
      return playResearch(ctx, action.card, 'afterRoll');
    case 'keepRoll':
      state.pending = null;
      return;
    case 'chooseDeck':
      return chooseDeck(ctx, action.deck);
    case 'pickResources':
      return pickResources(ctx, action.tokens);
    case 'giveUpResources':
      return giveUpResources(ctx, action.tokens);
    case 'swapResources':
      return swapResources(ctx, action.tokens);
    case 'throwNoise':
      return throwNoise(ctx, action.at);
    case 'keepResearch':
      return keepResearch(ctx, action.card);
    case 'returnEvent':
      return returnEvent(ctx, action.card);
    case 'keepUpgrade':
      return keepUpgrade(ctx, action.card, action.others);
    case 'discardCard':
      return pending.kind === 'downgrade' ? answerDowngrade(ctx, action.card) : discardForRoom(ctx, action.card);
    case 'step':
    case 'jump':
    case 'endMove':
      return answerRun(ctx, action);
    case 'shareAmmo':
      return answerShareAmmo(ctx, action.split);
    case 'enemyStep':
      return enemyStep(ctx, action.facing);
    case 'endEnemyMove':
      return endEnemyMove(ctx, action.facing);
    case 'pickEvent':
      return answerEventPick(ctx, action.card);
    default:
      throw new EngineError(`"${action.type}" does not answer the decision that is pending ("${pending.kind}").`);
  }
}

/** The whole numbers from … to (a loop: Array.from with a map callback was a measurable cost here). */
function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}

/** The answers the player may give to the pending decision. */
export function legalAnswers(ctx: Ctx, pending: Pending): CocAction[] {
  if (isIslandPending(pending)) return islandAnswers(ctx, pending);
  switch (pending.kind) {
    case 'sacrifices':
      return range(0, pending.sacrifices).map((count) => ({ type: 'convertSacrifices', count }));
    case 'dodge':
      return [
        ...range(0, Math.min(dodgeDice(ctx.state), mostDice(ctx, 'dodge'))).map((dice) => ({
          type: 'dodge' as const,
          dice,
        })),
        ...(escapeOptions(ctx, pending.damage) ? [{ type: 'escape' as const }] : []),
      ];
    case 'reroll':
      return [{ type: 'reroll' }, { type: 'stop' }];
    case 'ammo':
      return range(0, pending.max).map((amount) => ({ type: 'spendAmmo', amount }));
    case 'manual':
      return [{ type: 'done' }];
    case 'choice':
      return [
        ...(pending.offered ?? pending.options.map((_, i) => i)).map((option) => ({
          type: 'chooseOption' as const,
          option,
        })),
        ...(pending.scrolls ?? []).map((card) => ({ type: 'useResearch' as const, card })),
      ];
    case 'helpful':
      return [
        { type: 'useHelpful', use: true },
        { type: 'useHelpful', use: false },
      ];
    case 'afterRoll':
      return [
        ...pending.cards.map((card) => ({ type: 'useResearch' as const, card })),
        ...pending.rerolls.flatMap((by) =>
          by === 'resources'
            ? affordableRerolls(ctx, ctx.state.roll!).map((dice) => ({ type: 'rerollFailed' as const, by, dice }))
            : [{ type: 'rerollFailed' as const, by }],
        ),
        { type: 'keepRoll' },
      ];
    case 'upgrade':
    case 'makeRoom':
      return upgradeAnswers(ctx, pending);
    case 'loseResources':
      return lossChoices(ctx, pending.amount, pending.resource).map((tokens) => ({
        type: 'giveUpResources' as const,
        tokens,
      }));
    case 'run':
      return runAnswers(ctx);
    case 'downgrade':
      return downgradeAnswers(ctx, pending.decks);
    case 'shareAmmo':
      return ammoSplits(ctx, pending.amount, pending.weapons).map((split) => ({ type: 'shareAmmo' as const, split }));
    case 'enemyMove':
      return enemyMoveAnswers(ctx);
    case 'eventPick':
      return pending.cards
        .filter((card) => !eventPickProblem(ctx, pending.cards, card))
        .map((card) => ({ type: 'pickEvent' as const, card }));
    default:
      return gearAnswers(ctx, pending);
  }
  return [];
}
