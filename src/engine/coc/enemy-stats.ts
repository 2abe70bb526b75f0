/**
 * An enemy's numbers as they are now: its card (standard, advanced or boss), the advanced-enemy
 * parts switched on for the game, the level's condition (Slick: +1 move) and abilities that change
 * a stat while something holds (the Wolf moves 8 while Lara is SEEN). The crypt boss's slowdown is
 * taken off its move. Health here is the most the enemy can have; the state holds what is left.
 */
import type { Level } from './level.ts';
import { advancedNumbers, abilityRules, type AdvancedOptions, type EnemyNumbers } from './advanced-enemies.ts';
import { levelConditions } from './conditions.ts';
import { contextOf, itemOf, rulesOf, rulesOfType, type Rule } from './ongoing-rules.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocState, EnemyState } from './types.ts';

const NO_OPTIONS: AdvancedOptions = {};

export function enemyItem(content: RulesContent, type: string) {
  return itemOf(content, 'enemy', type) ?? itemOf(content, 'boss', type);
}

/** The rules of an enemy's card in force now: a boss's always, an advanced enemy's with the ability part on. */
export function enemyRules(state: CocState, content: RulesContent, enemy: EnemyState): readonly Rule[] {
  const item = enemyItem(content, enemy.type);
  if (!item) return [];
  if (item.kind === 'boss') return rulesOf(item);
  return abilityRules(item, state.advanced ?? NO_OPTIONS, contextOf(state));
}

export function hasRule(state: CocState, content: RulesContent, enemy: EnemyState, type: string): boolean {
  return enemyRules(state, content, enemy).some((r) => r.type === type);
}

/** The numbers of an enemy of content id `type` with no state yet (its starting health when placed). */
export function baseNumbers(level: Level, state: CocState, content: RulesContent, type: string): EnemyNumbers {
  const item = enemyItem(content, type);
  const stats = content.figures.get(type);
  const n = item
    ? advancedNumbers(content, item, state.advanced ?? NO_OPTIONS, level.locationType)
    : { health: stats?.health ?? 1, move: stats?.move ?? 0, power: stats?.power ?? 0, range: stats?.range ?? 0 };
  // Reinforced raises standard enemies only: a boss's health track is printed (rule decision 65).
  if (item?.kind !== 'boss') n.health += levelConditions(content, level.item).enemyHealthDelta;
  return n;
}

export function enemyNumbers(level: Level, state: CocState, content: RulesContent, enemy: EnemyState): EnemyNumbers {
  const n = baseNumbers(level, state, content, enemy.type);
  n.move += levelConditions(content, level.item).enemyMoveDelta;
  // A card's rules from checked content (rule decision 575): a present stat and value have their types.
  for (const r of rulesOfType(enemyRules(state, content, enemy), 'statValue'))
    if (r.stat !== undefined && r.value !== undefined) n[r.stat] = r.value;
  if (content.figures.get(enemy.type)?.boss) n.move -= state.bossSlow;
  n.move = Math.max(0, n.move);
  return n;
}
