/**
 * The "planner" player: Monte-Carlo search over sampled dice and cards. At each real decision of
 * Lara's (her phase with no move under way, or a pending decision with more than one answer) it
 * plays every candidate action in the same few sampled worlds (common random numbers: the hidden
 * order of the decks, the bag and the future dice drawn again from its own generator; bot-plan.ts
 * `determinize`), lets the careful player play on to the end of the enemies' turn, and takes the
 * action whose futures are worth most on average (bot-plan.ts `stateValue`). Steps within a MOVE
 * follow the careful player's route. Its budget is a number of futures per decision, never a time,
 * so the same seed gives the same game. With `oracle` it plays its futures on the true state (the
 * real deck order and dice): a bound on what perfect knowledge would give, for comparison.
 */
import { nextUint32, type RandomState } from '../core/random.ts';
import { carefulAction } from './bot-careful.ts';
import { determinize, stateValue } from './bot-plan.ts';
import { applyActionInPlace, cloneState, legalActions, type Content } from './game.ts';
import { levelOf } from './level.ts';
import { rulesContent } from './rules-content.ts';
import type { CocAction, CocState } from './types.ts';

export interface PlannerOptions {
  /** Futures played per decision, shared among its candidates (at least one each). */
  iterations: number;
  /** Most actions of one future (a safety bound; a future ends with the enemies' turn). */
  horizon?: number;
  oracle?: boolean;
}

export const DEFAULT_PLANNER: PlannerOptions = { iterations: 24, horizon: 400 };

/** What the careful player's choice gets before any future is played: ties go its way. */
const PRIOR = 0.75;

/** The candidates worth searching: Lara's choices without the free turns (a shot turns first by itself). */
function candidates(state: CocState, legal: CocAction[]): CocAction[] {
  if (state.pending) return legal;
  return legal.filter((a) => a.type !== 'turn' && a.type !== 'step' && a.type !== 'jump');
}

/** Plays a future from `state` (changed in place) with the careful player until the enemies have acted. */
function playOut(packs: Content, state: CocState, random: RandomState, horizon: number): void {
  const startRound = state.round;
  for (let n = 0; n < horizon && state.status === 'playing'; n++) {
    if ((state.phase === 'event' && !state.pending) || state.round > startRound) return;
    const action = carefulAction(packs, state, random);
    if (!action) return;
    applyActionInPlace(packs, state, action);
  }
}

export function plannerAction(
  packs: Content,
  state: CocState,
  random: RandomState,
  options: PlannerOptions = DEFAULT_PLANNER,
): CocAction | undefined {
  const legal = legalActions(packs, state);
  if (legal.length <= 1) return legal[0];
  if (state.phase === 'lara' && !state.pending && state.move) return carefulAction(packs, state, random);
  if (state.phase !== 'lara' && !state.pending) return carefulAction(packs, state, random);
  const choices = candidates(state, legal);
  const usual = carefulAction(packs, state, random);
  if (choices.length <= 1) return usual;
  const level = levelOf(packs, state.level);
  const content = rulesContent(packs);
  // The true state is one world: the oracle needs no second sample of it.
  const worlds = options.oracle ? 1 : Math.max(1, Math.floor(options.iterations / choices.length));
  const totals = new Float64Array(choices.length);
  for (let w = 0; w < worlds; w++) {
    // One world for every candidate: the same hidden order and the same dice to come.
    const world = options.oracle ? cloneState(state) : determinize(state, random);
    const seed: RandomState = [random[0], random[1], random[2], random[3]];
    choices.forEach((action, i) => {
      const future = cloneState(world);
      const player = seed.slice() as RandomState;
      try {
        applyActionInPlace(packs, future, action);
      } catch {
        totals[i]! -= 1e6;
        return;
      }
      playOut(packs, future, player, options.horizon ?? 400);
      totals[i]! += stateValue(level, future, content);
    });
    nextUint32(random);
  }
  let best = 0;
  let bestValue = -Infinity;
  const same = (a: CocAction, b: CocAction | undefined) => !!b && JSON.stringify(a) === JSON.stringify(b);
  choices.forEach((action, i) => {
    const value = totals[i]! / worlds + (same(action, usual) ? PRIOR : 0);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  });
  return choices[best];
}
