/**
 * What every rule function is given: the content, the setup being played, the state (a copy owned by the call) and
 * the events so far.
 */
import type { AodSetup } from './content.ts';
import type { AodContent } from './content.ts';
import type { AodEvent, AodState, Figure } from './types.ts';

export interface Ctx {
  content: AodContent;
  setup: AodSetup;
  state: AodState;
  events: AodEvent[];
}

export function say(ctx: Ctx, type: string, text: string): void {
  ctx.events.push({ type, text });
}

/** A character's name as the setup gives it. */
export function nameOf(ctx: Ctx, figure: Figure | string): string {
  const id = typeof figure === 'string' ? figure : figure.character;
  return ctx.setup.characters.find((c) => c.id === id)?.name ?? id;
}

export const handLimit = (ctx: Ctx) => ctx.setup.handLimit ?? 7;
export const actionsPerTurn = (ctx: Ctx) => ctx.setup.actionsPerTurn ?? 3;
export const energyCost = (ctx: Ctx, what: 'open' | 'rotate' | 'move') => ctx.setup.energyCosts?.[what] ?? 1;
