import type { ErrorObject } from 'ajv';
import type { ContentItem, Pack } from './content.ts';
import { pointer, type Problem } from './problem.ts';
import { describeSchemaError } from './schema-messages.ts';
import {
  documentValidators,
  itemValidators,
  manifest,
  setRefSink,
  type GeneratedValidator,
} from './validators.generated.js';
import { runChecks } from './checks/index.ts';
import { parseJson } from './parse-json.ts';
import { failureInWords, itemTooDeep, tooDeepMessage } from './json-limits.ts';

export type { ReferenceUse } from './checks/check.ts';
import type { ReferenceUse } from './checks/check.ts';

/**
 * The schemas' validators, compiled at build time (scripts/build-validators.ts, `npm run types`):
 * nothing is compiled when the app runs. `refKind` is our keyword: `"refKind": "boss"` on a string
 * field says it holds a boss's id; while an item is validated, each such value is collected so that
 * the references check can resolve it.
 */
class SchemaValidator {
  private readonly byKind = new Map<string, GeneratedValidator>(Object.entries(itemValidators));

  get kinds(): string[] {
    return [...this.byKind.keys()];
  }

  /** Schema problems of one item; `at` is the item's pointer in the pack document. */
  validateItem(item: unknown, at: string, references: ReferenceUse[]): Problem[] {
    const itemId = typeof (item as ContentItem)?.id === 'string' ? (item as ContentItem).id : undefined;
    const kind = (item as ContentItem)?.kind;
    const validate = typeof kind === 'string' ? this.byKind.get(kind) : undefined;
    if (!validate) {
      const message =
        typeof kind === 'string'
          ? `Unknown kind "${kind}". Known kinds: ${this.kinds.sort().join(', ')}.`
          : typeof item === 'object' && item !== null && !Array.isArray(item)
            ? 'The item has no "kind" saying what it is.'
            : 'An item must be a JSON object.';
      const where =
        typeof kind === 'string' ||
        (typeof item === 'object' && item !== null && !Array.isArray(item) && 'kind' in item)
          ? `${at}/kind`
          : at;
      return [{ severity: 'error', pointer: where, message, ...(itemId ? { itemId } : {}) }];
    }
    const collected: { instancePath: string; id: string; kinds: string[] }[] = [];
    setRefSink(collected);
    let ok: boolean;
    try {
      ok = validate(item);
    } finally {
      setRefSink(null);
    }
    if (itemId)
      for (const ref of collected)
        references.push({ pointer: at + ref.instancePath, id: ref.id, kinds: ref.kinds, itemId });
    if (ok) return [];
    return simplify(validate.errors ?? []).map((error) => {
      const { pointer: where, message } = describeSchemaError(error);
      return { severity: 'error' as const, pointer: at + where, message, ...(itemId ? { itemId } : {}) };
    });
  }

  /** Problems of a document against another schema (e.g. a scenario), found by its $id among the generated validators.
   * */
  validateDocument(schema: object | string, doc: unknown): Problem[] {
    const id = typeof schema === 'string' ? schema : (schema as { $id?: string }).$id;
    const validate = id === undefined ? undefined : documentValidators[id];
    if (!validate)
      throw new Error(
        `No validator was generated for the schema ${id ?? '(without $id)'}: schemas/ holds every schema (run \`npm run types\`).`,
      );
    if (validate(doc)) return [];
    return simplify(validate.errors ?? []).map((error) => ({
      severity: 'error' as const,
      ...describeSchemaError(error),
    }));
  }

  validateManifest(doc: unknown): Problem[] {
    if (manifest(doc)) return [];
    return simplify(manifest.errors ?? []).map((error) => ({
      severity: 'error' as const,
      ...describeSchemaError(error),
    }));
  }
}

