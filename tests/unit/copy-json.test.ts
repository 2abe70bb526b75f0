// copyJson (the engine's state copy) must give exactly what the JSON round trip gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cloneJson, copyJson } from '../../src/model/json-read.ts';

test('copyJson equals the JSON round trip, including undefined, functions and non-finite numbers', () => {
  const values: unknown[] = [
    null,
    3,
    'text',
    [1, undefined, () => 1, NaN, { a: Infinity }],
    {
      kind: 'dodge',
      damage: 2,
      skip: undefined,
      fn: () => 0,
      nested: { list: [{ x: 1, y: -Infinity }], '2': 'two', b: true },
    },
  ];
  for (const v of values) {
    const copy = copyJson(v);
    assert.deepStrictEqual(copy, cloneJson(v));
    assert.equal(JSON.stringify(copy), JSON.stringify(cloneJson(v)), 'same keys in the same order');
  }
});

test('copyJson shares nothing with its input', () => {
  const v = { roll: { results: [{ face: 'success' }] } };
  const copy = copyJson(v);
  copy.roll.results[0]!.face = 'blank';
  assert.equal(v.roll.results[0]!.face, 'success');
});
