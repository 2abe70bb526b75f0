/**
 * The level's objectives and the exit: which are met, and whether Lara may leave now. Custom
 * objectives are a designer's words the engine cannot read; they count as met (rule decision 9).
 */
import type { Level, Objective } from './level.ts';
import { enemyIndexAt, same, sameTile } from './board.ts';
import type { CocState } from './types.ts';
import type { RulesContent } from './rules-content.ts';

export function objectiveMet(level: Level, state: CocState, content: RulesContent, objective: Objective): boolean {
  switch (objective.type) {
    case 'collectArtifacts': {
      const collected = state.artifacts.filter((onLevel) => !onLevel).length;
      return (
        collected >= ('count' in objective && objective.count !== undefined ? objective.count : level.artifacts.length)
      );
    }
    case 'search':
      return state.searched;
    case 'research':
      return state.researched;
    case 'defeatBoss':
      return !state.enemies.some((e) => content.figures.get(e.type)?.boss);
    case 'reachExit':
    case 'custom':
      return true;
  }
  return true;
}

/** The level's objectives, and in a challenge the challenge's extra objectives too. */
export function objectivesOf(level: Level, state: CocState): Objective[] {
  if (state.mode !== 'challenge') return level.objectives;
  // The level item is checked at the load boundary (rule decision 575): a challenge's objectives are objectives.
  const extra = level.item.challenges?.[state.challenge ?? 0]?.extraObjectives ?? [];
  return [...level.objectives, ...(extra as Objective[])];
}

export function objectivesComplete(level: Level, state: CocState, content: RulesContent): boolean {
  return objectivesOf(level, state).every((o) => objectiveMet(level, state, content, o));
}

/** Why Lara may not leave now, or undefined when she may. */
export function exitBlocked(level: Level, state: CocState, content: RulesContent): string | undefined {
  if (!level.exit) return 'this level has no exit';
  if (!same(state.lara.at, level.exit)) return 'Lara is not on the exit';
  if (!objectivesComplete(level, state, content)) return 'not every objective is met';
  if (state.enemies.some((e) => sameTile(level, e.at, level.exit!))) return 'an enemy is on the exit’s Level Tile';
  if (enemyIndexAt(state, state.lara.at) >= 0) return 'Lara is passing an enemy';
  return undefined;
}
