// Fuzz: random and malformed pack files through the whole import path (read, migrate, check,
// integrity, conflict) must never throw and never write to storage; blocked ones cannot be stored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import { commitImport, prepareImport } from '../../src/store/import.ts';
import { exportPackText } from '../../src/store/integrity.ts';
import { readImport } from '../../src/model/import-pack.ts';

function random(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

const ODD = [
  '',
  '"',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  'null',
  '\\u0000',
  '\u2028',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '1e999',
  '-0',
  '\ud800',
  ' '.repeat(20),
];

function randomValue(r: ReturnType<typeof random>, depth: number): unknown {
  switch (r.int(depth > 3 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return r.next() * 10 ** r.int(30) * (r.next() < 0.5 ? -1 : 1);
    case 2:
      return r.pick(ODD) + r.int(1000);
    case 3:
      return r.next() < 0.5;
    case 4:
      return r.pick(['pack', 'enemy', 'chapter', 'ccgLevel', 'relic', 'tile']);
    case 5:
      return Array.from({ length: r.int(5) }, () => randomValue(r, depth + 1));
    default: {
      const keys = [
        'kind',
        'id',
        'name',
        'items',
        'schemaVersion',
        'author',
        'authors',
        'dependencies',
        'layout',
        'natlaPin',
        '__proto__',
        'integrity',
        r.pick(ODD),
      ];
      return Object.fromEntries(Array.from({ length: r.int(7) }, () => [r.pick(keys), randomValue(r, depth + 1)]));
    }
  }
}

test('1,000 random or malformed packs through the import path never throw and never write to storage', async () => {
  const valid = await exportPackText(
    readImport(readFileSync('tests/fixtures/migrations/format-0.pack.json', 'utf8')).pack!,
  );
  // The user already has a pack with the same id as the one the fuzzed files start from, so that
  // conflicts (replace / keep both) are part of what is fuzzed, and there is stored work to protect.
  const storage = new MemoryStorage();
  const mine = { ...JSON.parse(valid), name: 'Mine, already stored' };
  delete mine.integrity;
  storage.packs.set(mine.id, mine);
  const stored = structuredClone([...storage.packs.entries()]);
  const store = new AppStore({ storage, autosaveDelay: 0 });
  await store.start(async () => ({ packs: [], problems: [] }));
  await store.flush();
  const writesBefore = storage.writes;
  let conflicts = 0;
  const r = random(20240611);
  let blocked = 0;
  for (let n = 0; n < 1000; n++) {
    let text: string;
    const mode = n % 4;
    if (mode === 0) text = JSON.stringify(randomValue(r, 0)) ?? 'undefined';
    else if (mode === 1) {
      // A valid pack with random values dropped into random places.
      const pack = JSON.parse(valid);
      const target = r.pick([pack, pack.items, pack.items[0], pack.items[0]?.layout ?? pack]);
      target[r.pick(['kind', 'id', 'items', 'schemaVersion', 'name', '0', 'layout', 'tiles', 'integrity'])] =
        randomValue(r, 2);
      text = JSON.stringify(pack);
    } else if (mode === 2) {
      // Byte-level damage: cut, duplicate or replace characters.
      const chars = [...valid];
      for (let k = 1 + r.int(4); k > 0; k--) chars.splice(r.int(chars.length), r.int(30), r.pick(ODD));
      text = chars.join('');
    } else text = valid.slice(0, r.int(valid.length));
    const packsBefore = store.packs;
    const pending = await prepareImport(store, text, `fuzz ${n}`);
    assert.equal(store.packs, packsBefore, `input ${n} changed the packs`);
    if (pending.conflict) conflicts++;
    if (pending.report.blocking.length > 0) {
      blocked++;
      assert.equal(pending.report.pack, undefined);
      assert.equal(commitImport(store, pending), undefined, `input ${n} was stored while blocked`);
    }
    for (const problem of [...pending.report.blocking, ...pending.report.problems]) {
      assert.equal(typeof problem.message, 'string');
      assert.equal(typeof problem.pointer, 'string');
    }
  }
  await store.flush();
  assert.equal(storage.writes, writesBefore, 'nothing was written');
  assert.deepEqual([...storage.packs.entries()], stored, 'the stored pack is as it was');
  assert.equal(storage.documents.size, 0);
  assert.ok(blocked > 300 && blocked < 1000, `a mix of blocked and readable inputs (${blocked} blocked)`);
  assert.ok(conflicts > 50, `conflicts with the stored pack were fuzzed too (${conflicts})`);
});
