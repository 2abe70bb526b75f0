/**
 * The CCG's figures in a simulation report: wins by seat and by entrance (is the level fair to
 * every seat and every entrance?), the turn the treasure was found, deaths (reloads), and the
 * obstacles that hit raiders. Hot-seat games seat one raider per bot (RAIDERS, in order, each with
 * the pack's default deck); one seat plays solitaire against the level's obstacle deck.
 */
import type { CcgEvent, CcgState, NewGameOptions } from '../engine/ccg/index.ts';
import { tally } from './stats.ts';
import type { SimulationHook } from './sim-hooks.ts';

/** The raiders seated in a hot-seat simulation, seat by seat. */
export const RAIDERS = ['lara-croft-spelunker', 'pierre', 'larsen', 'cowboy'];

interface CcgFigures {
  winsBySeat: Record<string, number>;
  winsByEntrance: Record<string, number>;
  gamesByEntrance: Record<string, number>;
  deaths: number;
  treasureFoundTurn: Record<string, number>;
  found: boolean;
}

export const ccgHook: SimulationHook<CcgState, CcgEvent, NewGameOptions> = {
  options: (seed, seats) =>
    seats > 1
      ? {
          seed,
          mode: 'hotSeat',
          players: Array.from({ length: seats }, (_, i) => ({ raider: RAIDERS[i % RAIDERS.length]! })),
        }
      : { seed },
  seat: (state) => state.pending?.player ?? state.order[state.active] ?? 0,
  length: (state) => state.turn,
  start: (): CcgFigures => ({
    winsBySeat: {},
    winsByEntrance: {},
    gamesByEntrance: {},
    deaths: 0,
    treasureFoundTurn: {},
    found: false,
  }),
  observe(acc, state) {
    const f = acc as CcgFigures;
    if (!f.found && state.treasureFound) {
      f.found = true;
      tally(f.treasureFoundTurn, state.turn);
    }
  },
  end(acc, state) {
    const f = acc as CcgFigures;
    f.found = false;
    for (const raider of state.raiders) {
      const entrance = `${raider.entrance.column},${raider.entrance.depth}`;
      tally(f.gamesByEntrance, entrance);
      f.deaths += raider.reloads;
      if (state.winners.includes(raider.player)) {
        tally(f.winsBySeat, raider.player);
        tally(f.winsByEntrance, entrance);
      }
    }
  },
  report(acc) {
    const { winsBySeat, winsByEntrance, gamesByEntrance, deaths, treasureFoundTurn } = acc as CcgFigures;
    return { winsBySeat, winsByEntrance, gamesByEntrance, reloads: deaths, treasureFoundTurn };
  },
};
