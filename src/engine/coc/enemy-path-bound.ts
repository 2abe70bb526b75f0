/**
 * A lower bound on the move points an enemy needs from each space to its target, for the enemy
 * path search (enemy-path.ts) to look only at the spaces that can lie on a most efficient path
 * (an A* search) instead of at every space nearer than the target.
 *
 * The bound is the exact distance on the level's terrain alone: every door open, no barrier, no
 * boulder, no figure. Each real step is also a step there, costing as much or less (passing an
 * enemy costs 1 more; figures and solids only forbid steps), so the bound never exceeds the real
 * cost and never drops by more than a step's cost from one space to the next (it is "consistent":
 * the search then settles each space once, at its true distance). It depends only on the level,
 * the target and whether the enemy may step onto it, so one bound serves every enemy of an Enemy
 * Phase, and every phase while Lara stays put (nine searches in ten in random games).
 */
import type { Level } from './level.ts';
import { BucketQueue } from './bucket-queue.ts';

/** No sequence of steps leads to the target from there, even on the bare terrain. */
export const NO_PATH = 0x3fffffff;

interface Terrain {
  /** The steps (space × 4 + facing) landing on each space: `into[start[j]] … into[start[j + 1] − 1]`. */
  start: Int32Array;
  into: Int32Array;
  queue: BucketQueue;
  /**
   * Every bound worked out on this level, by target × 2 + enterTarget: it depends on the level alone, so it
   * is worked out once per target for every game on the level (only the last one was kept: a new game,
   * or Lara moving back, worked it out again).
   */
  bounds: (Int32Array | undefined)[];
}

/** Move points from each space to the target, at least (NO_PATH where the terrain allows none). Shared: never change
 * it. */
export function pathBound(level: Level, target: number, enterTarget: boolean): Int32Array {
  const t = terrainOf(level);
  if (target < 0) return terrainDistances(level, t, target, enterTarget); // off the level: never kept
  const key = target * 2 + (enterTarget ? 1 : 0);
  return (t.bounds[key] ??= terrainDistances(level, t, target, enterTarget));
}

/** An enemy's step cost on the bare terrain (as edge() in movement.ts, without doors and figures). */
function terrainCost(level: Level, k: number): number {
  const cost = level.stepClimb[k]!;
  return cost === 2 ? level.enemyClimbCost : cost;
}

function terrainOf(level: Level): Terrain {
  let t = level.memo.terrain as Terrain | undefined;
  if (!t) {
    const n = level.width * level.height;
    const start = new Int32Array(n + 1);
    for (let k = 0; k < n * 4; k++) if (level.stepFirst[k]! >= 0) start[level.stepLanding[k]! + 1]!++;
    for (let j = 0; j < n; j++) start[j + 1]! += start[j]!;
    const into = new Int32Array(start[n]!);
    const filled = start.slice(0, n);
    for (let k = 0; k < n * 4; k++) if (level.stepFirst[k]! >= 0) into[filled[level.stepLanding[k]!]!++] = k;
    // Every space may be pushed once at the start and once per step into it.
    t = {
      start,
      into,
      queue: new BucketQueue(n, n * 5 + 1),
      bounds: new Array<Int32Array | undefined>(n * 2).fill(undefined),
    };
    level.memo.terrain = t;
  }
  return t;
}

/** Dijkstra backwards from the target over the terrain's steps. */
function terrainDistances(level: Level, t: Terrain, target: number, enterTarget: boolean): Int32Array {
  const n = level.width * level.height;
  const rest = new Int32Array(n).fill(NO_PATH);
  // The last step: onto the target (the noise), or towards it to stop beside it (Lara), which
  // the search counts at the climb's printed cost.
  for (let k = 0; k < n * 4; k++) {
    if (level.stepFirst[k]! < 0 || (enterTarget ? level.stepLanding[k] : level.stepFirst[k]) !== target) continue;
    const c = enterTarget ? terrainCost(level, k) : level.stepClimb[k]!;
    if (c < rest[k >> 2]!) rest[k >> 2] = c;
  }
  const { queue, start, into } = t;
  queue.clear();
  for (let i = 0; i < n; i++) if (rest[i]! < NO_PATH) queue.push(rest[i]!, i);
  const done = new Uint8Array(n);
  for (let g = 0; g <= queue.last; g++)
    for (let j = queue.pop(g); j >= 0; j = queue.pop(g)) {
      if (done[j] === 1) continue;
      done[j] = 1;
      for (let e = start[j]!; e < start[j + 1]!; e++) {
        const k = into[e]!;
        const c = g + terrainCost(level, k);
        if (c < rest[k >> 2]!) queue.push((rest[k >> 2] = c), k >> 2);
      }
    }
  return rest;
}
