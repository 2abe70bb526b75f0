/**
 * The Crypt of Chronos' figures in a simulation report: deaths by cause (which enemy or trap dealt
 * the last blow), damage taken, times SEEN, resources gathered and spent, Event Cards drawn, and
 * heat by space — where Lara was SEEN, hurt and killed, where each game ended, where enemies
 * spawned and where they walked to. Read from the engine's events and the states only.
 */
import type { CocEvent, CocState, NewGameOptions } from '../engine/coc/index.ts';
import { tally } from './stats.ts';
import type { SimulationHook } from './sim-hook.ts';

interface CocFigures {
  deaths: Record<string, number>;
  damage: number;
  seen: number;
  heat: {
    seen: Record<string, number>;
    hurt: Record<string, number>;
    killed: Record<string, number>;
    spawned: Record<string, number>;
    /** Where an enemy's move ended, once per move. */
    walked: Record<string, number>;
    /** Where Lara stood when each game ended (won, lost or cut): adds up to the games. */
    ended: Record<string, number>;
  };
  gathered: number;
  spent: number;
  cardsDrawn: number;
  /** The resources Lara held after the last action seen (undefined before a game's first state). */
  held: number | undefined;
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

export const cocHook: SimulationHook<CocState, CocEvent, NewGameOptions, CocFigures> = {
  options: (seed) => ({ seed }),
  seat: () => 0,
  length: (state) => state.round,
  start: (): CocFigures => ({
    deaths: {},
    damage: 0,
    seen: 0,
    heat: { seen: {}, hurt: {}, killed: {}, spawned: {}, walked: {}, ended: {} },
    gathered: 0,
    spent: 0,
    cardsDrawn: 0,
    held: undefined,
    last: null,
    at: '',
  }),
  observe(f, state, events) {
    for (const e of events) {
      if (e.type === 'seen') {
        f.seen++;
        tally(f.heat.seen, space(e.at ?? state.lara.at));
      } else if (e.type === 'damage') {
        const m = /^(.*): Lara takes \d+ damage/.exec(e.text);
        f.last = m ? causeOf(m[1]!) : 'unknown';
        tally(f.heat.hurt, space(state.lara.at));
      } else if (e.type === 'spawn' && e.at) tally(f.heat.spawned, space(e.at));
      else if ((e.type === 'enemyMoved' || e.type === 'enemyMove') && e.at) tally(f.heat.walked, space(e.at));
      else if (e.type === 'eventCard') f.cardsDrawn++;
    }
    const held = state.inventory.resources.length;
    if (f.held !== undefined) {
      if (held > f.held) f.gathered += held - f.held;
      else f.spent += f.held - held;
    }
    f.held = held;
  },
  end(f, state) {
    f.damage += state.damageTaken;
    if (state.status === 'lost') {
      tally(f.deaths, f.last ?? 'unknown');
      tally(f.heat.killed, space(state.lara.at));
    }
    tally(f.heat.ended, space(state.lara.at));
    f.last = null;
    f.held = undefined;
  },
  series: {
    levels(prepared, level) {
      if (level.kind !== 'chapter') return undefined;
      // The engine orders a series by chapter number: the series begun at the first chapter is the longest.
      let order: string[] = [];
      for (const chapter of prepared.levels().filter((l) => l.kind === 'chapter')) {
        const chapters = prepared.newGame(chapter, { seed: 'series', mode: 'series' }).state.series?.chapters ?? [];
        if (chapters.length > order.length) order = chapters;
      }
      const last = order.indexOf(level.id);
      return last < 0 ? undefined : order.slice(0, last + 1).map((id) => ({ kind: 'chapter', id }));
    },
    options: (seed, _seats, levels) => ({ seed, mode: 'series', series: levels.map((l) => l.id) }),
    progress(state) {
      const at = state.series?.index ?? 0;
      const done = state.status === 'won' || state.series?.advancing === true;
      return { reached: at + 1, cleared: at + (done ? 1 : 0) };
    },
  },
  report(f) {
    const { deaths, damage, seen, heat, gathered, spent, cardsDrawn } = f;
    return {
      deaths,
      damageTaken: damage,
      timesSeen: seen,
      resourcesGathered: gathered,
      resourcesSpent: spent,
      cardsDrawn,
      heat,
    };
  },
};
