/** What every rules module is handed: the content, the level read for play, the state being changed, the events so far.
 * */
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
  /** No events are built (bots that read none): their texts were a fifth of an action's time. */
  quiet?: boolean;
}

/** Tells what happened: the event is built only when someone listens (not `quiet`). */
export function say(ctx: Ctx, event: () => CcgEvent): void {
  if (!ctx.quiet) ctx.events.push(event());
}
