/**
 * Damage to enemies. A standard enemy is defeated only by its whole health in one attack, or not
 * hurt at all; a boss takes partial damage, at most 5 from one attack. Shooting down at a lower
 * enemy needs 1 more damage (for a boss, the attack deals 1 less). A defeated standard enemy gives
 * Lara one resource drawn blind from the bag.
 */
import type { Ctx } from './context.ts';
import { drawResources } from './bag.ts';
import { showPoint } from './board.ts';
import type { EnemyState } from './types.ts';

export const BOSS_DAMAGE_CAP = 5;

export const enemyName = (ctx: Ctx, e: EnemyState) => `${ctx.content.figures.get(e.type)?.name ?? e.type} ${e.id}`;

/** The damage that defeats a standard enemy in one attack (its health, +1 when shot from above). */
export function damageNeeded(_ctx: Ctx, enemy: EnemyState, fromAbove: boolean): number {
  return enemy.health + (fromAbove ? 1 : 0);
}

/** Would `damage` defeat the enemy? */
export function defeats(ctx: Ctx, enemy: EnemyState, damage: number, fromAbove: boolean): boolean {
  if (ctx.content.figures.get(enemy.type)?.boss) return Math.min(BOSS_DAMAGE_CAP, damage - (fromAbove ? 1 : 0)) >= enemy.health;
  return damage >= damageNeeded(ctx, enemy, fromAbove);
}

/** One attack's damage on an enemy; true when it is defeated. */
export function hitEnemy(ctx: Ctx, enemy: EnemyState, damage: number, fromAbove: boolean, how: string): boolean {
  const name = enemyName(ctx, enemy);
  if (ctx.content.figures.get(enemy.type)?.boss) {
    const dealt = Math.max(0, Math.min(BOSS_DAMAGE_CAP, damage - (fromAbove ? 1 : 0)));
    enemy.health = Math.max(0, enemy.health - dealt);
    ctx.events.push({ type: 'enemyHit', text: `${how}: ${name} takes ${dealt} damage (health ${enemy.health}).`, enemy: enemy.id });
    if (enemy.health > 0) return false;
    removeEnemy(ctx, enemy, name);
    return true;
  }
  const needed = damageNeeded(ctx, enemy, fromAbove);
  if (damage < needed) {
    ctx.events.push({ type: 'enemyHit', text: `${how}: ${damage} damage is not enough to defeat ${name} (it needs ${needed}); it is unhurt.`, enemy: enemy.id });
    return false;
  }
  removeEnemy(ctx, enemy, name);
  drawResources(ctx.state, 1, `Reward for ${name}`, ctx.events);
  return true;
}

function removeEnemy(ctx: Ctx, enemy: EnemyState, name: string): void {
  ctx.state.enemies = ctx.state.enemies.filter((e) => e !== enemy);
  ctx.events.push({ type: 'enemyDefeated', text: `${name} is defeated at ${showPoint(enemy.at)}.`, enemy: enemy.id, at: { ...enemy.at } });
}
