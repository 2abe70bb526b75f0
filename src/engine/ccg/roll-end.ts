/**
 * The end of a roll: once the roller is done with it, competing players may answer it (hot-seat,
 * responses.ts); then it is final and its outcome follows from what it was against — an obstacle,
 * a search, a fight between raiders (which may call for a new roll to answer).
 */
import type { Ctx } from './context.ts';
import { finishObstacleTest } from './encounter.ts';
import { finishSearch } from './search-result.ts';
import { finishFight } from './raider-fights.ts';
import { openResponses } from './responses.ts';
import type { RaiderState, RollInfo } from './types.ts';

/** The roller is done with her roll: competing players may answer it (hot-seat), then it is final. */
export function closeRoll(ctx: Ctx, r: RaiderState, roll: RollInfo): void {
  if (!openResponses(ctx, roll)) finishRoll(ctx, r, roll);
}

/** The roll is final: its outcome by what it was against. */
export function finishRoll(ctx: Ctx, r: RaiderState, roll: RollInfo): void {
  if (roll.against.startsWith('obstacle:')) return finishObstacleTest(ctx, r, roll);
  if (roll.against.startsWith('fight:')) {
    const next = finishFight(ctx, roll);
    if (next) closeRoll(ctx, ctx.state.raiders[next.player]!, next);
    return;
  }
  if (roll.against.startsWith('search')) {
    finishSearch(ctx, r, roll);
    if (!ctx.state.pending && ctx.state.status === 'playing') ctx.state.active++;
  }
}
