/**
 * Small statistics for the analysis reports: the Wilson score interval of a proportion (sound
 * at 0 and at 1, where the plain normal interval collapses), and histograms as plain records.
 */

/** The 95% Wilson score interval of `wins` out of `n` ([0, 1] when n is 0). */
export function wilson(wins: number, n: number, z = 1.959963984540054): [number, number] {
  if (n <= 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Adds one to a count kept by key. */
export function tally(counts: Record<string, number>, key: string | number, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** Two counts' records added key by key. */
export function addCounts(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [k, v] of Object.entries(from)) tally(into, k, v);
}
