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

/**
 * Tells what happened: the event is built only when someone listens (not `quiet`). The rules on a bot's every action
 * (the action round, tests, encounters, damage, the draw and search rounds) write it out instead,
 * `if (!ctx.quiet) ctx.events.push(event)`: an arrow that captures a function's variables makes V8 keep them in a
 * context object made at every call of that function, garbage even when quiet (ccgshape: ~7 % of the bytes).
 */
export function say(ctx: Ctx, event: () => CcgEvent): void {
  if (!ctx.quiet) ctx.events.push(event());
}
