/**
 * The resource bag and what Lara holds. Tokens are strings: a resource's id ("oil"), or
 * "treasure:3" for a Multi-Treasure worth 3 units of one resource. The bag is kept in a random
 * order (shuffled at the start, a returned token goes in at a random place), so drawing its first
 * token is drawing blind.
 */
import { randomInt, shuffle } from '../core/random.ts';
import type { RulesContent } from './rules-content.ts';
import { checkedOfKind } from '../core/checked-content.ts';
import { EngineError, type CocEvent, type CocState } from './types.ts';

export const TREASURE = 'treasure';

export function newBag(state: CocState, content: RulesContent): string[] {
  // The tokens before shuffling, listed once per content (each game shuffles its own copy).
  const tokens = (content.index.bag ??= bagContents(content));
  return shuffle(state.random, tokens.slice());
}

/** Every token the bag starts with, in content order (Multi-Treasure first within its resource). */
export function bagContents(content: RulesContent): string[] {
  const bag: string[] = [];
  // Checked resources (rule decision 575): a present count has its type; a draft may leave one out.
  for (const item of checkedOfKind(content.items, 'resource')) {
    if (item.inBag === undefined) continue;
    let plain = item.inBag;
    for (const m of item.multi ?? []) {
      for (let i = 0; i < (m.count ?? 0) && plain > 0; i++, plain--) bag.push(`${item.id}:${m.units ?? 1}`);
    }
    for (let i = 0; i < plain; i++) bag.push(item.id);
  }
  return bag;
}

/** The resource a token is of, and how many units it counts for. */
export function tokenOf(token: string): { resource: string; units: number } {
  if (!token.includes(':')) return { resource: token, units: 1 };
  const [resource, units] = token.split(':');
  return { resource: resource!, units: units ? Number(units) : 1 };
}

export const isMulti = (token: string) => tokenOf(token).units > 1;

/** Draws `n` tokens blind into Lara's hand (fewer if the bag runs dry). */
export function drawResources(state: CocState, n: number, why: string, events: CocEvent[]): string[] {
  const drawn = state.bag.splice(0, n);
  state.inventory.resources.push(...drawn);
  events.push({
    type: 'resources',
    text: `${why}: Lara draws ${drawn.length ? drawn.map(showToken).join(', ') : 'nothing (the bag is empty)'} from the bag.`,
  });
  return drawn;
}

/** A spent token: plain ones go back into the bag at a random place, Multi-Treasure leaves the game. */
export function returnToken(state: CocState, token: string): void {
  if (isMulti(token)) state.removedResources.push(token);
  else state.bag.splice(randomInt(state.random, state.bag.length + 1), 0, token);
}

export function showToken(token: string): string {
  const { resource, units } = tokenOf(token);
  return units > 1 ? `${units}-${resource}` : resource;
}

/** Is the content's resource wild (Treasure)? */
export function isWild(content: RulesContent, resource: string): boolean {
  return content.index.wild.has(resource);
}

/**
 * Which of Lara's tokens pay a cost (resource → units), or undefined when she cannot pay. A token
 * pays for one resource only (no split, no change); wild tokens stand in for any resource. The
 * cheapest way is chosen: exact tokens first, then plain wild ones, then the smallest Multi-Treasure.
 */
export function chooseTokens(
  content: RulesContent,
  held: readonly string[],
  cost: ReadonlyMap<string, number>,
): string[] | undefined {
  const left = [...held];
  const used: string[] = [];
  const take = (i: number) => used.push(left.splice(i, 1)[0]!);
  const needs = [...cost].map(([resource, units]) => ({ resource, units }));
  for (const need of needs) {
    for (let i = left.length - 1; i >= 0 && need.units > 0; i--) {
      const t = tokenOf(left[i]!);
      if (t.resource === need.resource && t.units === 1) {
        take(i);
        need.units--;
      }
    }
  }
  for (const need of needs) {
    while (need.units > 0) {
      // A wild or matching token; the smallest that covers what is left, else the largest.
      const candidates = left
        .map((tok, i) => ({ i, ...tokenOf(tok) }))
        .filter((t) => t.resource === need.resource || isWild(content, t.resource));
      if (!candidates.length) return undefined;
      const covering = candidates.filter((c) => c.units >= need.units).sort((a, b) => a.units - b.units);
      const pick = covering[0] ?? candidates.sort((a, b) => b.units - a.units)[0]!;
      need.units -= pick.units;
      take(pick.i);
    }
  }
  return used;
}

/** Checks that `tokens` pay `cost` (each token for one resource, wild ones for any). */
export function paysFor(content: RulesContent, tokens: readonly string[], cost: ReadonlyMap<string, number>): boolean {
  // Try every assignment of tokens to the cost's resources (costs are small).
  const needs = [...cost];
  const assign = (k: number, remaining: number[]): boolean => {
    if (k === tokens.length) return remaining.every((r) => r <= 0);
    const t = tokenOf(tokens[k]!);
    for (let j = 0; j < needs.length; j++) {
      if (remaining[j]! <= 0) continue;
      if (t.resource !== needs[j]![0] && !isWild(content, t.resource)) continue;
      const next = [...remaining];
      next[j] = next[j]! - t.units;
      if (assign(k + 1, next)) return true;
    }
    return false;
  };
  return assign(
    0,
    needs.map(([, n]) => n),
  );
}

/** `n` of the tokens held worth least: plain resources, then plain Treasure, then Multi-Treasure (smallest first). */
export function cheapestTokens(held: readonly string[], n: number): string[] | undefined {
  if (held.length < n) return undefined;
  const rank = (t: string) => (isMulti(t) ? 10 + tokenOf(t).units : t === TREASURE ? 1 : 0);
  return [...held].sort((a, b) => rank(a) - rank(b)).slice(0, n);
}

/** Spends tokens Lara holds (each must be held). */
export function spendTokens(state: CocState, tokens: readonly string[]): void {
  for (const token of tokens) {
    const i = state.inventory.resources.indexOf(token);
    if (i < 0) throw new EngineError(`Lara holds no ${showToken(token)} to spend.`);
    state.inventory.resources.splice(i, 1);
    returnToken(state, token);
  }
}
