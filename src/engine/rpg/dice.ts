/**
 * The RPG's tests as pure functions of their numbers (rpg-quick-rules, "Tests"): X>Y, successes,
 * sums, modifiers on the dice and on the target, the challenge-6 rule and automatic success. The
 * engine resolves every roll through these, and an odds calculator can be checked against them.
 */
import { randomInt, type RandomState } from '../core/random.ts';

/** A test as rolled: `dice` (X, the competence after modifiers) over `target` (Y, the challenge after modifiers). */
export interface TestSpec {
  dice: number;
  target: number;
}

/** A roll's result: the successes (dice above the target) and their sum (failed dice not counted). */
export interface RollResult {
  successes: number;
  sum: number;
}

/**
 * The challenge-6 rule: while the target is 6 or more, one die and one point of target are taken
 * off (-1>-1), until the target is 5. Fewer than 0 dice is 0 dice (no chance at all).
 */
export function challengeSixRule(test: TestSpec): TestSpec {
  let { dice, target } = test;
  while (target >= 6) {
    dice--;
    target--;
  }
  return { dice: Math.max(0, dice), target };
}

/**
 * The test rolled for a competence against a challenge with modifiers: +x>/-x> on the dice and
 * >+y/>-y on the target, then the challenge-6 rule on the modified target (rule decision 401).
 */
export function modifiedTest(competence: number, challenge: number, diceModifier = 0, targetModifier = 0): TestSpec {
  return challengeSixRule({ dice: Math.max(0, competence + diceModifier), target: challenge + targetModifier });
}

/** Dice greater than the target are successes; at or below it, failures. */
export function successesOf(rolled: readonly number[], target: number): number {
  let n = 0;
  for (const d of rolled) if (d > target) n++;
  return n;
}

/** A sum test: the values of the successful dice added up. */
export function sumOf(rolled: readonly number[], target: number): number {
  let n = 0;
  for (const d of rolled) if (d > target) n += d;
  return n;
}

/** An X>Y test resolved from the dice rolled (exactly `test.dice` of them, each 1 to 6). */
export function resolveTest(test: TestSpec, rolled: readonly number[]): RollResult {
  if (rolled.length !== test.dice) throw new Error(`the test rolls ${test.dice} dice, but ${rolled.length} were given`);
  for (const d of rolled) if (!Number.isInteger(d) || d < 1 || d > 6) throw new Error(`a die shows 1 to 6, not ${d}`);
  return { successes: successesOf(rolled, test.target), sum: sumOf(rolled, test.target) };
}

/** Automatic success: with more dice than the target (e.g. 3>2) the test may be passed unrolled, as 1 success. */
export function automaticSuccessAllowed(test: TestSpec): boolean {
  return test.dice > test.target;
}

export const AUTOMATIC_SUCCESSES = 1;

/** The luck die (the Luck talent): one die over 3; a 1 is very bad for the one who has Luck. */
export const LUCK_TEST: TestSpec = { dice: 1, target: 3 };

/**
 * Where the dice of a state come from: the dice fixed for the action being applied (a scenario's
 * step), in order, then the seeded generator.
 */
export interface DiceSource {
  random: RandomState;
  fixed: number[] | null;
  used: number;
}

export function rollDice(source: DiceSource, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    if (source.fixed) {
      if (source.used >= source.fixed.length)
        throw new Error(`the action rolls more dice than the ${source.fixed.length} given`);
      out.push(source.fixed[source.used++]!);
    } else out.push(1 + randomInt(source.random, 6));
  }
  return out;
}
