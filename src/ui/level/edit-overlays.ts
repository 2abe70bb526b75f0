/**
 * What the editor can lay over the board while a level is built, found by the engine itself (the
 * same rules as in play): each spawn point's sight area, as an enemy standing there facing the
 * spawn point's way would see (engine `sees`), and the spaces Lara can reach from her start with a
 * given number of move points (analysis/coc-reach.ts, which plays her steps and jumps).
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { LevelGrid, Point } from '../../model/coc-grid.ts';
import {
  cloneState,
  levelOf,
  newGame,
  rulesContent,
  sees,
  withScenarioItems,
  type Facing,
  type LevelRef,
} from '../../engine/coc/index.ts';
import { reachable } from '../../analysis/coc-reach.ts';

export interface EditOverlays {
  /** Per spawn point (by number), the spaces an enemy there sees. */
  sight: { spawn: number; at: Point; cells: Point[] }[];
  /** The spaces Lara can stop on, with the move points left. */
  reach: { at: Point; points: number }[];
  /** Why the level cannot be set up to find them (no Lara's start…), in the engine's words. */
  problem?: string;
}

/** The overlays of the draft `item`, as it stands, with `points` move points for Lara. */
export function editOverlays(packs: readonly Pack[], item: ContentItem, grid: LevelGrid, points: number): EditOverlays {
  try {
    // The draft laid over the packs: a new content for every call (the draft changes as it is edited).
    const content = rulesContent(withScenarioItems(packs, [item]));
    const ref = { kind: item.kind, id: item.id } as LevelRef;
    const level = levelOf(content, ref);
    const start = newGame(content, ref, { seed: 1 });
    const spaces = grid.rows.flat().filter((s) => s !== null && s.terrain !== 'block') as Point[];
    const sight = level.spawnPoints.map((s) => {
      const enemy = { at: s.at, facing: s.facing as Facing };
      return {
        spawn: s.number,
        at: s.at,
        cells: spaces
          .filter((p) => (p.x !== s.at.x || p.y !== s.at.y) && sees(level, start, enemy, p))
          .map((p) => ({ x: p.x, y: p.y })),
      };
    });
    // Lara at her start, in her phase, with `points` move points to spend, as after a MOVE roll.
    const moving = cloneState(start);
    moving.phase = 'lara';
    moving.pending = null;
    moving.move = { points, passing: false };
    const reach = [...reachable(content, moving).values()].map((r) => ({ at: r.at, points: r.points }));
    return { sight, reach };
  } catch (error) {
    return { sight: [], reach: [], problem: error instanceof Error ? error.message : String(error) };
  }
}
