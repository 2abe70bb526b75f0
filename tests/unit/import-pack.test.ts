import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { migratePack, MIGRATIONS } from '../../src/model/migrations.ts';
import { readImport } from '../../src/model/import-pack.ts';
import { canonicalJson } from '../../src/model/canonical.ts';
import { validatePack } from '../../src/model/validate.ts';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import { commitImport, prepareImport, prepareShare } from '../../src/store/import.ts';
import { exportPackText, packIntegrity } from '../../src/store/integrity.ts';
import { shareLink, MAX_SHARE_LINK } from '../../src/store/share.ts';
import type { Pack } from '../../src/model/content.ts';

const oldText = readFileSync('tests/fixtures/migrations/format-0.pack.json', 'utf8');

test("a format-0 pack is migrated: author → authors, a chapter's natlaPin → invadedAt, and it then validates", () => {
  const result = migratePack(JSON.parse(oldText));
  assert.equal(result.ok, true);
  if (!result.ok) return;
  const doc = result.doc as Pack;
  assert.equal(result.from, 0);
  assert.equal(doc.schemaVersion, 1);
  assert.deepEqual(doc.authors, ['Ada Designer']);
  assert.equal('author' in doc, false);
  const chapter = doc.items.find((i) => i.kind === 'chapter')!;
  assert.equal(chapter.invadedAt, 3);
  assert.equal('natlaPin' in chapter, false);
  assert.equal(result.changes.length, 2);
  assert.deepEqual(
    validatePack(doc).filter((p) => !/is not the id of any/.test(p.message)),
    [],
  );
  assert.equal(
    MIGRATIONS.every((m) => m.to === m.from + 1),
    true,
  );
});

test('a pack from a newer format, or with a nonsense version, is refused with a reason', () => {
  assert.match(
    (migratePack({ kind: 'pack', schemaVersion: 99 }) as { message: string }).message,
    /newer than this app/,
  );
  assert.equal(migratePack({ schemaVersion: 'one' }).ok, false);
  assert.equal(migratePack({ schemaVersion: 1, x: 1 }).ok, true);
});

test('importing the old format migrates it before checking, and reports what changed', () => {
  const report = readImport(oldText);
  assert.deepEqual(report.blocking, []);
  assert.equal(report.pack?.schemaVersion, 1);
  assert.equal(report.migrated.length, 2);
});

test('canonical JSON does not depend on key order, and exported text imports back identical', async () => {
  assert.equal(
    canonicalJson({ b: 1, a: { d: 1, c: [2, { z: 1, id: 'x' }] }, kind: 'k' }),
    '{"kind":"k","a":{"c":[2,{"id":"x","z":1}],"d":1},"b":1}',
  );
  const pack = readImport(oldText).pack!;
  const text = await exportPackText(pack);
  assert.match(text, /"integrity": "sha256-[0-9a-f]{64}"/);
  const again = readImport(text);
  assert.deepEqual(again.pack, JSON.parse(JSON.stringify(readImport(text).pack)));
  assert.equal(await exportPackText(again.pack!), text, 'export → import → export is identical');
  assert.equal(again.statedIntegrity, await packIntegrity(pack));
});

test('a broken or unusable file is blocked with line and column; bad items are reported with their pointer', () => {
  assert.match(readImport('{ "kind": "pack",\n  "id": }').blocking[0]!.message, /line 2, column 9/);
  assert.match(readImport('[1, 2]').blocking[0]!.message, /one JSON object/);
  assert.match(readImport('x'.repeat(100), [], 50).blocking[0]!.message, /too large/);
  assert.ok(readImport('{"kind":"pack"}').blocking.some((p) => p.pointer === '/id'));
  const report = readImport(
    JSON.stringify({
      kind: 'pack',
      id: 'p',
      name: 'P',
      version: '1.0.0',
      description: '',
      authors: [],
      schemaVersion: 1,
      items: [{ kind: 'enemy' }, { kind: 'boss', id: 'b', name: 'B', health: 'lots' }],
    }),
  );
  assert.deepEqual(report.blocking, []);
  assert.deepEqual(
    report.pack!.items.map((i) => i.id),
    ['item-1', 'b'],
    'an item without an id is kept (issue 27), with an id given',
  );
  assert.ok(
    report.problems.some((p) => p.pointer === '/items/0/id'),
    'the kept item is reported where it is in the file',
  );
  assert.ok(
    report.problems.some((p) => p.pointer.startsWith('/items/1/')),
    'the second item keeps its place in the file',
  );
});

test('import: a tampered file is flagged; same id asks; blocked imports store nothing', async () => {
  const storage = new MemoryStorage();
  const store = new AppStore({ storage, autosaveDelay: 1 });
  await store.start(async () => ({ packs: [], problems: [] }));
  const pack = readImport(oldText).pack!;
  const text = await exportPackText(pack);
  const ok = await prepareImport(store, text, 'f');
  assert.equal(ok.integrityOk, true);
  const tampered = await prepareImport(store, text.replace('Ada Designer', 'Someone else'), 'f');
  assert.equal(tampered.integrityOk, false);
  assert.equal(tampered.report.problems[0]!.pointer, '/integrity');
  commitImport(store, ok);
  const conflict = await prepareImport(store, text, 'f');
  assert.equal(conflict.conflict?.id, 'old-format');
  assert.equal(commitImport(store, conflict, 'keep-both')!.id, 'old-format-imported');
  assert.equal(commitImport(store, conflict, 'replace')!.id, 'old-format');
  assert.deepEqual(
    store.packs.map((p) => p.id),
    ['old-format-imported', 'old-format'],
  );
  await store.flush();
  const writes = storage.writes;
  assert.equal(commitImport(store, await prepareImport(store, '{', 'f')), undefined);
  await store.flush();
  assert.equal(storage.writes, writes);
});

test('a share link round-trips a pack or one item, and refuses a pack too large for a link', async () => {
  const store = new AppStore();
  await store.start(async () => ({ packs: [], problems: [] }));
  const pack = readImport(oldText).pack!;
  const link = await shareLink({ item: pack.items[0]! }, 'http://x/#json');
  assert.equal(link.ok, true);
  if (!link.ok) return;
  assert.match(link.url, /^http:\/\/x\/#share=[A-Za-z0-9_-]+$/);
  const arrived = await prepareShare(store, new URL(link.url).hash);
  assert.deepEqual(arrived.report.pack!.items, [pack.items[0]]);
  assert.equal(arrived.report.pack!.id, 'shared-into-the-canopy');
  const whole = await prepareShare(
    store,
    new URL(((await shareLink({ pack }, 'http://x/')) as { url: string }).url).hash,
  );
  assert.deepEqual(whole.report.pack, pack);
  let seed = 7;
  const noise = () =>
    Array.from({ length: 12 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 8).toString(36)).join(' ');
  const big = {
    ...pack,
    items: Array.from({ length: 300 }, (_, i) => ({ kind: 'relic', id: `r${i}`, name: `Relic ${i}`, text: noise() })),
  };
  const refused = await shareLink({ pack: big }, 'http://x/');
  assert.equal(refused.ok, false);
  if (!refused.ok) assert.ok(refused.length > MAX_SHARE_LINK);
  for (const bad of ['#share=***', '#share=AAAA', '#share=', '#other'])
    assert.ok((await prepareShare(store, bad)).report.blocking.length > 0, bad);
});
