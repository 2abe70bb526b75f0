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
import type { CocState, EnemyState } from './types.ts';

/** The damage this enemy's attack would deal to Lara now, or undefined when it cannot attack her. */
export function attackDamage(level: Level, state: CocState, content: RulesContent, enemy: EnemyState): number | undefined {
  const stats = content.figures.get(enemy.type);
  if (!stats || stats.range < 1 || state.sight !== 'seen') return undefined;
  const cell = sightCell(enemy, state.lara.at);
  if (!cell || cell.lane !== 0 || cell.distance < 1 || cell.distance > stats.range) return undefined;
  if (!sees(level, state, enemy, state.lara.at)) return undefined;
  const eye = terrainAt(level, enemy.at);
  let power = stats.power;
  for (let d = 1; d < cell.distance; d++) {
    const p = stepFrom(enemy.at, enemy.facing, d);
    const t = terrainAt(level, p);
    if (t === BLOCK || solidAt(level, state, p) || (eye === LOW && t === HIGH)) return undefined;
    if (enemyIndexAt(state, p) >= 0) power -= 1;
  }
  if (eye === HIGH && terrainAt(level, state.lara.at) === LOW) power -= 1;
  return Math.max(0, power);
}
