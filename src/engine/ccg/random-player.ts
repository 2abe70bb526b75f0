/**
 * A player that picks at random among the legal actions (weighted, see WEIGHTS) with its own seeded generator (kept
 * apart
 * from the game's), to drive whole games in property tests and the bench. A game that has not
 * ended after `maxActions` actions is returned as it stands.
 */
import { pick, randomInt, seedRandom, type RandomState } from '../core/random.ts';
import { applyAction, legalActions, newGame, quietTable } from './game.ts';
import { cardOf, type CcgContent } from './content.ts';
import type { Ctx } from './context.ts';
import { levelFor } from './level.ts';
import { placedAt, sameSpot, stepFrom } from './map.ts';
import { isUnknown, type ReachCache } from './map-reach.ts';
import {
  CLOSER,
  cutOffAt,
  doorStepsAt,
  goalSpot,
  goalWeight,
  indexIn,
  reachOf,
  type Progress,
  type Seen,
} from './random-map.ts';

// What it sees of the map (its goal, how a move leads there, the dead ends) is random-map.ts's.
export {
  CLOSER,
  FARTHER,
  distance,
  goalSpot,
  reachOf,
  treasureRoomSpot,
  type Progress,
  type Seen,
} from './random-map.ts';
import { ability } from './raider-stats.ts';
import { randomAdjustment } from './random-adjust.ts';
import { handLimit } from './draw-round.ts';
import { diceAbility } from './tests.ts';
import { legalInto } from './legal.ts';
import { LegalParts } from './legal-parts.ts';
import type { CcgAction, CcgState, LevelRef, NewGameOptions, RaiderState, TestOption } from './types.ts';

/**
 * How likely the player is to take an action of a type, relative to 1: a player who resets, stops
 * or skips her search at every chance would never finish a level, so those are rare.
 */
export const WEIGHTS: Partial<Record<CcgAction['type'], number>> = {
  reset: 0.02,
  stop: 0.25,
  skipSearch: 0.05,
  noDiscovery: 0.2,
  noAttack: 0.5,
};

/** CLOSER and FARTHER: see random-map.ts. Staying at the goal spot (AT_GOAL, for a stop) is likelier, and playing a
 * discovery in the treasure room before the treasure is found rarer (KEEP_ROOM: a detour — since rule decision 160 the
 * treasure can still be searched for in a room marked empty, so this only keeps the recorded games as they were). */
export const AT_GOAL = 8;
export const KEEP_ROOM = 0.02;

/**
 * Dead ends (map-reach.ts), while the treasure is unfound: on "introductory-tomb" two thirds of a
 * random raider's actions were spent on a map closed around her (no exit onto an unknown spot), where
 * only a Hidden Exit found at a door opens it. So a move from where the map is open into a location
 * cut off from it is rarer (TRAP); once cut off, a move closer to a door is likelier (CLOSER), at a
 * door a stop is likelier (AT_GOAL), a discovery that adds an exit is likelier there and any other
 * rarer (it would search the door empty: KEEP_ROOM), and so is discarding a card that adds an exit; an added exit onto
 * an unknown spot is likelier
 * (OPEN); and a reset that reloads her where the map is open is as likely as ending the turn (RELOAD).
 */
export const TRAP = 0.1;
export const OPEN = 8;
export const RELOAD = 1;

/**
 * Facing an obstacle, the test option where her dice beat the target by most on average is likelier
 * (BEST_TEST): a raider who picks her weakest ability dies again and again on the way to the treasure
 * room (on "introductory-tomb" some games reloaded 100 times). 12 since the seventh speed pass (was 4):
 * failed tests are most of a long game, and on seeds 1–100 games got shorter (cave 317 → 242 actions a
 * game, tomb 600 → 529; 40 was no better).
 */
export const BEST_TEST = 12;

/**
 * Where the map is still open, at a door, a discovery that adds no exit is rarer (KEEP_DOOR): it would search the door
 * empty, and if the map closes later only a door not searched empty can take a Hidden Exit (without Look Again). On
 * "introductory-tomb" a raider cut off spent ~6 turns a game at a door searched empty holding an exit card she could
 * not use (ccgpath, 2026-11-29: seeds 1–1,000, 249 → 226 actions a game; the cave unchanged).
 */
