/**
 * Enemy spawns ("Event phase → Enemy spawn"): the Enemy Die picks the spawn point; a point that is
 * missing or taken moves on by one, 6 wrapping to 1; no spawn when every point is taken or when
 * every miniature of that type is already on the level.
 */
import type { Level } from './level.ts';
import { enemyIndexAt, laraAt, showPoint, solidAt } from './board.ts';
import { rollEnemyDie } from './dice.ts';
import { checkSight } from './sight.ts';
import { figureStats, type RulesContent } from './rules-content.ts';
import { EngineError, type CocEvent, type CocState, type Facing, type Point } from './types.ts';

const DIE_FACES = 6;

/** Puts a new enemy of content id `type` on the level; returns it. */
export function placeEnemy(state: CocState, content: RulesContent, type: string, at: Point, facing: Facing, health?: number) {
  const stats = figureStats(content, type);
  const enemy = { id: `e${state.nextEnemy++}`, type, at: { ...at }, facing, health: health ?? stats.health };
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

export function spawnEnemy(level: Level, state: CocState, content: RulesContent, enemy: string, roll: number | undefined, events: CocEvent[]): void {
  const type = spawnedType(content, enemy);
  const stats = figureStats(content, type);
  const group = stats.enemyType;
  const limit = group ? (content.miniatures.get(group) ?? Infinity) : Infinity;
  const onLevel = state.enemies.filter((e) => content.figures.get(e.type)?.enemyType === group).length;
  const rolled = rollEnemyDie(state, content, roll);
  if (group && onLevel >= limit) {
    events.push({ type: 'noSpawn', text: `Enemy Die ${rolled}: every ${stats.name} miniature (${limit}) is already on the level; nothing spawns.` });
    return;
  }
  let number = rolled;
  for (let tries = 0; tries < DIE_FACES; tries++) {
    const point = level.spawnPoints.find((s) => s.number === number);
    if (point && enemyIndexAt(state, point.at) < 0 && !laraAt(state, point.at) && !solidAt(level, state, point.at)) {
      const placed = placeEnemy(state, content, type, point.at, point.facing);
      const moved = number === rolled ? '' : ` (moved on from ${rolled})`;
      events.push({ type: 'spawn', text: `Enemy Die ${rolled}: ${stats.name} ${placed.id} spawns on spawn point ${number}${moved} at ${showPoint(point.at)}, facing ${point.facing}.`, at: { ...point.at }, enemy: placed.id });
      checkSight(level, state, content, events);
      return;
    }
    number = (number % DIE_FACES) + 1;
  }
  events.push({ type: 'noSpawn', text: `Enemy Die ${rolled}: no spawn point is free; nothing spawns.` });
}
