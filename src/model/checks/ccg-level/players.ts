import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { ccgLevels, entranceSetups, isObj, joinAnd, posInt, type Obj } from './read.ts';

/** The player range makes sense, and exactly one entrance setup applies to each number of players. */
export const ccgLevelPlayers: Check = {
  name: 'ccg level players',
  run(context) {
    return ccgLevels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const error = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
      const players = isObj(level.item.players) ? level.item.players : {};
      const min = posInt(players.min);
      const max = posInt(players.max);
      if (min === undefined) return problems;
      if (max !== undefined && max < min) {
        error(level.at('players', 'max'), `The most players (${max}) is fewer than the fewest (${min}).`);
        return problems;
      }
      const setups = entranceSetups(level);
      if (setups.length === 0) return problems;
      const none: number[] = [];
      const reported = new Set<number>();
      // Conditions only use bounds and parity, so counts beyond every bound repeat with period 2.
      const last = Math.min(
        max ?? Infinity,
        Math.max(min, ...setups.flatMap((s) => [posInt(s.players?.min) ?? 0, posInt(s.players?.max) ?? 0])) + 2,
      );
      for (let n = min; n <= last; n++) {
        const fitting = setups.filter((s) => applies(s.players, n));
        if (fitting.length === 0) none.push(n);
        if (fitting.length > 1 && !reported.has(fitting[1]!.index)) {
          reported.add(fitting[1]!.index);
          const second = fitting[1]!;
          error(
            second.players
              ? level.at('entrances', 'setups', second.index, 'players')
              : level.at('entrances', 'setups', second.index),
            `Entrance setups ${fitting[0]!.index} and ${second.index} both apply to ${n} player${n === 1 ? '' : 's'}; give each setup numbers of players of its own.`,
          );
        }
      }
      if (none.length > 0) {
        const more = max === undefined && none[none.length - 1] === last ? ', and so on' : '';
        const range = max === undefined ? `${min} or more` : max === min ? `${min}` : `${min} to ${max}`;
        error(
          level.at('entrances', 'setups'),
          `No entrance setup applies to ${joinAnd(none)} player${none.length === 1 && none[0] === 1 ? '' : 's'}${more}; the level is for ${range} players.`,
        );
      }
      return problems;
    });
  },
};

function applies(condition: Obj | undefined, n: number): boolean {
  if (!condition) return true;
  const min = posInt(condition.min);
  const max = posInt(condition.max);
  if (min !== undefined && n < min) return false;
  if (max !== undefined && n > max) return false;
  if (condition.parity === 'odd' && n % 2 === 0) return false;
  if (condition.parity === 'even' && n % 2 === 1) return false;
  return true;
}
