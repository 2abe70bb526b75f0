/**
 * The Crypt of Chronos' figures in a simulation report: deaths by cause (which enemy or trap dealt
 * the last blow), damage taken, times SEEN, and heat by space — where Lara was SEEN, hurt and
 * killed, and where enemies spawned. Read from the engine's events and the final state only.
 */
import type { CocEvent, CocState } from '../engine/coc/index.ts';
import { tally } from './stats.ts';
import type { SimulationHook } from './sim-hooks.ts';

interface CocFigures {
  deaths: Record<string, number>;
  damage: number;
  seen: number;
  heat: {
    seen: Record<string, number>;
    hurt: Record<string, number>;
    killed: Record<string, number>;
    spawned: Record<string, number>;
  };
  /** The cause of the last damage of the game being played. */
  last: string | null;
  at: string;
}

const space = (p: { x: number; y: number }) => `${p.x},${p.y}`;

/** "Natla Tech e3 attacks from (7, 4)" → "Natla Tech"; a trap's or card's name stays as it is. */
export function causeOf(source: string): string {
  const enemy = /^(.*?) e\d+ attacks\b/.exec(source);
  return (enemy ? enemy[1]! : source).trim();
}

export const cocHook: SimulationHook<CocState, CocEvent, { seed: string }> = {
  options: (seed) => ({ seed }),
  seat: () => 0,
  length: (state) => state.round,
  start: (): CocFigures => ({
    deaths: {},
    damage: 0,
    seen: 0,
    heat: { seen: {}, hurt: {}, killed: {}, spawned: {} },
    last: null,
    at: '',
  }),
  observe(acc, state, events) {
    const f = acc as CocFigures;
    for (const e of events) {
      if (e.type === 'seen') {
        f.seen++;
        tally(f.heat.seen, space(e.at ?? state.lara.at));
      } else if (e.type === 'damage') {
        const m = /^(.*): Lara takes \d+ damage/.exec(e.text);
        f.last = m ? causeOf(m[1]!) : 'unknown';
        tally(f.heat.hurt, space(state.lara.at));
      } else if (e.type === 'spawn' && e.at) tally(f.heat.spawned, space(e.at));
    }
  },
  end(acc, state) {
    const f = acc as CocFigures;
    f.damage += state.damageTaken;
    if (state.status === 'lost') {
      tally(f.deaths, f.last ?? 'unknown');
      tally(f.heat.killed, space(state.lara.at));
    }
    f.last = null;
  },
  report(acc) {
    const { deaths, damage, seen, heat } = acc as CocFigures;
    return { deaths, damageTaken: damage, timesSeen: seen, heat };
  },
};
