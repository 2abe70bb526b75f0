import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { isObject, levels, levelWord, tokensOf, type Level } from './level-data.ts';

const CONDITION_GROUP: Record<string, string> = { mountain: 'a cold', desert: 'a hot', tomb: 'a time' };

/** Whether a boss is fought on the level: a chapter's named boss, a boss location, any crypt. */
export function hasBoss(level: Level): boolean {
  const item = level.item;
  return (
    (item.kind === 'chapter' && typeof item.boss === 'string') ||
    (item.kind === 'location' && item.bossLevel === true) ||
    item.kind === 'crypt'
  );
}

/**
 * Objectives and the level's pieces agree: artifacts to collect are on the layout, a boss to defeat
 * exists and has a spawn point to start on; mountain, desert and tomb levels name their location
 * condition and jungles have none (warnings: a designer may mean otherwise).
 */
export const cocObjectives: Check = {
  name: 'coc objectives',
  run(context) {
    return levels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const item = level.item;
      const itemId = item.id;
      const error = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId });
      const warn = (pointer: string, message: string) =>
        problems.push({ severity: 'warning', pointer, message, itemId });
      const tokens = tokensOf(level);
      const artifacts = tokens.filter((t) => t.type === 'artifact');
      const objectives = Array.isArray(item.objectives) ? item.objectives : [];
      const challenges = Array.isArray(item.challenges) ? item.challenges : [];
      const lists: [string, unknown[]][] = [
        [`${level.at}/objectives`, objectives],
        ...challenges.map((c, i): [string, unknown[]] => [
          `${level.at}/challenges/${i}/extraObjectives`,
          isObject(c) && Array.isArray(c.extraObjectives) ? c.extraObjectives : [],
        ]),
      ];
      let asksForArtifacts = isObject(item.goldDoors) && item.goldDoors.when === 'artifactsCollected';
      for (const [at, list] of lists)
        list.forEach((o, k) => {
          if (!isObject(o)) return;
          if (o.type === 'collectArtifacts') {
            asksForArtifacts = true;
            const count = o.count;
            if (artifacts.length === 0)
              error(
                `${at}/${k}`,
                'The objective is to collect artifacts, but the layout has none. Add "artifact" tokens.',
              );
            else if (typeof count === 'number' && count > artifacts.length)
              error(
                `${at}/${k}/count`,
                `The objective asks for ${count} artifacts, but the layout has only ${artifacts.length}.`,
              );
          }
          if (o.type === 'defeatBoss' && !hasBoss(level))
            error(
              `${at}/${k}`,
              item.kind === 'location'
                ? 'The objective is to defeat the boss, but this location card is not a boss level. Set "bossLevel": true.'
                : 'The objective is to defeat the boss, but this chapter names no boss. Add "boss" with the boss\'s id.',
            );
        });
      if (artifacts.length > 0 && !asksForArtifacts)
        warn(
          `${artifacts[0]!.at}/type`,
          'No objective or gold-door condition asks for artifacts, so taking them changes nothing. Add a "collectArtifacts" objective.',
        );
      if (hasBoss(level) && item.bossSpawnPoint === undefined)
        error(
          typeof item.boss === 'string' ? `${level.at}/boss` : level.at,
          `The boss needs a place to start: set "bossSpawnPoint" to the number of one of the layout's spawn points.`,
        );
      if (!hasBoss(level) && item.bossSpawnPoint !== undefined)
        warn(`${level.at}/bossSpawnPoint`, `This ${levelWord(level)} has no boss to start on this spawn point.`);
      const type = item.locationType;
      if (typeof type === 'string' && CONDITION_GROUP[type] && item.condition === undefined)
        warn(level.at, `A ${type} level has ${CONDITION_GROUP[type]} condition: add "condition" with the id of one.`);
      if (type === 'jungle' && item.condition !== undefined)
        warn(
          `${level.at}/condition`,
          'Jungle levels have no location condition; only mountains, deserts and tombs do.',
        );
      return problems;
    });
  },
};
