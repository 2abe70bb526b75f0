/**
 * The Underworld's figures in a simulation report (issue 24): why games end, and which obstacles end
 * them — the obstacle Natla reached in the turn a game was lost, counted by region and name. The
 * seat that acts is the one a decision is asked of (decision 375); a game's length is its turns.
 */
import type { UwEvent, UwOptions, UwState } from '../engine/uw/index.ts';
import { tally } from './stats.ts';
import type { SimulationHook } from './sim-hook.ts';

interface UwFigures {
  /** The obstacle Natla reached in the turn being played (region: name), if any. */
  current: string | undefined;
  turn: number;
  endedBy: Record<string, number>;
  lostAtObstacle: Record<string, number>;
  regionReached: Record<string, number>;
}

const NATLA = /^Natla moves to obstacle \d+: (.+)\.$/;

export const uwHook: SimulationHook<UwState, UwEvent, UwOptions, UwFigures> = {
  options: (seed, seats) => ({ seed, players: seats }),
  seat: (state) => state.pending?.player ?? state.active,
  length: (state) => state.turn,
  start: (): UwFigures => ({ current: undefined, turn: 0, endedBy: {}, lostAtObstacle: {}, regionReached: {} }),
  observe: (f, state, events) => {
    if (state.turn !== f.turn) {
      f.turn = state.turn;
      f.current = undefined;
    }
    for (const e of events) {
      const m = NATLA.exec(e.text);
      if (m) f.current = `${state.region}: ${m[1]}`;
    }
  },
  end: (f, state) => {
    tally(f.endedBy, state.outcome || 'not over');
    tally(f.regionReached, state.region);
    if (state.status === 'lost') tally(f.lostAtObstacle, f.current ?? 'no obstacle that turn');
    f.current = undefined;
    f.turn = 0;
  },
  report: (f) => {
    const { endedBy, lostAtObstacle, regionReached } = f;
    return { endedBy, lostAtObstacle, regionReached };
  },
};
