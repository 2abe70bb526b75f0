/** What every rules module is handed: the content, the level read for play, the state being changed, the events so far. */
import type { CcgContent } from './content.ts';
import type { Level } from './level.ts';
import type { CcgEvent, CcgState } from './types.ts';

export interface Ctx {
  content: CcgContent;
  level: Level;
  state: CcgState;
  events: CcgEvent[];
  /** Series level index (0 outside a series). */
  seriesLevel: number;
}

export function say(ctx: Ctx, event: CcgEvent): void {
  ctx.events.push(event);
}
