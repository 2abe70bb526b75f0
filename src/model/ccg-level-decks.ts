/**
 * The level deck(s) of a ccgLevel as the designer edits them, as pure functions on the item: one
 * deck, one per range of depths, one per group of columns, or a fixed map; card counts; splitting
 * a deck's depths or columns to add a deck; each deck's part of the map.
 */
import type { ContentItem } from './content.ts';
import { cloneJson, isObject, list, type JsonObject } from './json-read.ts';
import { mapSize, type Spot } from './ccg-level-map.ts';
import { setField } from './ccg-level-edit.ts';

export type DeckLayout = 'single' | 'byDepth' | 'byColumns' | 'fixedMap';
export const DECK_LAYOUTS: readonly DeckLayout[] = ['single', 'byDepth', 'byColumns', 'fixedMap'];

export interface CardCount {
  card: string;
  count: number;
}

export interface LevelDeckView {
  /** 0 for the single deck; the index in levelDeck.decks otherwise. */
  index: number;
  /** Path of the deck object inside the item. */
  path: (string | number)[];
  label: string;
  deck: JsonObject;
  cards: CardCount[];
  /** Total copies listed. */
  size: number;
  fromDepth?: number;
  toDepth?: number;
  columns?: number[];
  /** Whether a spot is drawn from this deck. */
  fills: (spot: Spot) => boolean;
}

export function deckLayout(level: ContentItem): DeckLayout | undefined {
  const layout = isObject(level.levelDeck) ? level.levelDeck.layout : undefined;
  return DECK_LAYOUTS.includes(layout as DeckLayout) ? (layout as DeckLayout) : undefined;
}

export function readCards(v: unknown): CardCount[] {
  return list(v).flatMap((e) =>
    isObject(e) && typeof e.card === 'string'
      ? [{ card: e.card, count: typeof e.count === 'number' && e.count >= 1 ? e.count : 1 }]
      : [],
  );
}

const posInt = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined);

export function levelDecks(level: ContentItem): LevelDeckView[] {
  const levelDeck = isObject(level.levelDeck) ? level.levelDeck : {};
  const view = (
    index: number,
    path: (string | number)[],
    deck: JsonObject,
    label: string,
    fills: (s: Spot) => boolean,
    extra: Partial<LevelDeckView> = {},
  ): LevelDeckView => {
    const cards = readCards(deck.cards);
    return {
      index,
      path,
      deck,
      cards,
      size: cards.reduce((n, c) => n + c.count, 0),
      label: typeof deck.name === 'string' && deck.name ? deck.name : label,
      fills,
      ...extra,
    };
  };
  if (levelDeck.layout === 'single' && isObject(levelDeck.deck))
    return [view(0, ['levelDeck', 'deck'], levelDeck.deck, 'Level deck', () => true)];
  if (levelDeck.layout === 'byDepth')
    return list(levelDeck.decks).flatMap((e, k) => {
      if (!isObject(e) || !isObject(e.deck)) return [];
      const from = posInt(e.fromDepth) ?? 1;
      const to = posInt(e.toDepth) ?? from;
      return [
        view(
          k,
          ['levelDeck', 'decks', k, 'deck'],
          e.deck,
          `Depths ${from}–${to}`,
          (s) => s.depth >= from && s.depth <= to,
          { fromDepth: from, toDepth: to },
        ),
      ];
    });
  if (levelDeck.layout === 'byColumns')
    return list(levelDeck.decks).flatMap((e, k) => {
      if (!isObject(e) || !isObject(e.deck)) return [];
      const columns = list(e.columns)
        .map(posInt)
        .filter((c): c is number => c !== undefined);
      return [
        view(
          k,
          ['levelDeck', 'decks', k, 'deck'],
          e.deck,
          `Columns ${columns.join(', ')}`,
          (s) => columns.includes(s.column),
          { columns },
        ),
      ];
    });
  return [];
}

/** Every card of every deck, counts added up, in first-seen order. */
function mergedCards(level: ContentItem): CardCount[] {
  const out = new Map<string, number>();
  for (const deck of levelDecks(level)) for (const c of deck.cards) out.set(c.card, (out.get(c.card) ?? 0) + c.count);
  return [...out].map(([card, count]) => ({ card, count }));
}

/** Changes how the map is drawn; the cards of the old deck(s) go into the first deck of the new layout. */
export function setDeckLayout(level: ContentItem, layout: DeckLayout): ContentItem {
  if (deckLayout(level) === layout) return level;
  const { width, depth } = mapSize(level);
  const first = levelDecks(level)[0]?.deck;
  const cards = mergedCards(level);
  const deck: JsonObject = { ...(first ? cloneJson(first) : {}), ...(cards.length ? { cards } : {}) };
  if (!cards.length) delete deck.cards;
  const all = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const next =
    layout === 'single'
      ? { layout, deck }
      : layout === 'byDepth'
        ? { layout, decks: [{ fromDepth: 1, toDepth: depth, deck }] }
        : layout === 'byColumns'
          ? { layout, decks: [{ columns: all(width), deck }] }
          : { layout };
  return setField(level, ['levelDeck'], next);
}

