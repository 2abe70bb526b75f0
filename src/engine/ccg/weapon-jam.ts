/**
 * Weapon Jam (`jamWeapon`): played on a competing raider's passed fight roll, one of her weapon
 * items — an item in play that adds dice, a bonus or hits to fight — adds nothing until the end of
 * the turn, this roll included: its dice are taken off the roll (the last ones rolled), its bonus
 * and its hits too (rule decision 136). When several of her weapons add to the roll, the player
 * who plays the card chooses which (a `jamWeapon` decision: rule decision 150).
 */
import { cardIdOf, cardOf, fieldsOf, type EffectFields } from './content.ts';
import { say, type Ctx } from './context.ts';
import { withCardHolds } from './raider-stats.ts';
import type { RaiderState, RollInfo } from './types.ts';

/** What one item adds to this fight roll: dice, bonus, hits (an effect only with another card counts while that card
 * does). */
function adds(
  ctx: Ctx,
  r: RaiderState,
  id: string,
  roll: RollInfo,
  ownOnly = false,
): { dice: number; bonus: number; hits: number } {
  const out = { dice: 0, bonus: 0, hits: 0 };
  const raiderFight = roll.against.startsWith('fight:');
  const forFight = (e: EffectFields) => e.ability === undefined || e.ability === 'fight';
  for (const e of cardOf(ctx.content, id).effects) {
    if (!withCardHolds(r, e) || (ownOnly && fieldsOf(e).withCard !== undefined)) continue;
    if (e.type === 'extraDice' && forFight(e)) out.dice += e.dice;
    // A bonus counts on tests against obstacles; fights between raiders add dice only (raider-fights.ts).
    if (
      e.type === 'resultBonus' &&
      e.ability === 'fight' &&
      (e.target === undefined || e.target === 'self') &&
      !raiderFight
    )
      out.bonus += e.bonus;
    if (e.type === 'extraHits' && (raiderFight ? e.obstacleType === undefined : true)) out.hits += e.hits;
  }
  return out;
}

/** The weapons a jam may take on this roll: her items in play (not jammed yet) that add dice, a bonus or hits to it, in
 * her rows' order. */
export function jamCandidates(ctx: Ctx, r: RaiderState, roll: RollInfo): string[] {
  if (roll.ability !== 'fight' || !roll.success) return [];
  return [...r.saved, ...r.unsaved].filter((id) => {
    const c = cardOf(ctx.content, id);
    if (c.type !== 'discovery' || c.discoveryType !== 'item' || r.jammed.includes(id)) return false;
    const a = adds(ctx, r, id, roll, true); // ammo that adds only with a weapon is no weapon itself (180)
    return a.dice > 0 || a.bonus > 0 || a.hits > 0;
  });
}

/** Whether she has another working copy of this weapon in play (then what adds with it still adds). */
const otherCopy = (r: RaiderState, weapon: string) =>
  [...r.saved, ...r.unsaved].some((id) => id !== weapon && cardIdOf(id) === cardIdOf(weapon) && !r.jammed.includes(id));

export function jamWeapon(ctx: Ctx, r: RaiderState, roll: RollInfo, weapon: string): void {
  // Items that add only with this weapon (Shotgun Ammo with its Shotgun) stop adding with it (rule decision 180).
  const a = adds(ctx, r, weapon, roll);
  for (const id of [...r.saved, ...r.unsaved])
    if (
      id !== weapon &&
      !r.jammed.includes(id) &&
      cardOf(ctx.content, id).effects.some((e) => fieldsOf(e).withCard === cardIdOf(weapon)) &&
      !otherCopy(r, weapon)
    ) {
      const more = adds(ctx, r, id, roll);
      a.dice += more.dice;
      a.bonus += more.bonus;
      a.hits += more.hits;
    }
  r.jammed.push(weapon);
  if (a.dice > 0) roll.dice = roll.dice.slice(0, Math.max(0, roll.dice.length - a.dice));
  roll.bonus -= a.bonus;
  roll.hitsOnSuccess = Math.max(1, roll.hitsOnSuccess - a.hits);
  say(ctx, () => ({
    type: 'jam',
    text: `${cardOf(ctx.content, weapon).name} of ${r.name} is jammed: it adds nothing until the end of the turn.`,
    player: r.player,
    card: weapon,
  }));
}
