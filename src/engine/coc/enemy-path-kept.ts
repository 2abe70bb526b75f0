/**
 * The enemies' path searches, kept: the last few searches on each level with their answers, so that a search asked
 * again with the same inputs is answered without searching. The planner's futures ask that nearly all the time: the
 * candidates of one decision are played in the same sampled world, and most of them leave the enemies, Lara and the
 * doors where they were, so each enemy's search in the futures' Enemy Phases repeats the same one (about three
 * searches in four in "landfall" planner games, 2026-11-29). A random game almost never repeats one.
 *
 * What a search reads (enemy-path.ts `pathStops`, through movement.ts `edge`): the level (the kept searches are per
 * level), the mover's space and facing, the target, the budget, whether the target may be entered, the figure that
 * ignores elevation, Lara's space, the other enemies' spaces, the closed doors, the standing barriers and the boulder.
 * The key below holds each of them; nothing else of the state is read. The answer is the same list of stops as a new
 * search would give: no caller changes a stop, a step or a point (points are replaced, never changed in place).
 */
import type { Point } from '../../model/coc-grid.ts';
import { FACINGS } from '../../model/coc-grid.ts';
import { indexOf, type Level } from './level.ts';
import type { Board } from './movement.ts';
import { pathStops, type PathStop } from './enemy-path.ts';

/** Searches kept per level: the futures of one decision repeat the last few (16 kept gave 74 %, 256 gave 75 %). */
const KEPT = 32;
const NO_PATH = 'none';

const kept = new WeakMap<Level, Map<string, PathStop[] | typeof NO_PATH>>();

/** pathStops, answered from the searches kept when the same inputs were searched lately. */
export function keptPathStops(
  board: Board,
  mover: number,
  target: Point,
  budget: number,
  enterTarget: boolean,
): PathStop[] | undefined {
  const { level, state } = board;
  const enemy = state.enemies[mover]!;
  let key = `${mover} ${indexOf(level, enemy.at)} ${FACINGS.indexOf(enemy.facing)} ${indexOf(level, target)} ${budget} ${
    enterTarget ? 1 : 0
  } ${board.flat} ${board.lara} ${board.boulder}|`;
  const enemies = state.enemies;
  for (let i = 0; i < enemies.length; i++) key += `${indexOf(level, enemies[i]!.at)},`;
  key += '|';
  const doors = state.doors;
  for (let i = 0; i < doors.length; i++) key += doors[i] ? '1' : '0';
  key += '|';
  const barriers = state.barriers;
  for (let i = 0; i < barriers.length; i++) key += barriers[i]! > 0 ? '1' : '0';
  let searches = kept.get(level);
  if (!searches) kept.set(level, (searches = new Map()));
  const known = searches.get(key);
  if (known !== undefined) {
    // Kept as the latest: the oldest is dropped first.
    searches.delete(key);
    searches.set(key, known);
    return known === NO_PATH ? undefined : known;
  }
  const stops = pathStops(board, mover, target, budget, enterTarget);
  searches.set(key, stops ?? NO_PATH);
  if (searches.size > KEPT) searches.delete(searches.keys().next().value!);
  return stops;
}