export const KEEP_DOOR = 0.2;

/**
 * Cut off at a door without a card in hand that adds an exit, a search cannot open the map, and any other discovery
 * found would rarely be played there (KEEP_ROOM): so skipping it is as likely as searching (SKIP_AT_DOOR, instead of
 * WEIGHTS' 0.05). On "introductory-tomb" such searches were ~9 of a game's ~240 actions, each with its answer
 * (ccgpath, 2026-11-29: seeds 1–1,000, 274 → 249 actions a game).
 */
export const SKIP_AT_DOOR = 1;

/**
 * A new hand (Fresh Start) throws away the cards she keeps for later (a Hidden Exit for a dead end), so
 * playing it is rare (REDRAW) unless her hand is full (no card would be drawn): played at every chance,
 * some games on "introductory-tomb" ran past 5,000 actions.
 */
export const REDRAW = 0.05;
export const FEWER_DICE = 0.1;

/** The test option with the best average margin (ability dice × 3.5 − target; the first of equals). */
export function bestTest(content: CcgContent, r: RaiderState, options: TestOption[]): number {
  // Each option's margin computed once (the best's was computed again at every comparison): the same numbers, the same
  // pick.
  let best = 0;
  let bestMargin = options.length ? ability(content, r, options[0]!.ability) * 3.5 - options[0]!.target : 0;
  for (let i = 1; i < options.length; i++) {
    const margin = ability(content, r, options[i]!.ability) * 3.5 - options[i]!.target;
    if (margin > bestMargin) {
      best = i;
      bestMargin = margin;
    }
  }
  return best;
}

/**
 * WEIGHTS[type] ?? 1, written out (a keyed read of WEIGHTS with every action's type was a few % of a
 * bot game); ccg-speed6-shortcuts compares the two for every action type.
 */
export function baseWeight(type: CcgAction['type']): number {
  switch (type) {
    case 'reset':
      return 0.02;
    case 'stop':
      return 0.25;
    case 'skipSearch':
      return 0.05;
    case 'noDiscovery':
      return 0.2;
    case 'noAttack':
      return 0.5;
    default:
      return 1;
  }
}

/** The action types whose weight may depend on the state (weightOf below); any other keeps its baseWeight. */
const looksAtState = (type: CcgAction['type']) =>
  type === 'move' ||
  type === 'stop' ||
  type === 'playDiscovery' ||
  type === 'test' ||
  type === 'chooseSide' ||
  type === 'reset' ||
  type === 'discard' ||
  type === 'skipSearch' ||
  type === 'playCard';

/**
 * Whether a card played for a test rolls another ability's dice (a `rollAbility` effect). Without one
 * among the test's cards diceAbility rolls the named ability, so the FEWER_DICE check below cannot lower
 * the weight: it is skipped (its two `ability` reads, each over every card in play, were a few % of a
 * bot game). ccg-speed7-shortcuts compares every test action's weight with the plain way.
 */
export function rollsAbility(content: CcgContent, cards: readonly string[]): boolean {
  for (const c of cards) for (const e of cardOf(content, c).effects) if (e.type === 'rollAbility') return true;
  return false;
}

/** She holds a card that adds an exit (a Hidden Exit): her own hand. */
const holdsExit = (content: CcgContent, r: RaiderState) =>
  r.hand.some((c) => cardOf(content, c).effects.some((e) => e.type === 'addExit'));

