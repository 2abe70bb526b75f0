/**
 * Enemy spawns ("Event phase → Enemy spawn"): the Enemy Die picks the spawn point; a point that is
 * missing or taken moves on by one, 6 wrapping to 1; no spawn when every point is taken or when
 * every miniature of that type is already on the level.
 */
import type { Level } from './level.ts';
import { enemyIndexAt, laraAt, showPoint, solidAt } from './board.ts';
import { rollEnemyDie } from './dice.ts';
import { checkSight } from './sight.ts';
import { advancedOf, advancedSpawn } from './advanced-enemies.ts';
import { baseNumbers } from './enemy-stats.ts';
import { spawnFacing } from './level-rules.ts';
import { figureStats, type RulesContent } from './rules-content.ts';
import { EngineError, type CocEvent, type CocState, type Facing, type Point } from './types.ts';

const DIE_FACES = 6;

/** Puts a new enemy of content id `type` on the level, with its full health as this game counts it; returns it. */
export function placeEnemy(
  level: Level,
  state: CocState,
  content: RulesContent,
  type: string,
  at: Point,
  facing: Facing,
  health?: number,
) {
  figureStats(content, type);
  const enemy = {
    id: `e${state.nextEnemy++}`,
    type,
    at: { ...at },
    facing,
    health: health ?? baseNumbers(level, state, content, type).health,
  };
  state.enemies.push(enemy);
  return enemy;
}

/** The content id of the enemy a spawn of `enemy` brings: an enemy id as it is, or an enemy type's standard enemy. */
export function spawnedType(content: RulesContent, enemy: string): string {
  if (content.figures.has(enemy)) return enemy;
  const standard = content.standardOf.get(enemy);
  if (!standard) throw new EngineError(`No enemy or enemy type "${enemy}" in the pack.`);
  return standard.id;
}

/** Spawns an enemy of a type (or a given enemy); returns the new enemy's id, or undefined when none could spawn. */
export function spawnEnemy(
  level: Level,
  state: CocState,
  content: RulesContent,
  enemy: string,
  roll: number | undefined,
  events: CocEvent[],
): string | undefined {
  const rolled = rollEnemyDie(state, content, roll);
  const count = (id: string) => state.enemies.filter((e) => e.type === id).length;
  // Advanced enemies, spawn part: the same roll picks the enemy of the type and the spawn point (rule decision 66).
  const byType = state.advanced?.spawn === true && advancedOf(content, enemy).length > 0;
  const advanced = byType ? advancedSpawn(content, enemy, rolled, count) : undefined;
  if (byType && !advanced) {
    events.push({
      type: 'noSpawn',
      text: `Enemy Die ${rolled}: every ${enemy} miniature is already on the level; nothing spawns.`,
    });
    return undefined;
  }
  const type = advanced ?? spawnedType(content, enemy);
  const stats = figureStats(content, type);
  const group = stats.enemyType;
  const limit = group ? (content.miniatures.get(group) ?? Infinity) : Infinity;
  const onLevel = state.enemies.filter((e) => content.figures.get(e.type)?.enemyType === group).length;
  if (group && onLevel >= limit) {
    events.push({
      type: 'noSpawn',
      text: `Enemy Die ${rolled}: every ${stats.name} miniature (${limit}) is already on the level; nothing spawns.`,
    });
    return undefined;
  }
  let number = rolled;
  for (let tries = 0; tries < DIE_FACES; tries++) {
    const point = level.spawnPoints.find((s) => s.number === number);
    if (point && enemyIndexAt(state, point.at) < 0 && !laraAt(state, point.at) && !solidAt(level, state, point.at)) {
      const facing = spawnFacing(level, state, number, point.at, point.facing);
      const placed = placeEnemy(level, state, content, type, point.at, facing);
      const moved = number === rolled ? '' : ` (moved on from ${rolled})`;
      const turned = facing === point.facing ? '' : ' (level rule)';
      events.push({
        type: 'spawn',
        text: `Enemy Die ${rolled}: ${stats.name} ${placed.id} spawns on spawn point ${number}${moved} at ${showPoint(point.at)}, facing ${facing}${turned}.`,
        at: { ...point.at },
        enemy: placed.id,
        facing,
      });
      checkSight(level, state, content, events);
      return placed.id;
    }
    number = (number % DIE_FACES) + 1;
  }
  events.push({ type: 'noSpawn', text: `Enemy Die ${rolled}: no spawn point is free; nothing spawns.` });
  return undefined;
}
