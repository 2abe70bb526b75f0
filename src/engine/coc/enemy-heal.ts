/** An enemy's own healing (the Bear's rule): the effect "heal" with target "self". */
import { byHand, type Effect } from './effects.ts';
import type { Ctx } from './context.ts';
import { cardIdOf } from './cards.ts';
import { baseNumbers } from './enemy-stats.ts';
import type { ContentRef } from './types.ts';

/** Heal: Lara, or (target "self") the enemies whose card holds the effect, never above their full health. */
export function healSelf(ctx: Ctx, e: Effect, at: ContentRef): void {
  const type = cardIdOf(at.id);
  const mine = ctx.state.enemies.filter((x) => x.type === type);
  if (!mine.length) return byHand(ctx, e);
  for (const enemy of mine) {
    const full = baseNumbers(ctx.level, ctx.state, ctx.content, enemy.type).health;
    const before = enemy.health;
    // The effect is a checked card's (rule decision 575): a present amount is a number.
    enemy.health = Math.min(full, enemy.health + (e.amount ?? 1));
    const name = ctx.content.figures.get(enemy.type)?.name ?? enemy.type;
    ctx.events.push({
      type: 'heal',
      text:
        before < full
          ? `${name} ${enemy.id} heals ${enemy.health - before} (health ${enemy.health}).`
          : `${name} ${enemy.id} is at full health: nothing happens.`,
      enemy: enemy.id,
    });
  }
}
