import type { Problem } from '../../problem.ts';
import { gridSpaces, spaceAt, step } from '../../coc-grid.ts';
import type { Check } from '../check.ts';
import { levelGrid, levels, showPoint, tilesById } from './level-data.ts';

const DIRECTION_WORD = { N: 'up', E: 'right', S: 'down', W: 'left' };

/**
 * A slope on the edge of a tile runs down onto whatever the next tile has there: after laying and
 * turning the tiles, each such slope should end on a low space (a warning; slopes that end on their
 * own face are the tile check's business).
 */
export const cocLevelSlopes: Check = {
  name: 'coc level slopes',
  run(context) {
    const tiles = tilesById(context);
    return levels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const grid = levelGrid(level, tiles);
      for (const s of gridSpaces(grid)) {
        if (s.feature?.type !== 'slope' || s.terrain !== 'high') continue;
        const to = step(s, s.feature.downhill);
        const below = spaceAt(grid, to);
        if (below?.placement === s.placement) continue;
        const where = `the slope at ${showPoint(s)} (tile "${s.tile}")`;
        const way = DIRECTION_WORD[s.feature.downhill];
        if (!below)
          problems.push({
            severity: 'warning',
            pointer: `${level.at}/layout/tiles/${s.placement}`,
            message: `${where.replace(/^./, 'T')} runs downhill ${way}, off the laid-out level: nobody can slide down it. Turn the tile or lay a tile next to it.`,
            itemId: level.item.id,
          });
        else if (below.terrain !== 'low')
          problems.push({
            severity: 'warning',
            pointer: `${level.at}/layout/tiles/${s.placement}`,
            message: `${where.replace(/^./, 'T')} runs downhill ${way} onto ${showPoint(below)}, a ${below.terrain} space; a slope should end on a low space. Turn one of the tiles.`,
            itemId: level.item.id,
          });
      }
      return problems;
    });
  },
};
