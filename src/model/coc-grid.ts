/**
 * The Crypt of Chronos level grid: turns a layout's tile placements (slot, tile face, rotation)
 * into the level's spaces in global coordinates. Pure data in, pure data out; the checks, the
 * level editor and the engine all use it.
 *
 * Coordinates: x counts to the right and y downward, from 0 at the top-left. A tile slot (sx, sy)
 * covers the spaces x = 3·sx … 3·sx+2, y = 3·sy … 3·sy+2. A face's spaces are written as three rows
 * from the top, each from the left, as the face lies at rotation 0; a rotation turns the face
 * clockwise, and with it every slope's downhill facing.
 */

export type Facing = 'N' | 'E' | 'S' | 'W';
export type LocationType = 'jungle' | 'mountain' | 'desert' | 'tomb';
export type Terrain = 'low' | 'high' | 'block';
export type Rotation = 0 | 90 | 180 | 270;
export type SpaceFeature = { type: 'slope'; downhill: Facing } | { type: 'quicksand' };

export interface Space {
  terrain: Terrain;
  feature?: SpaceFeature;
}

/** One side of a tile: three rows of three spaces, as written at rotation 0. */
export interface TileFace {
  spaces: Space[][];
}

export interface Point {
  x: number;
  y: number;
}

export interface TilePlacement {
  slot: Point;
  tile: string;
  face: LocationType;
  rotation?: Rotation;
}

/** The grid's size in tile slots. */
export interface LayoutSize {
  columns: number;
  rows: number;
}

/** A space of the laid-out level: its terrain and feature (rotated), and where it came from. */
export interface GridSpace extends Space {
  x: number;
  y: number;
  /** Index of the placement in the layout's `tiles`. */
  placement: number;
  tile: string;
  face: LocationType;
  /** Position on the face as written (before rotation). */
  local: Point;
}

export interface LevelGrid {
  /** Size in spaces. */
  width: number;
  height: number;
  /** `rows[y][x]`: the space there, or null where no tile is laid. */
  rows: (GridSpace | null)[][];
}

/** Spaces along one side of a tile. */
export const TILE_SPACES = 3;
export const DEFAULT_LAYOUT_SIZE: LayoutSize = { columns: 4, rows: 4 };

/** The largest layout, in tile slots each way (the schema's bound). */
export const MAX_LAYOUT_SLOTS = 8;
export const FACINGS: readonly Facing[] = ['N', 'E', 'S', 'W'];
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

const STEP: Record<Facing, Point> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };

/** The facing turned clockwise by `rotation` degrees. */
export function rotateFacing(facing: Facing, rotation: Rotation): Facing {
  return FACINGS[(FACINGS.indexOf(facing) + rotation / 90) % 4]!;
}

/** Where the space at `p` of a `size`×`size` square lands when the square turns clockwise. */
export function rotatePoint(p: Point, rotation: Rotation, size = TILE_SPACES): Point {
  let { x, y } = p;
  for (let turn = 0; turn < rotation / 90; turn++) [x, y] = [size - 1 - y, x];
  return { x, y };
}

/** The neighbouring point one step towards `facing`. */
export function step(p: Point, facing: Facing): Point {
  return { x: p.x + STEP[facing].x, y: p.y + STEP[facing].y };
}

/** A space turned with its tile: a slope's downhill facing turns too. */
export function rotateSpace(space: Space, rotation: Rotation): Space {
  const feature = space.feature;
  if (feature?.type === 'slope')
    return { ...space, feature: { type: 'slope', downhill: rotateFacing(feature.downhill, rotation) } };
  return feature ? { ...space, feature: { ...feature } } : { terrain: space.terrain };
}

/** The face's rows of spaces as they lie after turning it clockwise by `rotation`. */
export function rotateFace(face: TileFace, rotation: Rotation): Space[][] {
  const out: Space[][] = Array.from({ length: TILE_SPACES }, () => new Array<Space>(TILE_SPACES));
  for (let y = 0; y < TILE_SPACES; y++)
    for (let x = 0; x < TILE_SPACES; x++) {
      const to = rotatePoint({ x, y }, rotation);
      out[to.y]![to.x] = rotateSpace(face.spaces[y]![x]!, rotation);
    }
  return out;
}

/** The space of the level at `p`, if a tile is laid there. */
export function spaceAt(grid: LevelGrid, p: Point): GridSpace | undefined {
  return grid.rows[p.y]?.[p.x] ?? undefined;
}

/** Every laid space, row by row from the top. */
export function gridSpaces(grid: LevelGrid): GridSpace[] {
  return grid.rows.flatMap((row) => row.filter((s): s is GridSpace => s !== null));
}

/**
 * Lays the placements into a grid of `size` slots. `faceOf` finds a tile's face by tile id and
 * location type. A placement outside the grid, in a slot already taken by an earlier placement,
 * or whose face is unknown is left out (the level checks report those).
 */
export function buildGrid(
  size: LayoutSize,
  placements: readonly TilePlacement[],
  faceOf: (tile: string, face: LocationType) => TileFace | undefined,
): LevelGrid {
  // Never allocate more than the largest legal layout, whatever the input says.
  const width = Math.min(size.columns, MAX_LAYOUT_SLOTS) * TILE_SPACES;
  const height = Math.min(size.rows, MAX_LAYOUT_SLOTS) * TILE_SPACES;
  const rows: (GridSpace | null)[][] = Array.from({ length: height }, () =>
    new Array<GridSpace | null>(width).fill(null),
  );
  placements.forEach((placement, index) => {
    const { slot, tile, face } = placement;
    if (slot.x < 0 || slot.y < 0 || slot.x >= size.columns || slot.y >= size.rows) return;
    const left = slot.x * TILE_SPACES;
    const top = slot.y * TILE_SPACES;
    if (rows[top]![left] !== null) return;
    const spaces = faceOf(tile, face);
    if (!spaces) return;
    const rotation = placement.rotation ?? 0;
    for (let y = 0; y < TILE_SPACES; y++)
      for (let x = 0; x < TILE_SPACES; x++) {
        const to = rotatePoint({ x, y }, rotation);
        const space = rotateSpace(spaces.spaces[y]![x]!, rotation);
        // Built field by field: a spread here was slow in V8 (about 7 µs a space).
        const laid: GridSpace = {
          terrain: space.terrain,
          x: left + to.x,
          y: top + to.y,
          placement: index,
          tile,
          face,
          local: { x, y },
        };
        if (space.feature) laid.feature = space.feature;
        rows[top + to.y]![left + to.x] = laid;
      }
  });
  return { width, height, rows };
}
