import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextUint32, pick, randomInt, seedRandom } from '../../src/engine/core/random.ts';
import { digest } from '../../src/engine/core/digest.ts';
import { canonicalJson } from '../../src/model/canonical.ts';

test('the same seed gives the same numbers; other seeds give others', () => {
  const a = seedRandom(42);
  const b = seedRandom(42);
  const c = seedRandom(43);
  const run = (s: typeof a) => Array.from({ length: 20 }, () => nextUint32(s));
  const ra = run(a);
  assert.deepEqual(ra, run(b));
  assert.notDeepEqual(ra, run(c));
  assert.notDeepEqual(run(seedRandom('42')), run(seedRandom('x42')));
});

test('the generator state is plain JSON and resumes where it stopped', () => {
  const s = seedRandom('resume');
  nextUint32(s);
  const copy = JSON.parse(JSON.stringify(s));
  assert.equal(nextUint32(s), nextUint32(copy));
});

test('randomInt covers 0…n−1 evenly', () => {
  const s = seedRandom(7);
  const counts = new Array(6).fill(0);
  for (let i = 0; i < 60000; i++) counts[randomInt(s, 6)]++;
  for (const c of counts) assert.ok(Math.abs(c - 10000) < 400, `count ${c}`);
  assert.throws(() => randomInt(s, 0));
  assert.equal(pick(s, ['only']), 'only');
});

test('canonical JSON sorts keys at every depth and drops undefined fields', () => {
  assert.equal(
    canonicalJson({ b: 1, a: { d: [2, { z: 1, y: undefined, x: 0 }], c: null } }),
    '{"a":{"c":null,"d":[2,{"x":0,"z":1}]},"b":1}',
  );
});

test('the digest depends on content, not key order', () => {
  assert.equal(digest({ a: 1, b: [1, 2] }), digest({ b: [1, 2], a: 1 }));
  assert.notEqual(digest({ a: 1, b: [1, 2] }), digest({ a: 1, b: [2, 1] }));
  assert.match(digest({}), /^[0-9a-f]{16}$/);
});
