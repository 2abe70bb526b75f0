/**
 * What may change a roll once it is made, offered together as one decision: Research Cards played on
 * a roll (scrolls), re-rolling the failed dice (Jungle Heavy once per Lara Phase; Persevere for
 * resources, as often as Lara pays), and Improvise's one sure success per Lara Phase on a standard
 * action or DODGE. Escape (pay Treasure to avoid all the damage) answers a DODGE decision instead.
 */
import type { Ctx } from './context.ts';
import { gearRulesOf } from './gear-rules.ts';
import { levelConditions } from './conditions.ts';
import { playable } from './research-cards.ts';
import { rollDice, sacrifices, DIE_WORDS } from './dice.ts';
import { needRoll, rollSuccesses } from './roll.ts';
import { cheapestTokens, chooseTokens, paysFor, showToken, spendTokens, tokenOf } from './bag.ts';
import { EngineError, type CocAction, type Pending, type Roll } from './types.ts';

type RerollFailed = Extract<CocAction, { type: 'rerollFailed' }>;

/** Indices of the roll's dice without a success (fails, and sacrifices beyond those converted). */
export function failedIndices(roll: Roll): number[] {
  const out: number[] = [];
  let unconverted = sacrifices(roll.results) - (roll.converted ?? 0);
  for (let i = roll.results.length - 1; i >= 0; i--) {
    const r = roll.results[i];
    if (r === 'fail') out.push(i);
    else if (r === 'sacrifice' && unconverted > 0) {
      out.push(i);
      unconverted--;
    }
  }
  return out.sort((a, b) => a - b);
}

/** The gear that may re-roll this roll's failed dice now. */
export function rerollers(ctx: Ctx, roll: Roll): string[] {
  if (!failedIndices(roll).length || ctx.state.phase !== 'lara') return [];
  const out: string[] = [];
  if (gearRulesOf(ctx, 'reroll').length && !ctx.state.usedThisPhase.includes('reroll')) out.push('outfit');
  if (gearRulesOf(ctx, 'payToReroll').length && affordableRerolls(ctx, roll).length) out.push('resources');
  // Rush: the level's condition re-rolls this sort of roll's failed dice, once per roll (rule decision 81).
  if (levelConditions(ctx.content, ctx.level.item).rerolls[roll.for] && !roll.conditionRerolled) out.push('condition');
  return out;
}

/** The decision offered after a roll, or null when there is nothing to offer. */
export function afterRollOffer(ctx: Ctx, roll: Roll): Pending | null {
  const cards = playable(ctx, 'afterRoll');
  const rerolls = rerollers(ctx, roll);
  return cards.length || rerolls.length ? { kind: 'afterRoll', cards, rerolls } : null;
}

export function rerollFailed(ctx: Ctx, action: RerollFailed): void {
  const roll = needRoll(ctx);
  const failed = failedIndices(roll);
  const pending = ctx.state.pending as Extract<Pending, { kind: 'afterRoll' }>;
  if (!pending.rerolls.includes(action.by))
    throw new EngineError(
      `Lara cannot re-roll with "${action.by}" now: ${pending.rerolls.length ? `this roll may be re-rolled only with ${pending.rerolls.map((r) => `"${r}"`).join(' or ')}` : 'nothing lets her re-roll this roll'}.`,
    );
  let which = failed;
  if (action.by === 'outfit') ctx.state.usedThisPhase.push('reroll');
  else if (action.by === 'condition') roll.conditionRerolled = true;
  else {
    const k = action.dice ?? failed.length;
    if (!Number.isInteger(k) || k < 1 || k > failed.length)
      throw new EngineError(`1 to ${failed.length} failed dice may be re-rolled; not ${k}.`);
    const cost = rerollCost(ctx, k, failed.length);
    const pay = action.pay ?? cheapestTokens(ctx.state.inventory.resources, cost);
    if (!pay || pay.length !== cost || !holds(ctx, pay))
      throw new EngineError(`Re-rolling ${k} dice costs ${cost} resources.`);
    spendTokens(ctx.state, pay);
    ctx.events.push({ type: 'resources', text: `Lara pays ${pay.map(showToken).join(', ')} to re-roll ${k} dice.` });
    which = failed.slice(0, k);
  }
  const given = action.results;
  if (given && given.length !== which.length)
    throw new EngineError(`${which.length} dice are re-rolled but ${given.length} results were given.`);
  const laraCount = which.filter((i) => i < roll.dice).length;
  const faces = rollDice(ctx.state, ctx.content, laraCount, given, which.length - laraCount);
  which.forEach((i, n) => (roll.results[i] = faces[n]!));
  // Converted sacrifices stay; new sacrifices are asked about again.
  ctx.state.pending = null;
  roll.asked = false;
  const left = Math.min(
    sacrifices(roll.results) - (roll.converted ?? 0),
    ctx.state.eventDeck.draw.length + ctx.state.eventDeck.discard.length,
  );
  if (left > 0) ctx.state.pending = { kind: 'sacrifices', sacrifices: left };
  ctx.events.push({
    type: 'roll',
    text: `${which.length} failed dice re-rolled: now ${roll.results.map((r) => DIE_WORDS[r]).join(', ')} (${rollSuccesses(roll)} successes).`,
  });
}