/**
 * ajv reports every failed branch of an anyOf/oneOf and then the anyOf itself. A designer wants
 * the errors of the branch that came closest (the one whose errors lie deepest in the document);
 * when no branch got past the value itself, one sentence saying that no allowed form matches.
 */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const out: ErrorObject[] = [];
  const under = (path: string, base: string) => path === base || path.startsWith(base + '/');
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
      if (error.keyword !== 'if' && error.keyword !== 'not') out.push(error);
      continue;
    }
    if (error.keyword === 'oneOf' && (error.params as { passingSchemas?: unknown }).passingSchemas) {
      out.push(error);
      continue;
    }
    let start = out.length;
    while (start > 0 && under(out[start - 1]!.instancePath, error.instancePath)) start--;
    const branches = out.splice(start);
    const depth = (e: ErrorObject) =>
      e.instancePath.split('/').length + (e.keyword === 'required' || e.keyword === 'additionalProperties' ? 1 : 0);
    const deepest = Math.max(...branches.map(depth), 0);
    const base = error.instancePath.split('/').length;
    if (deepest > base) out.push(...branches.filter((e) => depth(e) === deepest));
    else out.push(error);
  }
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

let shared: SchemaValidator | undefined;
const validator = () => (shared ??= new SchemaValidator());

/** Problems of a JSON document against one of the schemas in schemas/ (given as itself or its $id). */
export function validateDocument(schema: object | string, doc: unknown): Problem[] {
  return validator().validateDocument(schema, doc);
}

/** Readies the validators now rather than on the first validation (e.g. before measuring); they are compiled at build
 * time. */
export function compileSchemas(): void {
  validator();
}

export interface ValidateOptions {
  /** Packs this one depends on; references may resolve to their items. */
  dependencies?: readonly Pack[];
}

/**
 * Every problem of a pack: its manifest and each item against their schemas, then the checks
 * beyond the schema (unique ids, references, level rules…). Never throws, whatever the input:
 * a check that fails unexpectedly is itself reported as a problem.
 */
export function validatePack(pack: unknown, options: ValidateOptions = {}): Problem[] {
  return checkPack(pack, options).problems;
}

/**
 * Like validatePack, and also every reference between items the schemas declare (for renaming an
 * id with its references, and for warning before deleting an item others refer to).
 */
export function checkPack(
  pack: unknown,
  options: ValidateOptions = {},
): { problems: Problem[]; references: ReferenceUse[] } {
  const references: ReferenceUse[] = [];
  try {
    const v = validator();
    const problems = v.validateManifest(pack);
    const items = (pack as Pack | null)?.items;
    if (!Array.isArray(items)) return { problems, references };
    const valid: { item: ContentItem; index: number }[] = [];
    items.forEach((item, index) => {
      // Too deep for the recursive schema check (and for postMessage): said so, not checked further.
      if (itemTooDeep(item))
        return problems.push({
          severity: 'error',
          pointer: pointer('items', index),
          message: tooDeepMessage('This item'),
        });
      const found = v.validateItem(item, pointer('items', index), references);
      problems.push(...found);
      if (
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ContentItem).kind === 'string' &&
        typeof (item as ContentItem).id === 'string'
      )
        valid.push({ item: item as ContentItem, index });
    });
    problems.push(
      ...runChecks({ pack: pack as Pack, items: valid, references, dependencies: options.dependencies ?? [] }),
    );
    return { problems, references };
  } catch (e) {
    return {
      problems: [{ severity: 'error', pointer: '', message: `The pack could not be checked: ${failureInWords(e)}.` }],
      references,
    };
  }
}

/** Schema problems of a single item on its own (pointers relative to the item). */
export function validateItem(item: unknown): Problem[] {
  try {
    return validator().validateItem(item, '', []);
  } catch (e) {
    return [
      {
        severity: 'error',
        pointer: '',
        message: `The validator failed unexpectedly: ${e instanceof Error ? e.message : String(e)}`,
      },
    ];
  }
}

/**
 * The schema errors of one item of a known kind, as ajv reports them after `simplify` (the closest
 * branch of a oneOf/anyOf); empty when it matches. For callers that sort errors by keyword
 * (engine/core/checked-content.ts); the words of a problem come from validateItem.
 */
export function itemSchemaErrors(item: { kind: string }): ErrorObject[] {
  const validate = itemValidators[item.kind];
  if (!validate) return [];
  return validate(item) ? [] : simplify(validate.errors ?? []);
}

/** Validates a pack given as JSON text; broken JSON is reported with its line and column. */
export function validatePackText(text: string, options: ValidateOptions = {}): Problem[] {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return [
      {
        severity: 'error',
        pointer: '',
        message: `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`,
      },
    ];
  return validatePack(parsed.value, options);
}

export function knownKinds(): string[] {
  return validator().kinds;
}
