/**
 * A player that picks at random among the legal actions (weighted, see WEIGHTS) with its own seeded generator (kept apart
 * from the game's), to drive whole games in property tests and the bench. A game that has not
 * ended after `maxActions` actions is returned as it stands.
 */
import type { Pack } from '../../model/content.ts';
import { pick, randomInt, seedRandom, type RandomState } from '../core/random.ts';
import { applyAction, applyActionInPlace, legalActions, newGame } from './index.ts';
import { cardOf, ccgContent, type CcgContent } from './content.ts';
import { placedAt, sameSpot, stepFrom } from './map.ts';
import type { CcgAction, CcgState, LevelRef, NewGameOptions, RaiderState, Spot } from './types.ts';

/**
 * How likely the player is to take an action of a type, relative to 1: a player who resets, stops
 * or skips her search at every chance would never finish a level, so those are rare.
 */
const WEIGHTS: Partial<Record<CcgAction['type'], number>> = { reset: 0.02, stop: 0.25, skipSearch: 0.05, noDiscovery: 0.2, noAttack: 0.5 };

/**
 * Progress (see docs/ccg-engine.md "Random player and bench"): a raider who walks at random needs
 * hundreds of turns to find the treasure, so when it sees the state the player also prefers, among
 * the legal actions, a move that brings her closer to her goal spot — the mapped treasure room while
 * the treasure is unfound, her entrance while she carries it (CLOSER) —, staying at the goal spot
 * (AT_GOAL, for a stop) and not playing a discovery in the treasure room before the treasure is found
 * (KEEP_ROOM: a discovery marks the room empty, and an empty room cannot be searched again). Every
 * legal action keeps a weight above 0. (A bias towards unexplored spots was tried: it did not
 * shorten games on average, and led into more dead ends on "introductory-tomb".)
 */
const CLOSER = 4;
const AT_GOAL = 8;
const KEEP_ROOM = 0.02;

export interface Progress {
  state: CcgState;
  content: CcgContent;
}

/** The mapped (face-up) treasure room's spot, looked up once a pick (null: not looked up yet). */
interface Seen {
  room: Spot | undefined | null;
}

/** Where the raider heads: the mapped treasure room while the treasure is unfound, her entrance while she carries it. */
function goalSpot({ state, content }: Progress, r: RaiderState, seen: Seen): Spot | undefined {
  if (r.carriesTreasure) return r.entrance;
  if (state.treasureFound) return undefined;
  if (seen.room === null) seen.room = state.map.find((p) => p.face === 'up' && cardOf(content, p.card).treasureRoom)?.spot;
  return seen.room;
}

const distance = (a: Spot, b: Spot) => Math.abs(a.column - b.column) + Math.abs(a.depth - b.depth);

function weightOf(a: CcgAction, progress: Progress | undefined, seen: Seen): number {
  const base = WEIGHTS[a.type] ?? 1;
  if (!progress) return base;
  const { state, content } = progress;
  const r = state.raiders[a.player ?? state.pending?.player ?? state.step?.player ?? -1];
  if (!r?.at) return base;
  if (a.type === 'move') {
    const to = stepFrom(r.at, a.side);
    const goal = goalSpot(progress, r, seen);
    return goal && distance(to, goal) < distance(r.at, goal) ? CLOSER : 1;
  }
  if (a.type === 'stop') {
    const goal = goalSpot(progress, r, seen);
    return goal && sameSpot(goal, r.at) ? AT_GOAL : base;
  }
  if (a.type === 'playDiscovery' && !state.treasureFound) {
    const here = placedAt(state, r.at);
    return here && cardOf(content, here.card).treasureRoom ? base * KEEP_ROOM : base;
  }
  return base;
}

/** Picks an action by weight (WEIGHTS; with `progress`, the state's progress weights above too). */
export function weightedPick(rng: RandomState, actions: CcgAction[], progress?: Progress): CcgAction {
  const seen: Seen = { room: null };
  const weights = actions.map((a) => weightOf(a, progress, seen));
  let r = (randomInt(rng, 1_000_000) / 1_000_000) * weights.reduce((x, y) => x + y, 0);
  for (let i = 0; i < actions.length; i++) {
    r -= weights[i]!;
    if (r < 0) return actions[i]!;
  }
  return pick(rng, actions);
}

export interface RandomGame {
  state: CcgState;
  actions: number;
  ended: boolean;
}

/** Plays from `state` (or a new game) until it ends; `check` sees every state reached (for invariants). */
export function playRandomGame(
  pack: Pack | readonly Pack[],
  level: LevelRef,
  options: NewGameOptions,
  playerSeed: number | string,
  maxActions = 3000,
  check?: (before: CcgState, action: CcgAction, after: CcgState) => void,
): RandomGame {
  const rng = seedRandom(`ccg-player:${playerSeed}`);
  const content = ccgContent(pack);
  // Without `check` nobody looks at earlier states: every action in place (the same game, no copies).
  let state = newGame(pack, level, options);
  let actions = 0;
  while (state.status === 'playing' && actions < maxActions) {
    const legal = legalActions(pack, state);
    if (!legal.length) break;
    const action = weightedPick(rng, legal, { state, content });
    if (check) {
      const next = applyAction(pack, state, action).state;
      check(state, action, next);
      state = next;
    } else applyActionInPlace(pack, state, action);
    actions++;
  }
  return { state, actions, ended: state.status !== 'playing' };
}
