/**
 * The Crypt of Chronos roll (crypt-of-chronos-rules.md, "Lara Dice"): each Lara Die or Special Die
 * shows a success (1), a double success (2), a fail (0) or a sacrifice (0, or 1 by discarding an
 * Event Card). The faces are the pack's (`dice` items: how many faces show each result), so a
 * designer's own dice are computed as they are. Re-rolls of the failed dice (Jungle Heavy, Rush:
 * every fail and unconverted sacrifice rolled again, after the sacrifices are settled, as the
 * engine does) and sure successes (Improvise, the Double Success scroll, ammo) are options.
 *
 * Exact: every outcome of the dice is enumerated as counts of results per kind of die, and the
 * player's choices (which sacrifices to convert before a re-roll, whether to re-roll) are taken by
 * dynamic programming to maximise the chance to reach `need` (or, with no need, the expected successes).
 */
import type { DieResult } from '../../engine/coc/index.ts';
import { atLeast, mean, point, shift, type Dist } from './dist.ts';

export interface CocRollSpec {
  laraDice: number;
  specialDice?: number;
  laraFaces: readonly DieResult[];
  /** A Special Die's faces (a Lara Die's when not given). */
  specialFaces?: readonly DieResult[];
  /** Event Cards the player will discard to turn sacrifices into successes (Infinity: all of them). */
  eventCards?: number;
  /** How many times the failed dice may be re-rolled. */
  rerolls?: number;
  /** Sure successes added to the roll. */
  bonus?: number;
  /** Successes needed (an action card's box); the choices then aim at it. */
  need?: number;
}

export interface CocOdds {
  /** The final successes, with the choices made as said above. */
  successes: Dist;
  /** P(successes ≥ need), when a need is given. */
  pass?: number;
}

/** A roll's outcome as counts: successes (doubles counted twice), fails and sacrifices per kind of die. */
interface Outcome {
  s: number;
  fL: number;
  xL: number;
  fS: number;
  xS: number;
  p: number;
}

function faceOdds(faces: readonly DieResult[]) {
  const n = faces.length;
  const share = (r: DieResult) => faces.filter((f) => f === r).length / n;
  return {
    success: share('success'),
    doubleSuccess: share('doubleSuccess'),
    fail: share('fail'),
    sacrifice: share('sacrifice'),
  };
}

