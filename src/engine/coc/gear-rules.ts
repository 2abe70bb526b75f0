/**
 * Ongoing rules (schemas/rules.schema.json) from what Lara has in play — her outfits, abilities and
 * relics — and the rules cards added for a while ("addRule" effects: this Lara Phase, the next
 * Enemy Phase…), kept in the state as references into the content.
 */
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { contentAt } from './effects.ts';
import type { TimedRule } from './types.ts';
import { itemOf, rulesOf, type Rule } from './ongoing-rules.ts';

export type { Rule };

// The rules of each card (checked content, rule decision 575: each rule has its type), kept per item.
const rulesOfCard = (ctx: Ctx, kind: string, id: string): readonly Rule[] => rulesOf(itemOf(ctx.content, kind, id));

/** Every rule in force from Lara's cards and from timed rules. */
export function gearRules(ctx: Ctx): Rule[] {
  return collect(ctx, undefined);
}

/** The rules in force of one type (in the same order as gearRules). */
export const gearRulesOf = (ctx: Ctx, type: string): Rule[] => collect(ctx, type);

// Asked many times an action: one pass over the cards, with no intermediate lists, and when no
// rule of the type is in play (nearly always) one shared, frozen empty list instead of a new one.
function collect(ctx: Ctx, type: string | undefined): Rule[] {
  const inv = ctx.state.inventory;
  let out: Rule[] | undefined;
  for (const o of inv.outfits) out = addRules(out, rulesOfCard(ctx, 'outfit', o), type);
  for (const a of inv.abilities) out = addRules(out, rulesOfCard(ctx, 'ability', a), type);
  for (const r of inv.relics) out = addRules(out, rulesOfCard(ctx, 'relic', r), type);
  for (const t of ctx.state.timedRules) {
    // The "rule" of an "addRule" effect: a checked rule, or nothing when the draft's effect has none.
    const rule = contentAt(ctx.content, t) as Rule | undefined;
    if (rule && (type === undefined || rule.type === type)) (out ??= []).push(rule);
  }
  return out ?? NONE;
}

const NONE = Object.freeze([]) as unknown as Rule[];

function addRules(out: Rule[] | undefined, rules: readonly Rule[], type: string | undefined): Rule[] | undefined {
  for (const r of rules) if (type === undefined || r.type === type) (out ??= []).push(r);
  return out;
}

/** The rules one card holds (used when it is equipped or taken off). */
export const cardRules = (ctx: Ctx, kind: string, id: string): readonly Rule[] =>
  cardOf(ctx.content, kind, id) ? rulesOfCard(ctx, kind, id) : [];

/** Timed rules whose time is up at this moment of the game. */
export function expireRules(ctx: Ctx, ending: TimedRule['duration']): void {
  ctx.state.timedRules = ctx.state.timedRules.filter((t) => t.duration !== ending);
}
