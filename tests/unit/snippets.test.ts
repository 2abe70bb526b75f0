import { test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv2020 from 'ajv/dist/2020.js';
import { ITEM_SCHEMAS, SHARED_SCHEMAS } from '../../src/model/schemas/registry.ts';
import { itemSnippet, nestedSnippets, snippetsFor, snippetText, type Snippet } from '../../src/model/snippets.ts';
import { slotAt } from '../../src/model/json-path-at.ts';
import { checkPack } from '../../src/model/validate.ts';
import type { ContentItem } from '../../src/model/content.ts';

/** What Monaco inserts for a snippet when the user keeps every placeholder as it is. */
export function expand(snippet: string): string {
  let out = '';
  for (let i = 0; i < snippet.length; i++) {
    const ch = snippet[i]!;
    if (ch === '\\') out += snippet[++i];
    else if (ch === '$' && snippet[i + 1] === '{')
      i = snippet.indexOf(':', i); // "${1:" opens a placeholder
    else if (ch === '$' && /\d/.test(snippet[i + 1]!)) i++;
    else if (ch === '}')
      continue; // closes a placeholder (a literal "}" is escaped)
    else out += ch;
  }
  return out;
}

const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, discriminator: true });
for (const schema of [...SHARED_SCHEMAS, ...Object.values(ITEM_SCHEMAS)]) ajv.addSchema(schema);

test('every kind has a whole-item snippet that inserts a valid item', () => {
  for (const kind of Object.keys(ITEM_SCHEMAS)) {
    const snippet = itemSnippet(kind);
    assert.ok(snippet, `a snippet for ${kind}`);
    const item = JSON.parse(expand(snippetText(snippet))) as ContentItem;
    assert.deepEqual(item, snippet.body, `${kind}: the snippet's text is its body`);
    assert.equal(item.kind, kind);
    assert.match(snippetText(snippet), /"id": "\$\{1:[a-z0-9-]+\}"/);
    const schemaProblems = checkPack({
      kind: 'pack',
      id: 'p',
      name: 'P',
      version: '1.0.0',
      description: '',
      authors: [],
      schemaVersion: 1,
      items: [item],
    }).problems.filter(
      (p) => !/is not the id of any|unknown|not used|no .* refers/i.test(p.message) && p.severity === 'error',
    );
    assert.deepEqual(schemaProblems, [], `${kind}'s snippet is valid`);
  }
});

test('tokens, objectives and effects have a snippet for each of their forms, each valid', () => {
  const groups = nestedSnippets();
  const types = (list: Snippet[]) => list.map((s) => (s.body as { type: string }).type);
  assert.deepEqual(types(groups.token).sort(), [
    'artifact',
    'barrier',
    'boulder',
    'door',
    'exit',
    'laraStart',
    'spawnPoint',
    'switch',
  ]);
  assert.ok(types(groups.objective).includes('collectArtifacts') && types(groups.objective).includes('custom'));
  assert.ok(
    groups.effect.length >= 30 && types(groups.effect).includes('damage') && types(groups.effect).includes('choice'),
  );
  assert.ok(groups.ccgEffect.length >= 2 && types(groups.ccgEffect).includes('manual'));
  for (const snippet of Object.values(groups).flat()) {
    const body = JSON.parse(expand(snippetText(snippet)));
    assert.deepEqual(body, snippet.body);
    const valid = ajv.validate({ $ref: snippet.schemaRef }, body);
    assert.ok(valid, `${snippet.label}: ${JSON.stringify(body)} ${ajv.errorsText(ajv.errors)}`);
  }
});

test('the place in the text picks the snippets: an empty document, tokens, objectives, effects', () => {
  const at = (text: string) => slotAt(text.replace('|', ''), text.indexOf('|'));
  assert.deepEqual(at('  |'), { type: 'top' });
  assert.deepEqual(at('{ "layout": { "tokens": [ | ] } }'), {
    type: 'element',
    path: ['layout', 'tokens'],
    needsCommaBefore: false,
    needsCommaAfter: false,
  });
  assert.deepEqual(at('{ "layout": { "tokens": [ { "type": "exit", "at": {"x": 1, "y": [2]} } | ] } }'), {
    type: 'element',
    path: ['layout', 'tokens'],
    needsCommaBefore: true,
    needsCommaAfter: false,
  });
  assert.deepEqual(at('{ "a": "x,[{", "objectives": [ 1, | {"type": "search"} ] }'), {
    type: 'element',
    path: ['objectives'],
    needsCommaBefore: false,
    needsCommaAfter: true,
  });
  assert.deepEqual(at('{ "kind": "ev|'), { type: 'inside' });
  assert.deepEqual(at('{ "n": 12|3 }'), { type: 'inside' });
  assert.deepEqual(at('{ "options": [ { "effects": [ {}, {} ], "x": [ |'), {
    type: 'element',
    path: ['options', 0, 'x'],
    needsCommaBefore: false,
    needsCommaAfter: false,
  });
  assert.deepEqual(at('{ "kind": "relic", |'), { type: 'key', path: [] });
  assert.deepEqual(at('{ "kind": |'), { type: 'value', path: ['kind'] });
  // A word being typed is what the list filters by: the place is where it starts.
  assert.deepEqual(at('{ "tokens": [ {}, do|or ] }'), {
    type: 'element',
    path: ['tokens'],
    needsCommaBefore: false,
    needsCommaAfter: false,
  });
  assert.deepEqual(at('Who|'), { type: 'top' });

  const labels = (kind: string, text: string) => snippetsFor(kind, at(text)).map((s) => s.label);
  assert.deepEqual(labels('chapter', ''), ['Whole chapter']);
  assert.ok(labels('chapter', '{ "objectives": [ |').includes('Objective: defeatBoss'));
  assert.ok(labels('location', '{ "layout": { "tokens": [ |').includes('Token: door'));
  assert.ok(labels('event', '{ "effects": [ |').includes('Effect: damage'));
  assert.ok(labels('ccgCard', '{ "effects": [ |').includes('CCG effect: manual'));
  assert.deepEqual(labels('chapter', '{ "name": |'), []);
});
