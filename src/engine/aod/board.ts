/**
 * The museum's geometry: places, tiles and their walls as turned, who can walk from one tile to the
 * next, and who can see (shoot) whom along a row or column.
 */
import { wallsOf } from './content.ts';
import type { Ctx } from './context.ts';
import { DIRECTIONS, type AodState, type Cell, type Direction, type Place } from './types.ts';

const STEP: Record<Direction, Place> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };
const OPPOSITE: Record<Direction, Direction> = { N: 'S', E: 'W', S: 'N', W: 'E' };

export const samePlace = (a: Place | null, b: Place | null): boolean => !!a && !!b && a.x === b.x && a.y === b.y;
export const neighbour = (p: Place, d: Direction): Place => ({ x: p.x + STEP[d].x, y: p.y + STEP[d].y });
export const inMuseum = (s: AodState, p: Place): boolean => p.x >= 0 && p.y >= 0 && p.x < s.width && p.y < s.height;
export const isStart = (s: AodState, p: Place | null): boolean => samePlace(p, s.start);
export const adjacent = (a: Place, b: Place): boolean => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;
export const placeText = (s: AodState, p: Place): string => (isStart(s, p) ? 'the starting tile' : `(${p.x}, ${p.y})`);

/** The tile at a place of the museum (null outside it or where it has collapsed). */
export function cellAt(s: AodState, p: Place): Cell | null {
  return inMuseum(s, p) ? s.cells[p.y * s.width + p.x]! : null;
}

/** Whether a wall stands on side `d` of the tile at `p` (the starting tile too), the tile's turn taken into account. */
export function wallOn(ctx: Ctx, p: Place, d: Direction): boolean {
  const s = ctx.state;
  if (isStart(s, p)) return wallsOf(ctx.content, ctx.setup.startTile).includes(d);
  const cell = cellAt(s, p);
  if (!cell) return false;
  const turns = cell.rotation / 90;
  const unturned = DIRECTIONS[(DIRECTIONS.indexOf(d) - turns + 4) % 4]!;
  return wallsOf(ctx.content, cell.piece).includes(unturned);
}

/** A place a figure may stand on: the starting tile, or an open tile that has not collapsed. */
export function standable(s: AodState, p: Place): boolean {
  if (isStart(s, p)) return true;
  const cell = cellAt(s, p);
  return !!cell && cell.open;
}

/** Why a step from `p` towards `d` is impossible, or null when it is possible. */
export function stepProblem(ctx: Ctx, p: Place, d: Direction): string | null {
  const to = neighbour(p, d);
  const s = ctx.state;
  if (!isStart(s, to)) {
    if (!inMuseum(s, to)) return `there is no tile to the ${d} of ${placeText(s, p)}`;
    const cell = cellAt(s, to);
    if (!cell) return `the tile at ${placeText(s, to)} has collapsed`;
    if (!cell.open) return `the tile at ${placeText(s, to)} has not been opened`;
  }
  if (wallOn(ctx, p, d) || wallOn(ctx, to, OPPOSITE[d]))
    return `a wall stands between ${placeText(s, p)} and ${placeText(s, to)}`;
  return null;
}

/**
 * Whether a shot from `from` reaches `to`: the same tile, or the same row or column with every tile
 * on the way (and the target's) open and no wall on any side crossed.
 */
export function inLine(ctx: Ctx, from: Place, to: Place): boolean {
  if (samePlace(from, to)) return true;
  let d: Direction;
  if (from.x === to.x) d = to.y < from.y ? 'N' : 'S';
  else if (from.y === to.y) d = to.x < from.x ? 'W' : 'E';
  else return false;
  let p = from;
  while (!samePlace(p, to)) {
    if (stepProblem(ctx, p, d)) return false;
    p = neighbour(p, d);
  }
  return true;
}

/** Steps from `from` to every place a figure can walk to (breadth first), for bots and checks. */
export function walkDistances(ctx: Ctx, from: Place): Map<string, number> {
  const key = (p: Place) => `${p.x},${p.y}`;
  const dist = new Map<string, number>([[key(from), 0]]);
  const queue: Place[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i]!;
    for (const d of DIRECTIONS) {
      const q = neighbour(p, d);
      if (dist.has(key(q)) || stepProblem(ctx, p, d)) continue;
      dist.set(key(q), dist.get(key(p))! + 1);
      queue.push(q);
    }
  }
  return dist;
}
