/**
 * What the playtest board draws, read from the session: the level (terrain from the level item,
 * tokens where the engine's state has them) and the figures — during an enemy or event phase
 * being played out, the figures stand where the events shown so far put them.
 */
import type { LevelGrid } from '../../model/coc-grid.ts';
import { gridOf, layoutOf, tileCatalog } from '../../model/coc-layout-edit.ts';
import { levelOf, type Level } from '../../engine/coc/index.ts';
import type { CocEvent, CocState, EnemyState } from '../../engine/coc/index.ts';
import type { PlaytestSession } from '../../store/playtest-session.ts';

const grids = new WeakMap<Level, LevelGrid>();

/** The engine's level and the drawable grid of its terrain (built once per level). */
export function levelAndGrid(session: PlaytestSession): { level: Level; grid: LevelGrid } {
  const level = levelOf(session.content, session.state.level);
  let grid = grids.get(level);
  if (!grid) grids.set(level, (grid = gridOf(layoutOf(level.item), tileCatalog(session.content.items))));
  return { level, grid };
}

export interface ShownFigures {
  enemies: EnemyState[];
  /** The events shown so far of the step being played out (all of them otherwise). */
  events: CocEvent[];
  /** The event just shown, to mark on the board. */
  latest: CocEvent | undefined;
}

/** The enemies as they stand after the events shown so far. */
export function shownFigures(session: PlaytestSession): ShownFigures {
  const state = session.state;
  const last = session.steps.at(-1);
  if (session.reveal === undefined || !last)
    return { enemies: state.enemies, events: last?.events ?? [], latest: undefined };
  const before: CocState = session.steps.at(-2)?.state ?? session.first;
  const events = last.events.slice(0, session.reveal + 1);
  const enemies = new Map(before.enemies.map((e) => [e.id, { ...e }]));
  for (const event of events) {
    const id = event.enemy;
    if (!id || !event.at) continue;
    const known = enemies.get(id);
    // The engine's events say where the enemy stands and which way it faces after each move or turn.
    if (known) {
      known.facing = event.facing ?? known.facing;
      known.at = { ...event.at };
    } else {
      const after = state.enemies.find((e) => e.id === id);
      if (after) enemies.set(id, { ...after, at: { ...event.at }, ...(event.facing ? { facing: event.facing } : {}) });
    }
  }
  return { enemies: [...enemies.values()], events, latest: events.at(-1) };
}

/** The part of the grid the board shows, in spaces: the laid tiles (and any token off them), not the layout's empty
 * slots. */
export interface Bounds {
  left: number;
  top: number;
  columns: number;
  rows: number;
}

const bounds = new WeakMap<LevelGrid, Bounds>();

/** The smallest box of spaces holding every laid tile and every token of the level; the whole grid when nothing is
 * laid. */
export function laidBounds(grid: LevelGrid, level: Level): Bounds {
  const known = bounds.get(grid);
  if (known) return known;
  const points = grid.rows.flatMap((row, y) => row.flatMap((s, x) => (s ? [{ x, y }] : [])));
  points.push(
    ...level.spawnPoints.map((s) => s.at),
    ...level.switches.map((s) => s.at),
    ...level.doors.map((d) => d.at),
    ...level.artifacts,
    ...level.barriers.map((b) => b.at),
    level.laraStart.at,
  );
  if (level.boulder) points.push(level.boulder);
  if (level.exit) points.push(level.exit);
  const inside = points.filter((p) => p.x >= 0 && p.y >= 0 && p.x < grid.width && p.y < grid.height);
  const box: Bounds = inside.length
    ? (() => {
        const xs = inside.map((p) => p.x);
        const ys = inside.map((p) => p.y);
        const left = Math.min(...xs);
        const top = Math.min(...ys);
        return { left, top, columns: Math.max(...xs) - left + 1, rows: Math.max(...ys) - top + 1 };
      })()
    : { left: 0, top: 0, columns: grid.width, rows: grid.height };
  bounds.set(grid, box);
  return box;
}