const sameFaces = (a: readonly DieResult[], b: readonly DieResult[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Every outcome of rolling nL Lara Dice and nS Special Dice, merged by counts. */
function outcomes(
  lara: ReturnType<typeof faceOdds>,
  special: ReturnType<typeof faceOdds>,
  nL: number,
  nS: number,
): Outcome[] {
  let map = new Map<string, Outcome>([['0,0,0,0,0', { s: 0, fL: 0, xL: 0, fS: 0, xS: 0, p: 1 }]]);
  const step = (odds: typeof lara, isLara: boolean) => {
    const next = new Map<string, Outcome>();
    const put = (o: Outcome) => {
      const key = `${o.s},${o.fL},${o.xL},${o.fS},${o.xS}`;
      const had = next.get(key);
      if (had) had.p += o.p;
      else next.set(key, o);
    };
    for (const o of map.values()) {
      if (odds.success) put({ ...o, s: o.s + 1, p: o.p * odds.success });
      if (odds.doubleSuccess) put({ ...o, s: o.s + 2, p: o.p * odds.doubleSuccess });
      if (odds.fail)
        put(isLara ? { ...o, fL: o.fL + 1, p: o.p * odds.fail } : { ...o, fS: o.fS + 1, p: o.p * odds.fail });
      if (odds.sacrifice)
        put(isLara ? { ...o, xL: o.xL + 1, p: o.p * odds.sacrifice } : { ...o, xS: o.xS + 1, p: o.p * odds.sacrifice });
    }
    map = next;
  };
  for (let i = 0; i < nL; i++) step(lara, true);
  for (let i = 0; i < nS; i++) step(special, false);
  return [...map.values()];
}

export function cocOdds(spec: CocRollSpec): CocOdds {
  const specialFaces = spec.specialFaces ?? spec.laraFaces;
  // Special Dice with a Lara Die's faces are Lara Dice to the count (fewer outcomes to go through).
  const merge = sameFaces(spec.laraFaces, specialFaces);
  const nL = spec.laraDice + (merge ? (spec.specialDice ?? 0) : 0);
  const nS = merge ? 0 : (spec.specialDice ?? 0);
  const lara = faceOdds(spec.laraFaces);
  const special = faceOdds(specialFaces);
  const rerolls = Math.max(0, spec.rerolls ?? 0);
  const cards = Math.min(spec.eventCards ?? 0, (nL + nS) * (rerolls + 1));
  const need = spec.need;
  const bonus = Math.max(0, spec.bonus ?? 0);
  // `t`: successes still to gain (undefined: no need, the expected successes are what counts).
  const worth = (d: Dist, t: number | undefined) => (t === undefined ? mean(d) : atLeast(d, t));
  const rolled = new Map<string, Outcome[]>();
  const roll = (a: number, b: number) => {
    const key = `${a},${b}`;
    let list = rolled.get(key);
    if (!list) rolled.set(key, (list = outcomes(lara, special, a, b)));
    return list;
  };
  /** Σ over the outcomes of rolling a + b dice of (their successes + what is gained after them). */
  const mix = (list: Outcome[], e: number, r: number, t: number | undefined): Dist => {
    const d: Dist = [];
    for (const n of list) {
      const after = gain(n, e, r, t === undefined ? undefined : t - n.s);
      for (let v = 0; v < after.length; v++) d[v + n.s] = (d[v + n.s] ?? 0) + n.p * after[v]!;
    }
    for (let v = 0; v < d.length; v++) d[v] ??= 0;
    return d;
  };
  const rerolled = new Map<string, Dist>();
  const rerollGain = (a: number, b: number, e: number, r: number, t: number | undefined) => {
    const key = `${a},${b},${e},${r},${t === undefined ? 'm' : Math.max(0, t)}`;
    let d = rerolled.get(key);
    if (!d) rerolled.set(key, (d = mix(roll(a, b), e, r, t)));
    return d;
  };
  const memo = new Map<string, Dist>();
  /**
   * The successes still to come from a rolled outcome's fails and sacrifices, with `e` Event Cards
   * and `r` re-rolls left, aiming at `t` more successes: stop (converting every sacrifice a card
   * allows), or convert some sacrifices and re-roll every other failed die.
   */
  const gain = (o: Outcome, e: number, r: number, t: number | undefined): Dist => {
    const reached = t !== undefined && t <= 0;
    const key = `${o.fL},${o.xL},${o.fS},${o.xS},${e},${r},${t === undefined ? 'm' : Math.max(0, t)}`;
    const known = memo.get(key);
    if (known) return known;
    let best = point(Math.min(e, o.xL + o.xS));
    let bestWorth = worth(best, t);
    if (r > 0 && !reached)
      for (let cL = 0; cL <= Math.min(o.xL, e); cL++)
        for (let cS = 0; cS <= Math.min(o.xS, e - cL); cS++) {
          const a = o.fL + o.xL - cL;
          const b = o.fS + o.xS - cS;
          if (a + b === 0) continue;
          const c = cL + cS;
          const d = shift(rerollGain(a, b, e - c, r - 1, t === undefined ? undefined : t - c), c);
          const w = worth(d, t);
          if (w > bestWorth + 1e-12) {
            best = d;
            bestWorth = w;
          }
        }
    memo.set(key, best);
    return best;
  };
  const total = mix(roll(nL, nS), cards, rerolls, need === undefined ? undefined : need - bonus);
  const successes = shift(total, bonus);
  return need === undefined ? { successes } : { successes, pass: atLeast(successes, need) };
}
