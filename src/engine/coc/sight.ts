/**
 * Line of sight ("Enemy phase → Line of sight"): what an enemy sees, and the Sight Token.
 *
 * The sight area is 3 spaces wide and 6 long: three straight lanes — the enemy's own and the two
 * beside it — that start level with the enemy and run 6 spaces (its own row included) in its
 * facing; nothing behind. Along each lane, closed doors, barriers and the boulder hide whatever
 * lies further; from LOW, HIGH spaces hide what lies behind and cannot be seen themselves (no
 * seeing up); from HIGH, other HIGH spaces are seen but hide the LOW spaces behind them (an enemy
 * on a plateau sees across it). BLOCK spaces hide nothing. (Rule decisions 1 and 2 in
 * docs/rules-decisions.md.)
 */
import type { Point } from '../../model/coc-grid.ts';
import { HIGH, LOW, terrainAt, type Level } from './level.ts';
import { rightOf, solidAt, stepFrom } from './board.ts';
import type { CocEvent, CocState, EnemyState } from './types.ts';
import type { RulesContent } from './rules-content.ts';
import { ignoresElevation } from './boss.ts';
import { levelRules } from './level-rules.ts';

export const SIGHT_LENGTH = 6;
/** Lara against Natla Tech: enemy vision is 3 spaces long (the enemy's own row and 2 ahead), as wide as ever. */
export const NATLA_SIGHT_AHEAD = 2;

/** How far ahead of its own row an enemy sees: the level's rules, cut to 3 long in Lara against Natla Tech. */
function sightAhead(level: Level, state: CocState): number {
  const ahead = levelRules(level, state).sightAhead;
  return state.players?.mode === 'laraVsNatla' ? Math.min(ahead, NATLA_SIGHT_AHEAD) : ahead;
}

/** Where `target` lies in the enemy's sight area: its lane (−1, 0, 1) and distance (0–5), or undefined. */
export function sightCell(
  enemy: Pick<EnemyState, 'at' | 'facing'>,
  target: Point,
): { lane: number; distance: number } | undefined {
  const dx = target.x - enemy.at.x;
  const dy = target.y - enemy.at.y;
  let distance: number;
  let lane: number;
  switch (enemy.facing) {
    case 'N':
      distance = -dy;
      lane = dx;
      break;
    case 'S':
      distance = dy;
      lane = -dx;
      break;
    case 'E':
      distance = dx;
      lane = dy;
      break;
    case 'W':
      distance = -dx;
      lane = -dy;
      break;
  }
  if (distance < 0 || distance >= SIGHT_LENGTH || lane < -1 || lane > 1) return undefined;
  return { lane, distance };
}

/** Does this enemy see the space `target`? `flat`: it treats every space as one elevation (the Natla Queen). */
export function sees(
  level: Level,
  state: CocState,
  enemy: Pick<EnemyState, 'at' | 'facing'>,
  target: Point,
  flat = false,
): boolean {
  const cell = sightCell(enemy, target);
  if (!cell || cell.distance > sightAhead(level, state)) return false;
  const eye = flat ? HIGH : terrainAt(level, enemy.at);
  if (eye === LOW && terrainAt(level, target) === HIGH) return false;
  // Walk the lane from level with the enemy up to the target; each space must let sight through.
  const low = terrainAt(level, target) !== HIGH;
  const side = stepFrom(enemy.at, rightOf(enemy.facing), cell.lane);
  for (let d = cell.lane === 0 ? 1 : 0; d < cell.distance; d++) {
    const p = stepFrom(side, enemy.facing, d);
    if (solidAt(level, state, p)) return false;
    // From LOW a HIGH space is a wall; from HIGH it hides the low ground behind it, not the high.
    if (!flat && terrainAt(level, p) === HIGH && (eye === LOW || low)) return false;
  }
  return true;
}

/** The enemies that see Lara now. */
export function watchers(level: Level, state: CocState): EnemyState[] {
  return state.enemies.filter((e) => sees(level, state, e, state.lara.at));
}

/**
 * Checks the Sight Token after anything moved: if Lara is HIDDEN and an enemy sees her, she is
 * SEEN and the Noise Token leaves the level. Mutates `state` (the engine's own copy).
 */
export function checkSight(level: Level, state: CocState, content: RulesContent, events: CocEvent[]): void {
  if (state.sight === 'seen' || state.status !== 'playing') return;
  const watcher = state.enemies.find((e) => sees(level, state, e, state.lara.at, ignoresElevation(content, e.type)));
  if (!watcher) return;
  state.sight = 'seen';
  const name = content.figures.get(watcher.type)?.name ?? watcher.type;
  events.push({
    type: 'seen',
    text: `${name} ${watcher.id} sees Lara: she is SEEN.`,
    enemy: watcher.id,
    at: { ...state.lara.at },
  });
  if (state.noise) {
    state.noise = null;
    events.push({ type: 'noiseRemoved', text: 'The Noise Token is removed (Lara was seen).' });
  }
}
