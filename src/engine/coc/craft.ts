/**
 * The Craft Bench: recipes are content (kind "recipe": a cost in resources and effects). Crafting
 * is allowed at any time of the Lara Phase, even with every die spent. Tokens pay for one resource
 * each (Treasure for any), Multi-Treasure gives no change and leaves the game once spent.
 */
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { chooseTokens, paysFor, showToken, spendTokens } from './bag.ts';
import { pushEffects } from './effects.ts';
import { EngineError } from './types.ts';

/** A recipe's cost (resource → units), as its card gives it. */
export function recipeCost(ctx: Ctx, recipe: string): Map<string, number> {
  const card = cardOf(ctx.content, 'recipe', recipe);
  const cost = new Map<string, number>();
  for (const c of (card.cost as { resource: string; amount: number }[] | undefined) ?? []) cost.set(c.resource, (cost.get(c.resource) ?? 0) + c.amount);
  return cost;
}

/** The tokens that would pay for the recipe now (the cheapest way), or undefined. */
export const affordable = (ctx: Ctx, recipe: string) => chooseTokens(ctx.content, ctx.state.inventory.resources, recipeCost(ctx, recipe));

export function craft(ctx: Ctx, recipe: string, pay?: string[]): void {
  const card = cardOf(ctx.content, 'recipe', recipe);
  const cost = recipeCost(ctx, recipe);
  let tokens = pay;
  if (tokens) {
    const held = [...ctx.state.inventory.resources];
    for (const t of tokens) {
      const i = held.indexOf(t);
      if (i < 0) throw new EngineError(`Lara holds no ${showToken(t)} to pay with.`);
      held.splice(i, 1);
    }
    if (!paysFor(ctx.content, tokens, cost)) throw new EngineError(`${tokens.map(showToken).join(', ')} do not pay exactly for ${card.name}.`);
  } else tokens = affordable(ctx, recipe);
  if (!tokens) throw new EngineError(`Lara cannot pay for ${card.name}.`);
  spendTokens(ctx.state, tokens);
  ctx.events.push({ type: 'craft', text: `Lara crafts ${card.name}, paying ${tokens.map(showToken).join(', ')}.` });
  pushEffects(ctx, { kind: 'recipe', id: recipe, pointer: '/effects' });
}
