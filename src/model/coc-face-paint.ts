/**
 * Painting the spaces of a tile face: a brush sets a space's terrain or feature, and the space is
 * kept sensible (a slope is always on high ground; block holds no feature). Pure functions.
 */
import type { Facing, Space, TileFace } from './coc-grid.ts';
import { isObject, type JsonObject } from './json-read.ts';

export type Brush = 'low' | 'high' | 'block' | `slope-${Facing}` | 'quicksand' | 'plain';
export const BRUSHES: readonly Brush[] = [
  'low',
  'high',
  'block',
  'slope-N',
  'slope-E',
  'slope-S',
  'slope-W',
  'quicksand',
  'plain',
];

export function paintSpace(space: Space, brush: Brush): Space {
  if (brush === 'low' || brush === 'high' || brush === 'block') {
    const keep = space.feature && brush !== 'block' && (space.feature.type === 'quicksand' || brush === 'high');
    return keep ? { terrain: brush, feature: { ...space.feature! } } : { terrain: brush };
  }
  if (brush === 'quicksand')
    return { terrain: space.terrain === 'block' ? 'low' : space.terrain, feature: { type: 'quicksand' } };
  if (brush === 'plain') return { terrain: space.terrain };
  return { terrain: 'high', feature: { type: 'slope', downhill: brush.slice(6) as Facing } };
}

/** An all-low face. */
export function plainFace(): TileFace {
  return { spaces: [0, 1, 2].map(() => [0, 1, 2].map((): Space => ({ terrain: 'low' }))) };
}

/**
 * The tile item with one space of one face painted. The face's other fields (notes) are kept;
 * a face that cannot be read is replaced by an all-low face first.
 */
export function paintTile<T extends JsonObject>(tile: T, face: string, x: number, y: number, brush: Brush): T {
  const faces = isObject(tile.faces) ? tile.faces : {};
  const raw = isObject(faces[face]) ? faces[face] : {};
  const rows =
    Array.isArray(raw.spaces) && raw.spaces.length === 3 && raw.spaces.every((r) => Array.isArray(r) && r.length === 3)
      ? (raw.spaces as Space[][])
      : plainFace().spaces;
  const spaces = rows.map((row, ry) =>
    row.map((s, rx) =>
      rx === x && ry === y
        ? paintSpace(isObject(s) && typeof s.terrain === 'string' ? s : { terrain: 'low' }, brush)
        : s,
    ),
  );
  return { ...tile, faces: { ...faces, [face]: { ...raw, spaces } } };
}
