import type { ContentItem } from '../content.ts';
import { pointer, type Problem } from '../problem.ts';
import type { Check, CheckContext } from './check.ts';
import { isObject } from '../json-read.ts';

// Checks of CCG cards (kind "ccgCard") beyond their schema. Every field is guarded: an item may
// have failed its schema, and a check must never throw.

/** The first edition's card numbers; the built-in pack (id "base") holds exactly this set. */
export const BASE_SET_NUMBERS = { first: 1, last: 211 } as const;
const BASE_PACK_ID = 'base';

const isCard = (item: unknown): item is ContentItem => isObject(item) && item.kind === 'ccgCard';
const cardNumber = (item: ContentItem): number | undefined =>
  Number.isInteger(item.number) ? (item.number as number) : undefined;
const cardsOf = (items: CheckContext['items']) => items.filter(({ item }) => isCard(item));
const label = (item: ContentItem) => (typeof item.name === 'string' && item.name ? item.name : item.id);

/** No two cards of a pack share a number; a number a dependency's card already uses is a warning. */
export const ccgCardNumbers: Check = {
  name: 'CCG card numbers',
  run({ items, dependencies }) {
    const problems: Problem[] = [];
    const first = new Map<number, ContentItem>();
    const inDependencies = new Map<number, { card: ContentItem; pack: string }>();
    for (const dep of dependencies) {
      for (const card of Array.isArray(dep?.items) ? dep.items : []) {
        const n = isCard(card) ? cardNumber(card) : undefined;
        if (n !== undefined && !inDependencies.has(n))
          inDependencies.set(n, { card, pack: typeof dep.id === 'string' ? dep.id : '?' });
      }
    }
    for (const { item, index } of cardsOf(items)) {
      const n = cardNumber(item);
      if (n === undefined) continue;
      const at = pointer('items', index, 'number');
      const earlier = first.get(n);
      if (earlier) {
        problems.push({
          severity: 'error',
          pointer: at,
          itemId: item.id,
          message: `Card number ${n} is already used by "${label(earlier)}" (${earlier.id}); each card of a pack has its own number.`,
        });
        continue;
      }
      first.set(n, item);
      const clash = inDependencies.get(n);
      if (clash)
        problems.push({
          severity: 'warning',
          pointer: at,
          itemId: item.id,
          message: `Card number ${n} is also the number of "${label(clash.card)}" in the pack "${clash.pack}" this pack depends on; players could mix the two up.`,
        });
    }
    return problems;
  },
};

/** The built-in pack's cards are the first edition: numbers 1 to 211, every one present. */
export const ccgBaseSetNumbers: Check = {
  name: 'CCG base set numbers',
  run({ pack, items }) {
    if (pack?.id !== BASE_PACK_ID) return [];
    const cards = cardsOf(items);
    if (cards.length === 0) return [];
    const { first, last } = BASE_SET_NUMBERS;
    const problems: Problem[] = [];
    const seen = new Set<number>();
    for (const { item, index } of cards) {
      const n = cardNumber(item);
      if (n === undefined) continue;
      seen.add(n);
      if (n < first || n > last)
        problems.push({
          severity: 'error',
          pointer: pointer('items', index, 'number'),
          itemId: item.id,
          message: `The base pack holds the first edition, numbered ${first} to ${last}; ${n} is outside it. Put new cards in a pack of their own.`,
        });
    }
    const missing: number[] = [];
    for (let n = first; n <= last; n++) if (!seen.has(n)) missing.push(n);
    if (missing.length > 0)
      problems.push({
        severity: 'warning',
        pointer: '/items',
        message: `The base pack lacks first-edition card${missing.length > 1 ? 's' : ''} ${summarise(missing)}.`,
      });
    return problems;
  },
};

/** A location without any exit arrow is a trap the raider can only leave by dying or resetting. */
export const ccgLocationExits: Check = {
  name: 'CCG location exits',
  run({ items }) {
    return cardsOf(items)
      .filter(({ item }) => item.type === 'location' && Array.isArray(item.exits) && item.exits.length === 0)
      .map(({ item, index }) => ({
        severity: 'warning' as const,
        pointer: pointer('items', index, 'exits'),
        itemId: item.id,
        message: `"${label(item)}" has no exit: a raider who enters it can only leave by dying or resetting. Give it at least one exit arrow.`,
      }));
  },
};

