/**
 * The Craft Bench: recipes are content (kind "recipe": a cost in resources and effects). Crafting
 * is allowed at any time of the Lara Phase, even with every die spent. Tokens pay for one resource
 * each (Treasure for any), Multi-Treasure gives no change and leaves the game once spent.
 */
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { chooseTokens, isWild, paysFor, showToken, spendTokens, tokenOf } from './bag.ts';
import type { RulesContent } from './rules-content.ts';
import { pushEffects, runEffect, type Effect } from './effects.ts';
import { EFFECT_FUNCTIONS } from './effect-table.ts';
import { gearRulesOf, type Rule } from './gear-rules.ts';
import { gainAmmo } from './inventory.ts';
import { levelRules } from './level-rules.ts';
import { EngineError } from './types.ts';

/** A recipe's cost (resource → units), as its card gives it (the printed cost itself when no rule changes it: never
 * change it). */
export function recipeCost(
  ctx: Ctx,
  recipe: string,
  rules: readonly Rule[] = gearRulesOf(ctx, 'recipeCost'),
): ReadonlyMap<string, number> {
  const cost = printedCost(ctx.content, recipe);
  // Nevada: an outfit may set a one-resource recipe's amount (the last such rule counts).
  let amount: number | undefined;
  for (const r of rules) if (r.recipe === recipe && r.amount !== undefined && cost.size === 1) amount = r.amount;
  return amount === undefined ? cost : new Map([[[...cost.keys()][0]!, amount]]);
}

/** The cost on the recipe card, read once per card (kept in the content's index; shared: never changed). */
function printedCost(content: RulesContent, recipe: string): ReadonlyMap<string, number> {
  const costs = content.index.costs;
  let cost = costs.get(recipe);
  if (!cost) {
    const card = cardOf(content, 'recipe', recipe);
    const map = new Map<string, number>();
    for (const c of (card.cost as { resource: string; amount: number }[] | undefined) ?? [])
      map.set(c.resource, (map.get(c.resource) ?? 0) + c.amount);
    costs.set(recipe, (cost = map));
  }
  return cost;
}

/**
 * The recipes Lara can pay for now, in content order (the legal "craft" actions). What she holds is
 * counted once: a recipe whose cost exceeds the units that could pay it is refused without trying.
 */
export function craftable(ctx: Ctx): readonly string[] {
  const rules = gearRulesOf(ctx, 'recipeCost');
  const forbidden = levelRules(ctx.level, ctx.state).noCrafting;
  if (rules.length || forbidden.size) return craftableNow(ctx, rules, forbidden);
  // Nearly always no card changes a cost and the level forbids nothing: then the answer depends
  // only on the hand (its tokens in order), which changes far less often than the legal actions
  // are asked for. Remembered in the content's index (at most a thousand hands at a time).
  // The last hand asked about is compared first (no key built): it is nearly always the same.
  const held = ctx.state.inventory.resources;
  const last = ctx.content.index.lastHand;
  if (sameTokens(held, last.hand)) return last.out;
  const byHand = ctx.content.index.craftable;
  const hand = held.join('|');
  let out = byHand.get(hand);
  if (!out) {
    if (byHand.size >= 1000) byHand.clear();
    byHand.set(hand, (out = craftableNow(ctx, rules, forbidden)));
  }
  last.hand = held.slice();
  last.out = out;
  return out;
}

function sameTokens(a: readonly string[], b: readonly string[] | null): boolean {
  if (b === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function craftableNow(ctx: Ctx, rules: readonly Rule[], forbidden: ReadonlySet<string>): string[] {
  const held = ctx.state.inventory.resources;
  const out: string[] = [];
  let wildUnits = 0;
  const units = new Map<string, number>();
  for (const token of held) {
    const t = tokenOf(token);
    if (isWild(ctx.content, t.resource)) wildUnits += t.units;
    else units.set(t.resource, (units.get(t.resource) ?? 0) + t.units);
  }
  for (const recipe of recipeIds(ctx.content)) {
    if (forbidden.has(recipe)) continue;
    const cost = recipeCost(ctx, recipe, rules);
    let owed = 0;
    let worth = wildUnits;
    for (const [resource, n] of cost) {
      owed += n;
      worth += units.get(resource) ?? 0;
    }
    if (worth >= owed && chooseTokens(ctx.content, held, cost)) out.push(recipe);
  }
  return out;
}

/** The tokens that would pay for the recipe now (the cheapest way), or undefined. */
export function affordable(ctx: Ctx, recipe: string): string[] | undefined {
  const cost = recipeCost(ctx, recipe);
  // Quick refusal (most of the time): the units of the tokens that could pay anything at all fall short.
  let owed = 0;
  for (const units of cost.values()) owed += units;
  let worth = 0;
  for (const token of ctx.state.inventory.resources) {
    const t = tokenOf(token);
    if (cost.has(t.resource) || isWild(ctx.content, t.resource)) worth += t.units;
  }
  if (worth < owed) return undefined;
  return chooseTokens(ctx.content, ctx.state.inventory.resources, cost);
}

/** The ids of the content's recipes, in content order (listed with the content: never change the list). */
export function recipeIds(content: RulesContent): readonly string[] {
  return content.index.recipes;
}

export function craft(ctx: Ctx, recipe: string, pay?: string[], shareAmmo?: Record<string, number>): void {
  const card = cardOf(ctx.content, 'recipe', recipe);
  if (levelRules(ctx.level, ctx.state).noCrafting.has(recipe))
    throw new EngineError(`${card.name} may not be crafted on this level (a level rule).`);
  const cost = recipeCost(ctx, recipe);
  let tokens = pay;
  if (tokens) {
    const held = [...ctx.state.inventory.resources];
    for (const t of tokens) {
      const i = held.indexOf(t);
      if (i < 0) throw new EngineError(`Lara holds no ${showToken(t)} to pay with.`);
      held.splice(i, 1);
    }
    if (!paysFor(ctx.content, tokens, cost))
      throw new EngineError(`${tokens.map(showToken).join(', ')} do not pay exactly for ${card.name}.`);
  } else tokens = affordable(ctx, recipe);
  if (!tokens) throw new EngineError(`Lara cannot pay for ${card.name}: her resources do not cover its cost.`);
  spendTokens(ctx.state, tokens);
  ctx.events.push({ type: 'craft', text: `Lara crafts ${card.name}, paying ${tokens.map(showToken).join(', ')}.` });
  const bonus = gearRulesOf(ctx, 'recipeYield')
    .filter((r) => r.recipe === recipe)
    .reduce((n, r) => n + (r.delta ?? 0), 0);
  if (!bonus && !shareAmmo) return pushEffects(ctx, { kind: 'recipe', id: recipe, pointer: '/effects' });
  // Nightshade: the recipe yields more; and the player may say how to share crafted ammo. The effects
  // (heal, ammo, Special Dice) are then carried out at once with those numbers.
  for (const e of (card.effects as readonly Effect[] | undefined) ?? []) {
    const more = {
      ...e,
      ...(e.amount !== undefined ? { amount: e.amount + bonus } : {}),
      ...(e.count !== undefined ? { count: e.count + bonus } : {}),
    };
    if (more.type === 'gainAmmo' && shareAmmo) gainAmmo(ctx, more.amount as number, undefined, shareAmmo);
    else runEffect(ctx, EFFECT_FUNCTIONS, more, { kind: 'recipe', id: recipe, pointer: '/effects' });
  }
}
