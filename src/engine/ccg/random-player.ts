/**
 * A player that picks uniformly among the legal actions with its own seeded generator (kept apart
 * from the game's), to drive whole games in property tests and the bench. A game that has not
 * ended after `maxActions` actions is returned as it stands.
 */
import type { Pack } from '../../model/content.ts';
import { pick, randomInt, seedRandom } from '../core/random.ts';
import { applyAction, legalActions, newGame } from './index.ts';
import type { CcgAction, CcgState, LevelRef, NewGameOptions } from './types.ts';

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
  let state = newGame(pack, level, options);
  let actions = 0;
  while (state.status === 'playing' && actions < maxActions) {
    const legal = legalActions(pack, state);
    if (!legal.length) break;
    // Moving on is more useful than stopping: prefer a move over "stop" half the time.
    const moves = legal.filter((a) => a.type === 'move');
    const action = moves.length && randomInt(rng, 2) === 0 ? pick(rng, moves) : pick(rng, legal);
    const next = applyAction(pack, state, action).state;
    check?.(state, action, next);
    state = next;
    actions++;
  }
  return { state, actions, ended: state.status !== 'playing' };
}
