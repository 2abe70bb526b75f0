/**
 * Counts by board space for the heatmaps of a simulation report, kept while the games run under a
 * number made of the space's two coordinates instead of its "x,y" name: a hook counts a space at
 * nearly every action, and building and looking up a name each time cost more than the count.
 * `named` gives the plain record the report has always had — the same names, in the order each
 * space was first counted (a record keeps that order for keys that are not array indices, and an
 * "x,y" name never is one).
 */

/** Spaces whose coordinates are whole numbers in 0 … SPAN − 1 are kept by number; any other by its name. */
const SPAN = 4096;

export type SpaceCounts = Map<number | string, number>;

/** The "x,y" name of a space, as the reports write it. */
export const spaceName = (p: { x: number; y: number }): string => `${p.x},${p.y}`;

function keyOf(p: { x: number; y: number }): number | string {
  const { x, y } = p;
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < SPAN && y < SPAN
    ? x * SPAN + y
    : spaceName(p);
}

/** Adds one to a space's count. */
export function countSpace(counts: SpaceCounts, p: { x: number; y: number }): void {
  const key = keyOf(p);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The counts as the report's plain record: "x,y" → count, in the order the spaces were first counted. */
export function named(counts: SpaceCounts): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, n] of counts) out[typeof key === 'number' ? `${Math.floor(key / SPAN)},${key % SPAN}` : key] = n;
  return out;
}
