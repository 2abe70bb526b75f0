/**
 * Canonical JSON of content: the same content always gives the same text, whatever order its keys
 * were written in. Keys that name a thing come first (kind, id, name, then a pack's manifest
 * fields) so an exported file still reads well; every other key follows alphabetically. Arrays keep
 * their order (order means something in content: tiles, steps, decks). Every key is data, even
 * "__proto__" and "constructor" (tests/unit/safe-json.test.ts).
 */
const LEADING_KEYS = ['kind', 'id', 'name', 'version', 'description', 'authors', 'schemaVersion', 'dependencies'];
const rank = new Map(LEADING_KEYS.map((key, index) => [key, index]));

function compareKeys(a: string, b: string): number {
  const ra = rank.get(a) ?? LEADING_KEYS.length;
  const rb = rank.get(b) ?? LEADING_KEYS.length;
  return ra - rb || (a < b ? -1 : a > b ? 1 : 0);
}

/** A deep copy of a JSON value with every object's keys in canonical order. */
export function canonicalize<T>(value: T): T {
  if (Array.isArray(value)) return value.map(canonicalize) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareKeys)) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    // "__proto__" is defined, not assigned: `out["__proto__"] = v` would set the prototype and lose the field. Only
    // that key: defining every key made canonicalize twice as slow, and it is most of the time of every state digest.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: canonicalize(v), enumerable: true, writable: true, configurable: true });
    else out[key] = canonicalize(v);
  }
  return out as T;
}

/** Canonical JSON text: compact (for hashing) or pretty-printed with two spaces and a final newline (for files). */
export function canonicalJson(value: unknown, pretty = false): string {
  return pretty ? JSON.stringify(canonicalize(value), null, 2) + '\n' : JSON.stringify(canonicalize(value));
}
