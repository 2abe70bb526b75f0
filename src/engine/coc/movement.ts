/**
 * The cost of one step for Lara or an enemy, by the rules of "Lara movement", "Climbing", the
 * slippery slopes and the doors, barriers and boulder: the same rules for both, except that
 * only Lara pushes the boulder (lara-move.ts) and only Lara jumps.
 *
 * A Board is a snapshot of what stands where, in flat arrays, so that path searches over a whole
 * level stay in microseconds. Build a new one after anything moves.
 */
import { FACINGS, type Facing, type Point } from '../../model/coc-grid.ts';
import { indexOf, type Level } from './level.ts';
import { stepFrom } from './board.ts';
import type { CocState } from './types.ts';

export interface Board {
  level: Level;
  state: CocState;
  /** 1 where a closed door, a standing barrier or the boulder stands. */
  solid: Uint8Array;
  /** 1 where the boulder is (solid too). */
  boulder: number;
  /** Index of the enemy on each space, −1 where none. */
  enemy: Int16Array;
  lara: number;
  /** The enemy (index) that treats every space as one elevation (the Natla Queen), or −1. */
  flat: number;
  /** What a climb between LOW and HIGH costs Lara (2; the Antarctica outfit: 1). */
  laraClimbCost: number;
}

// One pair of buffers per level, reused: allocating typed arrays for every step was the engine's
// main cost. So a Board is valid only until the next makeBoard for the same level.
// The Board object itself is reused too (it is valid only until the next makeBoard anyway).
export function makeBoard(level: Level, state: CocState, flat = -1, laraClimbCost = 2): Board {
  const n = level.width * level.height;
  let board = level.memo.board as Board | undefined;
  if (!board)
    level.memo.board = board = {
      level,
      state,
      solid: new Uint8Array(n),
      boulder: -1,
      enemy: new Int16Array(n),
      lara: -1,
      flat,
      laraClimbCost,
    };
  const { solid, enemy } = board;
  solid.fill(0);
  enemy.fill(-1);
  const doors = level.doors;
  for (let i = 0; i < doors.length; i++) if (!state.doors[i]) solid[indexOf(level, doors[i]!.at)] = 1;
  const barriers = level.barriers;
  for (let i = 0; i < barriers.length; i++) if (state.barriers[i]! > 0) solid[indexOf(level, barriers[i]!.at)] = 1;
  const boulder = state.boulder ? indexOf(level, state.boulder) : -1;
  if (boulder >= 0) solid[boulder] = 1;
  const enemies = state.enemies;
  for (let i = 0; i < enemies.length; i++) {
    const at = indexOf(level, enemies[i]!.at);
    if (at >= 0) enemy[at] = i;
  }
  board.state = state;
  board.boulder = boulder;
  board.lara = indexOf(level, state.lara.at);
  board.flat = flat;
  board.laraClimbCost = laraClimbCost;
  return board;
}

export interface Step {
  /** Where the figure ends up (after sliding down any slope it stepped on). */
  to: Point;
  /** Every space it passes, the landing included: sight is checked at each. */
  path: Point[];
  cost: number;
  /** Index of an enemy standing on `to` (a figure may pass it but not stop there), or −1. */
  passing: number;
  /** The facing of the figure's last move (down the slope after a slide). */
  facing: Facing;
}

/** Is space i taken by a figure other than the mover? */
function occupied(board: Board, i: number, mover: 'lara' | number): boolean {
  if (mover !== 'lara' && board.lara === i) return true;
  const e = board.enemy[i]!;
  return e >= 0 && e !== mover;
}

/**
 * One step from `from` towards `facing` by `mover` (Lara, or an enemy's index), or undefined
 * when it is not allowed: off the level, BLOCK, a closed door, a standing barrier, the boulder,
 * against a slope, onto Lara (enemies never pass her), or a slide that ends on a figure or a
 * solid space or runs round a ring of slopes. Passing an enemy costs 1 more and is marked in `passing`; the mover must
 * not stop
 * there.
 */
