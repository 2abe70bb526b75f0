/**
 * Editing a Crypt of Chronos layout: lay, move, turn, flip and remove tiles; resize the grid.
 * Pure functions from a layout to a new layout (the input is never changed), each refusing an
 * edit that would break a rule with the reason in words. Token edits are in coc-token-edit.ts.
 *
 * Layouts being edited may not match their schema (the JSON editor can type anything), so the
 * readers here guard every field and keep entries they do not understand untouched.
 */
import type { ContentItem } from './content.ts';
import { isObject, list, type JsonObject } from './json-read.ts';
import {
  DEFAULT_LAYOUT_SIZE,
  MAX_LAYOUT_SLOTS,
  ROTATIONS,
  TILE_SPACES,
  buildGrid,
  rotateFacing,
  rotatePoint,
  type LayoutSize,
  type LevelGrid,
  type LocationType,
  type Point,
  type Rotation,
  type TilePlacement,
} from './coc-grid.ts';
import { isLocationType, isPoint, readTile, type TileInfo } from './checks/coc-level/level-data.ts';

/** A layout as stored in a level item; tiles and tokens may hold entries of any shape. */
export interface EditableLayout {
  size?: LayoutSize;
  tiles: unknown[];
  tokens: unknown[];
  [field: string]: unknown;
}

/** The outcome of an edit: the new layout and words for the undo button, or why it is refused. */
export type Edit<T = EditableLayout> = { ok: true; value: T; label: string } | { ok: false; reason: string };

export const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** What an edit needs to know besides the layout: the tiles, and which faces the level allows. */
export interface LevelRules {
  tiles: ReadonlyMap<string, TileInfo>;
  locationType?: LocationType;
  mixedFaces?: boolean;
}

/** Pairs of location types printed on the two faces of one tile. */
const OTHER_FACE: Record<LocationType, LocationType> = {
  jungle: 'tomb',
  tomb: 'jungle',
  mountain: 'desert',
  desert: 'mountain',
};

export const showPoint = (p: Point) => `(${p.x}, ${p.y})`;
const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/** Every tile of some items by id (the first of an id wins), with the faces that can be laid. */
export function tileCatalog(items: readonly ContentItem[]): Map<string, TileInfo> {
  const tiles = new Map<string, TileInfo>();
  for (const item of items)
    if (item.kind === 'tile' && typeof item.id === 'string' && !tiles.has(item.id)) tiles.set(item.id, readTile(item));
  return tiles;
}

/** The level's layout, read safely: missing parts become an empty 4×4 layout. */
export function layoutOf(item: ContentItem | JsonObject): EditableLayout {
  const raw = isObject(item.layout) ? item.layout : {};
  return { ...raw, tiles: list(raw.tiles), tokens: list(raw.tokens) };
}

/** The grid size in slots: the layout's own if legal, else the default 4×4. */
export function sizeOf(layout: EditableLayout): LayoutSize {
  const s = layout.size;
  const fits = (n: unknown): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_LAYOUT_SLOTS;
  return isObject(s) && fits(s.columns) && fits(s.rows) ? { columns: s.columns, rows: s.rows } : DEFAULT_LAYOUT_SIZE;
}

/** A placement that can be read fully, with its index in `tiles`. */
export interface Placed extends TilePlacement {
  index: number;
  rotation: Rotation;
}

export function placements(layout: EditableLayout): Placed[] {
  return layout.tiles.flatMap((raw, index) => {
    if (!isObject(raw) || !isPoint(raw.slot) || typeof raw.tile !== 'string' || !isLocationType(raw.face)) return [];
    const rotation = ROTATIONS.includes(raw.rotation as Rotation) ? (raw.rotation as Rotation) : 0;
    return [{ slot: { x: raw.slot.x, y: raw.slot.y }, tile: raw.tile, face: raw.face, rotation, index }];
  });
}

/** The placement in a slot (the first, if a broken layout has several). */
export function placementAt(layout: EditableLayout, slot: Point): Placed | undefined {
  return placements(layout).find((p) => samePoint(p.slot, slot));
}

/** The laid-out spaces; `placement` of each space is its index in `layout.tiles`. */
export function gridOf(layout: EditableLayout, tiles: ReadonlyMap<string, TileInfo>): LevelGrid {
  const placed = placements(layout);
  const grid = buildGrid(sizeOf(layout), placed, (tile, face) => tiles.get(tile)?.faces[face]);
  for (const row of grid.rows) for (const space of row) if (space) space.placement = placed[space.placement]!.index;
  return grid;
}

export const slotOfSpace = (p: Point): Point => ({
  x: Math.floor(p.x / TILE_SPACES),
  y: Math.floor(p.y / TILE_SPACES),
});
export const insideSlots = (size: LayoutSize, slot: Point) =>
  slot.x >= 0 && slot.y >= 0 && slot.x < size.columns && slot.y < size.rows;

