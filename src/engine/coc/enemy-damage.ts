/**
 * Lara's attacks on an enemy ("Enemy damage rules", "Bosses", the advanced Hoplite, Repeat, the
 * crypt): a standard enemy is defeated by its whole health in one attack or takes nothing; a boss
 * loses health step by step, at most its damage cap per attack (after its own damageTaken rule); in
 * a level played by the crypt rules the boss cannot be hurt before the artifact is taken and is
 * slowed instead (1 space less in the next Enemy Phase per damage), and its defeat wins the game.
 */
import type { Level } from './level.ts';
import { showPoint } from './board.ts';
import { bossDamageTaken, cryptRules } from './boss.ts';
import { levelConditions } from './conditions.ts';
import { hasRule } from './enemy-stats.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocEvent, CocState, EnemyState } from './types.ts';

export type Attack = 'melee' | 'weapon';

export interface AttackResult {
  /** Damage the enemy actually lost (or, for the crypt boss, the slowdown). */
  dealt: number;
  defeated: boolean;
}

const nameOf = (content: RulesContent, e: EnemyState) => `${content.figures.get(e.type)?.name ?? e.type} ${e.id}`;

/** `above`: damage lost to shooting down at a lower enemy (1 more needed). */
export function damageEnemy(
  level: Level,
  state: CocState,
  content: RulesContent,
  enemy: EnemyState,
  power: number,
  attack: Attack,
  events: CocEvent[],
  above = 0,
): AttackResult {
  const name = nameOf(content, enemy);
  const conditions = levelConditions(content, level.item);
  const factor = conditions.damageFactor[attack] ?? 1;
  const full = power * factor;
  const damage = full - above;
  // Repeat: the log says where the extra damage comes from.
  if (factor !== 1 && power > 0)
    events.push({
      type: 'damageFactor',
      text: `${conditions.id ?? 'The location condition'}: the damage is multiplied by ${factor} (${power} → ${full}).`,
      enemy: enemy.id,
    });
  if (damage <= 0) return { dealt: 0, defeated: false };
  if (
    state.sight === 'seen' &&
    !state.shieldsUsed.includes(enemy.id) &&
    hasRule(state, content, enemy, 'shieldFirstAttack')
  ) {
    state.shieldsUsed.push(enemy.id);
    events.push({
      type: 'shield',
      text: `${name} blocks Lara's first attack with its shield: no damage.`,
      enemy: enemy.id,
    });
    return { dealt: 0, defeated: false };
  }
  if (!content.figures.get(enemy.type)?.boss) {
    if (damage < enemy.health) {
      events.push({
        type: 'enemyUnhurt',
        text: `${full} damage is not enough to defeat ${name} (it needs ${enemy.health + above}); it is unhurt.`,
        enemy: enemy.id,
      });
      return { dealt: 0, defeated: false };
    }
    removeEnemy(state, enemy, name, events);
    return { dealt: enemy.health, defeated: true };
  }
  const taken = bossDamageTaken(content, enemy.type, damage);
  if (cryptRules(level.item) && state.artifacts.some((onLevel) => onLevel)) {
    state.bossSlow += taken;
    events.push({
      type: 'bossSlowed',
      text: `${name} cannot be hurt before the artifact is taken: it moves ${state.bossSlow} fewer spaces in the next Enemy Phase.`,
      enemy: enemy.id,
    });
    return { dealt: taken, defeated: false };
  }
  enemy.health = Math.max(0, enemy.health - taken);
  const capped = taken < damage ? ` (${damage} reduced to ${taken})` : '';
  events.push({
    type: 'bossDamaged',
    text: `${name} takes ${taken} damage${capped}: ${enemy.health} health left.`,
    enemy: enemy.id,
  });
  if (enemy.health > 0) return { dealt: taken, defeated: false };
  removeEnemy(state, enemy, name, events);
  if (cryptRules(level.item)) {
    state.status = 'won';
    events.push({
      type: 'won',
      text: 'The crypt boss falls: Lara activates the Chronos Artifact and the game is won.',
    });
  }
  return { dealt: taken, defeated: true };
}

function removeEnemy(state: CocState, enemy: EnemyState, name: string, events: CocEvent[]): void {
  state.enemies = state.enemies.filter((e) => e.id !== enemy.id);
  events.push({
    type: 'enemyDefeated',
    text: `${name} is defeated at ${showPoint(enemy.at)}.`,
    enemy: enemy.id,
    at: { ...enemy.at },
  });
}
