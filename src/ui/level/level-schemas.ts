/**
 * The level schemas as the inspector reads them: `$ref`s resolved (the referring schema's own
 * title and description win, as in the JSON editor), so that a form can be drawn from them with
 * each field's title and help text.
 */
import common from '../../../schemas/common.schema.json' with { type: 'json' };
import { schemas as cocLevels } from '../../model/schemas/coc-levels.ts';
import { isObject, type JsonObject } from '../../model/json-read.ts';
import { getAt } from '../../model/json-pointer.ts';

export type Schema = JsonObject;

const FILES: Record<string, Schema> = {};
for (const s of [common, ...cocLevels.shared, ...Object.values(cocLevels.items)] as Schema[]) {
  const id = String(s.$id ?? '');
  FILES[id.slice(id.lastIndexOf('/') + 1)] = s;
}

/**
 * Makes more schema files known to the forms (another game's, loaded with that game's designer), so
 * that their `$ref`s resolve; returns the item schema of each kind given, resolved for a form.
 */
export function addSchemaFiles(shared: readonly object[], items: Record<string, object>): Record<string, Resolved> {
  const out: Record<string, Resolved> = {};
  for (const s of [...shared, ...Object.values(items)] as Schema[]) {
    const id = String(s.$id ?? '');
    FILES[id.slice(id.lastIndexOf('/') + 1)] = s;
  }
  for (const [kind, s] of Object.entries(items)) out[kind] = { schema: s as Schema, file: `${kind}.schema.json` };
  return out;
}

/** A schema with its `$ref` chain followed; `file` is where relative refs resolve. */
export interface Resolved {
  schema: Schema;
  file: string;
}

export function resolve(schema: Schema, file: string): Resolved {
  let here: Resolved = { schema, file };
  for (let depth = 0; depth < 20 && typeof here.schema.$ref === 'string'; depth++) {
    const [path, fragment = ''] = (here.schema.$ref as string).split('#');
    const targetFile = path || here.file;
    const target = getAt(FILES[targetFile], fragment);
    if (!isObject(target)) break;
    const { $ref: _ref, ...own } = here.schema;
    here = { schema: { ...target, ...own }, file: targetFile };
  }
  return here;
}

/** The schema of a level kind, or of a shared definition ("coc-common.schema.json", "doorToken"). */
export function kindSchema(kind: string): Resolved | undefined {
  const s = cocLevels.items[kind] as Schema | undefined;
  return s ? { schema: s, file: `${kind}.schema.json` } : undefined;
}

export function definition(name: string): Resolved {
  return resolve({ $ref: `coc-common.schema.json#/$defs/${name}` }, 'coc-common.schema.json');
}

/** The branch of a discriminated oneOf that a value takes (by its discriminator property), resolved. */
export function branches(r: Resolved): { title: string; tag: unknown; schema: Resolved }[] {
  const list = Array.isArray(r.schema.oneOf) ? (r.schema.oneOf as Schema[]) : [];
  const prop = isObject(r.schema.discriminator) ? String(r.schema.discriminator.propertyName) : undefined;
  return list.map((b) => {
    const branch = resolve(b, r.file);
    const props = isObject(branch.schema.properties) ? branch.schema.properties : {};
    const tagSchema = prop && isObject(props[prop]) ? props[prop] : {};
    return { title: String(branch.schema.title ?? tagSchema.const ?? 'Option'), tag: tagSchema.const, schema: branch };
  });
}

export function discriminator(r: Resolved): string | undefined {
  return isObject(r.schema.discriminator) ? String(r.schema.discriminator.propertyName) : undefined;
}

/** A value to start a new field or list entry with: the schema's default, else its required parts. */
export function initialValue(r: Resolved): unknown {
  const s = r.schema;
  if ('default' in s) return structuredClone(s.default);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.oneOf)) return initialValue(branches(r)[0]!.schema);
  switch (s.type) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const out: JsonObject = {};
      const props = isObject(s.properties) ? s.properties : {};
      for (const name of Array.isArray(s.required) ? (s.required as string[]) : [])
        if (isObject(props[name])) out[name] = initialValue(resolve(props[name], r.file));
      return out;
    }
    default:
      return null;
  }
}
