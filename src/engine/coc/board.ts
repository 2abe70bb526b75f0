/**
 * What stands where in a state: figures, doors, barriers, the boulder. Small lookups used by
 * movement, sight and attacks; levels hold a handful of tokens, so a scan is the fast way.
 */
import { FACINGS, type Facing, type Point } from '../../model/coc-grid.ts';
import { BLOCK, HIGH, LOW, indexOf, terrainAt, type Level } from './level.ts';
import type { CocState } from './types.ts';

export const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
export const showPoint = (p: Point) => `(${p.x}, ${p.y})`;

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

export function stepFrom(p: Point, facing: Facing, distance = 1): Point {
  const f = FACINGS.indexOf(facing);
  return { x: p.x + DX[f]! * distance, y: p.y + DY[f]! * distance };
}

export const clockwise = (f: Facing): Facing => FACINGS[(FACINGS.indexOf(f) + 1) % 4]!;
export const anticlockwise = (f: Facing): Facing => FACINGS[(FACINGS.indexOf(f) + 3) % 4]!;
export const opposite = (f: Facing): Facing => FACINGS[(FACINGS.indexOf(f) + 2) % 4]!;
export const rightOf = clockwise;

/** The facing from a to b when they share a row or a column, else undefined. */
export function facingTowards(a: Point, b: Point): Facing | undefined {
  if (a.x === b.x && a.y !== b.y) return b.y < a.y ? 'N' : 'S';
  if (a.y === b.y && a.x !== b.x) return b.x > a.x ? 'E' : 'W';
  return undefined;
}

export function enemyIndexAt(state: CocState, p: Point): number {
  const enemies = state.enemies;
  for (let i = 0; i < enemies.length; i++) if (enemies[i]!.at.x === p.x && enemies[i]!.at.y === p.y) return i;
  return -1;
}

export const laraAt = (state: CocState, p: Point) => state.lara.at.x === p.x && state.lara.at.y === p.y;

export function doorIndexAt(level: Level, p: Point): number {
  return level.doors.findIndex((d) => same(d.at, p));
}

export function closedDoorAt(level: Level, state: CocState, p: Point): boolean {
  const doors = level.doors;
  for (let i = 0; i < doors.length; i++) if (!state.doors[i] && same(doors[i]!.at, p)) return true;
  return false;
}

export function barrierAt(level: Level, state: CocState, p: Point): boolean {
  const barriers = level.barriers;
  for (let i = 0; i < barriers.length; i++) if (state.barriers[i]! > 0 && same(barriers[i]!.at, p)) return true;
  return false;
}

export const boulderAt = (state: CocState, p: Point) => state.boulder !== null && same(state.boulder, p);

/** A closed door, a standing barrier or the boulder: nothing moves, attacks or sees through it. */
export function solidAt(level: Level, state: CocState, p: Point): boolean {
  return closedDoorAt(level, state, p) || barrierAt(level, state, p) || boulderAt(state, p);
}

export const isLow = (level: Level, p: Point) => terrainAt(level, p) === LOW;
export const isHigh = (level: Level, p: Point) => terrainAt(level, p) === HIGH;
export const isBlock = (level: Level, p: Point) => terrainAt(level, p) === BLOCK;

/** The downhill facing of a slippery slope at p, if any. */
export function slopeAt(level: Level, p: Point): Facing | undefined {
  const i = indexOf(level, p);
  return i < 0 || level.slope[i]! < 0 ? undefined : FACINGS[level.slope[i]!];
}

export function onQuicksand(level: Level, p: Point): boolean {
  const i = indexOf(level, p);
  return i >= 0 && level.quicksand[i] === 1;
}

/** True when a and b are spaces of the same Level Tile. */
export function sameTile(level: Level, a: Point, b: Point): boolean {
  const i = indexOf(level, a);
  const j = indexOf(level, b);
  return i >= 0 && j >= 0 && level.tile[i] === level.tile[j] && level.tile[i]! >= 0;
}
