import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { ccgLevels, cellKey, cellText, entranceSetups } from './read.ts';

/** Entrance rooms lie in the entrance row (depth 1), inside the map, one per spot in each setup. */
export const ccgLevelEntrances: Check = {
  name: 'ccg level entrances',
  run(context) {
    return ccgLevels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const error = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
      for (const setup of entranceSetups(level)) {
        const taken = new Map<string, number>();
        setup.rooms.forEach((room, r) => {
          if (room.cell.depth !== 1)
            error(
              `${room.pointer}/cell/depth`,
              `Entrance rooms go in the entrance row, depth 1; this one is at depth ${room.cell.depth}.`,
            );
          if (level.width !== undefined && room.cell.column > level.width)
            error(
              `${room.pointer}/cell/column`,
              `Column ${room.cell.column} is outside the map, which is ${level.width} wide.`,
            );
          const earlier = taken.get(cellKey(room.cell));
          if (earlier !== undefined)
            error(
              `${room.pointer}/cell`,
              `Entrance room ${earlier} of this setup is already at ${cellText(room.cell)}; each entrance room needs a spot of its own.`,
            );
          else taken.set(cellKey(room.cell), r);
        });
      }
      return problems;
    });
  },
};
