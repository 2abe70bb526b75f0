/**
 * What the CCG random player (random-player.ts) sees of the map in a pick: where she heads (the treasure room, or her
 * entrance while she carries the treasure), how a move leads there (CLOSER, FARTHER), and the dead-end analysis
 * (map-reach.ts) looked up at most once a pick. It reads only the table: the map's face-up cards and their exits, where
 * cards lie face down (not what they are, but for the treasure room the level lays there in view of everyone).
 */
import type { Ctx } from './context.ts';
import { cardOf, type CcgContent } from './content.ts';
import { levelFor, type Level } from './level.ts';
import { indexAt, mapReach, mapReachCached, stepsToGoal, type MapReach, type ReachCache } from './map-reach.ts';
import type { CcgState, RaiderState, Spot } from './types.ts';

/**
 * Progress (see docs/ccg-engine.md "Random player and bench"): a raider who walks at random needs
 * hundreds of turns to find the treasure, so when it sees the state the player also prefers, among
 * the legal actions, a move that brings her closer to her goal spot — the treasure room while the
 * treasure is unfound (face up, or lying face down where the level or the rule of the last spot put it
 * in view of everyone), her entrance while she carries it (CLOSER) —, and rarely takes one that leads her
 * farther (FARTHER). Closer and farther go by the way the map shows (map-reach.ts stepsToGoal: along the
 * exits of face-up locations, then as the crow flies from an exit onto an unknown spot), not as the crow
 * flies: as the crow flies, half her moves on "introductory-tomb" stepped back where she had just come from,
 * facing the same obstacles again (ccgpath, 2026-11-29: tomb 669 → 299 actions a game, cave 291 → 169;
 * FARTHER 0.25: 240 and 95; seeds 1–300). Every legal action keeps a weight above 0. (A bias towards unexplored
 * spots was tried before: it did not shorten games on average, and led into more dead ends on "introductory-tomb".)
 */
export const CLOSER = 4;
export const FARTHER = 0.25;

export interface Progress {
  state: CcgState;
  content: CcgContent;
  /** A context of this state to look at the map with (one is made per pick when left out). */
  ctx?: Ctx;
  /** The level read for play (read from the content when left out). */
  level?: Level;
  /** One game's last dead-end analysis (map-reach.ts), reused while the map is unchanged. */
  reach?: ReachCache;
}

/** What one pick looked up, at most once (null: not looked up yet): the treasure room's spot, the map's dead ends, the
 * best test option. */
export interface Seen {
  room: Spot | undefined | null;
  reach: { ctx: Ctx; map: MapReach } | null;
  bestTest?: number;
  /** The first spot object indexIn looked for in this pick, and its map index. */
  indexSpot?: Spot;
  index?: number;
}

export function reachOf(
  { state, content, level, reach, ctx: given }: Progress,
  seen: Seen,
): { ctx: Ctx; map: MapReach } {
  if (!seen.reach) {
    const ctx: Ctx = given ?? {
      content,
      level: level ?? levelFor(content, state.level.id),
      state,
      events: [],
      seriesLevel: state.seriesLevel,
    };
    seen.reach = { ctx, map: reach ? mapReachCached(ctx, reach) : mapReach(ctx) };
  }
  return seen.reach;
}

/** The map index of the location at `spot` in the pick's map analysis (-1: none there: not cut off, no door reached
 * from it). */
export function indexIn(progress: Progress, seen: Seen, spot: Spot): number {
  // The first spot object asked for in a pick (her own spot, asked again for each of her moves) is looked for once.
  if (seen.indexSpot === spot) return seen.index!;
  const index = indexAt(reachOf(progress, seen).ctx, spot);
  if (seen.indexSpot === undefined) {
    seen.indexSpot = spot;
    seen.index = index;
  }
  return index;
}

/** Cut off (no way to an unknown spot) at map index `i`. */
export const cutOffAt = (map: MapReach, i: number) => i >= 0 && map.toUnknown[i] === Infinity;

/**
 * Exit steps from map index `i` to the nearest door, by the measure of `from`: doors not searched empty
 * if one can be reached from `from`, else any (a Look Again searches an empty one). Numbers read from
 * the analysis, no object per spot (an outlook object per spot was most of the player's garbage).
 */
export const doorStepsAt = (map: MapReach, from: number, i: number) =>
  i < 0 ? Infinity : from >= 0 && map.toDoor[from]! < Infinity ? map.toDoor[i]! : map.toAnyDoor[i]!;

/** Where the raider heads: the treasure room (face up or down) while the treasure is unfound, her entrance while she
 * carries it. */
export function goalSpot(progress: Progress, r: RaiderState, seen: Seen): Spot | undefined {
  const { state } = progress;
  if (r.carriesTreasure) return r.entrance;
  if (state.treasureFound) return undefined;
  if (seen.room === null) seen.room = treasureRoomSpot(progress);
  return seen.room;
}

/**
 * The spot of the first treasure room card on the map. With the game's reach cache it is kept: a
 * placed card never changes and the map only grows, so it is looked for again only when the map grew
 * (`state.map.find(…)` at every pick was a few % of a game).
 */
export function treasureRoomSpot({ state, content, reach }: Progress): Spot | undefined {
  const known = reach?.room;
  if (known && (known.spot || known.mapLength === state.map.length)) return known.spot;
  let spot: Spot | undefined;
  for (const p of state.map)
    if (cardOf(content, p.card).treasureRoom) {
      spot = p.spot;
      break;
    }
  if (reach) reach.room = { mapLength: state.map.length, spot };
  return spot;
}

export const distance = (a: Spot, b: Spot) => Math.abs(a.column - b.column) + Math.abs(a.depth - b.depth);

/**
 * The goal's weight of a move from `at` (map index `here`) to `to` (map index `there`, -1: an unknown spot): CLOSER
 * when it brings her closer to `goal` by the way the map shows (map-reach.ts stepsToGoal: along exits, then as the crow
 * flies from an exit onto an unknown spot), FARTHER when it takes her farther that way, else 1; where no exit leads on
 * from her location (cut off), CLOSER when closer as the crow flies, else 1.
 */
export function goalWeight(
  { state }: Progress,
  map: MapReach,
  goal: Spot,
  at: Spot,
  here: number,
  to: Spot,
  there: number,
): number {
  const steps = stepsToGoal(state, map, goal);
  const fromHere = here >= 0 ? steps[here]! : Infinity;
  if (fromHere === Infinity) return distance(to, goal) < distance(at, goal) ? CLOSER : 1;
  const fromThere = there >= 0 ? steps[there]! : distance(to, goal);
  return fromThere < fromHere ? CLOSER : fromThere > fromHere ? FARTHER : 1;
}
