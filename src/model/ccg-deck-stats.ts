/**
 * Counts of a level deck for the designer's statistics: copies by location class and by danger,
 * and how many treasure and entrance rooms it holds. Cards the catalog does not know are counted
 * as "unknown".
 */
import type { CcgCardInfo } from './ccg-card-catalog.ts';
import type { CardCount } from './ccg-level-decks.ts';

export interface DeckCounts {
  total: number;
  byClass: Map<string, number>;
  byDanger: Map<string, number>;
  treasureRooms: number;
  entranceRooms: number;
}

export function deckCounts(cards: readonly CardCount[], catalog: ReadonlyMap<string, CcgCardInfo>): DeckCounts {
  const byClass = new Map<string, number>();
  const byDanger = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  let total = 0;
  let treasureRooms = 0;
  let entranceRooms = 0;
  for (const { card, count } of cards) {
    const info = catalog.get(card);
    total += count;
    add(byClass, info ? (info.locationClass ?? info.type) : 'unknown', count);
    add(byDanger, info?.danger === undefined ? 'unknown' : String(info.danger), count);
    if (info?.treasureRoom) treasureRooms += count;
    if (info?.entrance) entranceRooms += count;
  }
  const sorted = (m: Map<string, number>) =>
    new Map(
      [...m].sort(
        ([a], [b]) =>
          (Number.isNaN(Number(a)) ? 1 : 0) - (Number.isNaN(Number(b)) ? 1 : 0) ||
          Number(a) - Number(b) ||
          a.localeCompare(b),
      ),
    );
  return { total, byClass: sorted(byClass), byDanger: sorted(byDanger), treasureRooms, entranceRooms };
}
