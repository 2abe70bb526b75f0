import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import {
  isLocationType,
  layoutSize,
  levels,
  levelWord,
  placementsOf,
  showPoint,
  tilesById,
  type TileInfo,
} from './level-data.ts';

const PAIR_FACES: Record<string, string[]> = {
  'jungle-tomb': ['jungle', 'tomb'],
  'mountain-desert': ['mountain', 'desert'],
};

/** The location types a tile has faces for: by its pair, else by the faces it lists. */
function facesOf(tile: TileInfo): string[] {
  return (tile.pair && PAIR_FACES[tile.pair]) || Object.keys(tile.faces);
}

/**
 * Tiles in a layout: each inside the grid, one per slot, each numbered tile at most once (there is
 * one of each), the face shown is one the tile has, and it matches the level's location type
 * unless the level allows mixed faces. An unknown tile id is left to the references check.
 */
export const cocTilePlacements: Check = {
  name: 'coc tile placements',
  run(context) {
    const tiles = tilesById(context);
    return levels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const itemId = level.item.id;
      const size = layoutSize(level);
      const slots = new Map<string, number>();
      const used = new Map<string, number>();
      const report = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId });
      const placements = placementsOf(level);
      for (const p of placements) {
        if (p.slot) {
          if (p.slot.x >= size.columns || p.slot.y >= size.rows)
            report(
              `${p.at}/slot`,
              `Slot ${showPoint(p.slot)} is outside the grid, which is ${size.columns} × ${size.rows} tile slots (x 0–${size.columns - 1}, y 0–${size.rows - 1}). Move the tile or enlarge the grid's "size".`,
            );
          else {
            const key = `${p.slot.x},${p.slot.y}`;
            const earlier = slots.get(key);
            if (earlier !== undefined)
              report(
                `${p.at}/slot`,
                `Slot ${showPoint(p.slot)} already holds the tile placed in entry ${earlier} of "tiles"; two tiles cannot share a slot.`,
              );
            else slots.set(key, p.index);
          }
        }
        if (p.tile === undefined) continue;
        const earlier = used.get(p.tile);
        if (earlier !== undefined) {
          const slot = placements.find((q) => q.index === earlier)?.slot;
          report(
            `${p.at}/tile`,
            `Tile "${p.tile}" is already laid${slot ? ` in slot ${showPoint(slot)}` : ''} (entry ${earlier} of "tiles"). There is one of each numbered tile, so a layout can use it only once.`,
          );
        } else used.set(p.tile, p.index);
        const tile = tiles.get(p.tile);
        if (!tile || !isLocationType(p.face)) continue;
        const has = facesOf(tile);
        if (has.length > 0 && !has.includes(p.face)) {
          report(`${p.at}/face`, `Tile "${p.tile}" has a ${has.join(' face and a ')} face, but no ${p.face} face.`);
          continue;
        }
        const type = level.item.locationType;
        if (isLocationType(type) && p.face !== type && level.item.mixedFaces !== true)
          report(
            `${p.at}/face`,
            `This ${levelWord(level)} is a ${type} level, but tile "${p.tile}" shows its ${p.face} face. Turn the tile to a ${type} face, or set "mixedFaces": true to allow other faces.`,
          );
      }
      return problems;
    });
  },
};
