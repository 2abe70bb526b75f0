/**
 * Paths for enemies that pursue Lara (SEEN) or investigate the noise: the most efficient paths
 * (fewest move points, by the same costs as Lara's moves), and where along them an enemy with
 * `budget` move points may stop. Equal paths are all returned; the enemy phase picks the one
 * worst for Lara (rule decision 4).
 */
import { FACINGS, type Facing, type Point } from '../../model/coc-grid.ts';
import { indexOf, type Level } from './level.ts';
import { stepFrom } from './board.ts';
import { climbCost, stepCost, type Board, type Step } from './movement.ts';

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

interface Node {
  g: number;
  steps: Step[];
  /** Cost of stepping from here onto the target, when it is a neighbour. */
  goal: number;
}

/**
 * The stops at the end of every most efficient path from the enemy towards `target`, cut at
 * `budget` move points, or undefined when no path leads there. `enterTarget`: whether the enemy
 * may step onto the target (the noise) or only next to it (Lara).
 */
export function pathStops(board: Board, mover: number, target: Point, budget: number, enterTarget: boolean): PathStop[] | undefined {
  const { level } = board;
  const enemy = board.state.enemies[mover]!;
  const start = indexOf(level, enemy.at);
  const goalIndex = indexOf(level, target);
  const nodes = new Map<number, Node>();
  // Dijkstra over spaces; costs are small, so a sorted frontier is enough for levels of ≤ 576 spaces.
  const frontier: [number, number, Point][] = [[0, start, enemy.at]];
  let best = Infinity;
  while (frontier.length) {
    let k = 0;
    for (let i = 1; i < frontier.length; i++) if (frontier[i]![0] < frontier[k]![0]) k = i;
    const [g, i, p] = frontier[k]!;
    frontier[k] = frontier[frontier.length - 1]!;
    frontier.pop();
    if (nodes.has(i) || g > best) continue;
    const node: Node = { g, steps: [], goal: Infinity };
    nodes.set(i, node);
    for (const f of FACINGS) {
      const next = stepFrom(p, f);
      if (indexOf(level, next) === goalIndex && !enterTarget) {
        // Lara's space: the enemy never enters it, but a path ends beside it.
        const t = level.terrain[goalIndex]!;
        if (t !== 0 && board.solid[goalIndex] === 0) node.goal = Math.min(node.goal, climbCost(level, i, goalIndex));
        continue;
      }
      const s = stepCost(board, p, f, mover);
      if (!s) continue;
      const j = indexOf(level, s.to);
      if (j === goalIndex) node.goal = Math.min(node.goal, s.cost);
      else node.steps.push(s);
      if (!nodes.has(j) && j !== goalIndex) frontier.push([g + s.cost, j, s.to]);
    }
    best = Math.min(best, g + node.goal);
  }
  if (best === Infinity) return undefined;
  // Which spaces lie on a most efficient path: from the farthest back to the start.
  const onPath = new Set<number>();
  const byCost = [...nodes.entries()].sort((a, b) => b[1].g - a[1].g);
  for (const [i, node] of byCost) {
    if (node.g + node.goal === best || node.steps.some((s) => isTight(nodes, node, s, level) && onPath.has(indexOf(level, s.to)))) onPath.add(i);
  }
  const stops: PathStop[] = [];
  const walk = (i: number, p: Point, steps: Step[], lastFree: number) => {
    // lastFree: how many of `steps` lead to the last space the enemy may stop on (0: where it started).
    const node = nodes.get(i)!;
    const stopAtLastFree = () => {
      const at = lastFree === 0 ? enemy.at : steps[lastFree - 1]!.to;
      stops.push({ steps: steps.slice(0, lastFree), at, facing: lastFree === 0 ? enemy.facing : steps[lastFree - 1]!.facing, reached: false, remaining: best - (lastFree === 0 ? 0 : nodes.get(indexOf(level, at))!.g) });
    };
    let continued = false;
    if (node.g + node.goal === best) {
      continued = true;
      const into = FACINGS.find((f) => indexOf(level, stepFrom(p, f)) === goalIndex);
      const s = enterTarget && into && node.g + node.goal <= budget ? stepCost(board, p, into, mover) : undefined;
      if (s && indexOf(level, s.to) === goalIndex && s.passing < 0) stops.push({ steps: [...steps, s], at: s.to, facing: s.facing, reached: true, remaining: 0 });
      else stopAtLastFree(); // beside Lara, or the noise is out of reach this turn
    }
    for (const s of node.steps) {
      const j = indexOf(level, s.to);
      if (!onPath.has(j) || !isTight(nodes, node, s, level)) continue;
      continued = true;
      if (node.g + s.cost > budget) stopAtLastFree();
      else walk(j, s.to, [...steps, s], s.passing >= 0 ? lastFree : steps.length + 1);
    }
    if (!continued) stopAtLastFree();
  };
  walk(start, enemy.at, [], 0);
  return stops;
}

function isTight(nodes: Map<number, Node>, node: Node, s: Step, level: Level): boolean {
  const next = nodes.get(indexOf(level, s.to));
  return next !== undefined && next.g === node.g + s.cost;
}
