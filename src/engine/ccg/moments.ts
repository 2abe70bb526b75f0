/**
 * Cards offered only at the moment their words name (ccgCard `playWhen`, rule decisions 192–193):
 * - `sameCreature` (Coordinated Fire): before a test against a creature that another living raider in the
 *   location faces too (encounter.ts `beforeTestCards`);
 * - `justMapped` (Chute Trap): a competing raider has just mapped a new location — offered before
 *   obstacles are played there;
 * - `endedMoveHere` (Ambush): a competing raider's move has ended at the card player's raider's location —
 *   offered before she fights or faces its obstacles.
 * The last two open a `moment` decision for each competing player (hot-seat, in turn order) who holds such a
 * card: play one on the moving raider, or pass. One window per moment in an action round (`ActionStep.offered`);
 * a card played there does not close it (rule decision 545): once the card is resolved, the window opens again,
 * every competing player asked anew in turn order, and it closes only when each one holding such a card passes.
 */
import { cardOf } from './content.ts';
import { say, type Ctx } from './context.ts';
import { openCancel } from './card-cancel.ts';
import { choiceProblem, isChoiceEffect } from './choices.ts';
import { resolvePlayed } from './card-resolve.ts';
import { sameSpot } from './map.ts';
import { takeFrom } from './piles.ts';
import { competitorsAfter } from './responses.ts';
import { EngineError, type ActionStep, type CcgAction, type Moment, type RaiderState } from './types.ts';

/** The cards of `holder`'s hand that fit this moment of the moving raider `mover`. */
function momentCards(ctx: Ctx, holder: RaiderState, mover: RaiderState, moment: Moment): string[] {
  if (holder.dead || holder.finishedTurn !== null) return [];
  if (moment === 'endedMoveHere' && !(holder.at && mover.at && sameSpot(holder.at, mover.at))) return [];
  return holder.hand.filter((id) => {
    const c = cardOf(ctx.content, id);
    // A card whose choice could do nothing now (Chute Trap with no deeper spot to fall to) is not offered.
    return (
      c.type === 'action' &&
      c.playWhen === moment &&
      c.effects.every((e) => !isChoiceEffect(e.type) || !choiceProblem(ctx, holder, e, mover))
    );
  });
}

/** Opens the moment's window with the first competing player who holds a card for it (once per moment and action
 * round); false when nobody does. */
export function openMoment(ctx: Ctx, step: ActionStep, moment: Moment, queue?: number[]): boolean {
  const { state } = ctx;
  if (state.mode !== 'hotSeat') return false;
  if (!queue) {
    if (step.offered?.includes(moment)) return false;
    step.offered = [...(step.offered ?? []), moment];
    queue = competitorsAfter(ctx, step.player);
  }
  const mover = state.raiders[step.player]!;
  if (mover.dead || !mover.at) return false;
  for (let i = 0; i < queue.length; i++) {
    const cards = momentCards(ctx, state.raiders[queue[i]!]!, mover, moment);
    if (!cards.length) continue;
    state.pending = {
      kind: 'moment',
      player: queue[i]!,
      moment,
      mover: step.player,
      cards,
      waiting: queue.slice(i + 1),
    };
    return true;
  }
  return false;
}

/** The answer to a `moment` decision: pass (the next competing player is asked), or a card played on the moving raider.
 * */
export function answerMoment(ctx: Ctx, r: RaiderState, action: CcgAction): void {
  const { state } = ctx;
  const p = state.pending;
  if (p?.kind !== 'moment') return;
  if (action.type === 'pass') {
    state.pending = null;
    openMoment(ctx, state.step!, p.moment, p.waiting);
    return;
  }
  if (action.type !== 'playCard' || !p.cards.includes(action.card))
    throw new EngineError(`"${action.type}" does not answer the "moment" decision.`);
  state.pending = null;
  // More moment cards may follow (rule decision 545): the window opens again once this one is resolved.
  const step = state.step;
  if (step?.offered) step.offered = step.offered.filter((m) => m !== p.moment);
  takeFrom(r.hand, action.card);
  say(ctx, () => ({
    type: 'playCard',
    text: `${r.name} plays ${cardOf(ctx.content, action.card).name} on ${state.raiders[p.mover]!.name}.`,
    player: r.player,
    card: action.card,
  }));
  state.resolving.push({ card: action.card, player: r.player });
  if (!openCancel(ctx, { card: action.card, player: r.player }, { kind: 'play', target: p.mover }))
    resolvePlayed(ctx, r, action.card, p.mover, {
      ...(action.dice ? { dice: action.dice } : {}),
      ...(action.defenderDice ? { defenderDice: action.defenderDice } : {}),
    });
}
