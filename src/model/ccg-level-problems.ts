/**
 * What the CCG level designer selects when a problem is clicked: the spot a fixed cell or an
 * entrance room is on, a level deck, or a field of the level's rules form. Problems carry JSON
 * Pointers relative to the level item (see level-problems.ts).
 */
import type { ContentItem } from './content.ts';
import { isObject, list } from './json-read.ts';
import { readSpot, type Spot } from './ccg-level-map.ts';

export type DesignerSelection =
  { kind: 'spot'; spot: Spot; setup?: number } | { kind: 'deck'; index: number } | { kind: 'rules'; pointer: string };

export function selectionFor(level: ContentItem, pointer: string): DesignerSelection {
  const fixed = /^\/fixedCells\/(\d+)(?=\/|$)/.exec(pointer);
  if (fixed) {
    const raw = list(level.fixedCells)[Number(fixed[1])];
    const spot = isObject(raw) ? readSpot(raw.cell) : undefined;
    if (spot) return { kind: 'spot', spot };
  }
  const room = /^\/entrances\/setups\/(\d+)\/rooms\/(\d+)(?=\/|$)/.exec(pointer);
  if (room) {
    const setups = list(isObject(level.entrances) ? level.entrances.setups : undefined);
    const raw = isObject(setups[Number(room[1])])
      ? list((setups[Number(room[1])] as { rooms?: unknown }).rooms)[Number(room[2])]
      : undefined;
    const spot = isObject(raw) ? readSpot(raw.cell) : undefined;
    if (spot) return { kind: 'spot', spot, setup: Number(room[1]) };
  }
  if (/^\/levelDeck\/deck(?=\/|$)/.test(pointer)) return { kind: 'deck', index: 0 };
  const deck = /^\/levelDeck\/decks\/(\d+)(?=\/|$)/.exec(pointer);
  if (deck) return { kind: 'deck', index: Number(deck[1]) };
  if (/^\/levelDeck(\/decks)?$/.test(pointer)) return { kind: 'deck', index: 0 };
  return { kind: 'rules', pointer };
}
