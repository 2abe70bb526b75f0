/**
 * Paths for enemies that pursue Lara (SEEN) or investigate the noise: the most efficient paths
 * (fewest move points, by the same costs as Lara's moves), and where along them an enemy with
 * `budget` move points may stop. Every stop reachable along an equally efficient path is returned
 * once (in a fixed order, with the first path found to it); the enemy phase picks the one worst for Lara
 * (rule decision 4).
 */
import { FACINGS, type Facing, type Point } from '../../model/coc-grid.ts';
import { indexOf, type Level } from './level.ts';
import { edge, edgeCost, stepCost, type Board, type Step } from './movement.ts';
import { BucketQueue } from './bucket-queue.ts';
import { NO_PATH, pathBound } from './enemy-path-bound.ts';

export interface PathStop {
  /** The steps taken, in order (empty when the enemy stays). */
  steps: Step[];
  at: Point;
  facing: Facing;
  /** True when the stop is the target itself (the noise reached). */
  reached: boolean;
  /** Move points still between the stop and the target along the path. */
  remaining: number;
}

/**
 * The stops at the end of the most efficient paths from the enemy towards `target`, cut at
 * `budget` move points, or undefined when no path leads there. The paths are walked in facing
 * order (N, E, S, W) from the enemy; each stop (space and facing) is listed once, with the first path found
 * to it (a later path to it never wins the tie-break in worstForLara). `enterTarget`: whether the enemy
 * may step onto the target (the noise) or only next to it (Lara).
 */
