import type { ContentItem, Pack } from './content.ts';
import { kindOne } from './kinds.ts';
import { ITEM_SCHEMAS, SHARED_SCHEMAS } from './schemas/registry.ts';
import { templateFor } from './templates.ts';
import type { JsonSlot } from './json-path-at.ts';

/**
 * Snippets for the JSON editor: a whole item of a kind (its template), and the nested objects a
 * designer writes again and again: a token on a layout, an objective, an effect of a Crypt of
 * Chronos card, an effect of a CCG card. The nested ones are made from the schemas (one per form
 * of the object, with every required field filled from the schema's examples), so a new form in
 * a schema has its snippet at once. Every snippet is valid against its schema (tested).
 */
export interface Snippet {
  label: string;
  /** What it is for, shown beside it in the completion list. */
  detail: string;
  /** Where its body must validate: the item kind, or a schema's `$id#/$defs/<name>`. */
  schemaRef: string;
  body: unknown;
}

type Schema = Record<string, unknown>;

const byId = new Map<string, Schema>(
  [...SHARED_SCHEMAS, ...Object.values(ITEM_SCHEMAS)].map((s) => [(s as { $id: string }).$id, s as Schema]),
);

/** A `$ref` resolved against the schema file it appears in; returns the target and its file. */
function resolve(ref: string, file: Schema): { schema: Schema; file: Schema } | undefined {
  const [id, fragment = ''] = ref.split('#');
  const target = id ? byId.get(id.includes('://') ? id : (file.$id as string).replace(/[^/]*$/, '') + id) : file;
  if (!target) return undefined;
  let node: unknown = target;
  for (const token of fragment.split('/').filter(Boolean)) node = (node as Schema | undefined)?.[token];
  return node && typeof node === 'object' ? { schema: node as Schema, file: target } : undefined;
}

/** A small valid value of a schema: an example or default if it has one, else built from its required parts. */
export function skeleton(schema: Schema, file: Schema, depth = 0): unknown {
  if (depth > 12) return undefined;
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema.$ref, file);
    return target ? skeleton(target.schema, target.file, depth + 1) : undefined;
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(variants) && variants[0]) return skeleton(variants[0], file, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const out: Record<string, unknown> = {};
    for (const key of (schema.required ?? []) as string[])
      if (properties[key]) out[key] = skeleton(properties[key]!, file, depth + 1);
    return out;
  }
  if (type === 'array') {
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    return schema.items ? Array.from({ length: min }, () => skeleton(schema.items as Schema, file, depth + 1)) : [];
  }
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return false;
  if (type === 'string')
    return typeof schema.minLength === 'number' && schema.minLength > 0 ? 'x'.repeat(schema.minLength) : '';
  return null;
}

/**
 * One snippet per form of a def whose forms are told apart by `type` (oneOf): each form's own
 * example when it has one, else its `type` and required fields.
 */
function formSnippets(fileId: string, def: string, what: string): Snippet[] {
  const file = byId.get(fileId);
  const root = file && resolve(`#/$defs/${def}`, file);
  if (!file || !root) return [];
  return ((root.schema.oneOf ?? []) as Schema[]).flatMap((branch) => {
    const form = typeof branch.$ref === 'string' ? resolve(branch.$ref, file) : { schema: branch, file };
    if (!form) return [];
    const type = (form.schema.properties as Record<string, Schema> | undefined)?.type?.const;
    if (typeof type !== 'string') return [];
    const example = Array.isArray(form.schema.examples) ? form.schema.examples[0] : undefined;
    const properties = (form.schema.properties ?? {}) as Record<string, Schema>;
    const body =
      example ??
      Object.fromEntries(
        ((form.schema.required ?? ['type']) as string[]).map((key) => [
          key,
          properties[key] ? skeleton(properties[key]!, form.file) : null,
        ]),
      );
    return [
      {
        label: `${what}: ${type}`,
        detail: String(form.schema.title ?? form.schema.description ?? type),
        schemaRef: `${fileId}#/$defs/${def}`,
        body,
      },
    ];
  });
}

const SCHEMA = (name: string) => `https://tomb-raider-workshop.example/schemas/${name}.schema.json`;

let groups: Record<'token' | 'objective' | 'effect' | 'ccgEffect', Snippet[]> | undefined;

/** The nested snippets, by what they are (made once, on first use). */
export function nestedSnippets(): NonNullable<typeof groups> {
  groups ??= {
    token: formSnippets(SCHEMA('coc-common'), 'token', 'Token'),
    objective: formSnippets(SCHEMA('coc-common'), 'objective', 'Objective'),
    effect: formSnippets(SCHEMA('effects'), 'effect', 'Effect'),
    ccgEffect: formSnippets(SCHEMA('ccg-common'), 'effect', 'CCG effect'),
  };
  return groups;
}

const EMPTY_PACK: Pack = {
  kind: 'pack',
  id: 'snippets',
  name: '',
  version: '0.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [],
};

/** A whole new item of `kind`: its template, as "New item" in the library makes it. */
export function itemSnippet(kind: string): Snippet | undefined {
  const item: ContentItem | undefined = templateFor(kind, EMPTY_PACK);
  return (
    item && {
      label: `Whole ${kindOne(kind)}`,
      detail: `A complete, valid ${kindOne(kind)} to change`,
      schemaRef: kind,
      body: item,
    }
  );
}

/** Array keys whose elements the nested snippets are, by the item kind they are in. */
function elementGroup(
  kind: string,
  key: string | number | undefined,
): keyof ReturnType<typeof nestedSnippets> | undefined {
  if (key === 'tokens') return 'token';
  if (key === 'objectives' || key === 'extraObjectives') return 'objective';
  if (kind === 'ccgCard') return key === 'effects' ? 'ccgEffect' : undefined;
  if (key === 'effects' || key === 'onFire' || key === 'then' || key === 'else') return 'effect';
  return undefined;
}

/** The snippets that fit at a place in an item's text. */
export function snippetsFor(kind: string, slot: JsonSlot): Snippet[] {
  if (slot.type === 'top') return [itemSnippet(kind)].filter((s): s is Snippet => !!s);
  if (slot.type !== 'element') return [];
  const group = elementGroup(kind, slot.path.at(-1));
  return group ? nestedSnippets()[group] : [];
}

/**
 * A snippet's body as the text of a Monaco snippet: pretty-printed JSON with `$`, `}` and `\`
 * escaped, a whole item's id and name as the first two stops, and the cursor after it.
 */
export function snippetText(snippet: Snippet): string {
  const json = JSON.stringify(snippet.body, null, 2);
  const escape = (s: string) => s.replace(/[\\$}]/g, (c) => `\\${c}`);
  const body = snippet.body as ContentItem;
  if (snippet.schemaRef !== body.kind) return `${escape(json)}$0`;
  // The item's own id and name are its top-level "id" and "name" lines (two-space indent).
  const stops: Record<string, [number, string]> = { id: [1, body.id], name: [2, body.name] };
  const lines = json.split('\n').map((line) => {
    const field = line.match(/^ {2}"(id|name)": "(.*)"(,?)$/);
    const stop = field && stops[field[1]!];
    if (!field || !stop || JSON.parse(`"${field[2]}"`) !== stop[1]) return escape(line);
    return `  "${field[1]}": "\${${stop[0]}:${escape(field[2]!)}}"${field[3]}`;
  });
  return `${lines.join('\n')}$0`;
}
