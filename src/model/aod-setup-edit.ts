/**
 * Edits of an Angel of Darkness museum setup and tile, as the museum designer makes them: pure
 * functions from one item to the next (the designer pushes each through the item's document, so
 * each is one undoable step).
 */
import type { ContentItem } from './content.ts';

export interface FixedTile {
  tile: string;
  at: { x: number; y: number };
  rotation?: 0 | 90 | 180 | 270;
  open?: boolean;
}

type Setup = ContentItem & {
  width?: number;
  height?: number;
  deal?: string;
  fixed?: FixedTile[];
  tiles?: { tile: string; count: number }[];
};

const fixedOf = (s: Setup): FixedTile[] => (Array.isArray(s.fixed) ? s.fixed : []);
const here = (f: FixedTile, x: number, y: number) => f.at.x === x && f.at.y === y;

/** The tile laid at a place of a fixed museum, if any. */
export function fixedAt(s: ContentItem, x: number, y: number): FixedTile | undefined {
  return fixedOf(s as Setup).find((f) => here(f, x, y));
}

/** Lays a tile at a place (replacing the one there), turned as given. */
export function layTile(
  s: ContentItem,
  tile: string,
  x: number,
  y: number,
  rotation: FixedTile['rotation'] = 0,
): ContentItem {
  const fixed = fixedOf(s as Setup).filter((f) => !here(f, x, y));
  const laid: FixedTile = { tile, at: { x, y }, ...(rotation ? { rotation } : {}) };
  return { ...s, deal: 'fixed', fixed: [...fixed, laid].sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x) };
}

export function removeTile(s: ContentItem, x: number, y: number): ContentItem {
  return { ...s, fixed: fixedOf(s as Setup).filter((f) => !here(f, x, y)) };
}

/** Moves the tile at one place to another (swapping with the one there, if any). */
export function moveTile(s: ContentItem, from: { x: number; y: number }, to: { x: number; y: number }): ContentItem {
  const fixed = fixedOf(s as Setup).map((f) =>
    here(f, from.x, from.y) ? { ...f, at: { ...to } } : here(f, to.x, to.y) ? { ...f, at: { ...from } } : f,
  );
  return { ...s, fixed: fixed.sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x) };
}

/** Turns the tile at a place a quarter clockwise. */
export function rotateTile(s: ContentItem, x: number, y: number): ContentItem {
  return {
    ...s,
    fixed: fixedOf(s as Setup).map((f) => {
      if (!here(f, x, y)) return f;
      const rotation = (((f.rotation ?? 0) + 90) % 360) as FixedTile['rotation'];
      const { rotation: _old, ...rest } = f;
      return rotation ? { ...rest, rotation } : rest;
    }),
  };
}

/** How many copies of a tile the random deal deals (0 takes it out). */
export function setDealCount(s: ContentItem, tile: string, count: number): ContentItem {
  const tiles = (Array.isArray((s as Setup).tiles) ? (s as Setup).tiles! : []).filter((t) => t.tile !== tile);
  const list = count > 0 ? [...tiles, { tile, count }] : tiles;
  const order = (Array.isArray((s as Setup).tiles) ? (s as Setup).tiles! : []).map((t) => t.tile);
  list.sort((a, b) => (order.indexOf(a.tile) + 1 || 999) - (order.indexOf(b.tile) + 1 || 999));
  return { ...s, tiles: list };
}

/** A new museum size: tiles laid outside it are taken up, and the starting tile moved beside it if it no longer is. */
export function resize(s: ContentItem, width: number, height: number): ContentItem {
  const fixed = fixedOf(s as Setup).filter((f) => f.at.x < width && f.at.y < height);
  const start = (s as { start?: { x: number; y: number } }).start ?? { x: 0, y: height };
  const beside =
    start.y === height || start.y === -1
      ? start.x >= 0 && start.x < width
      : (start.x === width || start.x === -1) && start.y >= 0 && start.y < height;
  return {
    ...s,
    width,
    height,
    ...(Array.isArray((s as Setup).fixed) ? { fixed } : {}),
    start: beside ? start : { x: Math.floor(width / 2), y: height },
  };
}

/** The walls of a tile with one side switched on or off. */
export function setWall(t: ContentItem, side: 'N' | 'E' | 'S' | 'W', on: boolean): ContentItem {
  const walls = (Array.isArray(t.walls) ? (t.walls as string[]) : []).filter((w) => w !== side);
  const next = on ? [...walls, side] : walls;
  return { ...t, walls: ['N', 'E', 'S', 'W'].filter((w) => next.includes(w)) };
}

/** A new museum: the rulebook's characters and seats, the base pack's cards and counters, a 3 × 3 random deal. */
export function newMuseum(id: string, base: ContentItem | undefined): ContentItem {
  const from = base ? (JSON.parse(JSON.stringify(base)) as ContentItem) : {};
  const { provenance: _p, notes: _n, ...rest } = from as Record<string, unknown>;
  return {
    ...rest,
    kind: 'aodSetup',
    id,
    name: 'New museum',
    width: 3,
    height: 3,
    deal: 'random',
    tiles: [
      { tile: 'secret-room', count: 3 },
      { tile: 'corridor-junction', count: 3 },
      { tile: 'corridor-straight', count: 3 },
    ],
    start: { x: 1, y: 3 },
  } as ContentItem;
}

export function newTile(id: string): ContentItem {
  return { kind: 'aodTile', id, name: 'New tile', role: 'corridor', walls: ['N'] };
}
