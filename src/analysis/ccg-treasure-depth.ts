/**
 * Where the treasure room turns up in a CCG level: a Monte Carlo estimate made by laying out the
 * map many times from shuffled level decks with the seeded generator. The map is explored row by
 * row from the entrance row down, in a random order within each row (rule decision 101); a card
 * drawn for a spot shallower than its minimum depth goes back into its deck at a random place and
 * another is drawn; when only one spot is left where the treasure room may go, it is taken from
 * the deck and put there. A treasure room fixed on the map needs no simulation.
 */
import type { ContentItem } from '../model/content.ts';
import type { CcgCardInfo } from '../model/ccg-card-catalog.ts';
import { isObject, list } from '../model/json-read.ts';
import { readLevelMap, type MapCell } from '../model/ccg-level-map.ts';
import { levelDecks } from '../model/ccg-level-decks.ts';
import { randomInt, seedRandom, type RandomState } from '../engine/core/random.ts';

export interface TreasureDepthResult {
  runs: number;
  /** How many runs placed the treasure room at each depth (index 0 = depth 1). */
  byDepth: number[];
  /** Runs in which no treasure room was placed (none in the decks, or the map filled first). */
  none: number;
  /** The mean depth over the runs that placed one; undefined when none did. */
  mean?: number;
  /** The depth of a treasure room fixed on the map, when there is one. */
  fixedDepth?: number;
}

function shuffle<T>(random: RandomState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function treasureDepths(
  level: ContentItem,
  catalog: ReadonlyMap<string, CcgCardInfo>,
  runs = 2000,
  seed: number | string = 1,
): TreasureDepthResult {
  const map = readLevelMap(level, 0);
  const treasure = isObject(level.treasureRoom) ? level.treasureRoom : {};
  const named = new Set(list(treasure.cards).filter((c): c is string => typeof c === 'string'));
  const isTreasure = (id: string) => named.has(id) || !!catalog.get(id)?.treasureRoom;
  const treasureMin = typeof treasure.minimumDepth === 'number' ? treasure.minimumDepth : 1;
  const classMin = new Map<string, number>();
  for (const m of list(level.minimumDepths))
    if (isObject(m) && typeof m.class === 'string' && typeof m.depth === 'number') classMin.set(m.class, m.depth);
  const minimumOf = (id: string) =>
    Math.max(isTreasure(id) ? treasureMin : 1, classMin.get(catalog.get(id)?.locationClass ?? '') ?? 1);

  const cells = map.rows.flat();
  const byDepth = new Array<number>(map.depth).fill(0);
  const fixed = cells.find(
    (c) =>
      c.kind === 'drawnTreasureRoom' ||
      ((c.kind === 'card' || c.kind === 'entrance') && c.card !== undefined && isTreasure(c.card)),
  );
  if (fixed) {
    byDepth[fixed.spot.depth - 1] = runs;
    return { runs, byDepth, none: 0, mean: fixed.spot.depth, fixedDepth: fixed.spot.depth };
  }
  const decks = levelDecks(level);
  const placedCard = (c: MapCell) => (c.kind === 'card' || c.kind === 'entrance' ? c.card : undefined);
  // Each deck's pile: its cards, less those the setup places on its part of the map.
  const piles = decks.map((deck) => {
    const pile = deck.cards.flatMap((c) => new Array<string>(c.count).fill(c.card));
    for (const cell of cells) {
      const id = placedCard(cell);
      const at = id !== undefined && deck.fills(cell.spot) ? pile.indexOf(id) : -1;
      if (at >= 0) pile.splice(at, 1);
    }
    return pile;
  });
  const unknown = cells
    .filter((c) => c.kind === 'unknown')
    .map((c) => ({ spot: c.spot, deck: decks.findIndex((d) => d.fills(c.spot)) }));
  const isTreasureCard = new Map<string, boolean>();
  const minimum = new Map<string, number>();
  for (const pile of piles)
    for (const id of pile) {
      isTreasureCard.set(id, isTreasure(id));
      minimum.set(id, minimumOf(id));
    }
  const random = seedRandom(seed);
  let none = 0;
  let sum = 0;
  for (let run = 0; run < runs; run++) {
    const decksNow = piles.map((p) => shuffle(random, p.slice()));
    const rows = Array.from({ length: map.depth }, (_, d) =>
      shuffle(
        random,
        unknown.filter((u) => u.spot.depth === d + 1),
      ),
    );
    const order = rows.flat();
    // For each deck, the last spot in this order where a treasure room may go.
    const lastEligible = decks.map(() => -1);
    order.forEach((u, i) => {
      if (u.deck >= 0 && u.spot.depth >= treasureMin) lastEligible[u.deck] = i;
    });
    let found: number | undefined;
    for (let i = 0; i < order.length && found === undefined; i++) {
      const { spot, deck: k } = order[i]!;
      const pile = decksNow[k];
      if (!pile || pile.length === 0) continue;
      // The last spot of this deck's part where a treasure room may still go takes one.
      if (i === lastEligible[k] && pile.some((id) => isTreasureCard.get(id))) {
        found = spot.depth;
        break;
      }
      if (!pile.some((id) => minimum.get(id)! <= spot.depth)) continue;
      // Draw; a card too shallow for this spot goes back at a random place and another is drawn.
      for (;;) {
        const id = pile.pop()!;
        if (minimum.get(id)! <= spot.depth) {
          if (isTreasureCard.get(id)) found = spot.depth;
          break;
        }
        pile.splice(randomInt(random, pile.length + 1), 0, id);
      }
    }
    if (found === undefined) none++;
    else {
      byDepth[found - 1]!++;
      sum += found;
    }
  }
  return { runs, byDepth, none, ...(runs > none ? { mean: sum / (runs - none) } : {}) };
}
