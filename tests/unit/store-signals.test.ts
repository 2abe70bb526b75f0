// Issue 19, item 5: the store's document state and session state each have their own change
// signal ('documents-change', 'session-change'; 'change' follows either), so a component showing
// only one is not re-rendered for the other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppStore, DOCUMENTS_CHANGE, SESSION_CHANGE } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import { formatItem } from '../../src/store/item-document.ts';
import type { Pack } from '../../src/model/content.ts';

const base: Pack = {
  kind: 'pack',
  id: 'base',
  name: 'Base',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [
    { kind: 'enemy', id: 'wolf', name: 'Wolf' },
    { kind: 'enemy', id: 'snake', name: 'Snake' },
  ],
};

async function counted() {
  const store = new AppStore({
    storage: new MemoryStorage(),
    autosaveDelay: 5,
    check: async () => async () => ({ problems: [], references: [] }),
  });
  await store.start(async () => ({ packs: [structuredClone(base)], problems: [] }));
  store.duplicatePack('base');
  await store.flush();
  await store.checked();
  const counts = { documents: 0, session: 0, change: 0 };
  store.addEventListener(DOCUMENTS_CHANGE, () => counts.documents++);
  store.addEventListener(SESSION_CHANGE, () => counts.session++);
  store.addEventListener('change', () => counts.change++);
  const reset = () => Object.assign(counts, { documents: 0, session: 0, change: 0 });
  return { store, counts, reset };
}

test('session changes (area, selection, open items) tell session listeners only', async () => {
  const { store, counts, reset } = await counted();
  store.setArea('json');
  store.selectPack('base');
  store.selectItem({ packId: 'base-copy', kind: 'enemy', itemId: 'wolf' });
  const ref = { packId: 'base-copy', kind: 'enemy', id: 'wolf' };
  store.openDocument(ref);
  store.openDocument({ ...ref, id: 'snake' });
  store.setActiveDocument(ref);
  store.setOpenLevel(ref);
  store.closeDocument(ref);
  assert.equal(counts.documents, 0);
  // Each step, and the save status going from saved to saving (the session is stored too).
  assert.equal(counts.session, 9);
  assert.equal(counts.change, 9);
  reset();
  await store.flush();
  assert.equal(counts.documents, 0, 'saving the session is no document change');
});

test('document edits tell document listeners, each one; the session hears only the save status move', async () => {
  const { store, counts, reset } = await counted();
  const doc = store.openDocument({ packId: 'base-copy', kind: 'enemy', id: 'wolf' });
  await store.flush();
  reset();
  for (let i = 1; i <= 10; i++) doc.setText(formatItem({ ...doc.value, name: `Wolf ${i}` }));
  assert.equal(counts.documents, 10);
  assert.equal(counts.session, 1, 'saved → saving, once for the whole burst');
  await store.flush();
  await store.checked();
  assert.equal(counts.session, 2, '→ saved');
  assert.ok(counts.documents >= 11, 'the check of the pack is document state');
  reset();
  store.renamePack('base-copy', 'Renamed');
  store.deleteItem({ packId: 'base-copy', kind: 'enemy', id: 'snake' });
  store.dismissDeleted();
  assert.equal(counts.session, 1, 'the save status only');
  assert.ok(counts.documents >= 3);
  assert.equal(counts.change, counts.documents + counts.session);
});

test('changes of both (a pack deleted, packs loaded) tell both', async () => {
  const { store, counts } = await counted();
  store.deletePack('base-copy');
  // The deletion (both: the pack, and the selection), then the save status (session).
  assert.deepEqual(counts, { documents: 1, session: 2, change: 2 });
});
