/**
 * The shape of a game's part of the simulation runner (simulate.ts), and the default for a game
 * without one. Imports only the game-module contract's types: each game's hook (coc-sim-hook.ts, …) and
 * the registry of hooks (sim-hooks.ts) both import it.
 */
import type { LevelRef, PreparedGame } from '../engine/core/game-module.ts';

/** S: the game's state; E: its events; O: its new-game options; F: the figures' accumulator. */
export interface SimulationHook<S, E, O, F = unknown> {
  /** A new game's options for this seed and number of seats. */
  options(seed: string, seats: number): O;
  /** The seat whose bot chooses the next action. */
  seat(state: S): number;
  /** How long the game was (in the game's own unit: rounds, turns), for the histogram. */
  length(state: S, actions: number): number;
  /** The figures' accumulator for a run of games. */
  start(): F;
  /** Sees every state after an action (and the first), with the events it gave. */
  observe(acc: F, state: S, events: readonly E[]): void;
  /** Sees each game's end. */
  end(acc: F, state: S, outcome: { over: boolean; winners: string[] }): void;
  /** The figures as plain JSON. */
  report(acc: F): Record<string, unknown>;
  /** Play as a series (SimulationRequest.series), for a game whose levels make one; left out: it cannot. */
  series?: SeriesHook<S, O>;
}

/** How a game plays a level as the last of its series, from the series' first level. */
export interface SeriesHook<S, O> {
  /** The levels a series ending at `level` plays, first to last; undefined when `level` is in no series. */
  levels(prepared: PreparedGame<S, unknown, unknown, O>, level: LevelRef): LevelRef[] | undefined;
  /** A series game's options for this seed and number of seats, playing `levels` in order. */
  options(seed: string, seats: number, levels: readonly LevelRef[]): O;
  /** How far a game got: the levels it reached and the levels it cleared (both counted from the first). */
  progress(state: S): { reached: number; cleared: number };
}

/** A game without a hook of its own: its options are `{ seed }`, seat 0 always acts, its length is the number of
 * actions. */
export const defaultHook: SimulationHook<unknown, unknown, unknown> = {
  options: (seed) => ({ seed }),
  seat: () => 0,
  length: (_state, actions) => actions,
  start: () => ({}),
  observe: () => {},
  end: () => {},
  report: () => ({}),
};
