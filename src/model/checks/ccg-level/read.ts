/**
 * Careful readers of ccgLevel items for the checks: every field is guarded, so a malformed item
 * yields fewer facts, never an exception. Depths count rows from the entrance row (depth 1).
 */
import { isObject, list, type JsonObject } from '../../json-read.ts';
import type { ContentItem } from '../../content.ts';
import { pointer } from '../../problem.ts';
import type { CheckContext } from '../check.ts';

export type Obj = JsonObject;
export const isObj = isObject;
export { list };
export const posInt = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A ccgLevel item of the pack with its pointer maker. */
export interface Level {
  item: ContentItem;
  index: number;
  /** Pointer into the pack document of a place inside this item. */
  at: (...tokens: (string | number)[]) => string;
  /** Map width and depth, when they are usable (within the schema's bounds: larger is reported there). */
  width?: number;
  depth?: number;
}

export function ccgLevels(context: CheckContext): Level[] {
  return context.items
    .filter(({ item }) => isObj(item) && item.kind === 'ccgLevel')
    .map(({ item, index }) => {
      const map = isObj(item.map) ? item.map : {};
      return {
        item,
        index,
        at: (...tokens) => pointer('items', index, ...tokens),
        width: within(posInt(map.width), MAX_WIDTH),
        depth: within(posInt(map.depth), MAX_DEPTH),
      };
    });
}

export interface Cell {
  column: number;
  depth: number;
}

export function readCell(v: unknown): Cell | undefined {
  if (!isObj(v)) return undefined;
  const column = posInt(v.column);
  const depth = posInt(v.depth);
  return column && depth ? { column, depth } : undefined;
}

export const cellKey = (c: Cell) => `${c.column},${c.depth}`;
export const cellText = (c: Cell) => `column ${c.column}, depth ${c.depth}`;
export const inMap = (level: Level, c: Cell) =>
  (level.width === undefined || c.column <= level.width) && (level.depth === undefined || c.depth <= level.depth);

/** Something put on the map at the start: an entrance room or a fixed cell. */
export interface Placement {
  cell: Cell;
  /** The card placed, when the level names one. */
  card?: string;
  /** Pointer (in the pack document) of the placement object. */
  pointer: string;
  kind: 'entrance' | 'fixedCard' | 'drawnTreasureRoom';
}

export interface EntranceSetup {
  index: number;
  players: Obj | undefined;
  rooms: Placement[];
}

export function entranceSetups(level: Level): EntranceSetup[] {
  const entrances = isObj(level.item.entrances) ? level.item.entrances : {};
  return list(entrances.setups).flatMap((setup, s) => {
    if (!isObj(setup)) return [];
    const rooms = list(setup.rooms).flatMap((room, r): Placement[] => {
      const cell = isObj(room) ? readCell(room.cell) : undefined;
      if (!cell || !isObj(room)) return [];
      const card = str(room.card);
      return [
        { cell, ...(card ? { card } : {}), pointer: level.at('entrances', 'setups', s, 'rooms', r), kind: 'entrance' },
      ];
    });
    return [{ index: s, players: isObj(setup.players) ? setup.players : undefined, rooms }];
  });
}

export function fixedCells(level: Level): (Placement & { index: number })[] {
  return list(level.item.fixedCells).flatMap((fixed, k): (Placement & { index: number })[] => {
    if (!isObj(fixed)) return [];
    const cell = readCell(fixed.cell);
    if (!cell) return [];
    const at = level.at('fixedCells', k);
    if (fixed.type === 'card') {
      const card = str(fixed.card);
      return [{ index: k, cell, ...(card ? { card } : {}), pointer: at, kind: 'fixedCard' }];
    }
    if (fixed.type === 'drawnTreasureRoom') return [{ index: k, cell, pointer: at, kind: 'drawnTreasureRoom' }];
    return [];
  });
}

/** One level deck with the part of the map it fills. */
export interface DeckInfo {
  deck: Obj;
  /** Pointer of the deck object. */
  pointer: string;
  /** How a message names the deck. */
  label: string;
  /** Whether a spot of the map is drawn from this deck. */
  fills: (c: Cell) => boolean;
}

export function levelDecks(level: Level): DeckInfo[] {
  const levelDeck = level.item.levelDeck;
  if (!isObj(levelDeck)) return [];
  const named = (deck: Obj, fallback: string) => (str(deck.name) ? `The deck "${deck.name as string}"` : fallback);
  if (levelDeck.layout === 'single' && isObj(levelDeck.deck))
    return [
      {
        deck: levelDeck.deck,
        pointer: level.at('levelDeck', 'deck'),
        label: named(levelDeck.deck, 'The level deck'),
        fills: () => true,
      },
    ];
  if (levelDeck.layout === 'byDepth')
    return list(levelDeck.decks).flatMap((entry, k) => {
      if (!isObj(entry) || !isObj(entry.deck)) return [];
      const from = posInt(entry.fromDepth);
      const to = posInt(entry.toDepth);
      if (!from || !to) return [];
      return [
        {
          deck: entry.deck,
          pointer: level.at('levelDeck', 'decks', k, 'deck'),
          label: named(entry.deck, `The deck for depths ${from} to ${to}`),
          fills: (c: Cell) => c.depth >= from && c.depth <= to,
        },
      ];
    });
  if (levelDeck.layout === 'byColumns')
    return list(levelDeck.decks).flatMap((entry, k) => {
      if (!isObj(entry) || !isObj(entry.deck)) return [];
      const columns = new Set(
        list(entry.columns)
          .map(posInt)
          .filter((c) => c !== undefined),
      );
      return [
        {
          deck: entry.deck,
          pointer: level.at('levelDeck', 'decks', k, 'deck'),
          label: named(entry.deck, `The deck for columns ${[...columns].join(', ')}`),
          fills: (c: Cell) => columns.has(c.column),
        },
      ];
    });
  return [];
}

/** The entries of a card list that have a card id, with their index and copies (1 when unreadable). */
export function cardEntries(v: unknown): { card: string; count: number; index: number }[] {
  return list(v).flatMap((entry, index) => {
    if (!isObj(entry) || !str(entry.card)) return [];
    return [{ card: entry.card as string, count: posInt(entry.count) ?? 1, index }];
  });
}

/** Every spot of the map, shallow rows first. */
export function mapCells(level: Level): Cell[] {
  const cells: Cell[] = [];
  if (!level.width || !level.depth) return cells;
  for (let depth = 1; depth <= level.depth; depth++)
    for (let column = 1; column <= level.width; column++) cells.push({ column, depth });
  return cells;
}

/** "3", "3 and 5", "3, 4 and 5". */
export function joinAnd(items: (string | number)[]): string {
  const parts = items.map(String);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The schema's bounds of a map; checks that walk the map ignore sizes beyond them. */
const MAX_WIDTH = 12;
const MAX_DEPTH = 30;
const within = (n: number | undefined, max: number) => (n !== undefined && n <= max ? n : undefined);
