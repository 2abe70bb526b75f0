import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import { commitImport, prepareImport } from '../../src/store/import.ts';
import type { Pack } from '../../src/model/content.ts';

// Issue 27, points 2, 5 and 9: a replaced pack comes back with Undo, "Keep both" names the copy
// distinctly, broken items arrive with their problems.

const manifest = {
  kind: 'pack',
  id: 'mine',
  name: 'Mine',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
};

async function started() {
  const storage = new MemoryStorage();
  const store = new AppStore({ storage, autosaveDelay: 1 });
  await store.start(async () => ({ packs: [], problems: [] }));
  return { store, storage };
}

test('Replace is undone like a deletion: the replaced pack, its open draft and its storage come back', async () => {
  const { store, storage } = await started();
  const mine = { ...manifest, items: [{ kind: 'enemy', id: 'wolf', name: 'Wolf', health: 2 }] } as Pack;
  store.importPack(mine);
  const doc = store.openDocument({ packId: 'mine', kind: 'enemy', id: 'wolf' });
  doc.setValue({ ...doc.value, name: 'Grey Wolf' }, { label: 'rename', gesture: 'typing' });
  const pending = await prepareImport(store, JSON.stringify({ ...manifest, name: 'Empty', items: [] }), 'f');
  assert.ok(pending.conflict);
  commitImport(store, pending, 'replace');
  assert.equal(store.pack('mine')!.items.length, 0);
  assert.match(store.lastDeleted!.label, /Replaced pack Mine/);
  store.undoDelete();
  assert.equal(store.pack('mine')!.name, 'Mine');
  assert.equal(store.pack('mine')!.items[0]!.name, 'Grey Wolf');
  const back = store.openDocument({ packId: 'mine', kind: 'enemy', id: 'wolf' });
  assert.equal(back.canUndo, true, 'the draft keeps its undo history');
  await store.flush();
  assert.equal(storage.packs.get('mine')!.items[0]!.name, 'Grey Wolf');
});

test('Keep both gives the copy another id and a distinct name', async () => {
  const { store } = await started();
  const text = JSON.stringify({ ...manifest, items: [] });
  commitImport(store, await prepareImport(store, text, 'f'));
  const second = commitImport(store, await prepareImport(store, text, 'f'), 'keep-both')!;
  const third = commitImport(store, await prepareImport(store, text, 'f'), 'keep-both')!;
  assert.deepEqual([second.id, third.id], ['mine-imported', 'mine-imported-2']);
  assert.deepEqual(
    store.packs.map((p) => p.name),
    ['Mine', 'Mine (imported)', 'Mine (imported 2)'],
  );
});

test('broken items are imported with their problems, never dropped', async () => {
  const text = JSON.stringify({
    ...manifest,
    items: [
      { kind: 'relic', id: 'wolf', name: 'Wolf' },
      { kind: 'relic', id: 'nameless' },
      { kind: 'relic', id: 'Bad Id', name: 'Bad' },
      { id: 'kindless', name: 'No kind' },
      { kind: 'relic', name: 'No id' },
    ],
  });
  const { store } = await started();
  const pending = await prepareImport(store, text, 'f');
  const pack = commitImport(store, pending)!;
  assert.deepEqual(
    pack.items.map((i) => `${i.kind}/${i.id}`),
    ['relic/wolf', 'relic/nameless', 'relic/Bad Id', 'unknown/kindless', 'relic/item-5'],
  );
  assert.equal(pack.items[1]!.name, undefined, 'nothing is made up for a missing name');
  const at = (index: number) => pending.report.problems.filter((p) => p.pointer.startsWith(`/items/${index}`));
  for (const index of [1, 2, 3, 4]) assert.ok(at(index).length > 0, `item ${index} has its problems in the report`);
  assert.ok(
    at(1).some((p) => /name/.test(p.message)),
    JSON.stringify(at(1)),
  );
  assert.ok(
    at(2).some((p) => /Bad Id|slug|pattern/i.test(p.message)),
    JSON.stringify(at(2)),
  );
  await store.checked();
  const problems = store.packProblems.get('mine')?.list ?? [];
  for (const index of [1, 2, 3])
    assert.ok(
      problems.some((p) => p.pointer.startsWith(`/items/${index}/`) || p.pointer === `/items/${index}`),
      `item ${index} shows its problems in the library`,
    );
});

test('the store says it has unsaved work within the autosave pause and while saving fails', async () => {
  const storage = new MemoryStorage();
  const store = new AppStore({ storage, autosaveDelay: 50 });
  await store.start(async () => ({ packs: [], problems: [] }));
  assert.equal(store.unsaved, false);
  store.createPack({ name: 'Mine' });
  assert.equal(store.unsaved, true);
  await store.flush();
  assert.equal(store.unsaved, false);
  storage.failWith = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
  store.renamePack(store.packs[0]!.id, 'Renamed');
  await store.flush();
  assert.equal(store.saveStatus.state, 'error');
  assert.equal(store.unsaved, true);
  storage.failWith = undefined;
  await store.flush();
  assert.equal(store.unsaved, false);
});
