/**
 * Each game's part of the simulation runner (simulate.ts): how a game is started for a number of
 * seats, whose seat acts, how long a game was, and the figures only that game has. A game without
 * a hook of its own gets the default (sim-hook.ts, where the shape of a hook is written).
 */
import type { GameId } from '../engine/games.ts';
import { cocHook } from './coc-sim-hook.ts';
import { ccgHook } from './ccg-sim-hook.ts';
import { uwHook } from './uw-sim-hook.ts';
import { aodHook } from './aod-sim-hook.ts';
import { defaultHook, type SimulationHook } from './sim-hook.ts';

export { defaultHook, type SimulationHook };

const HOOKS: Partial<Record<GameId, SimulationHook<never, never, unknown, unknown>>> = {
  coc: cocHook,
  ccg: ccgHook,
  uw: uwHook,
  aod: aodHook,
};

export function hookOf(game: GameId): SimulationHook<unknown, unknown, unknown> {
  return (HOOKS[game] ?? defaultHook) as SimulationHook<unknown, unknown, unknown>;
}
