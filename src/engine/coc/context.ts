/** What every step of the engine works on: the level, the state being changed, the content, the events so far. */
import type { Level } from './level.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocEvent, CocState } from './types.ts';

export interface Ctx {
  level: Level;
  state: CocState;
  content: RulesContent;
  events: CocEvent[];
}

/**
 * The events of a quiet game: players that read no events (the random player, bots) pass it instead of a
 * list, and the engine then builds no event at all (every `events.push` asks `quiet` first) — their words
 * were a large share of an action's work. The game itself is the same: no rule reads the events.
 * It stays empty (emptied after every action, should an event still be pushed into it).
 */
export const QUIET: CocEvent[] = [];

/** Is nobody listening to these events (the quiet list)? Then no event need be built. */
export const quiet = (events: CocEvent[]): boolean => events === QUIET;
