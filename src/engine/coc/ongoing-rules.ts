/**
 * Ongoing rules (schemas/rules.schema.json) as the engine reads them: the rules a card holds while
 * it is in play — the level's location condition, the bosses' and advanced enemies' abilities,
 * relics — with their "while" wrappers resolved against the state. The modules that apply a rule
 * ask for it by type here; nothing is copied into the state.
 */
import type { ContentItem } from '../../model/content.ts';
import type { ConditionFields, RuleFields } from './content-fields.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocState } from './types.ts';

/** A rule of checked content (rule decision 575): its type is there; another field, where present, has its type. */
export type Rule = RuleFields;

/** The item of this kind and id in the content, or undefined (kind → id → item, built with the content). */
export function itemOf(content: RulesContent, kind: string, id: string): ContentItem | undefined {
  return content.index.byKind.get(kind)?.get(id);
}

/**
 * The rules an item holds ("rules" array), as written: the item's own list, read-only (never change it: it is
 * the content's). The item is checked content (rule decision 575): its "rules", where present, is a list of
 * rules each with its type. Asked for enemies' cards many times an Enemy Phase: no copy is made.
 */
export function rulesOf(item: ContentItem | undefined): readonly Rule[] {
  return (item as { rules?: readonly Rule[] } | undefined)?.rules ?? NO_RULES;
}
const NO_RULES: readonly Rule[] = Object.freeze([]);

/** What a "while" condition can test here. */
export interface RuleContext {
  sight: CocState['sight'];
  enemies: number;
  specialDice: number;
}

export function contextOf(state: CocState, specialDice = 0): RuleContext {
  return { sight: state.sight, enemies: state.enemies.length, specialDice };
}

function between(n: number, c: ConditionFields): boolean {
  return (c.min === undefined || n >= c.min) && (c.max === undefined || n <= c.max);
}

/** Does a condition of effects.schema.json hold now? Conditions about a roll never hold outside one. */
export function conditionHolds(condition: ConditionFields | undefined, ctx: RuleContext): boolean {
  // A "while" rule missing its condition (a draft: required field missing) never holds.
  if (!condition) return false;
  switch (condition.type) {
    case 'sight':
      return condition.is === ctx.sight;
    case 'enemiesOnLevel':
      return between(ctx.enemies, condition);
    case 'specialDiceHeld':
      return between(ctx.specialDice, condition);
    default:
      return false;
  }
}

/** The rules in force: each "while" replaced by its rules when its condition holds, dropped otherwise. */
export function activeRules(rules: readonly Rule[], ctx: RuleContext): Rule[] {
  const out: Rule[] = [];
  for (const rule of rules) {
    if (rule.type !== 'while') out.push(rule);
    else if (conditionHolds(rule.condition, ctx) && rule.rules) out.push(...activeRules(rule.rules, ctx));
  }
  return out;
}

export function rulesOfType(rules: readonly Rule[], type: string): Rule[] {
  return rules.filter((r) => r.type === type);
}

/** The sum of a numeric field over the rules of one type (0 when none). */
export function sumOf(rules: readonly Rule[], type: string, field: 'delta' | 'perSuccess' | 'value'): number {
  let n = 0;
  for (const r of rules) if (r.type === type) n += r[field] ?? 0;
  return n;
}
