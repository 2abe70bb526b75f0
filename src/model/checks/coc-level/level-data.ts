/**
 * Safe readers for Crypt of Chronos levels (chapters, island locations, crypt cards) and tiles, as
 * the level checks need them. Items may have failed their schema, so every field is guarded: what
 * cannot be read is left out (the schema reports it), and nothing here throws.
 */
import type { ContentItem } from '../../content.ts';
import { isObject, type JsonObject } from '../../json-read.ts';
import { pointer } from '../../problem.ts';
import type { CheckContext } from '../check.ts';
import {
  DEFAULT_LAYOUT_SIZE,
  MAX_LAYOUT_SLOTS,
  FACINGS,
  ROTATIONS,
  TILE_SPACES,
  buildGrid,
  type Facing,
  type LayoutSize,
  type LevelGrid,
  type LocationType,
  type Point,
  type Rotation,
  type Space,
  type TileFace,
  type TilePlacement,
} from '../../coc-grid.ts';

export const LEVEL_KINDS = ['chapter', 'location', 'crypt'] as const;
export const LOCATION_TYPES: readonly LocationType[] = ['jungle', 'mountain', 'desert', 'tomb'];
const TERRAINS = ['low', 'high', 'block'];

export type Json = JsonObject;
export { isObject };
export const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
export const isPoint = (v: unknown): v is Point => isObject(v) && isCount(v.x) && isCount(v.y);
export const isFacing = (v: unknown): v is Facing => FACINGS.includes(v as Facing);
export const isLocationType = (v: unknown): v is LocationType => LOCATION_TYPES.includes(v as LocationType);
export const showPoint = (p: Point) => `(${p.x}, ${p.y})`;

/** A level item with where it sits in the pack. */
export interface Level {
  item: ContentItem;
  index: number;
  /** Pointer of the item in the pack document. */
  at: string;
  /** The layout object, if the item has one. */
  layout?: Json;
}

export interface TokenEntry {
  token: Json;
  /** Index in `layout.tokens`. */
  index: number;
  /** Pointer of the token. */
  at: string;
  type?: string;
  space?: Point;
}

export interface PlacementEntry {
  raw: Json;
  index: number;
  at: string;
  slot?: Point;
  tile?: string;
  face?: string;
  rotation: Rotation;
}

export function levels({ items }: CheckContext): Level[] {
  return items
    .filter(({ item }) => (LEVEL_KINDS as readonly string[]).includes(item.kind))
    .map(({ item, index }) => ({
      item,
      index,
      at: pointer('items', index),
      ...(isObject(item.layout) ? { layout: item.layout } : {}),
    }));
}

export function tokensOf(level: Level): TokenEntry[] {
  const tokens = level.layout?.tokens;
  if (!Array.isArray(tokens)) return [];
  return tokens.flatMap((token: unknown, index) =>
    isObject(token)
      ? [
          {
            token,
            index,
            at: `${level.at}/layout/tokens/${index}`,
            ...(typeof token.type === 'string' ? { type: token.type } : {}),
            ...(isPoint(token.at) ? { space: { x: token.at.x, y: token.at.y } } : {}),
          },
        ]
      : [],
  );
}

export function placementsOf(level: Level): PlacementEntry[] {
  const tiles = level.layout?.tiles;
  if (!Array.isArray(tiles)) return [];
  return tiles.flatMap((raw: unknown, index) =>
    isObject(raw)
      ? [
          {
            raw,
            index,
            at: `${level.at}/layout/tiles/${index}`,
            ...(isPoint(raw.slot) ? { slot: { x: raw.slot.x, y: raw.slot.y } } : {}),
            ...(typeof raw.tile === 'string' ? { tile: raw.tile } : {}),
            ...(typeof raw.face === 'string' ? { face: raw.face } : {}),
            rotation: ROTATIONS.includes(raw.rotation as Rotation) ? (raw.rotation as Rotation) : 0,
          },
        ]
      : [],
  );
}

/** The layout's size in slots: its own if readable and legal (the schema reports others), else the default 4×4. */
export function layoutSize(level: Level): LayoutSize {
  const size = level.layout?.size;
  const fits = (n: number) => n > 0 && n <= MAX_LAYOUT_SLOTS;
  if (isObject(size) && isCount(size.columns) && isCount(size.rows) && fits(size.columns) && fits(size.rows))
    return { columns: size.columns, rows: size.rows };
  return DEFAULT_LAYOUT_SIZE;
}

/** Where the pointer for a problem with the layout's tokens as a whole should go. */
export function tokensPointer(level: Level): string {
  if (Array.isArray(level.layout?.tokens)) return `${level.at}/layout/tokens`;
  return level.layout ? `${level.at}/layout` : level.at;
}

/** A tile item as the checks read it: its faces that are well formed enough to lay. */
export interface TileInfo {
  item: ContentItem;
  /** Index in this pack's items; undefined for a tile from a dependency. */
  index?: number;
  number?: number;
  pair?: string;
  faces: Partial<Record<LocationType, TileFace>>;
}

