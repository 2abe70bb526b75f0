/**
 * A player that picks uniformly among the legal actions with its own seeded generator (never
 * Math.random): property tests and `npm run bench` play whole games with it. The game's own
 * generator (in the state) rolls the dice; the player's generator only chooses.
 */
import { pick, seedRandom, type RandomState } from '../core/random.ts';
import { levelOf } from './level.ts';
import type { RulesContent } from './rules-content.ts';
import { pickLaraAction } from './legal-pick.ts';
import { applyAction, applyActionInPlace, legalActions, newGame } from './game.ts';
import type { CocAction, CocState, GameRef, NewGameOptions } from './types.ts';

export function randomAction(content: RulesContent, state: CocState, player: RandomState): CocAction | undefined {
  // Lara's own phase (most of a game's actions): only the action picked is built (legal-pick.ts).
  // (A multiplayer game lists its actions in full: the shared dice's splits are not counted there.)
  if (state.status === 'playing' && !state.pending && state.phase === 'lara' && !state.players)
    return pickLaraAction({ level: levelOf(content, state.level), state, content, events: [] }, player);
  const actions = legalActions(content, state);
  return actions.length ? pick(player, actions) : undefined;
}

export interface RandomGame {
  state: CocState;
  actions: number;
}

/**
 * Plays one game to its end (won or lost) or until `maxActions`. `onAction` sees every state
 * (after the action) — the property tests check their invariants there. Without `onAction` the
 * game is played in place (applyActionInPlace): the same game, faster.
 */
export function playRandomGame(
  content: RulesContent,
  level: GameRef,
  options: NewGameOptions,
  playerSeed: number | string,
  maxActions = 5000,
  onAction?: (before: CocState, action: CocAction, after: CocState) => void,
): RandomGame {
  const player = seedRandom(playerSeed);
  let state = newGame(content, level, options);
  let actions = 0;
  while (state.status === 'playing' && actions < maxActions) {
    const action = randomAction(content, state, player);
    if (!action) break;
    if (onAction) {
      const next = applyAction(content, state, action).state;
      onAction(state, action, next);
      state = next;
    } else {
      // No one looks at the earlier states: the game is played on one state, without a copy per action.
      applyActionInPlace(content, state, action);
    }
    actions++;
  }
  return { state, actions };
}
