/**
 * The CCG's ability tests (ccg-rules.md, "Raider Abilities and Tests"): roll as many d6 as the
 * ability rating, add them up with the bonuses of the cards, and meet or beat the number the
 * obstacle's test names. Extra dice (Take Aim), a result bonus, All or Nothing's doubled dice and
 * re-rolls of all the dice (cards that re-roll, used only on a failed roll) are options, as the
 * engine applies them (src/engine/ccg/tests.ts). Exact: convolution of the d6.
 */
import { atLeast, dieFaces, powerOfFaces, shift, type Dist } from './dist.ts';

export interface CcgTestSpec {
  /** The ability's rating (the dice it gives). */
  ability: number;
  /** The number to meet or beat (an obstacle's test, a discovery's difficulty). */
  target: number;
  /** Dice added by cards or the rules (Take Aim, a location's search rating). */
  extraDice?: number;
  /** A bonus to the result (not to the dice). */
  bonus?: number;
  /** All or Nothing: every die she would roll is doubled. */
  doubleDice?: boolean;
  /** Re-rolls of all the dice, each used on a failed roll. */
  rerolls?: number;
}

export interface CcgOdds {
  dice: number;
  /** The final result (dice + bonus, after the re-rolls). */
  results: Dist;
  /** Result ≥ target: the obstacle is overcome. */
  pass: number;
  /** Result = target exactly (a pass, by a hair). */
  tie: number;
  /** Result < target. */
  fail: number;
}

export function ccgDice(spec: CcgTestSpec): number {
  const count = spec.ability + (spec.extraDice ?? 0);
  return Math.max(0, spec.doubleDice ? count * 2 : count);
}

export function ccgOdds(spec: CcgTestSpec): CcgOdds {
  const dice = ccgDice(spec);
  const once = shift(powerOfFaces(dieFaces(6), dice), spec.bonus ?? 0);
  // With r + 1 re-rolls: a passing first roll stands; a failing one is followed by a test with r re-rolls.
  const failOnce = 1 - atLeast(once, spec.target);
  let results = once;
  for (let r = 0; r < Math.max(0, spec.rerolls ?? 0); r++) {
    const next: Dist = once.map((p, v) => (v >= spec.target ? p : 0));
    for (let v = 0; v < results.length; v++) next[v] = (next[v] ?? 0) + failOnce * results[v]!;
    results = next;
  }
  const pass = atLeast(results, spec.target);
  return { dice, results, pass, tie: results[spec.target] ?? 0, fail: 1 - pass };
}

/**
 * A fight between two raiders (ccg-rules.md: the higher fight result wins, ties are rolled again): both test
 * fight, the higher result
 * wins, ties are rolled again. The chance that the first wins is P(A > B) / (1 − P(A = B)).
 */
export function versusOdds(a: Dist, b: Dist): { win: number; lose: number; tieOnce: number } {
  let win = 0;
  let tie = 0;
  for (let x = 0; x < a.length; x++)
    for (let y = 0; y < b.length; y++) {
      if (x > y) win += a[x]! * b[y]!;
      else if (x === y) tie += a[x]! * b[y]!;
    }
  if (tie >= 1) return { win: 0, lose: 0, tieOnce: 1 };
  return { win: win / (1 - tie), lose: 1 - win / (1 - tie), tieOnce: tie };
}