/** The name a designer knows a tile by: "tile 7". */
export function tileName(tiles: ReadonlyMap<string, TileInfo>, tile: string): string {
  const n = tiles.get(tile)?.number;
  return n === undefined ? `tile "${tile}"` : `tile ${n}`;
}

/** Whether the level allows a face of this location type, and why not. */
export function faceAllowed(rules: LevelRules, face: LocationType): string | undefined {
  if (rules.mixedFaces || !rules.locationType || rules.locationType === face) return undefined;
  return `This is a ${face} face and the level is ${rules.locationType}; turn on "Mixed faces" in the level's properties to mix location types.`;
}

/** Tokens whose space lies in a slot, by index in `tokens`. */
function tokenIndexesIn(layout: EditableLayout, slot: Point): number[] {
  return layout.tokens.flatMap((t, i) =>
    isObject(t) && isPoint(t.at) && samePoint(slotOfSpace(t.at), slot) ? [i] : [],
  );
}

/** A token carried with its tile: moved by `delta` spaces, or turned with the tile about its centre. */
function carry(token: unknown, move: (p: Point) => Point, turn: Rotation = 0): unknown {
  if (!isObject(token) || !isPoint(token.at)) return token;
  const moved: JsonObject = { ...token, at: move(token.at) };
  if (turn && typeof token.facing === 'string' && ['N', 'E', 'S', 'W'].includes(token.facing))
    moved.facing = rotateFacing(token.facing as 'N', turn);
  return moved;
}

/**
 * Lays a tile face in a slot. A tile already in that slot is replaced (tokens stay); a tile is one
 * piece of cardboard, so one already laid elsewhere is refused.
 */
export function placeFace(
  layout: EditableLayout,
  rules: LevelRules,
  slot: Point,
  tile: string,
  face: LocationType,
  rotation: Rotation = 0,
): Edit {
  const size = sizeOf(layout);
  if (!insideSlots(size, slot))
    return refuse(`Slot ${showPoint(slot)} is outside the ${size.columns} × ${size.rows} grid.`);
  const info = rules.tiles.get(tile);
  if (!info) return refuse(`There is no ${tileName(rules.tiles, tile)} in the packs.`);
  if (!info.faces[face]) return refuse(`${tileName(rules.tiles, tile)} has no ${face} face.`);
  const notAllowed = faceAllowed(rules, face);
  if (notAllowed) return refuse(notAllowed);
  const elsewhere = placements(layout).find((p) => p.tile === tile && !samePoint(p.slot, slot));
  if (elsewhere)
    return refuse(
      `${tileName(rules.tiles, tile)} is already laid in slot ${showPoint(elsewhere.slot)}; each tile exists once. Drag it from there instead.`,
    );
  const here = placementAt(layout, slot);
  const placement: TilePlacement = { slot: { ...slot }, tile, face, rotation };
  const tiles = here ? layout.tiles.map((t, i) => (i === here.index ? placement : t)) : [...layout.tiles, placement];
  const label = here
    ? `Replace ${tileName(rules.tiles, here.tile)} with ${tileName(rules.tiles, tile)}`
    : `Lay ${tileName(rules.tiles, tile)} (${face})`;
  return { ok: true, value: { ...layout, tiles }, label };
}

/** Moves the tile in `from` to `to` with its tokens; a tile in `to` swaps places with it. */
export function moveTile(layout: EditableLayout, rules: LevelRules, from: Point, to: Point): Edit {
  const size = sizeOf(layout);
  if (!insideSlots(size, to))
    return refuse(`Slot ${showPoint(to)} is outside the ${size.columns} × ${size.rows} grid.`);
  const moving = placementAt(layout, from);
  if (!moving) return refuse(`No tile is laid in slot ${showPoint(from)}.`);
  if (samePoint(from, to)) return refuse('The tile is already in that slot.');
  const other = placementAt(layout, to);
  const shift = (a: Point, b: Point) => (p: Point) => ({
    x: p.x + (b.x - a.x) * TILE_SPACES,
    y: p.y + (b.y - a.y) * TILE_SPACES,
  });
  const fromTokens = new Set(tokenIndexesIn(layout, from));
  const toTokens = new Set(tokenIndexesIn(layout, to));
  const tiles = layout.tiles.map((t, i) => {
    if (i === moving.index) return { ...(t as JsonObject), slot: { ...to } };
    if (other && i === other.index) return { ...(t as JsonObject), slot: { ...from } };
    return t;
  });
  const tokens = layout.tokens.map((t, i) =>
    fromTokens.has(i) ? carry(t, shift(from, to)) : toTokens.has(i) ? carry(t, shift(to, from)) : t,
  );
  const name = tileName(rules.tiles, moving.tile);
  return {
    ok: true,
    value: { ...layout, tiles, tokens },
    label: other ? `Swap ${name} and ${tileName(rules.tiles, other.tile)}` : `Move ${name}`,
  };
}

