// The random player's CLOSER and FARTHER by the way the map shows (random-player.ts goalWeight, map-reach.ts
// stepsToGoal), worked out the plain way for the weight tests: every face-up location's steps to the goal relaxed
// over the map's exits until nothing changes, from scratch at every call (no analysis kept, no index arrays).
import type { Ctx } from '../../src/engine/ccg/context.ts';
import { isUnknown } from '../../src/engine/ccg/map-reach.ts';
import { placedAt, sameSpot, stepFrom, usableExits } from '../../src/engine/ccg/map.ts';
import { CLOSER, FARTHER } from '../../src/engine/ccg/random-player.ts';
import type { PlacedLocation, Spot } from '../../src/engine/ccg/types.ts';

const crow = (a: Spot, b: Spot) => Math.abs(a.column - b.column) + Math.abs(a.depth - b.depth);

/** Steps to `goal` of each face-up location (the first card at each spot), by spot. */
function plainSteps(ctx: Ctx, goal: Spot): Map<PlacedLocation, number> {
  const steps = new Map<PlacedLocation, number>();
  const up = ctx.state.map.filter((p) => p.face === 'up' && placedAt(ctx.state, p.spot) === p);
  for (const p of up) {
    let best = sameSpot(p.spot, goal) ? 0 : Infinity;
    for (const side of usableExits(ctx, p.spot)) {
      const s = stepFrom(p.spot, side);
      if (isUnknown(ctx, s)) best = Math.min(best, 1 + crow(s, goal));
    }
    steps.set(p, best);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const p of up)
      for (const side of usableExits(ctx, p.spot)) {
        const q = placedAt(ctx.state, stepFrom(p.spot, side));
        if (q?.face !== 'up') continue;
        if (steps.get(q)! + 1 < steps.get(p)!) {
          steps.set(p, steps.get(q)! + 1);
          changed = true;
        }
      }
  }
  return steps;
}

/** The goal's weight of a move from `at` to `to`: by the map's way from a location with one (CLOSER, FARTHER or 1),
 * else CLOSER when closer as the crow flies (else 1). */
export function plainGoalWeight(ctx: Ctx, goal: Spot, at: Spot, to: Spot): number {
  const steps = plainSteps(ctx, goal);
  const here = placedAt(ctx.state, at);
  const fromHere = here?.face === 'up' ? steps.get(here)! : Infinity;
  if (fromHere === Infinity) return crow(to, goal) < crow(at, goal) ? CLOSER : 1;
  const there = placedAt(ctx.state, to);
  const fromThere = there?.face === 'up' ? steps.get(there)! : crow(to, goal);
  return fromThere < fromHere ? CLOSER : fromThere > fromHere ? FARTHER : 1;
}
