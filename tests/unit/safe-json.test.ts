import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson, canonicalize } from '../../src/model/canonical.ts';
import { readImport } from '../../src/model/import-pack.ts';
import { exportPackText, packIntegrity } from '../../src/store/integrity.ts';
import type { Pack } from '../../src/model/content.ts';

// Issue 27, points 8 and 9: every key is data (even "__proto__" and "constructor"), export keeps the
// author's field order, and the integrity hash stays the canonical one.

const packText = (item: string) =>
  `{"kind":"pack","id":"odd","name":"Odd","version":"1.0.0","description":"","authors":[],"schemaVersion":1,"items":[${item}]}`;

test('canonical JSON keeps "__proto__" and "constructor" keys as plain data, at every depth', () => {
  const value = JSON.parse('{"b":1,"__proto__":{"polluted":true},"constructor":{"prototype":2},"a":[{"__proto__":3}]}');
  const text = canonicalJson(value);
  assert.equal(text, '{"__proto__":{"polluted":true},"a":[{"__proto__":3}],"b":1,"constructor":{"prototype":2}}');
  const copy = canonicalize(value) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(copy), Object.prototype, 'the prototype is not replaced');
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'nothing leaks into Object.prototype');
  assert.deepEqual(Object.keys(copy), ['__proto__', 'a', 'b', 'constructor']);
});

test('a "__proto__" field survives import and export, and changes the hash', async () => {
  const plain = readImport(packText('{"kind":"enemy","id":"wolf","name":"Wolf"}')).pack!;
  const odd = readImport(
    packText('{"kind":"enemy","id":"wolf","name":"Wolf","__proto__":{"x":1},"constructor":5}'),
  ).pack!;
  assert.ok(Object.hasOwn(odd.items[0]!, '__proto__'), 'import keeps the field');
  const text = await exportPackText(odd);
  assert.match(text, /"__proto__": \{/);
  assert.match(text, /"constructor": 5/);
  assert.notEqual(await packIntegrity(odd), await packIntegrity(plain));
  const back = readImport(text);
  assert.ok(Object.hasOwn(back.pack!.items[0]!, '__proto__'));
  assert.equal(back.statedIntegrity, await packIntegrity(back.pack!), 'the stated hash matches after a round trip');
});

test("export keeps the author's field order; the hash is the same whatever the order", async () => {
  const item = '{"name":"Wolf","zeta":1,"kind":"enemy","alpha":{"y":1,"b":2},"id":"wolf"}';
  const pack = readImport(packText(item)).pack!;
  const text = await exportPackText(pack);
  const exported = JSON.parse(text) as Pack;
  assert.deepEqual(Object.keys(exported.items[0]!), ['name', 'zeta', 'kind', 'alpha', 'id']);
  assert.deepEqual(Object.keys(exported.items[0]!.alpha as object), ['y', 'b']);
  const reordered = readImport(
    packText('{"kind":"enemy","id":"wolf","name":"Wolf","alpha":{"b":2,"y":1},"zeta":1}'),
  ).pack!;
  assert.equal(await packIntegrity(reordered), await packIntegrity(pack));
  const back = readImport(text);
  assert.equal(back.statedIntegrity, await packIntegrity(back.pack!));
  assert.deepEqual(
    Object.keys(back.pack!.items[0]!),
    ['name', 'zeta', 'kind', 'alpha', 'id'],
    'a round trip keeps the order',
  );
});

test('the hash worked out in parts (with pauses between them) is the hash of the whole canonical JSON', async () => {
  const items = [
    '{"name":"Wolf","zeta":1,"kind":"enemy","alpha":{"y":1,"b":2},"id":"wolf"}',
    '{"kind":"enemy","id":"odd","name":"Odd","__proto__":{"x":1},"constructor":5}',
    ...Array.from({ length: 40 }, (_, i) => `{"kind":"relic","id":"r${i}","items":[${i}],"text":"\\u2028${i}"}`),
  ];
  const text = packText(items.join(',')).replace(
    '"authors":[]',
    '"authors":[],"__proto__":{"a":1},"zz":[{"b":2,"a":1}]',
  );
  const pack = readImport(text).pack!;
  let pauses = 0;
  const pause = () => {
    pauses++;
    return Promise.resolve();
  };
  assert.equal(await packIntegrity(pack, { pause, partMs: 0 }), await packIntegrity(pack));
  assert.equal(pauses, 42, 'a pause after each item at a part of 0 ms');
  const empty = readImport(packText('')).pack!;
  assert.equal(await packIntegrity(empty, { pause }), await packIntegrity(empty));
});
