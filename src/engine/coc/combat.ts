/**
 * Damage to enemies. A standard enemy is defeated only by its whole health in one attack, or not
 * hurt at all; a boss takes partial damage, at most 5 from one attack. Shooting down at a lower
 * enemy needs 1 more damage (for a boss, the attack deals 1 less). A defeated standard enemy gives
 * Lara one resource drawn blind from the bag.
 */
import type { Ctx } from './context.ts';
import { drawResources } from './bag.ts';
import { damageEnemy, type Attack } from './enemy-damage.ts';
import { bossDamageTaken, cryptRules } from './boss.ts';
import { levelConditions } from './conditions.ts';
import type { EnemyState } from './types.ts';

export const enemyName = (ctx: Ctx, e: EnemyState) => `${ctx.content.figures.get(e.type)?.name ?? e.type} ${e.id}`;

/** The damage that defeats a standard enemy in one attack (its health, +1 when shot from above). */
export function damageNeeded(_ctx: Ctx, enemy: EnemyState, fromAbove: boolean): number {
  return enemy.health + (fromAbove ? 1 : 0);
}

/** Would `damage` defeat the enemy? (Boss: its armour and cap, Repeat, the crypt boss before the artifact.) */
export function defeats(
  ctx: Ctx,
  enemy: EnemyState,
  damage: number,
  fromAbove: boolean,
  attack: Attack = 'weapon',
): boolean {
  const power =
    (damage - (fromAbove ? 1 : 0)) * (levelConditions(ctx.content, ctx.level.item).damageFactor[attack] ?? 1);
  if (ctx.content.figures.get(enemy.type)?.boss) {
    if (cryptRules(ctx.level.item) && ctx.state.artifacts.some((onLevel) => onLevel)) return false;
    return bossDamageTaken(ctx.content, enemy.type, power) >= enemy.health;
  }
  return power >= enemy.health;
}

/**
 * One attack's damage on an enemy (enemy-damage.ts: all or nothing for standard enemies, partial
 * and capped for bosses, shields, Repeat, the crypt boss); shooting down needs 1 more. A defeated
 * standard enemy gives Lara one resource drawn blind from the bag. True when it is defeated.
 */
export function hitEnemy(
  ctx: Ctx,
  enemy: EnemyState,
  damage: number,
  fromAbove: boolean,
  how: string,
  attack: Attack = 'weapon',
): boolean {
  const boss = ctx.content.figures.get(enemy.type)?.boss === true;
  ctx.events.push({
    type: 'enemyHit',
    text: `${how}: ${damage} damage on ${enemyName(ctx, enemy)}${fromAbove ? ' from above (1 more needed)' : ''}.`,
    enemy: enemy.id,
  });
  const result = damageEnemy(ctx.level, ctx.state, ctx.content, enemy, damage, attack, ctx.events, fromAbove ? 1 : 0);
  if (result.defeated && !boss) drawResources(ctx.state, 1, `Reward for ${enemyName(ctx, enemy)}`, ctx.events);
  return result.defeated;
}
