/**
 * What a location card does to a raider, from its data (rule decision 127): a heal works when her
 * move ends there, extra cards are drawn in her draw round there; effects written as text are shown
 * once, by hand, when the location is mapped (explore.ts).
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { heal } from './damage.ts';
import { placedAt } from './map.ts';
import type { RaiderState } from './types.ts';

function effectsHere(ctx: Ctx, r: RaiderState) {
  const placed = r.at && placedAt(ctx.state, r.at);
  return placed && placed.face === 'up' ? cardOf(ctx.content, placed.card) : undefined;
}

export function endOfMoveEffects(ctx: Ctx, r: RaiderState): void {
  const card = effectsHere(ctx, r);
  for (const e of card?.effects ?? []) if (e.type === 'heal') heal(ctx, r, Number(e.hits) || 0, card!.name);
}

export function locationDraws(ctx: Ctx, r: RaiderState): number {
  return (effectsHere(ctx, r)?.effects ?? []).reduce((n, e) => n + (e.type === 'drawCards' ? Number(e.cards) || 0 : 0), 0);
}