function weightOf(a: CcgAction, progress: Progress | undefined, seen: Seen): number {
  const base = baseWeight(a.type);
  if (!progress || !looksAtState(a.type)) return base;
  const { state, content } = progress;
  const r = state.raiders[a.player ?? state.pending?.player ?? state.step?.player ?? -1];
  if (!r?.at) return base;
  const exploring = !r.carriesTreasure && !state.treasureFound;
  if (a.type === 'move') {
    const to = stepFrom(r.at, a.side);
    const goal = goalSpot(progress, r, seen);
    const { map } = reachOf(progress, seen);
    const here = indexIn(progress, seen, r.at);
    const there = indexIn(progress, seen, to);
    const weight = goal ? goalWeight(progress, map, goal, r.at, here, to, there) : 1;
    if (!exploring) return weight;
    if (!cutOffAt(map, here)) return cutOffAt(map, there) ? weight * TRAP : weight;
    return doorStepsAt(map, here, there) < doorStepsAt(map, here, here) ? weight * CLOSER : weight;
  }
  if (a.type === 'stop') {
    const goal = goalSpot(progress, r, seen);
    if (goal && sameSpot(goal, r.at)) return AT_GOAL;
    if (!exploring) return base;
    const { map } = reachOf(progress, seen);
    const here = indexIn(progress, seen, r.at);
    return cutOffAt(map, here) && doorStepsAt(map, here, here) === 0 ? AT_GOAL : base;
  }
  if (a.type === 'playDiscovery' && !state.treasureFound) {
    const placed = placedAt(state, r.at);
    if (placed && cardOf(content, placed.card).treasureRoom) return base * KEEP_ROOM;
    if (!exploring) return base;
    const { map } = reachOf(progress, seen);
    const here = indexIn(progress, seen, r.at);
    const addsExit = cardOf(content, a.card).effects.some((e) => e.type === 'addExit');
    if (!cutOffAt(map, here)) return !addsExit && map.toAnyDoor[here] === 0 ? base * KEEP_DOOR : base;
    if (doorStepsAt(map, here, here) !== 0) return base;
    return addsExit ? base * OPEN : base * KEEP_ROOM;
  }
  // Cut off from every unknown spot, the card that opens an exit is kept, not discarded.
  if (
    a.type === 'discard' &&
    exploring &&
    a.cards.some((c) => cardOf(content, c).effects.some((e) => e.type === 'addExit'))
  ) {
    const { map } = reachOf(progress, seen);
    if (cutOffAt(map, indexIn(progress, seen, r.at))) return base * KEEP_ROOM;
  }
  if (a.type === 'skipSearch' && exploring && !holdsExit(content, r)) {
    const { map } = reachOf(progress, seen);
    const here = indexIn(progress, seen, r.at);
    return cutOffAt(map, here) && doorStepsAt(map, here, here) === 0 ? SKIP_AT_DOOR : base;
  }
  if (a.type === 'playCard' && cardOf(content, a.card).effects.some((e) => e.type === 'redrawHand'))
    return r.hand.length >= handLimit(content, r) ? base : base * REDRAW;
  if (a.type === 'test' && state.pending?.kind === 'test') {
    seen.bestTest ??= bestTest(content, r, state.pending.options);
    const weight = a.option === seen.bestTest ? base * BEST_TEST : base;
    // A card that rolls another ability's dice (Carpe Conundrum) is rarely played when it rolls fewer.
    const named = state.pending.options[a.option]?.ability;
    if (!a.cards?.length || !named || !rollsAbility(content, a.cards)) return weight;
    const rolled = diceAbility(
      content,
      r,
      named,
      a.cards.flatMap((c) => cardOf(content, c).effects),
    );
    return ability(content, r, rolled) < ability(content, r, named) ? weight * FEWER_DICE : weight;
  }
  if (a.type === 'chooseSide' && exploring && state.pending?.kind === 'side' && state.pending.effect === 'addExit')
    return isUnknown(reachOf(progress, seen).ctx, stepFrom(state.pending.spot, a.side)) ? OPEN : base;
  if (a.type === 'reset' && exploring) {
    const { map } = reachOf(progress, seen);
    if (cutOffAt(map, indexIn(progress, seen, r.at)))
      return cutOffAt(map, indexIn(progress, seen, r.savePoint ?? r.entrance)) ? base : RELOAD;
  }
  return base;
}

/** One action's weight in a pick (for tests: weightedPick computes them with what it looked up shared). */
export const actionWeight = (a: CcgAction, progress?: Progress): number =>
  weightOf(a, progress, { room: null, reach: null });

/** The progress weights of every action of one pick (what weightedPick draws from), for bots that reweigh them. */
export function pickWeights(actions: readonly CcgAction[], progress: Progress): number[] {
  const seen: Seen = { room: null, reach: null };
  return actions.map((a) => weightOf(a, progress, seen));
}

/** The weights of one pick, kept between picks (no array made per pick). */
const weights: number[] = [];

