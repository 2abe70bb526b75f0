import type { Problem } from '../../problem.ts';
import { TILE_SPACES, step } from '../../coc-grid.ts';
import type { Check } from '../check.ts';
import { LOCATION_TYPES, isCount, isFacing, isObject } from './level-data.ts';

const DOWNHILL_WORD = { N: 'above it', E: 'to its right', S: 'below it', W: 'to its left' };

/**
 * Tiles: each number names one tile; a slippery slope is on a high space and, where its downhill
 * neighbour is on the same face, runs down onto a low space; features are never on block.
 */
export const cocTileFaces: Check = {
  name: 'coc tile faces',
  run({ items }) {
    const problems: Problem[] = [];
    const numbers = new Map<number, string>();
    for (const { item, index } of items) {
      if (item.kind !== 'tile') continue;
      const at = `/items/${index}`;
      const report = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId: item.id });
      if (isCount(item.number)) {
        const other = numbers.get(item.number);
        if (other !== undefined)
          report(`${at}/number`, `Tile number ${item.number} is also used by "${other}"; each number names one tile.`);
        else numbers.set(item.number, item.id);
      }
      if (!isObject(item.faces)) continue;
      for (const type of LOCATION_TYPES) {
        const face = item.faces[type];
        if (!isObject(face) || !Array.isArray(face.spaces)) continue;
        const rows = face.spaces as unknown[];
        const terrainAt = (x: number, y: number) => {
          const row = rows[y];
          const s = Array.isArray(row) ? row[x] : undefined;
          return isObject(s) ? s.terrain : undefined;
        };
        rows.forEach((row, y) => {
          if (!Array.isArray(row)) return;
          row.forEach((s: unknown, x) => {
            if (!isObject(s) || !isObject(s.feature)) return;
            const where = `${at}/faces/${type}/spaces/${y}/${x}/feature`;
            const f = s.feature;
            if (s.terrain === 'block')
              report(
                where,
                `${f.type === 'slope' ? 'A slope' : 'Quicksand'} cannot be on a block space: nobody ever stands there.`,
              );
            else if (f.type === 'slope' && s.terrain !== 'high')
              report(
                where,
                'A slippery slope must be on a high space: it carries whoever steps on it down to the low space below.',
              );
            else if (f.type === 'slope' && isFacing(f.downhill)) {
              const to = step({ x, y }, f.downhill);
              const inside = to.x >= 0 && to.y >= 0 && to.x < TILE_SPACES && to.y < TILE_SPACES;
              const below = inside ? terrainAt(to.x, to.y) : undefined;
              if (inside && typeof below === 'string' && below !== 'low')
                report(
                  `${where}/downhill`,
                  `The space downhill of this slope (${DOWNHILL_WORD[f.downhill]}) is ${below}; a slope must run down onto a low space.`,
                );
            }
          });
        });
      }
    }
    return problems;
  },
};
