/**
 * A player that picks at random among the legal actions (weighted, see WEIGHTS) with its own seeded generator (kept apart
 * from the game's), to drive whole games in property tests and the bench. A game that has not
 * ended after `maxActions` actions is returned as it stands.
 */
import type { Pack } from '../../model/content.ts';
import { pick, randomInt, seedRandom, type RandomState } from '../core/random.ts';
import { applyAction, applyActionInPlace, cloneState, legalActions, newGame } from './index.ts';
import type { CcgAction, CcgState, LevelRef, NewGameOptions } from './types.ts';

/**
 * How likely the player is to take an action of a type, relative to 1: a player who resets, stops
 * or skips her search at every chance would never finish a level, so those are rare.
 */
const WEIGHTS: Partial<Record<CcgAction['type'], number>> = { reset: 0.02, stop: 0.25, skipSearch: 0.05, noDiscovery: 0.2, noAttack: 0.5 };

export function weightedPick(rng: RandomState, actions: CcgAction[]): CcgAction {
  const weights = actions.map((a) => WEIGHTS[a.type] ?? 1);
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
  // Without `check` nobody looks at earlier states: one copy, then every action in place (same game).
  let state = check ? newGame(pack, level, options) : cloneState(newGame(pack, level, options));
  let actions = 0;
  while (state.status === 'playing' && actions < maxActions) {
    const legal = legalActions(pack, state);
    if (!legal.length) break;
    const action = weightedPick(rng, legal);
    if (check) {
      const next = applyAction(pack, state, action).state;
      check(state, action, next);
      state = next;
    } else applyActionInPlace(pack, state, action);
    actions++;
  }
  return { state, actions, ended: state.status !== 'playing' };
}
