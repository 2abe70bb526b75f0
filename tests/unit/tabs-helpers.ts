// What the tests of several tabs on one storage share (tabs-store, tabs-session): a pack of two enemies, stores
// opened on a storage (each AppStore a tab), and waiting until every tab has heard of the others' writes.
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import type { Pack } from '../../src/model/content.ts';

export const mine: Pack = {
  kind: 'pack',
  id: 'mine',
  name: 'Mine',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [
    { kind: 'enemy', id: 'wolf', name: 'Wolf' },
    { kind: 'enemy', id: 'snake', name: 'Snake' },
  ],
};

/** A storage (the first tab's) holding a copy of `mine`. */
export function storageWithMine(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.packs.set('mine', structuredClone(mine));
  return storage;
}

/** An AppStore started on this tab's storage (no packs from the server; checks find nothing). */
export async function openTab(storage: MemoryStorage): Promise<AppStore> {
  const store = new AppStore({
    storage,
    autosaveDelay: 5,
    check: async () => async () => ({ problems: [], references: [] }),
  });
  await store.start(async () => ({ packs: [], problems: [] }));
  return store;
}

/** Lets every tab hear of the others' writes and write what follows, until all is stored. */
export async function settle(stores: AppStore[]): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 20));
    await Promise.all(stores.map((s) => s.flush()));
  }
}
