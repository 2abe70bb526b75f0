/**
 * What an enemy's ability does once its attack on Lara is settled (after any DODGE): the advanced
 * Snake's bite (a trigger on "damagesLara": no moving in her next Lara Phase) and the advanced
 * Enforcer's second attack when she took no damage (attackAgainOnFullDodge). The attack is noted in
 * `state.attack` when it is made; resume() calls `afterAttack` once nothing else is pending.
 */
import type { Ctx } from './context.ts';
import { enemyItem, enemyRules } from './enemy-stats.ts';
import { pushEffects } from './effects.ts';
import { rulesOfType } from './ongoing-rules.ts';
import type { EnemyState } from './types.ts';
import type { AnyFields, Checked } from '../../model/item-types.ts';

/** Notes an attack of `damage` by `enemy` (its `count`-th this Enemy Phase) to be followed up. */
export function noteAttack(ctx: Ctx, enemy: EnemyState, damage: number, count = 1): void {
  ctx.state.attack = { enemy: enemy.id, damage, before: ctx.state.damageTaken, count };
}

/** Follows up the noted attack; `attackAgain` makes the enemy attack once more (enemy-phase.ts). */
export function afterAttack(ctx: Ctx, attackAgain: (enemy: EnemyState, count: number) => void): void {
  const { state } = ctx;
  const a = state.attack!;
  state.attack = null;
  const enemy = state.enemies.find((e) => e.id === a.enemy);
  if (!enemy || state.status !== 'playing') return;
  const rules = enemyRules(state, ctx.content, enemy);
  const taken = state.damageTaken - a.before;
  if (taken > 0) {
    const item = enemyItem(ctx.content, enemy.type)!;
    // Checked content (rule decision 575): the card's rules, when present, are a list.
    const all: readonly unknown[] = (item as AnyFields<Checked<'enemy'> | Checked<'boss'>>).rules ?? [];
    for (const r of rulesOfType(rules, 'trigger'))
      if (r.on === 'damagesLara')
        pushEffects(ctx, { kind: item.kind, id: item.id, pointer: `/rules/${all.indexOf(r)}/effects` });
    return;
  }
  // Rule decision 83: a full DODGE (or Escape) of damage that was coming; an attack of 0 power is none.
  const again = rulesOfType(rules, 'attackAgainOnFullDodge')[0];
  const most = again?.maxAttacks ?? 2;
  if (again && a.damage > 0 && a.count < most) attackAgain(enemy, a.count + 1);
}
