import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeImportBytes } from '../../src/store/decode-text.ts';
import { readShareFragment, shareLink } from '../../src/store/share.ts';
import { checkPack } from '../../src/model/validate.ts';

// Issue 27, point 11: non-UTF-8 refused in words, share-link refusals in words, U+2028 kept and flagged.

test('UTF-8 (with or without BOM) and UTF-16 with its BOM are read; other encodings are refused in words', () => {
  const utf8 = new TextEncoder().encode('{"name":"Café"}');
  assert.deepEqual(decodeImportBytes(utf8), { ok: true, text: '{"name":"Café"}' });
  assert.deepEqual(decodeImportBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])), {
    ok: true,
    text: '{"name":"Café"}',
  });
  const utf16 = new Uint8Array([0xff, 0xfe, ...[...'{"a":1}'].flatMap((c) => [c.charCodeAt(0), 0])]);
  assert.deepEqual(decodeImportBytes(utf16), { ok: true, text: '{"a":1}' });
  const latin1 = Uint8Array.from('{"name":"Caf\u00e9"}', (c) => c.charCodeAt(0));
  const refused = decodeImportBytes(latin1);
  assert.equal(refused.ok, false);
  if (!refused.ok)
    assert.match(
      refused.message,
      /^The file is not UTF-8 text \(the first byte that is not is at position 13\): .*Save it as UTF-8/,
    );
});

test("damaged share links are refused in words, never in the engine's", async () => {
  const link = await shareLink({ item: { kind: 'relic', id: 'r', name: 'R' } }, 'http://x/');
  assert.ok(link.ok);
  if (!link.ok) return;
  const fragment = new URL(link.url).hash;
  const messages = [];
  for (const bad of [fragment.slice(0, fragment.length - 6), '#share=', '#share=AAAA', '#share=***']) {
    const read = await readShareFragment(bad);
    assert.equal(read.ok, false, bad);
    if (!read.ok) messages.push(read.message);
  }
  for (const m of messages) {
    assert.match(m, /^The share link cannot be read: /);
    assert.doesNotMatch(
      m,
      /TextDecoder|Failed to execute|Compressed input|truncated|unexpected end|atob|DOMException/i,
      m,
    );
    assert.match(m, /cut off|damaged|empty/, m);
  }
});

test('an item with U+2028 or a bidi override keeps the text and gets a warning at the field', () => {
  const pack = {
    kind: 'pack',
    id: 'p',
    name: 'P',
    version: '1.0.0',
    description: '',
    authors: [],
    schemaVersion: 1,
    items: [{ kind: 'relic', id: 'r', name: 'Line\u2028break', text: 'evil\u202Etxt', rules: [] }],
  };
  const warnings = checkPack(pack).problems.filter((p) => p.severity === 'warning');
  assert.ok(warnings.some((w) => w.pointer === '/items/0/name' && /line separator \(U\+2028\)/.test(w.message)));
  assert.ok(warnings.some((w) => w.pointer === '/items/0/text' && /U\+202E/.test(w.message)));
  assert.equal(pack.items[0]!.name, 'Line\u2028break');
});
