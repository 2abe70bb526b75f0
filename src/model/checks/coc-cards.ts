import type { ContentItem } from '../content.ts';
import { pointer, type Problem } from '../problem.ts';
import type { Check, CheckContext } from './check.ts';
import { isObject, list } from '../json-read.ts';

// Checks of the Crypt of Chronos cards that a schema cannot say. Each one guards every field it
// reads: items may have failed their schema.

const ofKind = (context: CheckContext, ...kinds: string[]) =>
  context.items.filter(({ item }) => kinds.includes(item.kind));

function problem(item: ContentItem, at: string, message: string, severity: Problem['severity'] = 'error'): Problem {
  return { severity, pointer: at, message, itemId: item.id };
}

/** A weapon's range template never includes Lara's own space. */
export const weaponRangeNotOnLara: Check = {
  name: 'weapon-range-not-on-lara',
  run(context) {
    return ofKind(context, 'weapon').flatMap(({ item, index }) => {
      const range = item.range;
      if (!isObject(range)) return [];
      return list(range.cells).flatMap((cell, j) =>
        isObject(cell) && cell.forward === 0 && cell.right === 0
          ? [
              problem(
                item,
                pointer('items', index, 'range', 'cells', j),
                "The range includes Lara's own space (forward 0, right 0); a weapon only reaches other spaces.",
              ),
            ]
          : [],
      );
    });
  },
};

/**
 * The boxes of an Action or Ability Card can be told apart: one "fail" box at most, one "forEach"
 * box at most, and no two "atLeast" boxes needing the same number of successes.
 */
export const rollOutcomes: Check = {
  name: 'roll-outcomes',
  run(context) {
    return ofKind(context, 'actionCard', 'ability').flatMap(({ item, index }) => {
      const seen = new Map<string, number>();
      return list(item.outcomes).flatMap((outcome, j) => {
        if (!isObject(outcome) || typeof outcome.when !== 'string') return [];
        const atLeast = outcome.when === 'atLeast';
        if (atLeast && typeof outcome.successes !== 'number') return [];
        const key = atLeast ? `atLeast ${String(outcome.successes)}` : outcome.when;
        const earlier = seen.get(key);
        if (earlier === undefined) {
          seen.set(key, j);
          return [];
        }
        const what = atLeast
          ? `needs ${String(outcome.successes)} successes like box ${earlier}`
          : `is a second "${outcome.when}" box (box ${earlier} is one)`;
        return [
          problem(
            item,
            pointer('items', index, 'outcomes', j, atLeast ? 'successes' : 'when'),
            `This box ${what}; a roll could not tell which applies.`,
          ),
        ];
      });
    });
  },
};

/**
 * The advanced enemies of one type share out the Enemy Die: no number calls two of them, and
 * every number from 1 to 6 calls one (else a roll would spawn nothing).
 */
export const advancedSpawnRolls: Check = {
  name: 'advanced-spawn-rolls',
  run(context) {
    const problems: Problem[] = [];
    const byType = new Map<string, { owner: Map<number, string>; last: { item: ContentItem; index: number } }>();
    for (const { item, index } of ofKind(context, 'enemy')) {
      if (item.tier !== 'advanced' || typeof item.enemyType !== 'string') continue;
      const entry = byType.get(item.enemyType) ?? { owner: new Map<number, string>(), last: { item, index } };
      byType.set(item.enemyType, entry);
      entry.last = { item, index };
      list(item.spawnOn).forEach((n, k) => {
        if (typeof n !== 'number') return;
        const other = entry.owner.get(n);
        if (other !== undefined && other !== item.id)
          problems.push(
            problem(
              item,
              pointer('items', index, 'spawnOn', k),
              `Enemy Die ${n} already spawns "${other}", another advanced ${item.enemyType} enemy; each number may call only one.`,
            ),
          );
        else entry.owner.set(n, item.id);
      });
    }
    for (const [type, { owner, last }] of byType) {
      const missing = [1, 2, 3, 4, 5, 6].filter((n) => !owner.has(n));
      if (missing.length && Array.isArray(last.item.spawnOn))
        problems.push(
          problem(
            last.item,
            pointer('items', last.index, 'spawnOn'),
            `No advanced ${type} enemy spawns on Enemy Die ${missing.join(', ')}; the type's advanced enemies should share out 1 to 6.`,
            'warning',
          ),
        );
    }
    return problems;
  },
};

/** A resource's Multi-Treasure tokens are part of its tokens in the bag, so they cannot outnumber them. */
export const multiTokensWithinBag: Check = {
  name: 'multi-tokens-within-bag',
  run(context) {
    return ofKind(context, 'resource').flatMap(({ item, index }) => {
      if (typeof item.inBag !== 'number' || !Array.isArray(item.multi)) return [];
      const multi = item.multi.reduce(
        (sum: number, m) => sum + (isObject(m) && typeof m.count === 'number' ? m.count : 0),
        0,
      );
      return multi > item.inBag
        ? [
            problem(
              item,
              pointer('items', index, 'multi'),
              `The multi-tokens (${multi}) outnumber all the tokens in the bag (${item.inBag}); they are counted among them.`,
            ),
          ]
        : [];
    });
  },
};

/** A Lara or Special die with no success on any face could never succeed. */
export const diceCanSucceed: Check = {
  name: 'dice-can-succeed',
  run(context) {
    return ofKind(context, 'dice').flatMap(({ item, index }) => {
      if (item.dieType !== 'lara' && item.dieType !== 'special') return [];
      const faces = list(item.faces);
      return faces.length && !faces.some((f) => f === 'success' || f === 'doubleSuccess')
        ? [
            problem(
              item,
              pointer('items', index, 'faces'),
              'No face shows a success or a double success: this die succeeds only through sacrifices (discarding Event Cards), or never.',
              'warning',
            ),
          ]
        : [];
    });
  },
};

export const cocCardsChecks: Check[] = [
  weaponRangeNotOnLara,
  rollOutcomes,
  advancedSpawnRolls,
  multiTokensWithinBag,
  diceCanSucceed,
];
