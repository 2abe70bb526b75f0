/**
 * The Crypt of Chronos' figures in a simulation report: deaths by cause (which enemy or trap dealt
 * the last blow), damage taken, times SEEN, resources gathered and spent, Event Cards drawn, and
 * heat by space — where Lara was SEEN, hurt and killed, where each game ended, where enemies
 * spawned and where they walked to. Read from the engine's events and the states only.
 */
import type { CocEvent, CocState, NewGameOptions } from '../engine/coc/index.ts';
import { tally } from './stats.ts';
import { countSpace, named, type SpaceCounts } from './space-counts.ts';
import type { SimulationHook } from './sim-hook.ts';

interface CocFigures {
  deaths: Record<string, number>;
  damage: number;
  seen: number;
  /** By space (space-counts.ts: named "x,y" in the report). */
  heat: {
    seen: SpaceCounts;
    hurt: SpaceCounts;
    killed: SpaceCounts;
    spawned: SpaceCounts;
    /** Where an enemy's move ended, once per move. */
    walked: SpaceCounts;
    /** Where Lara stood when each game ended (won, lost or cut): adds up to the games. */
    ended: SpaceCounts;
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
    heat: {
      seen: new Map(),
      hurt: new Map(),
      killed: new Map(),
      spawned: new Map(),
      walked: new Map(),
      ended: new Map(),
    },
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
        countSpace(f.heat.seen, e.at ?? state.lara.at);
      } else if (e.type === 'damage') {
        const m = /^(.*): Lara takes \d+ damage/.exec(e.text);
        f.last = m ? causeOf(m[1]!) : 'unknown';
        countSpace(f.heat.hurt, state.lara.at);
      } else if (e.type === 'spawn' && e.at) countSpace(f.heat.spawned, e.at);
      else if ((e.type === 'enemyMoved' || e.type === 'enemyMove') && e.at) countSpace(f.heat.walked, e.at);
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
      countSpace(f.heat.killed, state.lara.at);
    }
    countSpace(f.heat.ended, state.lara.at);
    f.last = null;
    f.held = undefined;
  },
  series: {
    levels(prepared, level) {
      if (level.kind !== 'chapter') return undefined;
      // The engine orders a series by chapter number, one chapter a number (rule decision 144): the series
      // begun at the first chapter is the longest. The level asked for stands for its own number, even when
      // another chapter of that number comes first: its place is where the chapters after it (its own series'
      // tail) begin.
      const chaptersFrom = (id: string) =>
        prepared.newGame({ kind: 'chapter', id }, { seed: 'series', mode: 'series' }).state.series?.chapters ?? [];
      let order: string[] = [];
      for (const chapter of prepared.levels().filter((l) => l.kind === 'chapter')) {
        const chapters = chaptersFrom(chapter.id);
        if (chapters.length > order.length) order = chapters;
      }
      const tail = chaptersFrom(level.id).slice(1).join('\n');
      const at = order.findIndex((_, k) => order.slice(k + 1).join('\n') === tail);
      return at < 0 ? undefined : [...order.slice(0, at), level.id].map((id) => ({ kind: 'chapter', id }));
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
      heat: {
        seen: named(heat.seen),
        hurt: named(heat.hurt),
        killed: named(heat.killed),
        spawned: named(heat.spawned),
        walked: named(heat.walked),
        ended: named(heat.ended),
      },
    };
  },
};
