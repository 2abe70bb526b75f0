// The enemy path search (enemy-path.ts) is tuned for speed: reused buffers, on-path spaces worked
// out only near the enemy, walks already made skipped. It must give the stops the plain search
// gives: every stop of every most efficient path, each first listed with the first path found to
// it (the enemy phase's tie-break, rule decision 4, keeps the first listing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FACINGS, type Point } from '../../src/model/coc-grid.ts';
import { pathStops, type PathStop } from '../../src/engine/coc/enemy-path.ts';
import { edge, edgeCost, makeBoard, stepCost, type Board, type Step } from '../../src/engine/coc/movement.ts';
import { indexOf } from '../../src/engine/coc/level.ts';
import { eachEnemySearch } from '../fixtures/coc-enemy-searches.ts';

/** The plain search: Dijkstra over every space, then every most efficient path walked in full. */
function referenceStops(
  board: Board,
  mover: number,
  target: Point,
  budget: number,
  enterTarget: boolean,
): PathStop[] | undefined {
  const { level } = board;
  const enemy = board.state.enemies[mover]!;
  const n = level.width * level.height;
  const goalIndex = indexOf(level, target);
  const FAR = 1e9;
  const dist = new Array<number>(n).fill(FAR);
  const goal = new Array<number>(n).fill(FAR);
  const queue: [number, number][] = [[0, indexOf(level, enemy.at)]];
  let best = FAR;
  while (queue.length) {
    queue.sort((a, b) => a[0] - b[0]);
    const [g, i] = queue.shift()!;
    if (g > best || dist[i] !== FAR) continue;
    dist[i] = g;
    for (let f = 0; f < 4; f++) {
      if (!enterTarget && level.stepFirst[i * 4 + f] === goalIndex) {
        if (board.solid[goalIndex] === 0) goal[i] = Math.min(goal[i]!, level.stepClimb[i * 4 + f]!);
        continue;
      }
      const j = edge(board, i, f, mover);
      if (j < 0) continue;
      if (j === goalIndex) goal[i] = Math.min(goal[i]!, edgeCost);
      else queue.push([g + edgeCost, j]);
    }
    if (goal[i] !== FAR) best = Math.min(best, g + goal[i]!);
  }
  if (best === FAR) return undefined;
  const onPath = (i: number): boolean =>
    dist[i]! + goal[i]! === best ||
    [0, 1, 2, 3].some((f) => {
      const j = edge(board, i, f, mover);
      return j >= 0 && j !== goalIndex && dist[j] !== FAR && dist[j] === dist[i]! + edgeCost && onPath(j);
    });
  const stops: PathStop[] = [];
  const walk = (i: number, p: Point, steps: Step[], lastFree: number) => {
    const g = dist[i]!;
    const stopAtLastFree = () => {
      const at = lastFree === 0 ? enemy.at : steps[lastFree - 1]!.to;
      stops.push({
        steps: steps.slice(0, lastFree),
        at,
        facing: lastFree === 0 ? enemy.facing : steps[lastFree - 1]!.facing,
        reached: false,
        remaining: best - dist[indexOf(level, at)]!,
      });
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
      if (reached)
        stops.push({ steps: [...steps, reached], at: reached.to, facing: reached.facing, reached: true, remaining: 0 });
      else stopAtLastFree();
    }
    for (const f of FACINGS) {
      const s = stepCost(board, p, f, mover);
      if (!s) continue;
      const j = indexOf(level, s.to);
      if (j === goalIndex || dist[j] === FAR || dist[j] !== g + s.cost || !onPath(j)) continue;
      continued = true;
      if (g + s.cost > budget) stopAtLastFree();
      else walk(j, s.to, [...steps, s], s.passing >= 0 ? lastFree : steps.length + 1);
    }
    if (!continued) stopAtLastFree();
  };
  walk(indexOf(level, enemy.at), enemy.at, [], 0);
  return stops;
}

/** Each stop (space and facing) once, at its first listing, with its path. */
function firstListings(stops: PathStop[] | undefined): string {
  if (!stops) return 'no path';
  const seen = new Set<string>();
  return JSON.stringify(
    stops.filter((s) => !seen.has(`${s.at.x},${s.at.y},${s.facing}`) && !!seen.add(`${s.at.x},${s.at.y},${s.facing}`)),
  );
}

test('the enemy path search finds the same stops, by the same first paths, as the plain search', () => {
  let searches = 0;
  let withTies = 0;
  eachEnemySearch('paths', [3, 8], ({ ref, level, state, mover, target, budget, enter }) => {
    const expected = referenceStops(makeBoard(level, state), mover, target, budget, enter);
    const got = pathStops(makeBoard(level, state), mover, target, budget, enter);
    assert.equal(firstListings(got), firstListings(expected), `${ref.id}, enemy ${mover}, budget ${budget}`);
    searches++;
    if (expected && new Set(expected.map((s) => `${s.at.x},${s.at.y}`)).size > 1) withTies++;
  });
  // Enough searches, and enough with a real choice between stops, for the comparison to mean something.
  assert.ok(searches > 2000, `${searches} searches`);
  assert.ok(withTies > 200, `${withTies} searches with several stops`);
});
