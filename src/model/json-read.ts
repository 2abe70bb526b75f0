// Reading JSON that may not match its schema: checks and loaders guard every field with these.

export type JsonObject = Record<string, unknown>;

/** A JSON object (not null, not an array). */
export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value if it is an array, else an empty list. */
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A deep copy of a JSON value (structuredClone is not in the pure layers' library). */
export const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The same copy as cloneJson without the text round trip (several times faster on small values):
 * as JSON does, fields holding undefined or a function are dropped, such array entries and
 * non-finite numbers become null. For plain data only (no toJSON, no Date).
 */
export function copyJson<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // Pushed into [] (not `new Array(n)`): always a packed array (see src/engine/core/lists.ts).
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      out.push(v === undefined || typeof v === 'function' ? null : copy(v));
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined && typeof v !== 'function') out[key] = copy(v);
  }
  return out;
}
