import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { ccgLevels, isObj, joinAnd, list, posInt, type Level } from './read.ts';

/** Decks by depth or by columns cover every depth or column of the map once, and nothing outside it. */
export const ccgLevelDeckRegions: Check = {
  name: 'ccg level deck regions',
  run(context) {
    return ccgLevels(context).flatMap((level) => {
      const levelDeck = isObj(level.item.levelDeck) ? level.item.levelDeck : {};
      // Without a list of decks there is nothing to compare; the schema reports the missing list.
      if (!Array.isArray(levelDeck.decks)) return [];
      if (levelDeck.layout === 'byDepth') return byDepth(level, list(levelDeck.decks));
      if (levelDeck.layout === 'byColumns') return byColumns(level, list(levelDeck.decks));
      return [];
    });
  },
};

function byDepth(level: Level, decks: unknown[]): Problem[] {
  const problems: Problem[] = [];
  const error = (pointer: string, message: string) =>
    problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
  const owner = new Map<number, number>();
  decks.forEach((entry, k) => {
    if (!isObj(entry)) return;
    const from = posInt(entry.fromDepth);
    const to = posInt(entry.toDepth);
    if (from === undefined || to === undefined) return;
    if (to < from)
      return error(
        level.at('levelDeck', 'decks', k, 'toDepth'),
        `This deck's depths end at ${to}, before they start at ${from}.`,
      );
    if (level.depth !== undefined && to > level.depth)
      error(
        level.at('levelDeck', 'decks', k, 'toDepth'),
        `Depth ${to} is beyond the map, which is ${level.depth} deep.`,
      );
    const twice: number[] = [];
    for (let d = from; d <= to; d++) {
      if (owner.has(d)) twice.push(d);
      else owner.set(d, k);
    }
    if (twice.length > 0)
      error(
        level.at('levelDeck', 'decks', k, 'fromDepth'),
        `Depth${twice.length > 1 ? 's' : ''} ${ranges(twice)} ${twice.length > 1 ? 'are' : 'is'} already drawn from deck ${owner.get(twice[0]!)}; each depth is drawn from one deck.`,
      );
  });
  if (level.depth !== undefined) {
    const missing: number[] = [];
    for (let d = 1; d <= level.depth; d++) if (!owner.has(d)) missing.push(d);
    if (missing.length > 0)
      error(
        level.at('levelDeck', 'decks'),
        `No deck fills depth${missing.length > 1 ? 's' : ''} ${ranges(missing)}; every depth of the map needs a deck to be drawn from.`,
      );
  }
  return problems;
}

function byColumns(level: Level, decks: unknown[]): Problem[] {
  const problems: Problem[] = [];
  const error = (pointer: string, message: string) =>
    problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
  const owner = new Map<number, number>();
  decks.forEach((entry, k) => {
    if (!isObj(entry)) return;
    list(entry.columns).forEach((value, j) => {
      const column = posInt(value);
      if (column === undefined) return;
      const at = level.at('levelDeck', 'decks', k, 'columns', j);
      if (level.width !== undefined && column > level.width)
        return error(at, `Column ${column} is outside the map, which is ${level.width} wide.`);
      const earlier = owner.get(column);
      if (earlier !== undefined && earlier !== k)
        error(at, `Column ${column} is already filled from deck ${earlier}; each column is drawn from one deck.`);
      else owner.set(column, k);
    });
  });
  if (level.width !== undefined) {
    const missing: number[] = [];
    for (let c = 1; c <= level.width; c++) if (!owner.has(c)) missing.push(c);
    if (missing.length > 0)
      error(
        level.at('levelDeck', 'decks'),
        `No deck fills column${missing.length > 1 ? 's' : ''} ${joinAnd(missing)}; every column of the map needs a deck to be drawn from.`,
      );
  }
  return problems;
}

/** [1,2,3,7] → "1 to 3 and 7". */
function ranges(numbers: number[]): string {
  const parts: string[] = [];
  let start = numbers[0]!;
  let previous = start;
  for (const n of [...numbers.slice(1), NaN]) {
    if (n === previous + 1) {
      previous = n;
      continue;
    }
    parts.push(start === previous ? String(start) : `${start} to ${previous}`);
    start = previous = n;
  }
  return joinAnd(parts);
}
