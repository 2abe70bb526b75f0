import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { assemblePack } from '../../src/model/pack-document.ts';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import { groupByKind } from '../../src/model/group.ts';

const manifest = {
  kind: 'pack',
  id: 'mine',
  name: 'Mine',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
};
const noFiles = (path: string): never => {
  throw new Error(`no file ${path}`);
};

test('the built-in pack reads every item file under content/base with no problems', () => {
  const { pack, problems, sources } = readPackFile('content/base/pack.json');
  assert.deepEqual(problems, []);
  assert.ok(pack);
  assert.equal(pack.id, 'base');
  const count = (kind: string) => pack.items.filter((item) => item.kind === kind).length;
  assert.equal(count('ccgCard'), 211, 'the CCG cards are read from ccg/');
  assert.ok(count('ccgLevel') >= 9, 'the CCG levels are read from ccg/');
  assert.ok(count('enemy') >= 3, 'the enemies are read from coc/');
  assert.equal(sources?.length, pack.items.length, 'every item knows the file it came from');
  assert.equal(count('aodTile'), 10, 'the AoD tiles are read from aod/');
  assert.ok(sources?.every((s) => /^(coc|ccg|aod|uw|rpg)\/.+\.json$/.test(s.file)));
});

test('the built-in pack document and its assembled form match the pack schema', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addKeyword('markdownDescription');
  ajv.addSchema(JSON.parse(readFileSync('schemas/common.schema.json', 'utf8')));
  const validate = ajv.compile(JSON.parse(readFileSync('schemas/pack.schema.json', 'utf8')));
  assert.ok(validate(JSON.parse(readFileSync('content/base/pack.json', 'utf8'))), ajv.errorsText(validate.errors));
  const { pack } = readPackFile('content/base/pack.json');
  assert.ok(validate(pack), ajv.errorsText(validate.errors));
  assert.equal(validate({ ...pack, id: 'Not A Slug' }), false);
  assert.equal(validate.errors?.[0]?.instancePath, '/id');
});

test('inline items and item files are both read; files may hold one item or a list', () => {
  const files: Record<string, unknown> = {
    'one.json': { kind: 'enemy', id: 'a', name: 'A' },
    'many.json': [
      { kind: 'enemy', id: 'b', name: 'B' },
      { kind: 'tile', id: 'c', name: 'C' },
    ],
  };
  const { pack, problems } = assemblePack(
    { ...manifest, items: [{ kind: 'relic', id: 'd', name: 'D' }, 'one.json', 'many.json'] },
    (p) => files[p],
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(
    pack?.items.map((i) => i.id),
    ['d', 'a', 'b', 'c'],
  );
  assert.equal('items' in manifest, false, 'the input is not modified');
});

test('every problem names its file and JSON Pointer, and usable items are kept', () => {
  const files: Record<string, unknown> = {
    'bad.json': [
      { kind: 'enemy', id: 'ok', name: 'Fine' },
      { kind: 'enemy', id: 'No Slug', name: 'X' },
    ],
  };
  const { pack, problems } = assemblePack(
    { ...manifest, items: [{ id: 'x', name: 'no kind' }, 'bad.json', 'missing.json', 42] },
    (p) => (p in files ? files[p] : noFiles(p)),
    'mine/pack.json',
  );
  assert.deepEqual(
    pack?.items.map((i) => i.id),
    ['ok'],
  );
  assert.deepEqual(
    problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`),
    [
      'mine/pack.json#/items/0/kind: The item has no "kind".',
      'bad.json#/1/id: The item needs an "id": a lower-case slug such as "red-door".',
      'mine/pack.json#/items/2: Cannot read "missing.json": no file missing.json',
      'mine/pack.json#/items/3: An item must be a JSON object.',
    ],
  );
});

test('a document that is not a pack gives problems and no pack, never an exception', () => {
  for (const doc of [null, 3, 'pack', [], {}, { kind: 'pack', id: 'x' }, { ...manifest, items: 'nope' }]) {
    const result = assemblePack(doc, noFiles);
    assert.ok(result.problems.length > 0, JSON.stringify(doc));
    assert.ok(result.problems.every((p) => p.severity === 'error' && typeof p.pointer === 'string'));
  }
});

test('a pack file with broken JSON is reported with its line and column', () => {
  const { pack, problems } = readPackFile('tests/fixtures/broken-pack/pack.json');
  assert.equal(pack, undefined);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /invalid JSON at line 4, column 3/);
});

test('items are grouped by kind in the library order, sorted by name', () => {
  const groups = groupByKind([
    { kind: 'zzz-custom', id: 'q', name: 'Q' },
    { kind: 'enemy', id: 'b', name: 'Natla Tech' },
    { kind: 'chapter', id: 'c', name: 'Chapter 1' },
    { kind: 'enemy', id: 'a', name: 'Wildlife' },
    { kind: 'enemy', id: 'p', name: 'Protectors' },
  ]);
  assert.deepEqual(
    groups.map((g) => [g.label, g.items.map((i) => i.name)]),
    [
      ['Chapters', ['Chapter 1']],
      ['Enemies', ['Natla Tech', 'Protectors', 'Wildlife']],
      ['zzz-custom', ['Q']],
    ],
  );
});
