/**
 * The RPG's X>Y tests (rpg-quick-rules.md, "Tests"): X dice (competence) each compared with the
 * challenge Y; a die above Y is a success, and a sum test adds the successful dice's values. Dice
 * modifiers (+x>, −x>) change X, target modifiers (>+y, >−y) change Y; a challenge of 6 or more
 * becomes 5 with as many dice fewer (−1>−1 until it is 5); a competence above the challenge may take
 * one automatic success instead of rolling; others assisting give their spare successes as extra
 * dice. Exact: binomial and convolution over the faces of a d6, mixtures over the assistants' rolls.
 */
import { addInto, atLeast, convolve, point, powerOfFaces, shift, type Dist } from './dist.ts';

export interface RpgTest {
  /** X, the competence (a skill for an action roll, an attribute for a saving roll). */
  competence: number;
  /** Y, the challenge. */
  challenge: number;
  /** The sum of the dice modifiers (+x> / −x>). */
  diceModifier?: number;
  /** The sum of the target modifiers (>+y / >−y). */
  targetModifier?: number;
  /** Successes added to the result, rolled or automatic (the Knack talent: +1). */
  successBonus?: number;
  /** Others assisting: each rolls its own test and gives its successes beyond `keep` as dice. */
  assists?: RpgAssist[];
}

export interface RpgAssist {
  test: RpgTest;
  /** Successes the assistant keeps for itself (the rest become dice for this test). */
  keep: number;
}

/** The test as it is rolled, after the modifiers and the rule for challenges of 6 or more. */
export interface RpgRoll {
  dice: number;
  target: number;
  /** How many −1>−1 the challenge-6-and-more rule applied. */
  lowered: number;
  /** Whether the competence is above the challenge: one automatic success may be taken instead. */
  automatic: boolean;
}

export function rollOf(t: RpgTest): RpgRoll {
  let dice = t.competence + (t.diceModifier ?? 0);
  let target = t.challenge + (t.targetModifier ?? 0);
  // Modifiers first, then the challenge-6 rule on what is left (rule decision 450).
  const lowered = Math.max(0, target - 5);
  dice -= lowered;
  target -= lowered;
  dice = Math.max(0, dice);
  // Automatic success compares the test as modified (rule decision 451).
  return { dice, target, lowered, automatic: dice > 0 && dice > target };
}

/** One die against `target`, as face counts: 1 success on each face above it. */
function dieSuccess(target: number): number[] {
  const above = Math.min(6, Math.max(0, 6 - Math.max(0, target)));
  return [6 - above, above];
}

/** One die's contribution to a sum test, as face counts: its value when above `target`, else 0. */
function dieSum(target: number): number[] {
  const d = new Array(7).fill(0);
  for (let v = 1; v <= 6; v++) d[v > target ? v : 0] += 1;
  return d;
}

export interface RpgOdds {
  roll: RpgRoll;
  /** Successes of the roll (assist dice and the success bonus included). */
  successes: Dist;
  /** The sum of the successful dice (a sum test). */
  sums: Dist;
}

/** The distribution of the extra dice the assistants give. */
export function assistDice(assists: readonly RpgAssist[]): Dist {
  let total = point(0);
  for (const a of assists) {
    const given: Dist = [0];
    const own = rpgOdds(a.test).successes;
    for (let s = 0; s < own.length; s++) {
      const g = Math.max(0, s - a.keep);
      given[g] = (given[g] ?? 0) + own[s]!;
    }
    for (let i = 0; i < given.length; i++) given[i] ??= 0;
    total = convolve(total, given);
  }
  return total;
}

/** The exact distributions of a test's successes and sum, with every die rolled (no automatic success). */
export function rpgOdds(t: RpgTest): RpgOdds {
  const roll = rollOf(t);
  const extra = assistDice(t.assists ?? []);
  const successes: Dist = [0];
  const sums: Dist = [0];
  const one = dieSuccess(roll.target);
  const sum = dieSum(roll.target);
  for (let a = 0; a < extra.length; a++) {
    if (extra[a] === 0) continue;
    addInto(successes, powerOfFaces(one, roll.dice + a), extra[a]!);
    addInto(sums, powerOfFaces(sum, roll.dice + a), extra[a]!);
  }
  return { roll, successes: shift(successes, t.successBonus ?? 0), sums };
}

/**
 * The chance to get at least `need` successes, taking the automatic success when it is enough
 * (it counts as 1, plus the success bonus) and rolling otherwise.
 */
export function rpgPass(t: RpgTest, need = 1): number {
  const odds = rpgOdds(t);
  if (odds.roll.automatic && 1 + (t.successBonus ?? 0) >= need) return 1;
  return atLeast(odds.successes, need);
}

export interface ExtendedOptions {
  /** Successes to gather over the rolls. */
  need: number;
  /** Automatic successes that may be used (Endurance limits them); only when the test allows one. */
  endurance?: number;
  /** The saving roll that ignores a failed roll (a roll with no success); passed with 1 success. */
  save?: RpgTest;
  /** Qualities that may be spent to turn a failed saving roll into a saved one. */
  qualities?: number;
}

/**
 * An extended test: rolls whose successes add up until `need` is reached, ended by a roll without
 * a success unless a saving roll (or a Quality spent on a failed one) lets the test go on (rule
 * decision 452). Automatic successes, up to Endurance, are taken where they raise the chance. The
 * chance is exact, by dynamic programming over (successes still needed, automatic successes left,
 * Qualities left), the player choosing the better of rolling and an automatic success each time.
 */
export function extendedPass(t: RpgTest, o: ExtendedOptions): number {
  const d = rpgOdds(t).successes;
  const autoWorth = 1 + (t.successBonus ?? 0);
  const autos = rollOf(t).automatic ? Math.max(0, o.endurance ?? 0) : 0;
  const q = o.save ? rpgPass(o.save, 1) : 0;
  const p0 = d[0] ?? 0;
  const qualities = o.save ? Math.max(0, o.qualities ?? 0) : 0;
  const memo = new Map<string, number>();
  const value = (n: number, a: number, s: number): number => {
    if (n <= 0) return 1;
    const key = `${n},${a},${s}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let roll = 0;
    const stay = p0 * q;
    if (stay < 1) {
      let gain = 0;
      for (let k = 1; k < d.length; k++) if (d[k]! > 0) gain += d[k]! * value(n - k, a, s);
      if (s > 0) gain += p0 * (1 - q) * value(n, a, s - 1);
      roll = gain / (1 - stay);
    }
    const best = a > 0 ? Math.max(roll, value(n - autoWorth, a - 1, s)) : roll;
    memo.set(key, best);
    return best;
  };
  return value(o.need, autos, qualities);
}