/**
 * An obstacle that can be fought needs a life (hits remove it once they reach its life); a life on
 * an obstacle that cannot be fought is never used. Checks obstacle cards and obstacles printed on
 * locations. Also flags a test that offers the same ability twice.
 */
export const ccgObstacleTests: Check = {
  name: 'CCG obstacle tests',
  run({ items }) {
    const problems: Problem[] = [];
    for (const { item, index } of cardsOf(items)) {
      if (item.type === 'obstacle') problems.push(...obstacleProblems(item, item, [index]));
      if (item.type === 'location' && isObject(item.obstacle))
        problems.push(...obstacleProblems(item, item.obstacle, [index, 'obstacle']));
    }
    return problems;
  },
};

function obstacleProblems(card: ContentItem, obstacle: Record<string, unknown>, at: (string | number)[]): Problem[] {
  const problems: Problem[] = [];
  const test = Array.isArray(obstacle.test) ? obstacle.test : [];
  const what = at.length > 1 ? `The obstacle printed on "${label(card)}"` : `"${label(card)}"`;
  const abilityAt = (k: number) => (isObject(test[k]) ? test[k].ability : undefined);
  const fight = test.findIndex((_, k) => abilityAt(k) === 'fight');
  const hasLife = Number.isInteger(obstacle.life);
  if (fight >= 0 && !hasLife)
    problems.push({
      severity: 'error',
      pointer: pointer('items', ...at, 'test', fight),
      itemId: card.id,
      message: `${what} can be fought but has no "life", so hits could never remove it. Give it a life.`,
    });
  if (fight < 0 && hasLife && test.length > 0)
    problems.push({
      severity: 'warning',
      pointer: pointer('items', ...at, 'life'),
      itemId: card.id,
      message: `${what} has a life but its test has no fight option, so no hit is ever applied to it. Add a fight option or drop the life.`,
    });
  const seen = new Map<unknown, number>();
  test.forEach((_, k) => {
    const ability = abilityAt(k);
    if (typeof ability !== 'string') return;
    const earlier = seen.get(ability);
    if (earlier === undefined) seen.set(ability, k);
    else
      problems.push({
        severity: 'warning',
        pointer: pointer('items', ...at, 'test', k),
        itemId: card.id,
        message: `${what} offers ${ability} twice in its test (options ${earlier} and ${k}); only the lower target matters.`,
      });
  });
  return problems;
}

/** The raiders an upgrade lists must be raider cards (or upgrades), not other kinds of card. */
export const ccgUpgradeRaiders: Check = {
  name: 'CCG upgrade raiders',
  run({ items, dependencies }) {
    const types = new Map<string, unknown>();
    for (const dep of dependencies)
      for (const card of Array.isArray(dep?.items) ? dep.items : []) if (isCard(card)) types.set(card.id, card.type);
    for (const { item } of cardsOf(items)) types.set(item.id, item.type);
    const problems: Problem[] = [];
    for (const { item, index } of cardsOf(items)) {
      if (item.type !== 'upgrade' || !Array.isArray(item.raiders)) continue;
      item.raiders.forEach((id, k) => {
        const type = typeof id === 'string' ? types.get(id) : undefined;
        if (type === undefined || type === 'raider' || type === 'upgrade') return; // unknown ids are the references check's job
        problems.push({
          severity: 'error',
          pointer: pointer('items', index, 'raiders', k),
          itemId: item.id,
          message: `"${String(id)}" is a ${String(type)} card, not a raider: an upgrade is played on a raider (or on her upgrades).`,
        });
      });
    }
    return problems;
  },
};

/** "1–3, 7, 9–10" */
function summarise(numbers: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    parts.push(i === j ? `${numbers[i]}` : `${numbers[i]}–${numbers[j]}`);
    i = j + 1;
  }
  return parts.length > 12 ? `${parts.slice(0, 12).join(', ')} and ${parts.length - 12} more ranges` : parts.join(', ');
}

// The checks of this group, for checks/index.ts.
export const ccgCardsChecks: Check[] = [
  ccgCardNumbers,
  ccgBaseSetNumbers,
  ccgLocationExits,
  ccgObstacleTests,
  ccgUpgradeRaiders,
];
