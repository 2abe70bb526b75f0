/**
 * What the engine and the bots work out about one level and keep with it (`level.memo`): reused
 * buffers for boards and searches, the terrain's reversed moves, distance maps, planned routes and
 * the level's rules by challenge. Each part is filled by the one module that uses it, on first use;
 * it belongs to its Level, so it lives and dies with it (no cache keyed by the level's identity).
 * A part whose type names the Level is typed by its module (read there with `as`): this file imports
 * none of them, so that no import cycle runs through Level (tests/unit/layering.test.ts).
 */
export interface LevelMemo {
  /** movement.ts makeBoard's Board, reused (valid only until its next makeBoard on the level). */
  board: unknown;
  /** bot-route.ts scratchWalls's two buffers, reused. */
  walls: [Uint8Array, Uint8Array] | undefined;
  /** bot-route.ts: every move of the terrain, reversed (its Reverse). */
  reverse: unknown;
  /** bot-route.ts distancesTo's maps, by target and walls. */
  distances: Map<string, Int32Array> | undefined;
  /** bot-plan.ts planRoute's RoutePlans, by Lara's space and the tokens. */
  routes: unknown;
  /** enemy-path.ts's search buffers (its Scratch), reused. */
  paths: unknown;
  /** enemy-path-bound.ts's terrain steps and bounds (its Terrain). */
  terrain: unknown;
  /** level-rules.ts: the level's LevelRules by challenge + 1 (0: no challenge). */
  rules: unknown[];
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
