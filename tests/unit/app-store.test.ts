import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import type { Pack } from '../../src/model/content.ts';
import { formatItem } from '../../src/store/item-document.ts';

const base: Pack = {
  kind: 'pack',
  id: 'base',
  name: 'Base',
  version: '0.1.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [
    { kind: 'enemy', id: 'wolf', name: 'Wolf', tier: 'standard', health: 2, move: 2, power: 1, range: 1 },
    { kind: 'boss', id: 'bear', name: 'Bear' },
  ],
};
const source = async () => ({ packs: [structuredClone(base)], problems: [] });

async function started(storage = new MemoryStorage()) {
  const store = new AppStore({ storage, autosaveDelay: 5 });
  await store.start(source);
  return { store, storage };
}

test('the base pack is read-only; its duplicate is editable and stored', async () => {
  const { store, storage } = await started();
  assert.equal(store.isEditable('base'), false);
  assert.throws(() => store.createItem('base', { kind: 'enemy', id: 'x', name: 'X' }), /read-only/);
  const copy = store.duplicatePack('base');
  assert.equal(copy.id, 'base-copy');
  assert.equal(store.isEditable('base-copy'), true);
  await store.flush();
  assert.deepEqual([...storage.packs.keys()], ['base-copy']);
  assert.equal(store.saveStatus.state, 'saved');
});

test('a document edit becomes the pack item, is autosaved, and a restart restores the draft and its undo position', async () => {
  const { store, storage } = await started();
  store.duplicatePack('base');
  const ref = { packId: 'base-copy', kind: 'enemy', id: 'wolf' };
  const doc = store.openDocument(ref);
  assert.equal(store.openDocument(ref), doc, 'one shared document per item');
  doc.setText(formatItem({ ...doc.value, name: 'Grey wolf' }), { label: 'Typing', gesture: 'a' });
  doc.setText(formatItem({ ...doc.value, name: 'Dire wolf' }), { label: 'Typing', gesture: 'b' });
  doc.undo();
  doc.setText(doc.text + '{ broken', { label: 'Typing', gesture: 'c' });
  assert.equal(store.pack('base-copy')!.items[0]!.name, 'Grey wolf', 'the pack has the last valid value');
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(store.saveStatus.state, 'saved');

  const again = await started(storage);
  const restored = again.store.openDocument(ref);
  assert.equal(restored.text, doc.text, 'the invalid draft text is back');
  assert.equal(restored.value.name, 'Grey wolf');
  assert.deepEqual(again.store.openDocuments, [ref]);
  restored.undo();
  assert.equal(restored.value.name, 'Grey wolf');
  restored.undo();
  assert.equal(restored.value.name, 'Wolf');
  assert.equal(again.store.pack('base-copy')!.items[0]!.name, 'Wolf');
});

test('a storage failure is reported, keeps the work in memory, and is saved once storage works again', async () => {
  const { store, storage } = await started();
  storage.failWith = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
  const pack = store.createPack({ name: 'My pack' });
  await store.flush();
  assert.equal(store.saveStatus.state, 'error');
  assert.match(store.saveStatus.message!, /no room/);
  assert.ok(store.pack(pack.id));
  storage.failWith = undefined;
  store.renamePack(pack.id, 'Renamed');
  await store.flush();
  assert.equal(store.saveStatus.state, 'saved');
  assert.equal(storage.packs.get(pack.id)?.name, 'Renamed');
});

test('create, duplicate and delete items; delete and undo; delete a pack and undo', async () => {
  const { store, storage } = await started();
  const pack = store.createPack({ name: 'Lost Valley' });
  assert.equal(pack.id, 'lost-valley');
  assert.deepEqual(pack.dependencies, [{ id: 'base', version: '^0.1.0' }]);
  const ref = store.createItem(pack.id, { kind: 'enemy', id: 'raptor', name: 'Raptor' });
  const copy = store.duplicateItem(ref);
  assert.equal(copy.id, 'raptor-copy');
  store.openDocument(copy);
  store.deleteItem(copy);
  assert.deepEqual(
    store.pack(pack.id)!.items.map((i) => i.id),
    ['raptor'],
  );
  assert.deepEqual(store.openDocuments, [], "the deleted item's tab closed");
  store.undoDelete();
  assert.deepEqual(
    store.pack(pack.id)!.items.map((i) => i.id),
    ['raptor', 'raptor-copy'],
  );
  store.deletePack(pack.id);
  await store.flush();
  assert.equal(storage.packs.has(pack.id), false);
  store.undoDelete();
  await store.flush();
  assert.deepEqual(
    storage.packs.get(pack.id)!.items.map((i) => i.id),
    ['raptor', 'raptor-copy'],
  );
});

