/**
 * Forced moves: a raider moved by hand into a location she *enters* (`adjust {what: 'at', enter: true}`)
 * performs steps 2–5 of the action round there, interrupting normal play (the rulebook: a player forced
 * to change locations outside her action round performs steps 2 through 5). Step 2 (explore) is done
 * when she is moved — an unknown spot is mapped at once; steps 3–5 (obstacle played on a new location,
 * a fight with a raider met, every obstacle there overcome) wait until the by-hand decision is `done`,
 * and then run as a step of their own (`forced`) through the action round's machinery (flow.ts).
 * The step it interrupts is taken up again afterwards (rule decisions 152–155).
 */
import { cardOf } from './content.ts';
import { say, type Ctx } from './context.ts';
import { canMap, explore } from './explore.ts';
import { inMap, placedAt, SIDES, sameSpot, spotText, stepFrom } from './map.ts';
import { EngineError, type ActionStep, type PlacedLocation, type RaiderState, type Spot } from './types.ts';

/** Maps the unknown spot a raider is moved into by hand (step 2); its bottom points back to where she was when that is
 * next to it, else deeper (as explore's `from: null`). */
export function mapByHand(ctx: Ctx, r: RaiderState, spot: Spot): PlacedLocation {
  if (!inMap(ctx, spot) || !canMap(ctx, spot)) throw new EngineError(`No location can be mapped at ${spotText(spot)}.`);
  const from = SIDES.find((side) => sameSpot(stepFrom(r.at!, side), spot)) ?? null;
  r.at = { column: spot.column, depth: spot.depth };
  return explore(ctx, r.at, from, r.player);
}

/** She entered `spot` by hand: steps 3–5 wait for the decision's end. A later move of hers by hand replaces it (rule
 * decision 153). */
export function queueForcedMove(ctx: Ctx, r: RaiderState, explored: boolean): void {
  dropForcedMove(ctx, r);
  (ctx.state.forcedMoves ??= []).push({ player: r.player, spot: { ...r.at! }, explored });
}

/** Her waiting forced move, if any, is dropped (she was put somewhere by hand without entering). */
export function dropForcedMove(ctx: Ctx, r: RaiderState): void {
  const queue = ctx.state.forcedMoves;
  if (queue) ctx.state.forcedMoves = queue.filter((f) => f.player !== r.player);
}

/**
 * Starts the next forced move whose raider is still alive where she was moved (the others are dropped).
 * The step in progress is kept in the new step; when it is her own, her action round ends with the
 * forced move (rule decision 154). False when none is left to start.
 */
export function startForcedMove(ctx: Ctx): boolean {
  const { state } = ctx;
  const queue = state.forcedMoves ?? [];
  while (queue.length) {
    const f = queue.shift()!;
    const r = state.raiders[f.player]!;
    if (r.dead || !r.at || !sameSpot(r.at, f.spot) || r.finishedTurn !== null) continue;
    const interrupted = state.step;
    if (interrupted && interrupted.player === r.player) {
      interrupted.stage = 'done';
      interrupted.toFace = [];
      interrupted.continueTo = null;
    }
    const step: ActionStep = {
      player: r.player,
      movesLeft: 0,
      start: { ...f.spot },
      moved: true,
      stage: f.explored ? 'explored' : 'fight',
      toFace: [],
      continueTo: null,
      explored: f.explored,
      extraMoves: 0,
      forced: true,
      interrupted,
    };
    state.step = step;
    const name = cardOf(ctx.content, placedAt(state, f.spot)!.card).name;
    say(ctx, () => ({
      type: 'forcedMove',
      text: `${r.name} has entered ${name} (${spotText(f.spot)}): play stops while she goes through the action round's steps there.`,
      player: r.player,
      spot: f.spot,
    }));
    return true;
  }
  return false;
}

/** The forced move is over: the step it interrupted (if any) goes on. */
export function endForcedMove(ctx: Ctx, step: ActionStep): void {
  ctx.state.step = step.interrupted ?? null;
}
