/**
 * A ccgLevel item read for play: map size, depth ratings, which deck fills which spot, the depth
 * limits of cards, the goal and the solitaire rules. Reuses the level designer's readers
 * (src/model/ccg-level-map.ts, ccg-level-decks.ts) so both read a level the same way.
 */
import type { ContentItem } from '../../model/content.ts';
import type { Loose } from '../../model/item-types.ts';
import type { Deck } from '../../model/types.generated.ts';
import { mapSize, readLevelMap, type MapCell } from '../../model/ccg-level-map.ts';
import { levelDecks, readCards } from '../../model/ccg-level-decks.ts';
import { levelItem, type CcgContent, type Card, type CheckedLevel, type CheckedSeries } from './content.ts';
import type { CardCount, Spot } from './types.ts';

export type Goal =
  | { type: 'findTreasure' }
  | { type: 'retrieval' }
  | { type: 'bountyHunter'; pointsPerCreature: number; pointsPerTreasurePower: number; pointsPerTrap: number };

export interface SolitaireGoal {
  maxReloads?: number;
  maxTurns?: number;
  exploreEveryLocation?: boolean;
  removeAllCreatures?: boolean;
}

export interface Level {
  item: CheckedLevel;
  id: string;
  width: number;
  depth: number;
  /** The level's own starting depth rating (series levels add an offset in the state). */
  startingDepth: number;
  power: number;
  /** The decks in order, each with the cards it holds (built from the pack by its rules when it lists none). */
  decks: { cards: CardCount[]; fills: (s: Spot) => boolean }[];
  treasureRooms: string[] | null;
  treasureMinDepth: number;
  onlyOneTreasureRoom: boolean;
  classMinDepths: { class: string; depth: number; firstSeriesLevelOnly: boolean }[];
  goal: Goal;
  solitaireDeck: CardCount[] | null;
  solitaireGoal: SolitaireGoal;
  start: 'splitEvenly' | 'rollToChoose' | 'otherPlayersDeck';
  /** The series' depth offset per level (0 outside a series). */
  depthOffsetPerLevel: number;
  specialRules: string[];
  /** The starting cells of each entrance setup, read once (levelStartingCells): never changed, the state copies what it
   * keeps. */
  startingCells?: Map<number, readonly MapCell[]>;
}

/**
 * The level `id` read for play, read once per content and kept in it (`content.played`: newGame asks for it; reading
 * it was a large part of a new game's time). Never changed once read: the state copies what it keeps.
 */
export function levelFor(content: CcgContent, id: string): Level {
  let level = content.played.get(id) as Level | undefined;
  if (!level) content.played.set(id, (level = readLevel(levelItem(content, id), content)));
  return level;
}

// The level was checked against its schema (engine/core/checked-content.ts, rule decision 575): a field that is
// there has its type (an integer where the schema says so, a listed enum value), any may be missing (a draft),
// so each read gives the default of a missing field and nothing more.
export function readLevel(item: CheckedLevel, content: CcgContent): Level {
  const size = mapSize(item);
  const treasure = item.treasureRoom ?? {};
  const power = item.levelPower ?? 1;
  const goalRaw = item.goal ?? {};
  const goal: Goal =
    goalRaw.type === 'retrieval'
      ? { type: 'retrieval' }
      : goalRaw.type === 'bountyHunter'
        ? {
            type: 'bountyHunter',
            pointsPerCreature: goalRaw.pointsPerCreature ?? 1,
            pointsPerTreasurePower: goalRaw.pointsPerTreasurePower ?? 1,
            // Bonus deeds the engine counts (rule decision 161); the others are scored by hand.
            pointsPerTrap: (goalRaw.bonusPoints ?? [])
              .filter((b) => b.deed === 'removeTrap')
              .reduce((n, b) => n + (b.points ?? 0), 0),
          }
        : { type: 'findTreasure' };
  const solitaire = item.solitaire;
  const series: CheckedSeries = item.series ?? {};
  const level: Level = {
    item,
    id: item.id,
    width: size.width,
    depth: size.depth,
    startingDepth: size.startingDepth,
    power,
    decks: [],
    treasureRooms: treasure.cards ? [...treasure.cards] : null,
    treasureMinDepth: treasure.minimumDepth ?? 1,
    onlyOneTreasureRoom: treasure.onlyOne === true,
    classMinDepths: (item.minimumDepths ?? []).map((m) => ({
      class: String(m.class),
      depth: m.depth ?? 1,
      firstSeriesLevelOnly: m.firstSeriesLevelOnly === true,
    })),
    goal,
    solitaireDeck: solitaire ? readCards(solitaire.obstacleDeck) : null,
    solitaireGoal: solitaire?.goal ?? {},
    start: item.entrances?.start ?? 'splitEvenly',
    depthOffsetPerLevel: series.depthOffsetPerLevel ?? 0,
    specialRules: [...(item.specialRules ?? [])],
  };
  level.decks = levelDecks(item).map((d) => ({
    cards: d.cards.length ? d.cards : deckByRules(d.deck as Loose<Deck>, level, content),
    fills: d.fills,
  }));
  return level;
}

