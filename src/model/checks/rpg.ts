import type { ContentItem } from '../content.ts';
import { pointer, type Problem } from '../problem.ts';
import type { Check } from './check.ts';
import { isObject } from '../json-read.ts';

// Checks of the RPG's characters and encounters beyond their schemas. Every field is guarded: an
// item may have failed its schema, and a check must never throw.

/** Each quality and the attribute that limits it (rpg-quick-rules: G T R A I M S under B E Q P C W D). */
export const QUALITY_LIMITS = {
  grit: 'brawn',
  tenacity: 'endurance',
  reflex: 'quickness',
  alertness: 'perception',
  intuition: 'cleverness',
  mettle: 'will',
  spirit: 'destiny',
} as const;

const ofKind =
  (kind: string) =>
  (item: unknown): item is ContentItem =>
    isObject(item) && item.kind === kind;

/** A character's quality points may not be above the attribute that limits them. */
export const rpgQualityLimits: Check = {
  name: 'RPG quality limits',
  run({ items }) {
    const problems: Problem[] = [];
    for (const { item, index } of items.filter(({ item }) => ofKind('rpgCharacter')(item))) {
      const attributes = isObject(item.attributes) ? item.attributes : {};
      const qualities = isObject(item.qualities) ? item.qualities : {};
      for (const [quality, attribute] of Object.entries(QUALITY_LIMITS)) {
        const points = qualities[quality];
        const limit = attributes[attribute];
        if (typeof points === 'number' && typeof limit === 'number' && points > limit)
          problems.push({
            severity: 'error',
            pointer: pointer('items', index, 'qualities', quality),
            itemId: item.id,
            message: `${quality} is ${points}, above its limit: her ${attribute} is ${limit}.`,
          });
      }
    }
    return problems;
  },
};

/**
 * An encounter's map is a rectangle; every combatant starts on a free space of it with its own id; the goal can be
 * met.
 */
export const rpgEncounterMap: Check = {
  name: 'RPG encounter map',
  run({ items }) {
    const problems: Problem[] = [];
    for (const { item, index } of items.filter(({ item }) => ofKind('rpgEncounter')(item))) {
      const problem = (severity: Problem['severity'], at: string, message: string) =>
        problems.push({ severity, pointer: at, itemId: item.id, message });
      const map = isObject(item.map) ? item.map : {};
      const rows = Array.isArray(map.rows) ? map.rows.filter((r): r is string => typeof r === 'string') : [];
      const width = rows[0]?.length ?? 0;
      rows.forEach((row, y) => {
        if (row.length !== width)
          problem(
            'error',
            pointer('items', index, 'map', 'rows', y),
            `Row ${y} has ${row.length} spaces; the first row has ${width}. Every row must be as long.`,
          );
      });
      const ground = (at: unknown): string | undefined =>
        isObject(at) && typeof at.x === 'number' && typeof at.y === 'number' ? rows[at.y]?.[at.x] : undefined;
      const ids = new Set<string>();
      const taken = new Set<string>();
      const combatants = Array.isArray(item.combatants) ? item.combatants : [];
      combatants.forEach((c, i) => {
        if (!isObject(c)) return;
        const at = pointer('items', index, 'combatants', i);
        if (typeof c.id === 'string') {
          if (ids.has(c.id))
            problem('error', at + '/id', `Two combatants are called "${c.id}"; each needs its own id.`);
          ids.add(c.id);
        }
        const g = ground(c.at);
        // The pointer names `at` only where it exists (a missing one is the schema's to report).
        if (!isObject(c.at)) return;
        if (g === undefined) problem('error', at + '/at', 'This combatant starts outside the map.');
        else if (g === '#') problem('error', at + '/at', 'This combatant starts on occupied ground (#).');
        else {
          const key = JSON.stringify(c.at);
          if (taken.has(key)) problem('error', at + '/at', 'Another combatant already starts on this space.');
          taken.add(key);
        }
      });
      const sides = new Set(combatants.map((c) => (isObject(c) ? c.side : undefined)));
      if (!sides.has('raiders'))
        problem('error', pointer('items', index, 'combatants'), "The encounter has no combatant on the raiders' side.");
      const goal = isObject(item.goal) ? item.goal : undefined;
      if (!goal)
        problem(
          'warning',
          pointer('items', index),
          'The encounter has no goal: it ends only when one side is all down.',
        );
      else if (goal.type === 'reach' && !['.', '~', '+'].includes(ground(goal.at) ?? '#'))
        problem('error', pointer('items', index, 'goal'), 'The space to reach is not a free space of the map.');
      else if (goal.type === 'survive' && typeof goal.rounds !== 'number')
        problem('error', pointer('items', index, 'goal'), 'A survive goal needs its number of rounds.');
      else if (goal.type === 'defeatOpponents' && !sides.has('opponents'))
        problem('error', pointer('items', index, 'goal'), 'The goal is to defeat the opponents, but there are none.');
    }
    return problems;
  },
};

export const rpgChecks: Check[] = [rpgQualityLimits, rpgEncounterMap];
