/**
 * Relics ("Secret envelopes"): Lara equips at most 2; each holds ongoing rules, often under a
 * condition (Poseidon's Trident doubles SEARCH only while she holds exactly 5 Special Dice).
 */
import type { Ctx } from './context.ts';
import { activeRules, contextOf, itemOf, rulesOf, rulesOfType, type Rule } from './ongoing-rules.ts';
import { EngineError, type CocState } from './types.ts';
import type { RulesContent } from './rules-content.ts';

export const RELIC_SLOTS = 2;

/** Refuses more relics than the slots, or a relic the pack does not have. */
export function checkRelics(content: RulesContent, relics: readonly string[]): void {
  if (relics.length > RELIC_SLOTS)
    throw new EngineError(`Lara can equip at most ${RELIC_SLOTS} relics, not ${relics.length}.`);
  for (const r of relics) if (!itemOf(content, 'relic', r)) throw new EngineError(`No relic "${r}" in the pack.`);
}

/** The rules of Lara's relics that hold now. */
export function relicRules(state: CocState, content: RulesContent): Rule[] {
  const ctx = contextOf(state, state.inventory.specialDice);
  return state.inventory.relics.flatMap((r) => activeRules(rulesOf(itemOf(content, 'relic', r)), ctx));
}

/** What SEARCH's resources are multiplied by now. */
export function searchFactor(ctx: Ctx): number {
  return rulesOfType(relicRules(ctx.state, ctx.content), 'searchMultiplier').reduce((f, r) => f * (r.factor ?? 1), 1);
}
