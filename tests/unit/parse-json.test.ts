import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseJson } from '../../src/model/parse-json.ts';

test('valid JSON parses to its value', () => {
  assert.deepEqual(parseJson('{"a": [1, 2.5e3, true, null, "x\\u00e9"]}'), {
    ok: true,
    value: { a: [1, 2500, true, null, 'xé'] },
  });
});

const broken: [text: string, line: number, column: number, message: RegExp][] = [
  ['{"a": 1,}', 1, 9, /comma before "}"/],
  ['{\n  "a": tru\n}', 2, 11, /expected true/],
  ['', 1, 1, /expected a value, the text ends/],
  ['[1, 2', 1, 6, /expected "," or "\]"/],
  ['{\n  "name": "Lara\n"}', 2, 16, /line break/],
  ['{"a": 1} x', 1, 10, /after the JSON value/],
  ["{'a': 1}", 1, 2, /property name in double quotes/],
  ['[01]', 1, 3, /expected "," or "\]"/],
  ['{"a": "\\q"}', 1, 9, /bad escape/],
];

for (const [text, line, column, message] of broken) {
  test(`broken JSON ${JSON.stringify(text)} is reported at line ${line}, column ${column}`, () => {
    const parsed = parseJson(text);
    assert.equal(parsed.ok, false);
    if (parsed.ok) return;
    assert.equal(parsed.line, line);
    assert.equal(parsed.column, column);
    assert.match(parsed.message, message);
  });
}

test('the scanner agrees with JSON.parse on thousands of random texts', () => {
  // A seeded generator keeps the test repeatable; texts are mutations of a valid document.
  let seed = 0x2545f491;
  const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const base = JSON.stringify({ kind: 'enemy', id: 'wildlife', stats: [3, 4, 2], ok: true, none: null, s: 'a\\"b' });
  const alphabet = '{}[]",:\\ 0123456789.-eEtrufalsn\n';
  for (let n = 0; n < 5000; n++) {
    const chars = [...base];
    const edits = 1 + Math.floor(next() * 3);
    for (let k = 0; k < edits; k++) {
      const at = Math.floor(next() * chars.length);
      const op = next();
      const ch = alphabet[Math.floor(next() * alphabet.length)]!;
      if (op < 0.4) chars.splice(at, 1);
      else if (op < 0.7) chars.splice(at, 0, ch);
      else chars[at] = ch;
    }
    const text = chars.join('');
    let valid = true;
    try {
      JSON.parse(text);
    } catch {
      valid = false;
    }
    const parsed = parseJson(text);
    assert.equal(parsed.ok, valid, text);
    if (!parsed.ok) assert.ok(parsed.offset >= 0 && parsed.offset <= text.length, text);
  }
});