/** Persevere's price: per die, or the price of all the failed dice when that is cheaper. */
export function rerollCost(ctx: Ctx, k: number, failed: number): number {
  const rule = gearRulesOf(ctx, 'payToReroll')[0]!;
  const each = k * (rule.costPerDie ?? 1);
  return k === failed ? Math.min(each, rule.costAllFailed ?? 3) : each;
}

/** The paid re-rolls Lara can afford now: how many of the failed dice. */
export function affordableRerolls(ctx: Ctx, roll: Roll): number[] {
  const failed = failedIndices(roll).length;
  const held = ctx.state.inventory.resources.length;
  return Array.from({ length: failed }, (_, i) => i + 1).filter((k) => rerollCost(ctx, k, failed) <= held);
}

const holds = (ctx: Ctx, tokens: string[]) => {
  const held = [...ctx.state.inventory.resources];
  return tokens.every((t) => {
    const i = held.indexOf(t);
    return i >= 0 && held.splice(i, 1).length === 1;
  });
};

/** Improvise: one sure success on a standard action or DODGE, once per Lara Phase (a DODGE uses the next one's). */
export function improvise(ctx: Ctx, roll: Roll): void {
  const rule = gearRulesOf(ctx, 'bonusSuccess').find((r) => r.appliesTo?.includes('action'));
  if (!rule) throw new EngineError('Lara has no ability that adds a sure success.');
  if (roll.for === 'weapon' || roll.for === 'ability')
    throw new EngineError('The sure success only helps standard actions and DODGE.');
  if (ctx.state.usedThisPhase.includes('bonusSuccess'))
    throw new EngineError('The sure success was already used in this Lara Phase.');
  ctx.state.usedThisPhase.push(ctx.state.phase === 'lara' ? 'bonusSuccess' : 'bonusSuccessNext');
  roll.extra += 1;
  ctx.events.push({ type: 'roll', text: 'Improvise adds 1 sure success.' });
}

/** Escape: instead of DODGE, Treasure worth the whole damage avoids it. */
export function escapeOptions(ctx: Ctx, damage: number): string[] | undefined {
  const rule = gearRulesOf(ctx, 'payToAvoidDamage')[0];
  if (!rule) return undefined;
  const resource = rule.resource ?? 'treasure';
  const mine = ctx.state.inventory.resources.filter((t) => tokenOf(t).resource === resource);
  return chooseTokens(ctx.content, mine, new Map([[resource, damage * (rule.perDamage ?? 1)]]));
}

export function escape(ctx: Ctx, pay: string[] | undefined): void {
  const p = ctx.state.pending as Extract<Pending, { kind: 'dodge' }>;
  const rule = gearRulesOf(ctx, 'payToAvoidDamage')[0];
  if (!rule) throw new EngineError('Lara has no ability to pay her way out of damage.');
  const resource = rule.resource ?? 'treasure';
  const tokens = pay ?? escapeOptions(ctx, p.damage);
  const need = new Map([[resource, p.damage * (rule.perDamage ?? 1)]]);
  if (
    !tokens ||
    !holds(ctx, tokens) ||
    tokens.some((t) => tokenOf(t).resource !== resource) ||
    !paysFor(ctx.content, tokens, need)
  )
    throw new EngineError(`Avoiding ${p.damage} damage takes ${resource} worth ${p.damage}.`);
  ctx.state.pending = null;
  spendTokens(ctx.state, tokens);
  ctx.events.push({
    type: 'escape',
    text: `${p.source}: Lara pays ${tokens.map(showToken).join(', ')} and avoids all ${p.damage} damage.`,
  });
}
