/**
 * Enemy attacks ("Enemy attack"): Lara straight ahead within range, seen by the enemy, with
 * nothing in between that stops an attack (BLOCK, a closed door, a barrier, the boulder, or a
 * HIGH space for an enemy on LOW); never uphill; downhill the power drops by 1, and by 1 more
 * for each enemy attacked through.
 */
import { BLOCK, HIGH, LOW, terrainAt, type Level } from './level.ts';
import { enemyIndexAt, solidAt, stepFrom } from './board.ts';
import { sees, sightCell } from './sight.ts';
import type { RulesContent } from './rules-content.ts';
import { enemyNumbers, hasRule } from './enemy-stats.ts';
import { ignoresElevation } from './boss.ts';
import type { CocState, EnemyState } from './types.ts';
import type { EnemyNumbers } from './advanced-enemies.ts';

/**
 * The damage this enemy's attack would deal to Lara now, or undefined when it cannot attack her.
 * Abilities: the Archer (attackInSight) hits any space it sees; the Grenadier (attackOverBlocks)
 * shoots over BLOCK; the Natla Queen (ignoreElevation) sees and attacks across every elevation.
 */
export function attackDamage(
  level: Level,
  state: CocState,
  content: RulesContent,
  enemy: EnemyState,
  known?: AttackNumbers,
): number | undefined {
  if (!content.figures.has(enemy.type) || state.sight !== 'seen') return undefined;
  // Where Lara stands from the enemy's eyes first: most of the time it does not see her at all,
  // and its numbers and abilities (the slower part) need not be worked out.
  const cell = sightCell(enemy, state.lara.at);
  if (!cell || (cell.distance < 1 && cell.lane === 0)) return undefined;
  const flat = known ? known.flat : ignoresElevation(content, enemy.type);
  if (!sees(level, state, enemy, state.lara.at, flat)) return undefined;
  const { stats, inSight, overBlocks } = known ?? attackNumbers(level, state, content, enemy);
  if (stats.range < 1 && !inSight) return undefined;
  const eye = flat ? HIGH : terrainAt(level, enemy.at);
  let power = stats.power;
  if (inSight) return Math.max(0, power - (!flat && eye === HIGH && terrainAt(level, state.lara.at) === LOW ? 1 : 0));
  if (cell.lane !== 0 || cell.distance > stats.range) return undefined;
  for (let d = 1; d < cell.distance; d++) {
    const p = stepFrom(enemy.at, enemy.facing, d);
    const t = terrainAt(level, p);
    if ((t === BLOCK && !overBlocks && !flat) || solidAt(level, state, p) || (eye === LOW && t === HIGH))
      return undefined;
    if (enemyIndexAt(state, p) >= 0) power -= 1;
  }
  if (!flat && eye === HIGH && terrainAt(level, state.lara.at) === LOW) power -= 1;
  return Math.max(0, power);
}

/** What an enemy's attack depends on besides where it stands: its numbers and attack abilities. */
export interface AttackNumbers {
  stats: EnemyNumbers;
  flat: boolean;
  inSight: boolean;
  overBlocks: boolean;
}

/**
 * Worked out once for the stops an enemy scores in one go (enemy-phase.ts): they depend on the enemy's
 * card, the advanced options, sight, the number of enemies and the boss's slowdown — not on where it stands.
 */
export function attackNumbers(level: Level, state: CocState, content: RulesContent, enemy: EnemyState): AttackNumbers {
  return {
    stats: enemyNumbers(level, state, content, enemy),
    flat: ignoresElevation(content, enemy.type),
    inSight: hasRule(state, content, enemy, 'attackInSight'),
    overBlocks: hasRule(state, content, enemy, 'attackOverBlocks'),
  };
}
