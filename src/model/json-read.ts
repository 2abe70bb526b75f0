// Reading JSON that may not match its schema: checks and loaders guard every field with these.

export type JsonObject = Record<string, unknown>;

/** A JSON object (not null, not an array). */
export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value if it is an array, else an empty list. */
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A deep copy of a JSON value (structuredClone is not in the pure layers' library). */
export const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
