/**
 * The turn's course: ready, action, search and draw rounds, each played by every raider in turn
 * order before the next. After every action `advance` runs the rules forward until a decision or
 * an action of a player is needed (or the game is over).
 */
import type { Ctx } from './context.ts';
import type { RaiderState, Side } from './types.ts';
import { fightTargets, startStep, stuckNow } from './action-round.ts';
import { nextEncounter } from './encounter.ts';
import { enter, exitStillOpen, sideWord } from './action-round.ts';
import { placedAt, spotText } from './map.ts';
import { dangerLimit, obstaclePlayers, obstaclesAt, soloObstacle } from './obstacles.ts';
import { maySearch } from './search-round.ts';
import { finishDrawRound } from './draw-round.ts';
import { checkTurnLimit } from './goals.ts';
import { endOfMoveEffects } from './location-effects.ts';
import { endForcedMove, startForcedMove } from './forced-move.ts';
import { forgetDeeds } from './deeds.ts';
import { openMoment } from './moments.ts';
import { askChoice } from './choices.ts';
import { askLevelStart } from './choices-map.ts';

export function advance(ctx: Ctx): void {
  const { state } = ctx;
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.status !== 'playing') {
      state.pending = null;
      return;
    }
    if (state.pending) return;
    if (state.manualQueue.length) {
      const m = state.manualQueue.shift()!;
      state.pending = { kind: 'manual', player: m.player, card: m.card, text: m.text };
      return;
    }
    if (state.resolving.length) {
      // Cards played for a roll or an effect land in their owner's discard pile once it is over.
      for (const { card, player } of state.resolving.splice(0)) state.raiders[player]!.discard.push(card);
    }
    // A raider moved by hand into a location she entered: steps 3–5 there interrupt play (forced-move.ts).
    if (state.step?.forced || state.forcedMoves?.length) {
      if (!state.step?.forced && !startForcedMove(ctx)) continue;
      if (!stepOn(ctx)) return;
      continue;
    }
    // The level's start: cards in play that act then (Map of Indiana) ask first (rule decision 552).
    if (
      state.turn === 1 &&
      state.active === 0 &&
      !state.step &&
      state.round !== 'search' &&
      state.round !== 'draw' &&
      askLevelStart(ctx, askChoice)
    )
      return;
    if (state.round === 'ready') return; // rollOrder / keepOrder
    if (state.round === 'action') {
      if (!actionRound(ctx)) return;
      continue;
    }
    if (state.round === 'search') {
      if (state.active >= state.order.length) {
        state.round = 'draw';
        state.active = 0;
        if (!ctx.quiet) ctx.events.push(roundEvent(state));
        continue;
      }
      const r = state.raiders[state.order[state.active]!]!;
      if (maySearch(ctx, r)) {
        state.pending = { kind: 'search', player: r.player };
        return;
      }
      state.active++;
      continue;
    }
    // Draw round.
    if (state.active >= state.order.length) {
      endTurn(ctx);
      continue;
    }
    const r = state.raiders[state.order[state.active]!]!;
    if (r.finishedTurn !== null) state.active++;
    else if (r.dead) finishDrawRound(ctx, r);
    else state.pending = { kind: 'discard', player: r.player };
  }
}

/** One step of the action round; false when a player must act. */
function actionRound(ctx: Ctx): boolean {
  const { state } = ctx;
  if (!state.step) {
    if (state.active >= state.order.length) {
      state.round = 'search';
      state.active = 0;
      if (!ctx.quiet) ctx.events.push(roundEvent(state));
      return true;
    }
    const r = state.raiders[state.order[state.active]!]!;
    if (r.dead || !r.at) {
      state.active++;
      return true;
    }
    state.step = startStep(ctx, r);
    return true;
  }
  return stepOn(ctx);
}

/** One step of the raider's action round in progress (her own, or a forced move's); false when a player must act. */
function stepOn(ctx: Ctx): boolean {
  const { state } = ctx;
  const step = state.step!;
  const r = state.raiders[step.player]!;
  if (step.toFace.length && !r.dead) {
    if (nextEncounter(ctx, r, step)) return false;
    return true;
  }
  switch (step.stage) {
    case 'move':
      if (step.continueTo) {
        const side = step.continueTo;
        step.continueTo = null;
        if (r.dead || stuckNow(ctx, r)) step.stage = 'done';
        else if (!exitStillOpen(ctx, r, side)) {
          // Blocked or no longer mappable meanwhile (by hand): her move ends here, its obstacles faced (rule decision
          // 157).
          step.stage = 'done';
          stopEvent(ctx, r, side);
        } else enter(ctx, r, step, side);
        return true;
      }
      return false; // move / stop
    case 'explored': {
      if (openMoment(ctx, step, 'justMapped')) return false;
      const placed = placedAt(state, r.at!)!;
      step.stage = 'fight';
      if (state.mode === 'solitaire') soloObstacle(ctx, placed);
      else {
        const waiting = obstaclePlayers(ctx, r.player);
        if (waiting.length) {
          state.pending = {
            kind: 'playObstacle',
            player: waiting[0]!,
            spot: { ...placed.spot },
            limit: dangerLimit(ctx, placed),
            waiting: waiting.slice(1),
            offers: [],
          };
          return false;
        }
      }
      return true;
    }
    case 'fight': {
      if (!step.forced && step.moved && openMoment(ctx, step, 'endedMoveHere')) return false;
      step.stage = 'obstacles';
      const targets = fightTargets(ctx, r);
      if (targets.length) {
        state.pending = { kind: 'fight', player: r.player, targets };
        return false;
      }
      return true;
    }
    case 'obstacles':
      if (!step.forced && step.moved && openMoment(ctx, step, 'endedMoveHere')) return false;
      step.stage = 'done';
      if (!r.dead && r.at) step.toFace = obstaclesAt(ctx, placedAt(state, r.at)!);
      return true;
    default:
      // A forced move is not her move: no end-of-move effect; the step it interrupted goes on (rule decision 155).
      if (step.forced) {
        endForcedMove(ctx, step);
        return true;
      }
      if (!r.dead && r.at) endOfMoveEffects(ctx, r);
      state.step = null;
      state.active++;
      return true;
  }
}

/** The round begun (state.round) in this turn. */
const roundEvent = (state: Ctx['state']) => ({ type: 'round', text: `Turn ${state.turn}: the ${state.round} round.` });

/** Her move stopped short (rule decision 157); its own function, so that stepOn captures nothing (sayOf). */
function stopEvent(ctx: Ctx, r: RaiderState, side: Side): void {
  if (!ctx.quiet)
    ctx.events.push({
      type: 'stop',
      text: `${r.name} cannot go on ${sideWord(side)}: her move ends at ${spotText(r.at!)}.`,
      player: r.player,
      spot: r.at!,
    });
}

function endTurn(ctx: Ctx): void {
  const { state } = ctx;
  state.turn++;
  state.active = 0;
  for (const r of state.raiders) {
    r.usedFight = false;
    r.usedThisTurn = [];
    r.jammed = [];
    forgetDeeds(ctx, r);
    // A die given for this turn is lost (rule decision 556); set to undefined, not deleted (deeds.ts).
    if (r.sharedDice) r.sharedDice = undefined;
  }
  checkTurnLimit(ctx);
  if (state.status !== 'playing') return;
  state.round = state.mode === 'solitaire' ? 'action' : 'ready';
  if (!ctx.quiet) ctx.events.push(roundEvent(state));
}