test('renaming an id changes every reference to it in the pack, and the open document follows', async () => {
  const { store } = await started();
  const pack = store.createPack({ name: 'Refs' });
  store.createItem(pack.id, {
    kind: 'enemy',
    id: 'raptor',
    name: 'Raptor',
    tier: 'standard',
    health: 2,
    move: 2,
    power: 1,
    range: 1,
  });
  const chapter = structuredClone(
    (await import('../../schemas/chapter.schema.json', { with: { type: 'json' } })).default.examples[0],
  ) as { boss?: string } & Record<string, unknown>;
  chapter.boss = 'bear';
  store.createItem(pack.id, { ...chapter, id: 'ch', kind: 'chapter', name: 'Ch' });
  store.createItem(pack.id, { kind: 'boss', id: 'bear', name: 'Local bear' });
  store.openDocument({ packId: pack.id, kind: 'boss', id: 'bear' });
  await store.checked();
  assert.deepEqual(store.referrersOf({ packId: pack.id, kind: 'boss', id: 'bear' }), ['ch']);
  assert.equal(
    await store.renameItem({ packId: pack.id, kind: 'boss', id: 'bear' }, 'raptor'),
    true,
    'another kind may use the id',
  );
  const items = store.pack(pack.id)!.items;
  assert.equal(items.find((i) => i.kind === 'chapter')!.boss, 'raptor');
  assert.deepEqual(store.activeDocument, { packId: pack.id, kind: 'boss', id: 'raptor' });
  assert.equal(store.openDocument(store.activeDocument!).value.id, 'raptor');
  assert.equal(await store.renameItem({ packId: pack.id, kind: 'boss', id: 'raptor' }, 'raptor'), true);
  store.createItem(pack.id, { kind: 'boss', id: 'wolf', name: 'W' });
  assert.equal(await store.renameItem({ packId: pack.id, kind: 'boss', id: 'wolf' }, 'raptor'), false, 'taken');
});

test('closing a tab keeps the document and its undo history: the level editor still has it, reopening brings it back, and so does a restart', async () => {
  const { store, storage } = await started();
  store.duplicatePack('base');
  const ref = { packId: 'base-copy', kind: 'enemy', id: 'wolf' };
  const doc = store.openDocument(ref);
  doc.setValue({ ...doc.value, name: 'Grey wolf' }, { label: 'Rename' });
  doc.setValue({ ...doc.value, health: 3 }, { label: 'Health' });
  store.closeDocument(ref);
  assert.deepEqual(store.openDocuments, [], 'the tab is closed');
  assert.equal(store.documentFor(ref), doc, 'the document stays');
  // Edits made elsewhere (the level editor) after the close still reach the pack.
  doc.setValue({ ...doc.value, health: 4 }, { label: 'Health again' });
  assert.equal(store.pack('base-copy')!.items.find((i) => i.id === 'wolf')!.health, 4);
  assert.equal(store.openDocument(ref), doc, 'reopening gives the same document');
  doc.undo();
  doc.undo();
  assert.equal(doc.value.name, 'Grey wolf', 'the history from before the close is there');
  store.closeDocument(ref);
  await store.flush();
  const again = await started(storage);
  assert.deepEqual(again.store.openDocuments, [], 'the tab stays closed after a restart');
  const restored = again.store.openDocument(ref);
  assert.equal(restored.value.health, 2);
  restored.undo();
  assert.equal(restored.value.name, 'Wolf', 'and the history survives it');
});

test('deleting an item drops its document and history', async () => {
  const { store, storage } = await started();
  store.duplicatePack('base');
  const ref = { packId: 'base-copy', kind: 'enemy', id: 'wolf' };
  store.openDocument(ref).setValue({ ...store.openDocument(ref).value, name: 'Grey wolf' }, { label: 'Rename' });
  store.closeDocument(ref);
  store.deleteItem(ref);
  assert.equal(store.documentFor(ref), undefined);
  await store.flush();
  assert.deepEqual([...storage.documents.keys()], []);
});

test("the level editor's open draft is kept with the session in storage and restored", async () => {
  const { store, storage } = await started();
  store.duplicatePack('base');
  const ref = { packId: 'base-copy', kind: 'boss', id: 'bear' };
  store.setOpenLevel(ref);
  await store.flush();
  assert.deepEqual(storage.session?.openLevel, ref);
  const again = await started(storage);
  assert.deepEqual(again.store.openLevel, ref);
  // A draft whose item is gone is not reopened.
  again.store.deleteItem(ref);
  await again.store.flush();
  const third = await started(storage);
  assert.equal(third.store.openLevel, undefined);
});

test('storage errors are told in plain words: no room, blocked by another tab, not allowed', async () => {
  const { describeStorageError } = await import('../../src/store/autosave.ts');
  const { StorageBlockedError } = await import('../../src/store/idb-storage.ts');
  assert.match(
    describeStorageError(new DOMException('full', 'QuotaExceededError')),
    /no room left.*kept while this tab stays open/,
  );
  assert.match(describeStorageError(new StorageBlockedError()), /blocked.*another tab.*kept while this tab stays open/);
  assert.match(describeStorageError(new DOMException('no', 'SecurityError')), /does not let the workshop store data/);
  assert.match(describeStorageError(new Error('disk on fire')), /could not be saved \(disk on fire\)/);
});

test('a pack that cannot be checked says so instead of staying "being checked"', async () => {
  const store = new AppStore({ check: async () => () => Promise.reject(new Error('the worker died')) });
  await store.start(source);
  await store.checked();
  assert.match(
    store.packProblems.get('base')?.list[0]?.message ?? 'still unchecked',
    /could not be checked: the worker died/,
  );
});

test('a pack stored in an older format is migrated when it is loaded, and one from a newer app is reported', async () => {
  const storage = new MemoryStorage();
  const { readFileSync } = await import('node:fs');
  const old = JSON.parse(readFileSync('tests/fixtures/migrations/format-0.pack.json', 'utf8'));
  storage.packs.set(old.id, old);
  storage.packs.set('future', { ...structuredClone(base), id: 'future', schemaVersion: 99 });
  const { store } = await started(storage);
  const loaded = store.pack(old.id)!;
  assert.equal(loaded.schemaVersion, 1);
  assert.deepEqual(loaded.authors, ['Ada Designer']);
  assert.equal(loaded.items.find((i) => i.kind === 'chapter')!.invadedAt, 3);
  assert.equal(store.pack('future'), undefined);
  assert.match(store.loadProblems.find((p) => p.file === 'stored pack future')!.message, /newer than this app/);
});