/** Picks an action by weight (WEIGHTS; with `progress`, the state's progress weights above too). */
export function weightedPick(rng: RandomState, actions: CcgAction[], progress?: Progress): CcgAction {
  if (actions.length === 1) {
    // One action: its weight (always above 0) is the whole total, so the number drawn picks it whatever it is.
    randomInt(rng, 1_000_000);
    return actions[0]!;
  }
  const seen: Seen = { room: null, reach: null };
  let total = 0; // summed from 0 in list order, as reduce did: the same float, the same pick
  for (let i = 0; i < actions.length; i++) total += weights[i] = weightOf(actions[i]!, progress, seen);
  let r = (randomInt(rng, 1_000_000) / 1_000_000) * total;
  for (let i = 0; i < actions.length; i++) {
    r -= weights[i]!;
    if (r < 0) return actions[i]!;
  }
  return pick(rng, actions);
}

/**
 * weightedPick over legal actions kept as parts (legal-parts.ts): the same weights, summed in the same order, the same
 * draws from `rng`, so the same pick; only the action picked is built.
 */
export function weightedPickParts(rng: RandomState, parts: LegalParts, progress: Progress): CcgAction {
  const n = parts.count;
  if (n === 1) {
    randomInt(rng, 1_000_000);
    return parts.actionAt(0);
  }
  const seen: Seen = { room: null, reach: null };
  let total = 0;
  for (let i = 0; i < n; i++) {
    const type = parts.typeAt(i);
    total += weights[i] = looksAtState(type) ? weightOf(parts.draftAt(i), progress, seen) : baseWeight(type);
  }
  let r = (randomInt(rng, 1_000_000) / 1_000_000) * total;
  for (let i = 0; i < n; i++) {
    r -= weights[i]!;
    if (r < 0) return parts.actionAt(i);
  }
  return parts.actionAt(randomInt(rng, n));
}

/** A random adjustment instead of `done`, half the time, while a by-hand decision is open (only with `adjustments`). */
function byHandPick(play: RandomPlay, ctx: Ctx, rng: RandomState): CcgAction | null {
  return play.adjustments && ctx.state.pending?.kind === 'manual' && randomInt(rng, 2) === 0
    ? randomAdjustment(ctx, rng)
    : null;
}

export interface RandomGame {
  state: CcgState;
  actions: number;
  ended: boolean;
}

export interface RandomPlay {
  /**
   * Also answer `manual` decisions with random `adjust` actions (random-adjust.ts): half the time one
   * adjustment instead of `done`. Off by default (the recorded games and the bench play without it).
   */
  adjustments?: boolean;
}

/** Plays from `state` (or a new game) until it ends; `check` sees every state reached (for invariants). */
export function playRandomGame(
  content: CcgContent,
  level: LevelRef,
  options: NewGameOptions,
  playerSeed: number | string,
  maxActions = 3000,
  check?: (before: CcgState, action: CcgAction, after: CcgState) => void,
  play: RandomPlay = {},
): RandomGame {
  const rng = seedRandom(`ccg-player:${playerSeed}`);
  const levelRead = levelFor(content, level.id);
  const reach: ReachCache = {};
  let state = newGame(content, level, options);
  let actions = 0;
  if (!check) {
    // Nobody looks at earlier states or events: every action in place, quiet (the same game, no
    // copies, no event texts), through one context for the whole game (quietTable).
    const table = quietTable(content, state);
    const progress: Progress = { state, content, level: levelRead, reach, ctx: table.ctx };
    // The legal actions as parts (no object per action; only the one picked is built).
    const parts = new LegalParts();
    while (state.status === 'playing' && actions < maxActions) {
      parts.clear();
      legalInto(table.ctx, parts);
      if (!parts.count) break;
      table.play(byHandPick(play, table.ctx, rng) ?? weightedPickParts(rng, parts, progress));
      actions++;
    }
    return { state, actions, ended: state.status !== 'playing' };
  }
  while (state.status === 'playing' && actions < maxActions) {
    const legal = legalActions(content, state);
    if (!legal.length) break;
    const byHand = byHandPick(
      play,
      { content, level: levelRead, state, events: [], seriesLevel: state.seriesLevel, quiet: true },
      rng,
    );
    const action = byHand ?? weightedPick(rng, legal, { state, content, level: levelRead, reach });
    const next = applyAction(content, state, action).state;
    check(state, action, next);
    state = next;
    actions++;
  }
  return { state, actions, ended: state.status !== 'playing' };
}
