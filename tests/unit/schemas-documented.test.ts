// Every schema explains itself in the JSON editor and its examples are true: completion and hover
// help come from each field's title, description and examples (see docs/content-model.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv2020 from 'ajv/dist/2020.js';
import { ITEM_SCHEMAS, PACK_SCHEMA, SCHEMA_BASE, SHARED_SCHEMAS } from '../../src/model/schemas/registry.ts';
import { validateItem } from '../../src/model/validate.ts';

type Schema = Record<string, unknown>;
const all = [...(SHARED_SCHEMAS as Schema[]), PACK_SCHEMA as Schema, ...(Object.values(ITEM_SCHEMAS) as Schema[])];
const byId = new Map<string, Schema>(all.map((s) => [String(s.$id), s]));
const SKIP = ['examples', 'default', 'defaultSnippets', 'const', 'enum'];

/** The schema a $ref names, relative to the document `base`. */
function resolve(ref: string, base: string): { schema: Schema; base: string } {
  const [file, fragment = ''] = ref.split('#');
  const docId = file ? SCHEMA_BASE + file : base;
  let node: unknown = byId.get(docId);
  assert.ok(node, `no schema ${docId} for $ref ${ref}`);
  for (const token of fragment.split('/').filter(Boolean))
    node = (node as Schema)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  assert.ok(node, `$ref ${ref} in ${base} points nowhere`);
  return { schema: node as Schema, base: docId };
}

/** A property's annotations: its own, then those of what it refers to. */
function annotations(schema: Schema, base: string): Schema {
  if (typeof schema.$ref !== 'string') return schema;
  const target = resolve(schema.$ref, base);
  return { ...annotations(target.schema, target.base), ...schema };
}

function* properties(
  node: unknown,
  base: string,
  path: string,
): Generator<{ path: string; schema: Schema; base: string }> {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* properties(child, base, `${path}/${i}`);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, child] of Object.entries(node as Schema)) {
    if (SKIP.includes(key)) continue;
    if (key === 'properties')
      for (const [name, prop] of Object.entries(child as Schema))
        yield { path: `${path}/properties/${name}`, schema: prop as Schema, base };
    yield* properties(child, base, `${path}/${key}`);
  }
}

for (const schema of all) {
  const id = String(schema.$id);
  test(`${id.replace(SCHEMA_BASE, '')}: every field has a title, a description and examples (its own or where its $ref points)`, () => {
    assert.match(id, /^https:\/\/tomb-raider-workshop\.example\/schemas\/.+\.schema\.json$/);
    assert.ok(schema.title, 'the schema has a title');
    const missing: string[] = [];
    for (const { path, schema: prop, base } of properties(schema, id, '#')) {
      const a = annotations(prop, base);
      for (const key of ['title', 'description', 'examples']) if (a[key] === undefined) missing.push(`${path}: ${key}`);
      if (Array.isArray(a.examples) && a.examples.length === 0) missing.push(`${path}: examples is empty`);
    }
    assert.deepEqual(missing, []);
  });
}

test('every item schema has a title, a description and its kind as a constant', () => {
  for (const [kind, schema] of Object.entries(ITEM_SCHEMAS) as [string, Schema][]) {
    assert.equal(schema.$id, `${SCHEMA_BASE}${kind}.schema.json`);
    assert.ok(schema.title && schema.description, kind);
    assert.ok(JSON.stringify(schema).includes(`"const":"${kind}"`), `${kind} has no kind constant`);
  }
});

test('the whole-item examples of every item schema are valid items', () => {
  for (const [kind, schema] of Object.entries(ITEM_SCHEMAS) as [string, Schema][])
    for (const example of (schema.examples as unknown[] | undefined) ?? [])
      assert.deepEqual(validateItem(example), [], `${kind}: ${JSON.stringify(example)}`);
});

test('every example given for a field is valid for that field', () => {
  const ajv = new Ajv2020({ strict: false, discriminator: true });
  for (const keyword of ['markdownDescription', 'defaultSnippets', 'enumDescriptions', 'refKind'])
    ajv.addKeyword(keyword);
  for (const schema of byId.values()) ajv.addSchema(schema);
  const wrong: string[] = [];
  const walk = (node: unknown, id: string, path: string): void => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, id, `${path}/${i}`));
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Schema;
    if (Array.isArray(schema.examples) && path) {
      const validate = ajv.getSchema(`${id}#${path}`);
      for (const example of schema.examples)
        if (!validate?.(example)) wrong.push(`${id.replace(SCHEMA_BASE, '')}#${path}: ${JSON.stringify(example)}`);
    }
    for (const [key, child] of Object.entries(schema)) if (!SKIP.includes(key)) walk(child, id, `${path}/${key}`);
  };
  for (const schema of all) walk(schema, String(schema.$id), '');
  assert.deepEqual(wrong, []);
});