export function pathStops(
  board: Board,
  mover: number,
  target: Point,
  budget: number,
  enterTarget: boolean,
): PathStop[] | undefined {
  const { level } = board;
  const enemy = board.state.enemies[mover]!;
  const n = level.width * level.height;
  const start = indexOf(level, enemy.at);
  const goalIndex = indexOf(level, target);
  const buffers = scratchOf(level);
  const { dist, goal, onPath, queue, to, cost, zero, walked } = buffers;
  // A lower bound of the points still needed from each space (enemy-path-bound.ts); none for a
  // figure that ignores elevation (its steps are not the terrain's).
  const bound = mover === board.flat ? zero : pathBound(level, goalIndex, enterTarget);
  if (bound[start] === NO_PATH) return undefined;
  dist.fill(UNREACHED);
  goal.fill(UNREACHED);
  // A* with a bucket queue (bucket e: the spaces whose points so far plus bound make e; a step
  // costs at most a few points): it settles every space that can lie on a most efficient path,
  // each at its true distance, and few others.
  queue.clear();
  queue.push(bound[start]!, start);
  let best = UNREACHED;
  for (let e = bound[start]!; e <= queue.last && e <= best; e++) {
    for (let i = queue.pop(e); i >= 0; i = queue.pop(e)) {
      if (dist[i] !== UNREACHED) continue;
      const g = e - bound[i]!;
      dist[i] = g;
      for (let f = 0; f < 4; f++) {
        if (!enterTarget && level.stepFirst[i * 4 + f] === goalIndex) {
          // Lara's space: the enemy never enters it, but a path ends beside it.
          if (board.solid[goalIndex] === 0) goal[i] = Math.min(goal[i]!, level.stepClimb[i * 4 + f]!);
          to[i * 4 + f] = NOT_RECORDED;
          continue;
        }
        const j = edge(board, i, f, mover);
        to[i * 4 + f] = j;
        cost[i * 4 + f] = edgeCost;
        if (j < 0) continue;
        if (j === goalIndex) goal[i] = Math.min(goal[i]!, edgeCost);
        else if (dist[j] === UNREACHED && bound[j] !== NO_PATH) queue.push(g + edgeCost + bound[j]!, j);
      }
      if (goal[i] !== UNREACHED) best = Math.min(best, g + goal[i]!);
    }
  }
  if (best === UNREACHED) return undefined;
  // The steps from a space the search settled, as it recorded them (their cost in `stepPoints`): the
  // questions below are asked only of settled spaces.
  let stepPoints = 0;
  const landing = (i: number, f: number): number => {
    const k = i * 4 + f;
    if (to[k] === NOT_RECORDED) {
      const j = edge(board, i, f, mover);
      stepPoints = edgeCost;
      return j;
    }
    stepPoints = cost[k]!;
    return to[k]!;
  };
  // Does a space lie on a most efficient path? Asked only of the spaces the walk below reaches
  // (near the enemy), and remembered: 0 not known yet, 1 yes, 2 no.
  onPath.fill(0);
  const isOnPath = (i: number): boolean => {
    if (onPath[i] !== 0) return onPath[i] === 1;
    let on = dist[i]! + goal[i]! === best;
    for (let f = 0; f < 4 && !on; f++) {
      const j = landing(i, f);
      if (j < 0 || j === goalIndex) continue;
      on = dist[j] === dist[i]! + stepPoints && isOnPath(j);
    }
    onPath[i] = on ? 1 : 2;
    return on;
  };
  // The walk comes back to a space once per last stop: each tight step's answer is kept for this search (`stepMark`
  // holds the search's number where `stepOf` is known; `null`: not tight). The steps are shared by the stops listed:
  // nothing changes a Step once built.
  const mark = nextMark(buffers);
  const { stepMark, stepOf, freeSteps } = buffers;
  /** The step in that facing when it goes on along a most efficient path, else undefined. */
  const tightStep = (i: number, p: Point, f: number): Step | undefined => {
    const k = i * 4 + f;
    if (stepMark[k] === mark) return stepOf[k] ?? undefined;
    stepMark[k] = mark;
    const j = landing(i, f);
    let s: Step | undefined;
    if (j < 0 || j === goalIndex || dist[j] !== dist[i]! + stepPoints || !isOnPath(j)) s = undefined;
    else if (mover === board.flat || board.enemy[j]! >= 0) s = stepCost(board, p, FACINGS[f]!, mover);
    else s = freeSteps[k] ??= stepCost(board, p, FACINGS[f]!, mover);
    stepOf[k] = s ?? null;
    return s;
  };
  const stops: PathStop[] = [];
  // Walks already made from a space with the same last stop: they would only give stops already
  // found (with a longer-found path, which never wins the tie-break in worstForLara), so are skipped.
  // Marked with this search's number in the level's scratch (no Set filled and dropped per search).
  // The steps of the walk so far: one list, added to going deeper and cut back coming out (each
  // stop copies what it needs).
  const steps: Step[] = [];
  // The stops listed (space × 4 + facing), by this search's number: a stop found again is not listed again.
  const { listed } = buffers;
  const startKey = start * 4 + FACINGS.indexOf(enemy.facing);
  const stopAt = (lastFree: number, last: number) => {
    const k = last < 0 ? startKey : last;
    if (listed[k] === mark) return;
    listed[k] = mark;
    const at = lastFree === 0 ? enemy.at : steps[lastFree - 1]!.to;
    stops.push({
      steps: steps.slice(0, lastFree),
      at,
      facing: lastFree === 0 ? enemy.facing : steps[lastFree - 1]!.facing,
      reached: false,
      remaining: best - dist[indexOf(level, at)]!,
    });
  };
  const walk = (i: number, p: Point, lastFree: number, last: number) => {
    // lastFree: how many of `steps` lead to the last space the enemy may stop on (0: where it started); last: that
    // stop's space × 4 + facing (−1: where it started).
    const key = i * (n * 4 + 1) + last + 1;
    if (walked[key] === mark) return;
    walked[key] = mark;
    const g = dist[i]!;
    let continued = false;
    if (g + goal[i]! === best) {
      continued = true;
      let reached: Step | undefined;
      if (enterTarget && best <= budget)
        for (let f = 0; f < 4; f++) {
          if (landing(i, f) !== goalIndex) continue;
          const s = stepCost(board, p, FACINGS[f]!, mover)!;
          if (s.passing < 0 && g + s.cost === best) reached = s;
        }
      if (reached) {
        const k = goalIndex * 4 + FACINGS.indexOf(reached.facing);
        if (listed[k] !== mark) {
          listed[k] = mark;
          stops.push({
            steps: [...steps, reached],
            at: reached.to,
            facing: reached.facing,
            reached: true,
            remaining: 0,
          });
        }
      } else stopAt(lastFree, last); // beside Lara, or the noise is out of reach this turn
    }
    for (let f = 0; f < 4; f++) {
      const s = tightStep(i, p, f);
      if (!s) continue;
      continued = true;
      if (g + s.cost > budget) stopAt(lastFree, last);
      else {
        const depth = steps.length;
        steps.push(s);
        const j = indexOf(level, s.to);
        if (s.passing >= 0) walk(j, s.to, lastFree, last);
        else walk(j, s.to, depth + 1, j * 4 + FACINGS.indexOf(s.facing));
        // The deeper walks leave `steps` as they found it: take this step back off (pop, not a length set, which
        // is a call into the runtime each time).
        steps.pop();
      }
    }
    if (!continued) stopAt(lastFree, last);
  };
  walk(start, enemy.at, 0, -1);
  return stops;
}