/** Turns the tile in a slot by quarter turns (1 clockwise, -1 anticlockwise); its tokens turn with it. */
export function rotateTile(layout: EditableLayout, rules: LevelRules, slot: Point, quarters: 1 | -1 | 2 = 1): Edit {
  const placed = placementAt(layout, slot);
  if (!placed) return refuse(`No tile is laid in slot ${showPoint(slot)} to rotate.`);
  const turn = ((((quarters % 4) + 4) % 4) * 90) as Rotation;
  const rotation = ((placed.rotation + turn) % 360) as Rotation;
  const left = slot.x * TILE_SPACES;
  const top = slot.y * TILE_SPACES;
  const spin = (p: Point) => {
    const local = rotatePoint({ x: p.x - left, y: p.y - top }, turn);
    return { x: left + local.x, y: top + local.y };
  };
  const inSlot = new Set(tokenIndexesIn(layout, slot));
  const tiles = layout.tiles.map((t, i) => (i === placed.index ? { ...(t as JsonObject), rotation } : t));
  const tokens = layout.tokens.map((t, i) => (inSlot.has(i) ? carry(t, spin, turn) : t));
  return {
    ok: true,
    value: { ...layout, tiles, tokens },
    label: `Rotate ${tileName(rules.tiles, placed.tile)} to ${rotation}°`,
  };
}

/** Turns the tile in a slot over to its other face (jungle ↔ tomb, mountain ↔ desert). */
export function flipTile(layout: EditableLayout, rules: LevelRules, slot: Point): Edit {
  const placed = placementAt(layout, slot);
  if (!placed) return refuse(`No tile is laid in slot ${showPoint(slot)} to flip.`);
  const face = OTHER_FACE[placed.face];
  if (!rules.tiles.get(placed.tile)?.faces[face])
    return refuse(`${tileName(rules.tiles, placed.tile)} has no ${face} face to flip to.`);
  const notAllowed = faceAllowed(rules, face);
  if (notAllowed) return refuse(`Flipping shows the ${face} face. ${notAllowed}`);
  const tiles = layout.tiles.map((t, i) => (i === placed.index ? { ...(t as JsonObject), face } : t));
  return { ok: true, value: { ...layout, tiles }, label: `Flip ${tileName(rules.tiles, placed.tile)} to ${face}` };
}

/** Takes the tile out of a slot, and the tokens lying on it. */
export function removeTile(layout: EditableLayout, rules: LevelRules, slot: Point): Edit {
  const placed = placementAt(layout, slot);
  if (!placed) return refuse(`No tile is laid in slot ${showPoint(slot)}.`);
  const gone = new Set(tokenIndexesIn(layout, slot));
  const tiles = layout.tiles.filter((_, i) => i !== placed.index);
  const tokens = layout.tokens.filter((_, i) => !gone.has(i));
  const extra = gone.size ? ` and ${gone.size} token${gone.size === 1 ? '' : 's'} on it` : '';
  return {
    ok: true,
    value: { ...layout, tiles, tokens },
    label: `Remove ${tileName(rules.tiles, placed.tile)}${extra}`,
  };
}

/** Changes the grid's size; tiles and tokens left outside the new grid are removed (the label says how many). */
export function resizeLayout(layout: EditableLayout, size: LayoutSize): Edit {
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_LAYOUT_SLOTS;
  if (!ok(size.columns) || !ok(size.rows)) return refuse(`A grid has 1 to ${MAX_LAYOUT_SLOTS} slots each way.`);
  const keepTile = (t: unknown) => !isObject(t) || !isPoint(t.slot) || insideSlots(size, t.slot);
  const keepToken = (t: unknown) => !isObject(t) || !isPoint(t.at) || insideSlots(size, slotOfSpace(t.at));
  const tiles = layout.tiles.filter(keepTile);
  const tokens = layout.tokens.filter(keepToken);
  const lost = layout.tiles.length - tiles.length + layout.tokens.length - tokens.length;
  const label = `Resize the grid to ${size.columns} × ${size.rows}${lost ? ` (removes ${lost} piece${lost === 1 ? '' : 's'} outside it)` : ''}`;
  return { ok: true, value: { ...layout, size: { columns: size.columns, rows: size.rows }, tiles, tokens }, label };
}

/** The level item with a new layout. */
export function withLayout<T extends JsonObject>(item: T, layout: EditableLayout): T {
  return { ...item, layout };
}