/** The face, if it is three rows of three spaces with a known terrain (features kept only when well formed). */
export function readFace(raw: unknown): TileFace | undefined {
  if (!isObject(raw) || !Array.isArray(raw.spaces) || raw.spaces.length !== TILE_SPACES) return undefined;
  const rows: Space[][] = [];
  for (const row of raw.spaces as unknown[]) {
    if (!Array.isArray(row) || row.length !== TILE_SPACES) return undefined;
    const spaces: Space[] = [];
    for (const s of row as unknown[]) {
      if (!isObject(s) || !TERRAINS.includes(s.terrain as string)) return undefined;
      const space: Space = { terrain: s.terrain as Space['terrain'] };
      const f = s.feature;
      if (isObject(f) && f.type === 'slope' && isFacing(f.downhill))
        space.feature = { type: 'slope', downhill: f.downhill };
      else if (isObject(f) && f.type === 'quicksand') space.feature = { type: 'quicksand' };
      spaces.push(space);
    }
    rows.push(spaces);
  }
  return { spaces: rows };
}

export function readTile(item: ContentItem, index?: number): TileInfo {
  const faces: TileInfo['faces'] = {};
  if (isObject(item.faces))
    for (const type of LOCATION_TYPES) {
      const face = readFace(item.faces[type]);
      if (face) faces[type] = face;
    }
  return {
    item,
    ...(index === undefined ? {} : { index }),
    ...(isCount(item.number) ? { number: item.number } : {}),
    ...(typeof item.pair === 'string' ? { pair: item.pair } : {}),
    faces,
  };
}

// Several checks need the tiles and each level's grid; within one validation (one context) they
// are read once and shared.
const tilesCache = new WeakMap<CheckContext, Map<string, TileInfo>>();
const gridCache = new WeakMap<object, { tiles: Map<string, TileInfo>; grid: LevelGrid }>();

/** Every tile by id: this pack's first, then its dependencies' (a pack's own tile wins). */
export function tilesById(context: CheckContext): Map<string, TileInfo> {
  const cached = tilesCache.get(context);
  if (cached) return cached;
  const { items, dependencies } = context;
  const tiles = new Map<string, TileInfo>();
  tilesCache.set(context, tiles);
  for (const { item, index } of items)
    if (item.kind === 'tile' && !tiles.has(item.id)) tiles.set(item.id, readTile(item, index));
  for (const dep of dependencies)
    for (const item of Array.isArray(dep?.items) ? dep.items : [])
      if (isObject(item) && item.kind === 'tile' && typeof item.id === 'string' && !tiles.has(item.id))
        tiles.set(item.id, readTile(item as ContentItem));
  return tiles;
}

/** The placements that can be read fully, as the grid helper takes them. */
export function readablePlacements(level: Level): (TilePlacement & { index: number })[] {
  return placementsOf(level).flatMap((p) =>
    p.slot && p.tile !== undefined && isLocationType(p.face)
      ? [{ slot: p.slot, tile: p.tile, face: p.face, rotation: p.rotation, index: p.index }]
      : [],
  );
}

/**
 * The level's laid-out spaces. Placements that cannot be read are skipped, so grid spaces'
 * `placement` is mapped back to the index in `layout.tiles`.
 */
export function levelGrid(level: Level, tiles: Map<string, TileInfo>): LevelGrid {
  const cached = gridCache.get(level.item);
  if (cached?.tiles === tiles) return cached.grid;
  const placements = readablePlacements(level);
  const grid = buildGrid(layoutSize(level), placements, (tile, face) => tiles.get(tile)?.faces[face]);
  for (const row of grid.rows) for (const space of row) if (space) space.placement = placements[space.placement]!.index;
  gridCache.set(level.item, { tiles, grid });
  return grid;
}

/** Words for a token in a message: "the red door", "spawn point 3", "Lara's start". */
export function describeToken(token: Json): string {
  const colour = typeof token.colour === 'string' ? `${token.colour} ` : '';
  switch (token.type) {
    case 'door':
      return `the ${colour}door`;
    case 'switch':
      return `the ${colour}switch`;
    case 'spawnPoint':
      return typeof token.number === 'number' ? `spawn point ${token.number}` : 'a spawn point';
    case 'laraStart':
      return "Lara's start";
    case 'artifact':
    case 'barrier':
    case 'boulder':
    case 'exit':
      return `the ${token.type}`;
    default:
      return 'a token';
  }
}

/** "This door", "This spawn point": the token a message is about, at the start of a sentence. */
export function thisToken(token: Json): string {
  const names: Record<string, string> = { laraStart: "Lara's start", spawnPoint: 'This spawn point' };
  return typeof token.type === 'string' ? (names[token.type] ?? `This ${token.type}`) : 'This token';
}

/** Name for the level kinds in messages. */
export function levelWord(level: Level): string {
  return level.item.kind === 'location' ? 'location card' : level.item.kind === 'crypt' ? 'crypt card' : 'chapter';
}
