/**
 * Seeded simulations of the games' rolls, written die by die from the rulebooks and independently of
 * src/analysis/odds/, to check its exact distributions (odds-*.test.ts): the frequency of every
 * value over 100,000 rolls must fall within 4 standard errors of the exact chance.
 */
import assert from 'node:assert/strict';
import { randomInt, seedRandom, type RandomState } from '../../src/engine/core/random.ts';
import type { DieResult } from '../../src/engine/coc/index.ts';

export const ROLLS = 100_000;

const d6 = (rng: RandomState) => randomInt(rng, 6) + 1;

/** Tallies `roll()` over ROLLS runs: value → frequency. */
export function simulate(seed: string, roll: (rng: RandomState) => number): Map<number, number> {
  const rng = seedRandom(seed);
  const counts = new Map<number, number>();
  for (let i = 0; i < ROLLS; i++) {
    const v = roll(rng);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return new Map([...counts].map(([v, c]) => [v, c / ROLLS]));
}

/** Every value of the exact distribution within 4 standard errors of its frequency; none it calls impossible rolled. */
export function assertMatches(exact: readonly number[], freq: Map<number, number>, what: string): void {
  for (let v = 0; v < exact.length; v++) {
    const p = exact[v]!;
    const f = freq.get(v) ?? 0;
    const se = Math.sqrt((p * (1 - p)) / ROLLS);
    assert.ok(Math.abs(f - p) <= 4 * se + 1e-9, `${what}: value ${v}: exact ${p}, simulated ${f} (4 SE = ${4 * se})`);
  }
  for (const v of freq.keys())
    assert.ok(v < exact.length && exact[v]! > 0, `${what}: value ${v} was rolled but is called impossible`);
}

/** One RPG roll of X>Y as the quick rules read: dice above the target succeed. */
export function rpgRoll(rng: RandomState, dice: number, target: number): { successes: number; sum: number } {
  let successes = 0;
  let sum = 0;
  for (let i = 0; i < dice; i++) {
    const v = d6(rng);
    if (v > target) {
      successes++;
      sum += v;
    }
  }
  return { successes, sum };
}

/** A Crypt of Chronos die: one of its faces, each equally likely. */
export const face = (rng: RandomState, faces: readonly DieResult[]) => faces[randomInt(rng, faces.length)]!;
export const worth = (f: DieResult) => (f === 'success' ? 1 : f === 'doubleSuccess' ? 2 : 0);

/** The sum of n d6. */
export function d6Sum(rng: RandomState, n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += d6(rng);
  return s;
}
