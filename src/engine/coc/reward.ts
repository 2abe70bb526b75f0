/** Rewards ("Ending a chapter", "Completing a location", "Tomb Tokens"): what a level or a Tomb Token gives Lara. */
import type { Ctx } from './context.ts';
import { isObject } from '../../model/json-read.ts';
import { drawResources } from './bag.ts';
import { drawResearch, gainSpecialDice } from './inventory.ts';
import { drawUpgrade } from './upgrades.ts';
import type { UpgradeDeck } from './types.ts';

/** A reward (a level's, a Tomb Token's): random resources, health, Special Dice, cards; words by hand. */
export function giveReward(ctx: Ctx, reward: unknown, why: string): void {
  if (!isObject(reward)) return;
  if (typeof reward.randomResources === 'number') drawResources(ctx.state, reward.randomResources, why, ctx.events);
  if (typeof reward.health === 'number') {
    const lara = ctx.state.lara;
    const before = lara.health;
    lara.health = Math.min(lara.maxHealth, lara.health + reward.health);
    ctx.events.push({
      type: 'heal',
      text: `${why}: Lara heals ${lara.health - before} (health ${lara.health}/${lara.maxHealth}).`,
    });
  }
  if (typeof reward.specialDice === 'number') gainSpecialDice(ctx, reward.specialDice);
  for (const d of Array.isArray(reward.draws) ? reward.draws : []) {
    if (!isObject(d) || typeof d.deck !== 'string') continue;
    const count = typeof d.count === 'number' ? d.count : 1;
    if (d.deck === 'research') drawResearch(ctx, count);
    else drawUpgrade(ctx, d.deck as UpgradeDeck, count, count);
  }
  if (typeof reward.text === 'string') ctx.state.pending = { kind: 'manual', text: `${why}: ${reward.text}` };
}