const UNREACHED = 0x3fffffff;
/** A step the search did not look at (towards Lara's own space). */
const NOT_RECORDED = -2;

interface Scratch {
  dist: Int32Array;
  /** Cost of stepping from a space onto the target, when it is a neighbour. */
  goal: Int32Array;
  onPath: Uint8Array;
  /** The search's steps (index space × 4 + facing): where each lands (−1: not allowed) and its cost. */
  to: Int32Array;
  cost: Int32Array;
  queue: BucketQueue;
  /** No bound at all (a figure that ignores elevation). */
  zero: Int32Array;
  /** The walk's visited keys (space × (spaces × 4 + 1) + last stop's step + 1): the number of the search that walked
   * there. */
  walked: Uint32Array;
  /** The number of the last search on this level (walked and stepMark hold no higher number). */
  mark: number;
  /** The search that knows the tight step (space × 4 + facing) in `stepOf` (null: not tight). */
  stepMark: Uint32Array;
  stepOf: (Step | null)[];
  /**
   * An enemy's step (space × 4 + facing) onto a space no other figure stands on, for every search on the level:
   * where it lands, the spaces it passes and its cost depend on the terrain alone (and the level's climb cost), once
   * the search has found the step allowed. Shared by the stops of every search: nothing changes a Step once built.
   */
  freeSteps: (Step | undefined)[];
  /** The search that listed each stop (space × 4 + facing). */
  listed: Uint32Array;
}

/** A new search's number; when the numbers run out, every mark is cleared first. */
function nextMark(s: Scratch): number {
  if (s.mark === 0xffffffff) {
    s.walked.fill(0);
    s.stepMark.fill(0);
    s.listed.fill(0);
    s.mark = 0;
  }
  return ++s.mark;
}

// One set of buffers per level, reused by every search on it (as makeBoard does): pathStops keeps
// no reference to them in what it returns (level.memo.paths).
function scratchOf(level: Level): Scratch {
  let s = level.memo.paths as Scratch | undefined;
  if (!s) {
    const n = level.width * level.height;
    s = {
      dist: new Int32Array(n),
      goal: new Int32Array(n),
      onPath: new Uint8Array(n),
      to: new Int32Array(n * 4),
      cost: new Int32Array(n * 4),
      queue: new BucketQueue(n),
      zero: new Int32Array(n),
      walked: new Uint32Array(n * (n * 4 + 1)),
      mark: 0,
      stepMark: new Uint32Array(n * 4),
      stepOf: new Array<Step | null>(n * 4).fill(null),
      freeSteps: new Array<Step | undefined>(n * 4).fill(undefined),
      listed: new Uint32Array(n * 4),
    };
    level.memo.paths = s;
  }
  return s;
}
