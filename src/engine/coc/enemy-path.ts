/**
 * Paths for enemies that pursue Lara (SEEN) or investigate the noise: the most efficient paths
 * (fewest move points, by the same costs as Lara's moves), and where along them an enemy with
 * `budget` move points may stop. Equal paths are all returned; the enemy phase picks the one
 * worst for Lara (rule decision 4).
 */
import { FACINGS, type Facing, type Point } from '../../model/coc-grid.ts';
import { indexOf } from './level.ts';
import { edge, edgeCost, stepCost, type Board, type Step } from './movement.ts';

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
 * The stops at the end of every most efficient path from the enemy towards `target`, cut at
 * `budget` move points, or undefined when no path leads there. `enterTarget`: whether the enemy
 * may step onto the target (the noise) or only next to it (Lara).
 */
export function pathStops(board: Board, mover: number, target: Point, budget: number, enterTarget: boolean): PathStop[] | undefined {
  const { level } = board;
  const enemy = board.state.enemies[mover]!;
  const n = level.width * level.height;
  const start = indexOf(level, enemy.at);
  const goalIndex = indexOf(level, target);
  const dist = new Int32Array(n).fill(UNREACHED);
  /** Cost of stepping from a space onto the target, when it is a neighbour. */
  const goal = new Int32Array(n).fill(UNREACHED);
  const settled: number[] = [];
  // Dijkstra with a bucket queue: a step costs at most a few points.
  const buckets: number[][] = [[start]];
  let best = UNREACHED;
  for (let g = 0; g < buckets.length && g <= best; g++) {
    const bucket = buckets[g];
    if (!bucket) continue;
    for (const i of bucket) {
      if (dist[i] !== UNREACHED) continue;
      dist[i] = g;
      settled.push(i);
      for (let f = 0; f < 4; f++) {
        if (!enterTarget && level.stepFirst[i * 4 + f] === goalIndex) {
          // Lara's space: the enemy never enters it, but a path ends beside it.
          if (board.solid[goalIndex] === 0) goal[i] = Math.min(goal[i]!, level.stepClimb[i * 4 + f]!);
          continue;
        }
        const j = edge(board, i, f, mover);
        if (j < 0) continue;
        if (j === goalIndex) goal[i] = Math.min(goal[i]!, edgeCost);
        else if (dist[j] === UNREACHED) (buckets[g + edgeCost] ??= []).push(j);
      }
      if (goal[i] !== UNREACHED) best = Math.min(best, g + goal[i]!);
    }
  }
  if (best === UNREACHED) return undefined;
  // Which spaces lie on a most efficient path: from the farthest back to the start (settling order reversed).
  const onPath = new Uint8Array(n);
  for (let k = settled.length - 1; k >= 0; k--) {
    const i = settled[k]!;
    let on = dist[i]! + goal[i]! === best;
    for (let f = 0; f < 4 && !on; f++) {
      const j = edge(board, i, f, mover);
      on = j >= 0 && j !== goalIndex && onPath[j] === 1 && dist[j] === dist[i]! + edgeCost;
    }
    if (on) onPath[i] = 1;
  }
  const tight = (i: number, s: Step) => {
    const j = indexOf(level, s.to);
    return onPath[j] === 1 && dist[j] === dist[i]! + s.cost;
  };
  const stops: PathStop[] = [];
  const walk = (i: number, p: Point, steps: Step[], lastFree: number) => {
    // lastFree: how many of `steps` lead to the last space the enemy may stop on (0: where it started).
    const g = dist[i]!;
    const stopAtLastFree = () => {
      const at = lastFree === 0 ? enemy.at : steps[lastFree - 1]!.to;
      stops.push({ steps: steps.slice(0, lastFree), at, facing: lastFree === 0 ? enemy.facing : steps[lastFree - 1]!.facing, reached: false, remaining: best - dist[indexOf(level, at)]! });
    };
    let continued = false;
    if (g + goal[i]! === best) {
      continued = true;
      let reached: Step | undefined;
      if (enterTarget && best <= budget)
        for (const f of FACINGS) {
          const s = stepCost(board, p, f, mover);
          if (s && indexOf(level, s.to) === goalIndex && s.passing < 0 && g + s.cost === best) reached = s;
        }
      if (reached) stops.push({ steps: [...steps, reached], at: reached.to, facing: reached.facing, reached: true, remaining: 0 });
      else stopAtLastFree(); // beside Lara, or the noise is out of reach this turn
    }
    for (const f of FACINGS) {
      const s = stepCost(board, p, f, mover);
      if (!s || indexOf(level, s.to) === goalIndex || !tight(i, s)) continue;
      continued = true;
      if (g + s.cost > budget) stopAtLastFree();
      else walk(indexOf(level, s.to), s.to, [...steps, s], s.passing >= 0 ? lastFree : steps.length + 1);
    }
    if (!continued) stopAtLastFree();
  };
  walk(start, enemy.at, [], 0);
  return stops;
}

const UNREACHED = 0x3fffffff;