export function stepCost(board: Board, from: Point, facing: Facing, mover: 'lara' | number): Step | undefined {
  const { level } = board;
  const f = FACINGS.indexOf(facing);
  const landing = edge(board, indexOf(level, from), f, mover);
  if (landing < 0) return undefined;
  const cost = edgeCost;
  if (mover === board.flat) {
    const other = board.enemy[landing]!;
    return {
      to: pointOf(level, landing),
      path: [pointOf(level, landing)],
      cost,
      passing: other >= 0 && other !== mover ? other : -1,
      facing,
    };
  }
  // The spaces passed: the first one entered, then down any slopes to the landing.
  let at = level.stepFirst[indexOf(level, from) * 4 + f]!;
  let last = facing;
  const path = [pointOf(level, at)];
  while (at !== landing) {
    last = FACINGS[level.slope[at]!]!;
    at = indexOf(level, stepFrom(path[path.length - 1]!, last));
    path.push(pointOf(level, at));
  }
  const other = board.enemy[landing]!;
  return { to: path[path.length - 1]!, path, cost, passing: other >= 0 && other !== mover ? other : -1, facing: last };
}

/**
 * A step by a figure that ignores elevation (the Natla Queen, rule decision 69): onto any space of
 * the level — BLOCK, HIGH, a slope (no slide) or a closed door — for 1 point, 1 more to pass an
 * enemy; barriers and the boulder still stop it, and it never enters Lara's space.
 */
function flatEdge(board: Board, i: number, facing: number, mover: number): number {
  const { level } = board;
  const x = i % level.width;
  const y = (i - x) / level.width;
  const nx = x + (facing === 1 ? 1 : facing === 3 ? -1 : 0);
  const ny = y + (facing === 2 ? 1 : facing === 0 ? -1 : 0);
  const to = indexOf(level, { x: nx, y: ny });
  if (to < 0 || level.terrain[to] === 0 || board.lara === to) return -1;
  if (board.boulder === to || (board.solid[to] === 1 && !closedDoorAt(board, to))) return -1;
  const other = board.enemy[to]!;
  edgeCost = other >= 0 && other !== mover ? 2 : 1;
  return to;
}

function closedDoorAt(board: Board, i: number): boolean {
  return board.level.doors.some((d, k) => !board.state.doors[k] && indexOf(board.level, d.at) === i);
}

const pointOf = (level: Level, i: number): Point => ({ x: i % level.width, y: Math.floor(i / level.width) });

/** Can a figure standing on an enemy's space (passing it) still reach a free space within `points`? */
export function canFinishPassing(board: Board, at: Point, points: number, mover: 'lara' | number, depth = 0): boolean {
  if (depth > 8) return false;
  for (const facing of ['N', 'E', 'S', 'W'] as const) {
    const s = stepCost(board, at, facing, mover);
    if (!s || s.cost > points) continue;
    if (s.passing < 0) return true;
    if (canFinishPassing(board, s.to, points - s.cost, mover, depth + 1)) return true;
  }
  return false;
}

/** The cost of the last step `edge` allowed (a module variable, to keep path searches allocation-free). */
export let edgeCost = 0;

/**
 * The same rules as stepCost, on space indices, for path searches: the landing's index (cost in
 * `edgeCost`), or −1 when the step is not allowed.
 */
export function edge(board: Board, i: number, facing: number, mover: 'lara' | number): number {
  const level = board.level;
  if (mover === board.flat) return flatEdge(board, i, facing, mover);
  const k = i * 4 + facing;
  const first = level.stepFirst[k]!;
  if (first < 0 || board.solid[first] === 1) return -1;
  const landing = level.stepLanding[k]!;
  let cost = level.stepClimb[k]!;
  // A climb costs enemies what the level's condition says (Clamber: 1), Lara what her outfit says (Antarctica: 1).
  if (cost === 2) cost = mover === 'lara' ? board.laraClimbCost : level.enemyClimbCost;
  if (landing !== first) {
    // A slide: every space after the first must be free of solids and figures.
    let p = first;
    while (p !== landing) {
      const d = level.slope[p]!;
      const x = p % level.width;
      p = p - x + (d === 0 ? -level.width : d === 2 ? level.width : 0) + x + (d === 1 ? 1 : d === 3 ? -1 : 0);
      if (board.solid[p] === 1 || occupied(board, p, mover)) return -1;
    }
  }
  if (mover !== 'lara' && board.lara === landing) return -1;
  const other = board.enemy[landing]!;
  if (other >= 0 && other !== mover) {
    if (landing !== first) return -1;
    cost += 1;
  }
  edgeCost = cost;
  return landing;
}
