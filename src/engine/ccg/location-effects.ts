/**
 * What a location card does to a raider, from its data (rule decision 127): a heal works when her
 * move ends there, extra cards are drawn in her draw round there; effects written as text are shown
 * once, by hand, when the location is mapped (explore.ts).
 */
import { cardOf } from './content.ts';
import { say, type Ctx } from './context.ts';
import { heal } from './damage.ts';
import { placedAt, spotText } from './map.ts';
import type { RaiderState, Spot } from './types.ts';

function effectsHere(ctx: Ctx, r: RaiderState) {
  const placed = r.at && placedAt(ctx.state, r.at);
  return placed && placed.face === 'up' ? cardOf(ctx.content, placed.card) : undefined;
}

export function endOfMoveEffects(ctx: Ctx, r: RaiderState): void {
  const card = effectsHere(ctx, r);
  for (const e of card?.effects ?? []) if (e.type === 'heal') heal(ctx, r, e.hits, card!.name);
}

export function locationDraws(ctx: Ctx, r: RaiderState): number {
  return (effectsHere(ctx, r)?.effects ?? []).reduce((n, e) => n + (e.type === 'drawCards' ? e.cards : 0), 0);
}

/**
 * A raider leaves the location at `from` (through an exit by her move, or moved by a card): a location that turns
 * when left (`turnOnLeave`, Revolving Door: rule decision 549) turns a quarter clockwise, its exits with it.
 */
export function leaveLocation(ctx: Ctx, from: Spot): void {
  const placed = placedAt(ctx.state, from);
  if (!placed || placed.face !== 'up') return;
  const card = cardOf(ctx.content, placed.card);
  if (!card.effects.some((e) => e.type === 'turnOnLeave')) return;
  placed.rotation = ((placed.rotation ?? 0) + 90) % 360;
  say(ctx, () => ({
    type: 'turn',
    text: `${card.name} turns a quarter turn clockwise (${spotText(from)}).`,
    spot: from,
    card: placed.card,
  }));
}