/**
 * A deck that gives only building rules (Freestyle, the pick-up levels): one copy of every location
 * card of the pack that the rules allow — rule decision 104. The deck is one of the checked level's.
 */
function deckByRules(deck: Loose<Deck>, level: Level, content: CcgContent): CardCount[] {
  const rules = deck.rules ?? {};
  const classes: readonly string[] | null = rules.classes ?? null;
  const excluded: readonly string[] = rules.excludedCards ?? [];
  const maxRoomPower = rules.maxTreasureRoomPower ?? level.power;
  const out: CardCount[] = [];
  for (const card of content.cards.values()) {
    if (card.type !== 'location' || excluded.includes(card.id)) continue;
    if (classes && !classes.includes(card.locationClass ?? 'generic') && !card.entrance) continue;
    if (
      card.treasureRoom &&
      (level.treasureRooms ? !level.treasureRooms.includes(card.id) : card.treasureRoom.power > maxRoomPower)
    )
      continue;
    out.push({ card: card.id, count: 1 });
  }
  return out;
}

/** The entrance setup for a number of players: the one asked for, else the first whose condition fits. */
export function entranceSetupFor(item: CheckedLevel, players: number, asked?: number): number {
  if (asked !== undefined) return asked;
  const setups = item.entrances?.setups ?? [];
  const i = setups.findIndex(({ players: p = {} }) => {
    if (p.min !== undefined && players < p.min) return false;
    if (p.max !== undefined && players > p.max) return false;
    if (p.parity === 'odd' && players % 2 === 0) return false;
    if (p.parity === 'even' && players % 2 === 1) return false;
    return true;
  });
  return i < 0 ? 0 : i;
}

/** The map cells the level lays out at the start, with the entrance rooms of one setup. */
export function startingCells(item: ContentItem, setup: number): MapCell[] {
  const map = readLevelMap(item, setup);
  return map.rows.flat().filter((c) => c.kind !== 'unknown');
}

/** startingCells of the level's own item, read once per level and setup (every new game asked for them again). */
export function levelStartingCells(level: Level, setup: number): readonly MapCell[] {
  const known = (level.startingCells ??= new Map());
  let cells = known.get(setup);
  if (!cells) known.set(setup, (cells = startingCells(level.item, setup)));
  return cells;
}

/** Whether a location card may be placed on a spot (depth limits; entrance rooms only by the setup). */
export function mayPlaceAt(level: Level, card: Card, spot: Spot, seriesLevel: number): boolean {
  if (card.entrance) return false;
  if (card.treasureRoom && spot.depth < level.treasureMinDepth) return false;
  for (const m of level.classMinDepths) {
    if (m.firstSeriesLevelOnly && seriesLevel > 0) continue;
    if (card.locationClass === m.class && spot.depth < m.depth) return false;
  }
  return true;
}

export const isTreasureRoom = (level: Level, card: Card) =>
  !!card.treasureRoom && (!level.treasureRooms || level.treasureRooms.includes(card.id));

export function deckIndexOf(level: Level, spot: Spot): number {
  return level.decks.findIndex((d) => d.fills(spot));
}
