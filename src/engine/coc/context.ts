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
