import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readImport } from '../../src/model/import-pack.ts';
import { checkPack } from '../../src/model/validate.ts';
import { MAX_DEPTH, MAX_ITEMS, MAX_TEXT_DEPTH, textTooDeep, valueTooDeep } from '../../src/model/json-limits.ts';
import { PackChecker } from '../../src/store/pack-checker.ts';
import { ItemDocument } from '../../src/store/item-document.ts';
import type { Pack } from '../../src/model/content.ts';

// Issue 27, point 3: deep nesting is refused or reported in words, and a failing check harms
// only its own pack.

const manifest = {
  kind: 'pack',
  id: 'deep',
  name: 'Deep',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
};
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const fileWith = (extra: string) =>
  JSON.stringify({ ...manifest, items: [{ kind: 'relic', id: 'r', name: 'R', text: 't', rules: [] }] }).replace(
    /\]\}$/,
    `,${extra}]}`,
  );

test('the depth scan is exact, ignores brackets in strings, and never recurses', () => {
  assert.equal(textTooDeep(nested(3), 3), undefined);
  assert.equal(textTooDeep(nested(4), 3), 3);
  assert.equal(textTooDeep('["[[[[[", "\\"[[[["]', 2), undefined);
  assert.equal(textTooDeep(nested(1_000_000)), MAX_TEXT_DEPTH);
  assert.equal(valueTooDeep(JSON.parse(nested(MAX_DEPTH))), false);
  assert.equal(valueTooDeep(JSON.parse(nested(MAX_DEPTH + 1))), true);
});

test('files nested 1,500 and 2,000 deep are refused in words naming the limit, before parsing', () => {
  for (const depth of [1_500, 2_000, 100_000]) {
    const report = readImport(fileWith(`{"kind":"relic","id":"x","name":"X","deep":${nested(depth)}}`));
    assert.equal(report.pack, undefined);
    assert.match(
      report.blocking[0]!.message,
      new RegExp(
        `more than ${MAX_TEXT_DEPTH} levels deep at line 1, column \\d+; the limit is ${MAX_TEXT_DEPTH} levels`,
      ),
    );
  }
});

test('an item deeper than the check limit is imported and reported, not checked; the rest is checked', () => {
  const report = readImport(
    fileWith(`{"kind":"relic","id":"x","name":"X","deep":${nested(100)}},{"kind":"relic","id":"y"}`),
  );
  assert.equal(report.pack?.items.length, 3);
  assert.ok(report.problems.some((p) => p.pointer === '/items/1' && /more than 64 levels deep/.test(p.message)));
  assert.ok(
    report.problems.some((p) => p.pointer.startsWith('/items/2') && /name/.test(p.message)),
    'the next item is still checked',
  );
  const { problems } = checkPack(report.pack!);
  assert.equal(problems.filter((p) => p.pointer === '/items/1').length, 1);
});

test('a pack with more items than the limit is refused in words naming the limit', () => {
  const items = ',{}'.repeat(MAX_ITEMS).slice(1);
  const report = readImport(
    `{"kind":"pack","id":"big","name":"Big","version":"1.0.0","description":"","authors":[],"schemaVersion":1,"items":[${items},{}]}`,
  );
  assert.match(report.blocking[0]!.message, /holds 100,001 items; the limit is 100,000 items/);
});

test('one pack whose check fails fails alone, in words; the other packs are checked', async () => {
  const packs = ['a', 'b', 'c'].map((id) => ({ ...manifest, id, items: [] }) as unknown as Pack);
  const reported = new Map<string, string[]>();
  const checker = new PackChecker(
    async () => (pack) => {
      if (pack.id === 'b') throw new Error('something in it is nested too deeply to handle');
      return { problems: [], references: [] };
    },
    () => packs,
    (id, problems) =>
      reported.set(
        id,
        problems.list.map((p) => p.message),
      ),
    0,
  );
  checker.checkAll();
  await checker.settled();
  assert.deepEqual(reported.get('a'), []);
  assert.deepEqual(reported.get('c'), []);
  assert.deepEqual(reported.get('b'), [
    'The pack could not be checked: something in it is nested too deeply to handle.',
  ]);
});

test('text typed past the depth limit stays text; the item keeps its last value and says why', () => {
  const doc = new ItemDocument({ packId: 'p', kind: 'relic', id: 'r' }, { kind: 'relic', id: 'r', name: 'R' });
  doc.setText(`{"kind":"relic","id":"r","name":"R","deep":${nested(MAX_TEXT_DEPTH + 5)}}`);
  assert.equal(doc.value.name, 'R');
  assert.equal('deep' in doc.value, false);
  assert.match(doc.textProblem!.message, /more than 256 levels deep/);
});
