// The types of validators.generated.js (written by scripts/build-validators.ts, `npm run types`).
import type { ErrorObject } from 'ajv';

/** One schema's validator, as ajv's standalone code exports it (verbose errors, without schemaPath). */
export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The pack manifest (items only have to be a list: each is checked by its kind's validator). */
export const manifest: GeneratedValidator;
/** By content kind. */
export const itemValidators: Record<string, GeneratedValidator>;
/** The other schemas (the games' scenario files), by $id. */
export const documentValidators: Record<string, GeneratedValidator>;
/** Where the refKind values met while validating go, until set back to null. */
export function setRefSink(sink: { instancePath: string; id: string; kinds: string[] }[] | null): void;
