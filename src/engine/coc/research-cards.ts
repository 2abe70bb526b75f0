/**
 * Research Cards in play: a scroll's "when" (content) says when it may be played — in the Lara Phase,
 * on a roll just made, when a trap is drawn (the Event Phase's) — and its effects are carried out by
 * the effects interpreter. A played card goes to the Research discard pile.
 */
import type { Ctx } from './context.ts';
import { cardIdOf, cardOf } from './cards.ts';
import { pushEffects } from './effects.ts';
import { EngineError } from './types.ts';

const whenOf = (ctx: Ctx, card: string) => cardOf(ctx.content, 'research', cardIdOf(card)).when;

/** Research Cards Lara holds that may be played at this moment ("laraPhase", "afterRoll", "trapDrawn"). */
export function playable(ctx: Ctx, when: string): string[] {
  if (ctx.state.inventory.research.length === 0) return []; // most of the time (asked at every legal-actions call)
  const seen = new Set<string>();
  return ctx.state.inventory.research.filter(
    (c) => whenOf(ctx, c) === when && !seen.has(cardIdOf(c)) && seen.add(cardIdOf(c)),
  );
}

/** Plays a held card (by instance or card id) whose "when" is `when`. */
export function playResearch(ctx: Ctx, card: string, when: string): void {
  const hand = ctx.state.inventory.research;
  const i = hand.findIndex((c) => c === card || cardIdOf(c) === card);
  if (i < 0) throw new EngineError(`Lara holds no Research Card "${card}".`);
  const instance = hand[i]!;
  const item = cardOf(ctx.content, 'research', cardIdOf(instance));
  if (item.when !== when)
    throw new EngineError(`${item.name} cannot be played now (it is played ${String(item.when)}).`);
  hand.splice(i, 1);
  ctx.state.decks.researchDiscard.push(instance);
  ctx.events.push({ type: 'research', text: `Lara plays the Research Card "${item.name}".` });
  pushEffects(ctx, { kind: 'research', id: item.id, pointer: '/effects' });
}
