/**
 * Sharing crafted ammo among Lara's weapons (the Craft Bench's Ammo recipe): how much a recipe
 * gives now (with an outfit's extra yield), each weapon's room, and the engine's own split when the
 * player says nothing (found by crafting on a copy of the state), so the playtest can offer the
 * split as a starting point and send the player's one as the craft action's `shareAmmo`.
 */
import { applyAction, type RulesContent } from '../engine/coc/index.ts';
import { cardOf } from '../engine/coc/index.ts';
import { gearRulesOf } from '../engine/coc/index.ts';
import { levelOf } from '../engine/coc/index.ts';
import { weaponCapacity } from '../engine/coc/index.ts';
import type { Ctx } from '../engine/coc/index.ts';
import type { CocState } from '../engine/coc/index.ts';
import { cardName } from './coc-view.ts';

export interface AmmoShare {
  /** Ammo the recipe gives now, to share out. */
  amount: number;
  weapons: { id: string; name: string; ammo: number; capacity: number; share: number }[];
}

/** The ammo a recipe gives and its default split, or undefined when it gives none or cannot be crafted now. */
export function ammoShare(content: RulesContent, state: CocState, recipe: string): AmmoShare | undefined {
  const ctx: Ctx = { level: levelOf(content, state.level), state, content, events: [] };
  const effects = (cardOf(content, 'recipe', recipe).effects as { type: string; amount?: unknown }[] | undefined) ?? [];
  const ammo = effects.find((e) => e.type === 'gainAmmo' && typeof e.amount === 'number');
  if (!ammo || !state.inventory.weapons.length) return undefined;
  // The extra yield of an outfit (Nightshade), as the engine's craft adds it.
  const bonus = gearRulesOf(ctx, 'recipeYield')
    .filter((r) => r.recipe === recipe)
    .reduce((n, r) => n + (typeof r.delta === 'number' ? r.delta : 0), 0);
  let after: CocState;
  try {
    // An empty plan: all of it shared round the slots (rule decision 31), instead of the engine
    // asking (a shareAmmo decision, rule decision 210) as it does when the craft names no split.
    after = applyAction(content, state, { type: 'craft', recipe, shareAmmo: {} }).state;
  } catch {
    return undefined;
  }
  return {
    amount: (ammo.amount as number) + bonus,
    weapons: state.inventory.weapons.map((w, i) => ({
      id: w.id,
      name: cardName(content, 'weapon', w.id),
      ammo: w.ammo,
      capacity: weaponCapacity(ctx, w.id),
      share: (after.inventory.weapons[i]?.ammo ?? w.ammo) - w.ammo,
    })),
  };
}
