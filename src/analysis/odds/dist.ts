/**
 * Exact discrete distributions over small whole numbers, as arrays of probabilities: `d[v]` is the
 * chance of the value v (v ≥ 0). They are built by enumerating every outcome (convolution of the
 * dice, mixtures over earlier rolls), never by sampling, so the only error is floating-point rounding.
 */
export type Dist = number[];

/** The sure value v. */
export function point(v: number): Dist {
  const d: Dist = new Array(v + 1).fill(0);
  d[v] = 1;
  return d;
}

/** The distribution of X + Y for independent X and Y. */
export function convolve(a: Dist, b: Dist): Dist {
  const out: Dist = new Array(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const pa = a[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += pa * b[j]!;
  }
  return out;
}

/** The sum of n independent copies of d (n = 0: the sure 0). */
export function power(d: Dist, n: number): Dist {
  let out = point(0);
  for (let i = 0; i < n; i++) out = convolve(out, d);
  return out;
}

/**
 * The sum of n independent draws of a die given by whole-number weights (weights[v]: how many of its
 * faces count v). Counted in whole numbers and divided once at the end, so each chance is the
 * nearest double to the exact fraction, as long as the count of outcomes stays below 2^53.
 */
export function powerOfFaces(weights: readonly number[], n: number): Dist {
  const faces = weights.reduce((s, w) => s + w, 0);
  if (faces ** n > Number.MAX_SAFE_INTEGER)
    return power(
      weights.map((w) => w / faces),
      n,
    );
  let counts = [1];
  for (let i = 0; i < n; i++) counts = convolve(counts, [...weights]);
  const total = faces ** n;
  return counts.map((c) => c / total);
}

/** X + k. */
export function shift(d: Dist, k: number): Dist {
  if (k >= 0) return [...new Array(k).fill(0), ...d];
  // A negative shift piles what would fall below 0 onto 0 (a result is never negative here).
  const out = d.slice(-k);
  out[0] = (out[0] ?? 0) + d.slice(0, -k).reduce((s, p) => s + p, 0);
  return out;
}

/** Adds `weight` × d into `into` (for mixtures). */
export function addInto(into: Dist, d: Dist, weight: number): void {
  for (let v = 0; v < d.length; v++) into[v] = (into[v] ?? 0) + weight * d[v]!;
  for (let v = 0; v < into.length; v++) into[v] ??= 0;
}

/** P(X ≥ k). */
export function atLeast(d: Dist, k: number): number {
  let s = 0;
  for (let v = Math.max(0, k); v < d.length; v++) s += d[v]!;
  return Math.min(1, s);
}

export function mean(d: Dist): number {
  return d.reduce((s, p, v) => s + p * v, 0);
}

/** Drops the trailing values of chance 0 (keeps at least the value 0). */
export function trim(d: Dist): Dist {
  let end = d.length;
  while (end > 1 && d[end - 1] === 0) end--;
  return d.slice(0, end);
}

/**
 * `{ "0": p0, "1": p1, … }` as the CLI's JSON prints it: every value up to the largest possible one
 * (`zeros`), or only the values that can happen.
 */
export function asRecord(d: Dist, zeros = false): Record<string, number> {
  const out: Record<string, number> = {};
  const t = trim(d);
  for (let v = 0; v < t.length; v++) if (zeros || t[v]! > 0) out[String(v)] = t[v]!;
  return out;
}

/** A fair die's faces 1…sides as weights (one face each). */
export function dieFaces(sides = 6): number[] {
  return [0, ...new Array(sides).fill(1)];
}
