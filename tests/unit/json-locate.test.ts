import { test } from 'node:test';
import assert from 'node:assert/strict';
import { locate, locateAll } from '../../src/model/json-locate.ts';

const text = '{\n  "kind": "chapter",\n  "a/b": [1, {"x": "y"}],\n  "boss": "beer"\n}';
const at = (pointer: string) => {
  const { start, end } = locate(text, pointer);
  return text.slice(start, end);
};

test('a pointer finds its value in the text; objects and arrays point at their name', () => {
  assert.equal(at('/boss'), '"beer"');
  assert.equal(at('/a~1b/1/x'), '"y"');
  assert.equal(at('/a~1b/0'), '1');
  assert.equal(at('/a~1b'), '"a/b"');
  assert.equal(at('/a~1b/1'), '{');
  assert.equal(at(''), '{');
});

test('a pointer to a missing place falls back to its nearest parent', () => {
  assert.equal(at('/a~1b/1/missing'), '{');
  assert.equal(at('/nothing/here'), '{');
  assert.equal(locateAll(text).size, 7);
});
