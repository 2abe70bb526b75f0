/**
 * Array copies built by pushing into `[]` in small loops. V8 gives an array made by
 * `Array.prototype.map`, `slice` of a holey array, `Array.from({ length })` or `new Array(n)` a
 * "holey" element kind before the calling code is optimised and a "packed" one after (or the other way
 * round), so a game state built from them held arrays of mixed kinds and the engine's property reads
 * stayed slow (polymorphic) for seconds. An array filled by `push` from `[]` is always packed.
 */

/** `list.map(f)`, always a packed array. */
export function mapList<T, U>(list: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!, i));
  return out;
}

/** `list.slice()`, always a packed array. */
export function copyList<T>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i]!);
  return out;
}

/** `count` values made by `make` (called once each, in order), a packed array. */
export function repeatList<T>(count: number, make: () => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(make());
  return out;
}
