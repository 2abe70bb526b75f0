/**
 * Ongoing rules (schemas/rules.schema.json) from what Lara has in play — her outfits, abilities and
 * relics — and the rules cards added for a while ("addRule" effects: this Lara Phase, the next
 * Enemy Phase…), kept in the state as references into the content.
 */
import { isObject } from '../../model/json-read.ts';
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { contentAt } from './effects.ts';
import type { TimedRule } from './types.ts';
import { itemOf } from './ongoing-rules.ts';

export type Rule = { type: string } & Record<string, unknown>;

// The well-formed rules of each card, read once per content (the content is never changed).
const cardRulesCache = new WeakMap<object, Map<string, readonly Rule[]>>();
const rulesOfCard = (ctx: Ctx, kind: string, id: string): readonly Rule[] => {
  let byCard = cardRulesCache.get(ctx.content);
  if (!byCard) cardRulesCache.set(ctx.content, (byCard = new Map()));
  const key = `${kind}/${id}`;
  let rules = byCard.get(key);
  if (!rules) {
    const item = itemOf(ctx.content, kind, id);
    rules = item && Array.isArray(item.rules) ? (item.rules.filter((r) => isObject(r) && typeof r.type === 'string') as Rule[]) : [];
    byCard.set(key, rules);
  }
  return rules;
};

/** Every rule in force from Lara's cards and from timed rules. */
export function gearRules(ctx: Ctx): Rule[] {
  const inv = ctx.state.inventory;
  const out: Rule[] = [];
  for (const o of inv.outfits) out.push(...rulesOfCard(ctx, 'outfit', o));
  for (const a of inv.abilities) out.push(...rulesOfCard(ctx, 'ability', a));
  for (const r of inv.relics) out.push(...rulesOfCard(ctx, 'relic', r));
  for (const t of ctx.state.timedRules) {
    const rule = contentAt(ctx.content, t);
    if (isObject(rule) && typeof rule.type === 'string') out.push(rule as Rule);
  }
  return out;
}

export const gearRulesOf = (ctx: Ctx, type: string) => gearRules(ctx).filter((r) => r.type === type);

/** The rules one card holds (used when it is equipped or taken off). */
export const cardRules = (ctx: Ctx, kind: string, id: string): readonly Rule[] => (cardOf(ctx.content, kind, id) ? rulesOfCard(ctx, kind, id) : []);

/** Timed rules whose time is up at this moment of the game. */
export function expireRules(ctx: Ctx, ending: TimedRule['duration']): void {
  ctx.state.timedRules = ctx.state.timedRules.filter((t) => t.duration !== ending);
}
