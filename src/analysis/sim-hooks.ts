/**
 * Each game's part of the simulation runner (simulate.ts): how a game is started for a number of
 * seats, whose seat acts, how long a game was, and the figures only that game has. A game without
 * a hook of its own gets the default: its options are `{ seed }`, seat 0 always acts, and its
 * length is the number of actions.
 */
import type { GameId } from '../engine/games.ts';
import { cocHook } from './coc-sim-hook.ts';
import { ccgHook } from './ccg-sim-hook.ts';
import { uwHook } from './uw-sim-hook.ts';
import { aodHook } from './aod-sim-hook.ts';

export interface SimulationHook<S, E, O> {
  /** A new game's options for this seed and number of seats. */
  options(seed: string, seats: number): O;
  /** The seat whose bot chooses the next action. */
  seat(state: S): number;
  /** How long the game was (in the game's own unit: rounds, turns), for the histogram. */
  length(state: S, actions: number): number;
  /** The figures' accumulator for a run of games. */
  start(): unknown;
  /** Sees every state after an action (and the first), with the events it gave. */
  observe(acc: unknown, state: S, events: readonly E[]): void;
  /** Sees each game's end. */
  end(acc: unknown, state: S, outcome: { over: boolean; winners: string[] }): void;
  /** The figures as plain JSON. */
  report(acc: unknown): Record<string, unknown>;
}

export const defaultHook: SimulationHook<unknown, unknown, unknown> = {
  options: (seed) => ({ seed }),
  seat: () => 0,
  length: (_state, actions) => actions,
  start: () => ({}),
  observe: () => {},
  end: () => {},
  report: () => ({}),
};


const HOOKS: Partial<Record<GameId, SimulationHook<never, never, unknown>>> = { coc: cocHook, ccg: ccgHook, uw: uwHook, aod: aodHook };

export function hookOf(game: GameId): SimulationHook<unknown, unknown, unknown> {
  return (HOOKS[game] ?? defaultHook) as SimulationHook<unknown, unknown, unknown>;
}
