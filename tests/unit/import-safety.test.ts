import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import { commitImport, prepareImport } from '../../src/store/import.ts';
import type { Pack } from '../../src/model/content.ts';

// Issue 27, points 2, 5 and 9: a replaced pack comes back with Undo, "Keep both" names the copy
// distinctly, broken items arrive with their problems.

const manifest = { kind: 'pack', id: 'mine', name: 'Mine', version: '1.0.0', description: '', authors: [], schemaVersion: 1 };

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
  assert.deepEqual(store.packs.map((p) => p.name), ['Mine', 'Mine (imported)', 'Mine (imported 2)']);
});
