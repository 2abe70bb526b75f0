/**
 * Where the map can still lead, as a player sees it (the random player's sense of a dead end; the
 * rulebook's "cut-off"): following exit arrows through face-up locations, how far is it to a location
 * with an exit onto an unknown spot (one without a face-up card, that a raider entering could map)?
 * A location from which none can be reached is cut off: only an added exit (a Hidden Exit found
 * there) opens the way, at a "door": a location with a side, without an exit, onto an unknown spot.
 * A door searched empty can only be searched again with a card that ignores the empty token.
 */
import type { Ctx } from './context.ts';
import { canMap, canMapUnplaced } from './explore.ts';
import { exitBits, isMapped, SIDES, STEP_COLUMN, STEP_DEPTH } from './map.ts';
import type { CcgState, PlacedLocation, Side, Spot } from './types.ts';

export interface MapReach {
  /** By map index: exit steps from a face-up location to the nearest one with an exit onto an unknown spot (Infinity:
   * cut off). */
  toUnknown: number[];
  /** By map index: exit steps to the nearest door not searched empty (Infinity: none can be reached). */
  toDoor: number[];
  /** By map index: exit steps to the nearest door, empty or not. */
  toAnyDoor: number[];
  /** By map index: the map indexes one exit step away (face-up locations only). */
  next: number[][];
  /** Exits onto unknown spots, flat: map index, then the unknown spot's column and depth. */
  openings: number[];
  /** The last goal asked of stepsToGoal, and its answer. */
  goal?: { column: number; depth: number; steps: number[] };
}

export const isUnknown = (ctx: Ctx, spot: Spot) => !isMapped(ctx.state, spot) && canMap(ctx, spot);

export function mapReach(ctx: Ctx): MapReach {
  const { map } = ctx.state;
  const { width, depth } = ctx.level;
  const n = map.length;
  const next: number[][] = [];
  const toUnknown: number[] = [];
  const toDoor: number[] = [];
  const toAnyDoor: number[] = [];
  const openings: number[] = [];
  // The first map index at each spot of the level (-1: none), as indexAt and placedAt find it: one pass over the map,
  // not two searches of it per side (the analysis was most of the random player's map work).
  // Plain arrays, not typed ones: a typed array is made through the runtime (its buffer), far dearer for ~20 cells.
  const at: number[] = new Array<number>(width * depth).fill(-1);
  for (let i = 0; i < n; i++) {
    next.push([]);
    toUnknown.push(Infinity);
    toDoor.push(Infinity);
    toAnyDoor.push(Infinity);
    const { column, depth: d } = map[i]!.spot;
    if (column >= 1 && column <= width && d >= 1 && d <= depth) {
      const k = (column - 1) * depth + (d - 1);
      if (at[k] === -1) at[k] = i;
    }
  }
  // isUnknown of each spot, worked out once a spot (0: not yet, 1: unknown, 2: not); it depends on the state alone.
  const unknown: number[] = new Array<number>(width * depth).fill(0);
  const byDepth: number[] = new Array<number>(ctx.state.levelDecks.length * (depth + 1)).fill(0);
  for (let i = 0; i < n; i++) {
    const placed = map[i]!;
    if (placed.face !== 'up') continue;
    const exits = exitBits(ctx, placed);
    for (let s = 0; s < 4; s++) {
      const column = placed.spot.column + STEP_COLUMN[s]!;
      const d = placed.spot.depth + STEP_DEPTH[s]!;
      if (column < 1 || column > width || d < 1 || d > depth) continue; // inMap
      const k = (column - 1) * depth + (d - 1);
      const j = at[k]!;
      if (unknown[k] === 0)
        unknown[k] = (j >= 0 ? map[j]!.face !== 'up' : canMapUnplaced(ctx, { column, depth: d }, byDepth)) ? 1 : 2;
      const open = unknown[k] === 1;
      if (!(exits & (1 << s))) {
        if (open) toAnyDoor[i] = 0;
        if (open && !placed.empty) toDoor[i] = 0;
      } else if (open) {
        toUnknown[i] = 0;
        openings.push(i, column, d);
      } else if (j >= 0) next[i]!.push(j);
    }
  }
  shortest(next, toUnknown);
  shortest(next, toDoor);
  shortest(next, toAnyDoor);
  return { toUnknown, toDoor, toAnyDoor, next, openings };
}

