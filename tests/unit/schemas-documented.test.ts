// Every field of every schema explains itself in the JSON editor: a title, a description and
// examples (the hover and completion help come from them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const files = readdirSync('schemas').filter((f) => f.endsWith('.schema.json')).sort();

/** Each property schema in a schema, with its place, skipping pure $ref's (documented where defined). */
function properties(node: unknown, at: string, out: { at: string; schema: Record<string, unknown> }[] = []) {
  if (Array.isArray(node)) node.forEach((n, i) => properties(n, `${at}/${i}`, out));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && typeof value === 'object' && value !== null)
        for (const [name, schema] of Object.entries(value)) {
          if (typeof schema === 'object' && schema !== null && !('$ref' in schema && Object.keys(schema).length === 1)) out.push({ at: `${at}/properties/${name}`, schema: schema as Record<string, unknown> });
        }
      if (!['examples', 'default', 'const', 'enum', 'defaultSnippets'].includes(key)) properties(value, `${at}/${key}`, out);
    }
  }
  return out;
}

for (const file of files) {
  test(`${file}: every field has a title, a description and examples`, () => {
    const schema = JSON.parse(readFileSync(`schemas/${file}`, 'utf8'));
    assert.match(schema.$id, /^https:\/\/tomb-raider-workshop\.example\/schemas\/.+\.schema\.json$/);
    assert.ok(schema.title, 'the schema has a title');
    const missing = properties(schema, '')
      .filter(({ schema: s }) => !('$ref' in s))
      .flatMap(({ at, schema: s }) => ['title', 'description', 'examples'].filter((k) => !(k in s)).map((k) => `${at}: no ${k}`));
    assert.deepEqual(missing, []);
  });
}
