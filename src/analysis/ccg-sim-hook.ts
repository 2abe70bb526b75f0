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
  /** Hits dealt and deaths caused, by the name of their source (an obstacle, a card's effect). */
  hitsBySource: Record<string, number>;
  killsBySource: Record<string, number>;
  /** Obstacle cards laid on the map (by the deck or a rival), by card id. */
  obstaclesPlayed: Record<string, number>;
  /** Cards played from hand and items used, by card id. */
  cardsPlayed: Record<string, number>;
  found: boolean;
}

/** "Lara takes 2 hits (Giant Spider): 3 life left." → ["Giant Spider", 2]. */
const HIT = /takes (\d+) hits? \((.*)\): -?\d+ life left/;
/** "Lara dies (Giant Spider)." → "Giant Spider". */
const DEATH = /dies \((.*)\)\.$/;
/** A card instance id "pit-trap#2" → its card "pit-trap". */
const cardId = (id: string) => id.replace(/#\d+$/, '');

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
    hitsBySource: {},
    killsBySource: {},
    obstaclesPlayed: {},
    cardsPlayed: {},
    found: false,
  }),
  observe(acc, state, events) {
    const f = acc as CcgFigures;
    for (const e of events) {
      if (e.type === 'hit') {
        const m = HIT.exec(e.text);
        if (m) tally(f.hitsBySource, m[2]!, Number(m[1]));
      } else if (e.type === 'death') {
        const m = DEATH.exec(e.text);
        if (m) tally(f.killsBySource, m[1]!);
      } else if ((e.type === 'obstacle' || e.type === 'playObstacle') && e.card) tally(f.obstaclesPlayed, cardId(e.card));
      else if ((e.type === 'playCard' || e.type === 'useItem') && e.card) tally(f.cardsPlayed, cardId(e.card));
    }
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
    const f = acc as CcgFigures;
    return {
      winsBySeat: f.winsBySeat,
      winsByEntrance: f.winsByEntrance,
      gamesByEntrance: f.gamesByEntrance,
      reloads: f.deaths,
      treasureFoundTurn: f.treasureFoundTurn,
      hitsBySource: f.hitsBySource,
      killsBySource: f.killsBySource,
      obstaclesPlayed: f.obstaclesPlayed,
      cardsPlayed: f.cardsPlayed,
    };
  },
};