/** Adds a deck: the last depth range (or column group) that can be split gives its deeper half (or its last column). */
export function addDeck(level: ContentItem): ContentItem {
  const layout = deckLayout(level);
  const decks = list(isObject(level.levelDeck) ? level.levelDeck.decks : undefined);
  if (layout === 'byDepth') {
    for (let k = decks.length - 1; k >= 0; k--) {
      const e = decks[k];
      if (!isObject(e)) continue;
      const from = posInt(e.fromDepth);
      const to = posInt(e.toDepth);
      if (!from || !to || to <= from) continue;
      const split = Math.floor((from + to) / 2);
      const next = cloneJson(decks) as JsonObject[];
      next[k] = { ...next[k]!, toDepth: split };
      next.splice(k + 1, 0, { fromDepth: split + 1, toDepth: to, deck: {} });
      return setField(level, ['levelDeck', 'decks'], next);
    }
    return level;
  }
  if (layout === 'byColumns') {
    for (let k = decks.length - 1; k >= 0; k--) {
      const e = decks[k];
      const columns = isObject(e) ? list(e.columns) : [];
      if (columns.length < 2) continue;
      const next = cloneJson(decks) as JsonObject[];
      next[k] = { ...next[k]!, columns: columns.slice(0, -1) };
      next.splice(k + 1, 0, { columns: columns.slice(-1), deck: {} });
      return setField(level, ['levelDeck', 'decks'], next);
    }
  }
  return level;
}

/** Removes deck k of a layout with several; a depth range goes to the deck before (or after), columns to the first
 * deck. */
export function removeDeck(level: ContentItem, k: number): ContentItem {
  const decks = cloneJson(list(isObject(level.levelDeck) ? level.levelDeck.decks : undefined)) as JsonObject[];
  if (decks.length < 2 || !decks[k]) return level;
  const [gone] = decks.splice(k, 1);
  // The deck that takes over the removed one's part of the map takes its cards too.
  const heir = deckLayout(level) === 'byDepth' && k > 0 ? decks[k - 1]! : decks[0]!;
  if (deckLayout(level) === 'byDepth') {
    if (k > 0) heir.toDepth = gone!.toDepth;
    else heir.fromDepth = gone!.fromDepth;
  } else heir.columns = [...list(heir.columns), ...list(gone!.columns)].sort((a, b) => Number(a) - Number(b));
  const merged = new Map<string, number>();
  for (const c of [
    ...readCards(isObject(heir.deck) ? heir.deck.cards : undefined),
    ...readCards(isObject(gone!.deck) ? gone!.deck.cards : undefined),
  ])
    merged.set(c.card, (merged.get(c.card) ?? 0) + c.count);
  if (merged.size)
    heir.deck = {
      ...(isObject(heir.deck) ? heir.deck : {}),
      cards: [...merged].map(([card, count]) => ({ card, count })),
    };
  return setField(level, ['levelDeck', 'decks'], decks);
}

export function setDepthRange(level: ContentItem, k: number, fromDepth: number, toDepth: number): ContentItem {
  return setField(
    setField(level, ['levelDeck', 'decks', k, 'fromDepth'], fromDepth),
    ['levelDeck', 'decks', k, 'toDepth'],
    toDepth,
  );
}

export function setColumns(level: ContentItem, k: number, columns: number[]): ContentItem {
  return setField(
    level,
    ['levelDeck', 'decks', k, 'columns'],
    [...new Set(columns)].sort((a, b) => a - b),
  );
}

/**
 * Sets the copies of a card in a deck (0 takes it out); several entries of one card become one.
 * `key` names the card list in the object at the path: a deck's "cards", or a fixed map's "spareCards".
 */
export function setCardCount(
  level: ContentItem,
  deck: LevelDeckView | (string | number)[],
  card: string,
  count: number,
  key = 'cards',
): ContentItem {
  const path = Array.isArray(deck) ? deck : deck.path;
  const current = levelDeckAt(level, path);
  const cards = readCards(current?.[key]);
  const index = cards.findIndex((c) => c.card === card);
  const rest = cards.filter((c) => c.card !== card);
  const next =
    count > 0
      ? [
          ...rest.slice(0, index < 0 ? rest.length : index),
          { card, count },
          ...rest.slice(index < 0 ? rest.length : index),
        ]
      : rest;
  // A deck keeps an emptied list (it lists its cards); an optional list like the spare pile goes.
  return setField(
    level,
    [...path, key],
    next.length || (key === 'cards' && current?.cards !== undefined) ? next : undefined,
  );
}

export function addCardToDeck(
  level: ContentItem,
  deck: LevelDeckView | (string | number)[],
  card: string,
  copies = 1,
  key = 'cards',
): ContentItem {
  const path = Array.isArray(deck) ? deck : deck.path;
  const now = readCards(levelDeckAt(level, path)?.[key]).find((c) => c.card === card)?.count ?? 0;
  return setCardCount(level, path, card, now + copies, key);
}

/** A fixed map's optional pile of spare locations. */
export function spareCards(level: ContentItem): CardCount[] {
  return readCards(
    isObject(level.levelDeck) && level.levelDeck.layout === 'fixedMap' ? level.levelDeck.spareCards : undefined,
  );
}

function levelDeckAt(level: ContentItem, path: (string | number)[]): JsonObject | undefined {
  let node: unknown = level;
  for (const key of path)
    node = isObject(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  return isObject(node) ? node : undefined;
}

/** The deck a spot is drawn from, if any. */
export function deckOfSpot(level: ContentItem, spot: Spot): LevelDeckView | undefined {
  return levelDecks(level).find((d) => d.fills(spot));
}
