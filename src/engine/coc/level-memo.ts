/**
 * What the engine and the bots work out about one level and keep with it (`level.memo`): reused
 * buffers for boards and searches, the terrain's reversed moves, distance maps, planned routes and
 * the level's rules by challenge. Each part is filled by the module that uses it, on first use; it
 * belongs to its Level, so it lives and dies with it (no cache keyed by the level's identity).
 */
import type { Board } from './movement.ts';
import type { Reverse } from './bot-route.ts';
import type { RoutePlan } from './bot-plan.ts';
import type { Scratch } from './enemy-path.ts';
import type { Terrain } from './enemy-path-bound.ts';
import type { LevelRules } from './level-rules.ts';

export interface LevelMemo {
  /** movement.ts makeBoard's board, reused (valid only until its next makeBoard on the level). */
  board: Board | undefined;
  /** bot-route.ts scratchWalls's two buffers, reused. */
  walls: [Uint8Array, Uint8Array] | undefined;
  /** bot-route.ts: every move of the terrain, reversed. */
  reverse: Reverse | undefined;
  /** bot-route.ts distancesTo's maps, by target and walls. */
  distances: Map<string, Int32Array> | undefined;
  /** bot-plan.ts planRoute's plans, by Lara's space and the tokens. */
  routes: Map<number | string, RoutePlan> | undefined;
  /** enemy-path.ts's search buffers, reused. */
  paths: Scratch | undefined;
  /** enemy-path-bound.ts's terrain steps and bounds. */
  terrain: Terrain | undefined;
  /** level-rules.ts: the level's rules by challenge + 1 (0: no challenge). */
  rules: (LevelRules | undefined)[];
}

/** An empty memo (every part undefined until first used), made with the level. */
export function levelMemo(): LevelMemo {
  return {
    board: undefined,
    walls: undefined,
    reverse: undefined,
    distances: undefined,
    routes: undefined,
    paths: undefined,
    terrain: undefined,
    rules: [],
  };
}