/**
 * By map index: about how many steps to `goal` (the random player's CLOSER), as the map shows the way: along exits
 * through face-up locations, then from an exit onto an unknown spot as the crow flies (what lies beyond is not known);
 * 0 at the goal, a location not face up (unknown) as the crow flies, Infinity where no exit leads on. Kept on the
 * analysis for its last goal (the map is unchanged while the analysis is).
 */
export function stepsToGoal(state: CcgState, map: MapReach, goal: Spot): number[] {
  const kept = map.goal;
  if (kept && kept.column === goal.column && kept.depth === goal.depth) return kept.steps;
  const steps: number[] = [];
  for (const p of state.map)
    steps.push(
      p.face !== 'up'
        ? Math.abs(p.spot.column - goal.column) + Math.abs(p.spot.depth - goal.depth)
        : p.spot.column === goal.column && p.spot.depth === goal.depth
          ? 0
          : Infinity,
    );
  const { openings } = map;
  for (let k = 0; k < openings.length; k += 3) {
    const i = openings[k]!;
    const far = 1 + Math.abs(openings[k + 1]! - goal.column) + Math.abs(openings[k + 2]! - goal.depth);
    if (far < steps[i]!) steps[i] = far;
  }
  shortest(map.next, steps);
  map.goal = { column: goal.column, depth: goal.depth, steps };
  return steps;
}

/** The last analysis of one game, reused while its map is unchanged (the random player asks at nearly every move). */
export interface ReachCache {
  last?: { key: number[]; reach: MapReach };
  /** The random player's treasure room spot (random-player.ts), looked for again when the map has grown. */
  room?: { mapLength: number; spot: Spot | undefined };
}

export function mapReachCached(ctx: Ctx, cache: ReachCache): MapReach {
  const last = cache.last;
  if (last && sameKey(ctx.state, last.key)) return last.reach;
  const reach = mapReach(ctx);
  cache.last = { key: mapKey(ctx.state), reach };
  return reach;
}

/**
 * What the analysis depends on, as numbers: the level decks and kept treasure spots (what may still be
 * mapped), and each location's face, rotation, empty token, added and blocked exits. Locations are only
 * ever added to the map, and a placed location's card and spot never change.
 */
function mapKey(state: CcgState): number[] {
  const key = [state.map.length, state.drawnTreasureSpots.length];
  for (const deck of state.levelDecks) key.push(deck.length);
  for (const p of state.map) key.push(locationKey(p));
  return key;
}

/** mapKey(state) equals `key`, checked without building it (asked at nearly every pick). */
function sameKey(state: CcgState, key: number[]): boolean {
  const { map, levelDecks } = state;
  if (
    key.length !== 2 + levelDecks.length + map.length ||
    key[0] !== map.length ||
    key[1] !== state.drawnTreasureSpots.length
  )
    return false;
  let k = 2;
  for (const deck of levelDecks) if (key[k++] !== deck.length) return false;
  for (const p of map) if (key[k++] !== locationKey(p)) return false;
  return true;
}

const locationKey = (p: PlacedLocation) =>
  (p.face === 'up' ? 1 : 0) |
  (p.empty ? 2 : 0) |
  (sidesMask(p.addedExits) << 2) |
  (sidesMask(p.blockedExits) << 6) |
  (((p.rotation ?? 0) / 90) << 10);

const sidesMask = (sides: Side[]) => {
  let mask = 0;
  for (const s of sides) mask |= 1 << SIDES.indexOf(s);
  return mask;
};

/** Distances along the exits to the nearest location at distance 0 (a few locations: relaxed until nothing changes). */
function shortest(next: number[][], dist: number[]): void {
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < next.length; i++)
      for (const j of next[i]!)
        if (dist[j]! + 1 < dist[i]!) {
          dist[i] = dist[j]! + 1;
          changed = true;
        }
  }
}

/** The map index of the location at `spot` (-1: none). */
export function indexAt(ctx: Ctx, spot: Spot): number {
  const { map } = ctx.state;
  for (let i = 0; i < map.length; i++)
    if (map[i]!.spot.column === spot.column && map[i]!.spot.depth === spot.depth) return i;
  return -1;
}
