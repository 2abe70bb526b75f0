import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { levels, tokensOf } from './level-data.ts';

/**
 * Spawn points: each number 1–6 at most once per layout (the schema keeps numbers in 1–6), the
 * boss spawn point names a spawn point of the layout, and no other enemy starts on it.
 */
export const cocSpawnPoints: Check = {
  name: 'coc spawn points',
  run(context) {
    return levels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const itemId = level.item.id;
      const seen = new Map<number, number>();
      const spawns = tokensOf(level).filter((t) => t.type === 'spawnPoint');
      for (const t of spawns) {
        const n = t.token.number;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 6) continue;
        const earlier = seen.get(n);
        if (earlier === undefined) seen.set(n, t.index);
        else
          problems.push({
            severity: 'error',
            pointer: `${t.at}/number`,
            message: `Spawn point ${n} is placed twice (also entry ${earlier} of "tokens"). The Enemy Dice names one spawn point per number, so give this one another number from 1 to 6.`,
            itemId,
          });
      }
      const boss = level.item.bossSpawnPoint;
      if (typeof boss === 'number' && Number.isInteger(boss) && boss >= 1 && boss <= 6) {
        if (!seen.has(boss))
          problems.push({
            severity: 'error',
            pointer: `${level.at}/bossSpawnPoint`,
            message: `The boss starts on spawn point ${boss}, but the layout has no spawn point ${boss}.`,
            itemId,
          });
        else {
          const t = spawns.find((s) => s.index === seen.get(boss))!;
          if (typeof t.token.enemy === 'string')
            problems.push({
              severity: 'error',
              pointer: `${t.at}/enemy`,
              message: `The boss starts on spawn point ${boss}, so no other enemy can start there; move "${t.token.enemy}" to another spawn point.`,
              itemId,
            });
        }
      }
      return problems;
    });
  },
};
