import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { ccgLevels, cellKey, cellText, entranceSetups, fixedCells } from './read.ts';

/** Fixed cells lie inside the map, one per spot, and not on an entrance room's spot. */
export const ccgLevelFixedCells: Check = {
  name: 'ccg level fixed cells',
  run(context) {
    return ccgLevels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const error = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
      const entranceAt = new Map<string, number>();
      for (const setup of entranceSetups(level))
        for (const room of setup.rooms)
          if (!entranceAt.has(cellKey(room.cell))) entranceAt.set(cellKey(room.cell), setup.index);
      const taken = new Map<string, number>();
      for (const fixed of fixedCells(level)) {
        const { cell } = fixed;
        let outside = false;
        if (level.width !== undefined && cell.column > level.width) {
          error(
            `${fixed.pointer}/cell/column`,
            `Column ${cell.column} is outside the map, which is ${level.width} wide.`,
          );
          outside = true;
        }
        if (level.depth !== undefined && cell.depth > level.depth) {
          error(`${fixed.pointer}/cell/depth`, `Depth ${cell.depth} is beyond the map, which is ${level.depth} deep.`);
          outside = true;
        }
        if (outside) continue;
        const key = cellKey(cell);
        const earlier = taken.get(key);
        if (earlier !== undefined) {
          error(
            `${fixed.pointer}/cell`,
            `Fixed cell ${earlier} is already at ${cellText(cell)}; a spot holds one card.`,
          );
          continue;
        }
        taken.set(key, fixed.index);
        const setup = entranceAt.get(key);
        if (setup !== undefined)
          error(
            `${fixed.pointer}/cell`,
            `An entrance room goes at ${cellText(cell)} (entrance setup ${setup}); a spot holds one card.`,
          );
      }
      return problems;
    });
  },
};
