/**
 * The CCG's figures in a simulation report: wins by seat and by entrance (is the level fair to
 * every seat and every entrance?), the turn the treasure was found, deaths (reloads), the obstacles
 * that hit raiders, heat by map spot (visited, hit, died, ended) and the map cards visited. Hot-seat
 * games seat one raider per bot (RAIDERS, in order, each with the pack's default deck); one seat
 * plays solitaire against the level's obstacle deck.
 */
import type { CcgEvent, CcgState, NewGameOptions, Spot } from '../engine/ccg/index.ts';
import { tally } from './stats.ts';
import type { SimulationHook } from './sim-hook.ts';

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
  /** Heat by map spot "column,depth" (heatmaps over the level's map). */
  heat: {
    /** Where raiders died (one per death; the reset button is not a death). */
    died: Record<string, number>;
    /** Where raiders were hit (by hits, as hitsBySource counts them). */
    hit: Record<string, number>;
    /** In how many games a raider stood on the spot at least once. */
    visited: Record<string, number>;
    /** Where each raider stood when the game ended (her last spot if she was off the map): adds up to games × seats. */
    ended: Record<string, number>;
  };
  /** The map cards (locations) raiders stood on, by card id: in how many games each was visited. */
  cardsVisited: Record<string, number>;
  found: boolean;
  /** This game: each raider's last spot on the map (by player), the spots and cards visited. */
  at: (Spot | null)[];
  spots: Set<string>;
  cards: Set<string>;
}

/** "Lara takes 2 hits (Giant Spider): 3 life left." → ["Giant Spider", 2]. */
const HIT = /takes (\d+) hits? \((.*)\): -?\d+ life left/;
/** "Lara dies (Giant Spider)." → "Giant Spider". */
const DEATH = /dies \((.*)\)\.$/;
/** A card instance id "pit-trap#2" → its card "pit-trap". */
const cardId = (id: string) => id.replace(/#\d+$/, '');
const spotKey = (s: Spot) => `${s.column},${s.depth}`;

export const ccgHook: SimulationHook<CcgState, CcgEvent, NewGameOptions, CcgFigures> = {
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
    heat: { died: {}, hit: {}, visited: {}, ended: {} },
    cardsVisited: {},
    found: false,
    at: [],
    spots: new Set(),
    cards: new Set(),
  }),
  observe(f, state, events) {
    for (const e of events) {
      if (e.type === 'hit') {
        const m = HIT.exec(e.text);
        if (m) {
          tally(f.hitsBySource, m[2]!, Number(m[1]));
          const spot = hitSpot(f, state, events, e.player);
          if (spot) tally(f.heat.hit, spotKey(spot), Number(m[1]));
        }
      } else if (e.type === 'death') {
        const m = DEATH.exec(e.text);
        if (m) {
          tally(f.killsBySource, m[1]!);
          if (e.spot) tally(f.heat.died, spotKey(e.spot));
        }
      } else if ((e.type === 'obstacle' || e.type === 'playObstacle') && e.card)
        tally(f.obstaclesPlayed, cardId(e.card));
      else if ((e.type === 'playCard' || e.type === 'useItem') && e.card) tally(f.cardsPlayed, cardId(e.card));
    }
    for (const r of state.raiders) {
      const was = f.at[r.player];
      if (!r.at || (was && was.column === r.at.column && was.depth === r.at.depth)) continue;
      f.at[r.player] = { column: r.at.column, depth: r.at.depth };
      f.spots.add(spotKey(r.at));
      const placed = placedAt(state, r.at);
      if (placed) f.cards.add(cardId(placed));
    }
    if (!f.found && state.treasureFound) {
      f.found = true;
      tally(f.treasureFoundTurn, state.turn);
    }
  },
  end(f, state) {
    f.found = false;
    for (const key of f.spots) tally(f.heat.visited, key);
    for (const card of f.cards) tally(f.cardsVisited, card);
    f.spots.clear();
    f.cards.clear();
    for (const raider of state.raiders) {
      const last = raider.at ?? f.at[raider.player];
      if (last) tally(f.heat.ended, spotKey(last));
      const entrance = `${raider.entrance.column},${raider.entrance.depth}`;
      tally(f.gamesByEntrance, entrance);
      f.deaths += raider.reloads;
      if (state.winners.includes(raider.player)) {
        tally(f.winsBySeat, raider.player);
        tally(f.winsByEntrance, entrance);
      }
    }
    f.at = [];
  },
  report(f) {
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
      heat: f.heat,
      cardsVisited: f.cardsVisited,
    };
  },
};

/** The card placed on a spot of the map, if any. */
function placedAt(state: CcgState, spot: Spot): string | undefined {
  for (const p of state.map) if (p.spot.column === spot.column && p.spot.depth === spot.depth) return p.card;
  return undefined;
}

/**
 * Where a raider was hit: where she stands after the action; if she died of it (off the map now), where
 * she died; else her last spot seen.
 */
function hitSpot(
  f: CcgFigures,
  state: CcgState,
  events: readonly CcgEvent[],
  player: number | undefined,
): Spot | null | undefined {
  const raider = state.raiders.find((r) => r.player === player);
  if (raider?.at) return raider.at;
  return (
    events.find((e) => e.type === 'death' && e.player === player && e.spot)?.spot ??
    (player === undefined ? undefined : f.at[player])
  );
}
