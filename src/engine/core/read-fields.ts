/**
 * Reading a `Checked<kind>` item (checked-content.ts, rule decision 575) into a game's full item: a present value has
 * its type, but a draft may miss any field. A game's reader gives a missing field its rulebook default, or notes it
 * here when there is none; an item with such a note is not read and is left out, its problems naming each field
 * (aod/content-read.ts, uw/content-read.ts).
 */
import type { LeftOutItem } from './checked-content.ts';

/** An item read, or the problems of one that cannot be: each missing field with no default. */
export type Read<I> = { item: I } | { missing: string[] };

/** Notes in `out` each of `fields` that is missing ("/seats/0/order: …"); true when none is. */
export function has(out: string[], at: string, fields: Record<string, unknown>): boolean {
  const missing = Object.keys(fields).filter((k) => fields[k] === undefined);
  for (const k of missing) out.push(`${at}/${k}: it is missing, and the rules give it no default.`);
  return missing.length === 0;
}

/** Each entry of a list read by `read` (which notes what it misses), or undefined when the list or an entry is. */
export function each<C, R>(
  list: readonly C[] | undefined,
  at: string,
  read: (entry: C, at: string) => R | undefined,
): R[] | undefined {
  if (list === undefined) return undefined;
  const read1 = list.map((entry, i) => read(entry, `${at}/${i}`));
  const all = read1.filter((r): r is R => r !== undefined);
  return all.length === list.length ? all : undefined;
}

/** The item read when nothing was noted missing. */
export const result = <I>(out: string[], item: I | undefined): Read<I> =>
  item !== undefined && out.length === 0 ? { item } : { missing: out };

/** Puts a read item in `map`, or an item that could not be read in `leftOut`. */
export function keep<T>(map: Map<string, T>, leftOut: LeftOutItem[], kind: string, id: string, read: Read<T>): void {
  if ('item' in read) map.set(id, read.item);
  else leftOut.push({ kind, id, problems: read.missing });
}
