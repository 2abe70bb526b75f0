/** Rewards ("Ending a chapter", "Completing a location", "Tomb Tokens"): what a level or a Tomb Token gives Lara. */
import type { Ctx } from './context.ts';
import type { Loose } from '../../model/item-types.ts';
import type { Reward } from '../../model/types.generated.ts';
import { drawResources } from './bag.ts';
import { drawResearch, gainSpecialDice } from './inventory.ts';
import { drawUpgrade } from './upgrades.ts';
import type { UpgradeDeck } from './types.ts';

/**
 * A reward (a level's, a Tomb Token's): random resources, health, Special Dice, cards; words by hand. Read from
 * checked content (rule decision 575): a present field has its schema's type, a missing one gives nothing.
 */
export function giveReward(ctx: Ctx, reward: Loose<Reward> | undefined, why: string): void {
  if (!reward) return;
  if (reward.randomResources !== undefined) drawResources(ctx.state, reward.randomResources, why, ctx.events);
  if (reward.health !== undefined) {
    const lara = ctx.state.lara;
    const before = lara.health;
    lara.health = Math.min(lara.maxHealth, lara.health + reward.health);
    ctx.events.push({
      type: 'heal',
      text: `${why}: Lara heals ${lara.health - before} (health ${lara.health}/${lara.maxHealth}).`,
    });
  }
  if (reward.specialDice !== undefined) gainSpecialDice(ctx, reward.specialDice);
  for (const d of reward.draws ?? []) {
    if (d.deck === undefined) continue;
    const count = d.count ?? 1;
    if (d.deck === 'research') drawResearch(ctx, count);
    else drawUpgrade(ctx, d.deck as UpgradeDeck, count, count);
  }
  if (reward.text !== undefined) ctx.state.pending = { kind: 'manual', text: `${why}: ${reward.text}` };
}
