// Issue 27, point 1, through the store: several AppStores on one storage (MemoryStorage.tab(), which
// tells the other tabs of each write as a BroadcastChannel would) never lose each other's edits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AppStore } from '../../src/store/app-store.ts';
import { formatItem } from '../../src/store/item-document.ts';
import type { Pack } from '../../src/model/content.ts';
import { openTab, settle, storageWithMine } from './tabs-helpers.ts';

async function tabs(count: number) {
  const storage = storageWithMine();
  const stores: AppStore[] = [];
  for (let i = 0; i < count; i++) stores.push(await openTab(i === 0 ? storage : storage.tab()));
  return { storage, stores };
}

const rename = (store: AppStore, id: string, name: string) => {
  const doc = store.openDocument({ packId: 'mine', kind: 'enemy', id });
  doc.setText(formatItem({ ...doc.value, name }));
  return doc;
};
const names = (pack: Pack | undefined) => pack?.items.map((i) => i.name);

test('tab 1 edits the Wolf, tab 2 (not yet told) the Snake: storage and a third tab have both', async () => {
  const { storage, stores } = await tabs(3);
  const [one, two, three] = stores as [AppStore, AppStore, AppStore];
  rename(one, 'wolf', 'Wolf Alpha');
  await one.flush();
  // Tab 2 edits before it hears of tab 1's write: its pack still has the old Wolf.
  rename(two, 'snake', 'Snake Beta');
  assert.deepEqual(names(two.pack('mine')), ['Wolf', 'Snake Beta']);
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('mine')), ['Wolf Alpha', 'Snake Beta']);
  for (const store of stores) assert.deepEqual(names(store.pack('mine')), ['Wolf Alpha', 'Snake Beta']);
  assert.deepEqual(three.syncNotices, []);
});

test("one draft in two tabs: edits in turn are all kept; edits at once keep the stale tab's as a copy, with a notice; Keep mine", async () => {
  const { storage, stores } = await tabs(2);
  const [one, two] = stores as [AppStore, AppStore];
  const docOne = rename(one, 'wolf', 'Wolf T1');
  await settle(stores);
  const docTwo = two.openDocument({ packId: 'mine', kind: 'enemy', id: 'wolf' });
  assert.equal(docTwo.value.name, 'Wolf T1', "tab 2 shows tab 1's edit");
  rename(two, 'wolf', 'Wolf T1 T2');
  await settle(stores);
  assert.equal(docOne.value.name, 'Wolf T1 T2', "tab 1 shows tab 2's edit");
  assert.equal(docOne.undoLabel, 'Change in another tab', "an undoable step of tab 1's own history");
  rename(one, 'wolf', 'Wolf T1 T2 T3');
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('mine')), ['Wolf T1 T2 T3', 'Snake']);

  // At once: neither tab has heard of the other's edit.
  rename(one, 'wolf', 'Wolf A');
  rename(two, 'wolf', 'Wolf B');
  await one.flush();
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('mine')), ['Wolf A', 'Wolf B (conflicting copy)', 'Snake']);
  assert.deepEqual(names(one.pack('mine')), names(storage.packs.get('mine')));
  assert.equal(docTwo.value.name, 'Wolf A', 'the stale tab shows the stored version');
  assert.deepEqual(one.syncNotices, []);
  assert.equal(two.syncNotices.length, 1);
  assert.match(two.syncNotices[0]!.message, /“Wolf B” was changed in another tab/);

  two.keepMine(two.syncNotices[0]!);
  assert.deepEqual(two.syncNotices, []);
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('mine')), ['Wolf B', 'Snake']);
  assert.equal(docOne.value.name, 'Wolf B');
  // Undo stays per tab: tab 2's undo takes back its own choice there.
  docTwo.undo();
  assert.equal(docTwo.value.name, 'Wolf A');
});

test('a pack deleted in one tab goes from the other; one changed meanwhile in the other tab is kept, with a notice', async () => {
  const { storage, stores } = await tabs(2);
  const [one, two] = stores as [AppStore, AppStore];
  one.deletePack('mine');
  await settle(stores);
  assert.equal(storage.packs.has('mine'), false);
  assert.equal(two.pack('mine'), undefined);

  // Back, and seen by both.
  one.undoDelete();
  await settle(stores);
  assert.deepEqual(names(two.pack('mine')), ['Wolf', 'Snake']);
  rename(two, 'wolf', 'Wolf T2');
  one.deletePack('mine');
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('mine')), ['Wolf T2', 'Snake']);
  assert.ok(one.syncNotices.length + two.syncNotices.length > 0, 'a tab says the pack was kept');
  assert.deepEqual(names(one.pack('mine')), ['Wolf T2', 'Snake']);
});

test('two tabs make a pack with the same new id at once: both are kept, the second under a free id, with a notice', async () => {
  const { storage, stores } = await tabs(2);
  const [one, two] = stores as [AppStore, AppStore];
  one.createPack({ name: 'Desert' });
  two.createPack({ name: 'Desert' });
  one.createItem('desert', { kind: 'enemy', id: 'wolf', name: 'Wolf' });
  const snake = two.createItem('desert', { kind: 'enemy', id: 'snake', name: 'Snake' });
  const doc = two.openDocument(snake);
  await one.flush();
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('desert')), ['Wolf']);
  assert.deepEqual(names(storage.packs.get('desert-2')), ['Snake']);
  assert.equal(storage.packs.get('desert-2')?.name, 'Desert (2)');
  for (const store of stores) {
    assert.deepEqual(names(store.pack('desert')), ['Wolf']);
    assert.deepEqual(names(store.pack('desert-2')), ['Snake']);
  }
  assert.deepEqual(one.syncNotices, []);
  assert.match(two.syncNotices[0]!.message, /Another tab made a pack with the id “desert”.*“Desert \(2\)”/);
  // The open document followed its pack, and its edits go there.
  assert.deepEqual(two.openDocuments, [{ packId: 'desert-2', kind: 'enemy', id: 'snake' }]);
  assert.equal(two.selectedPackId, 'desert-2');
  const moved = two.documentFor({ packId: 'desert-2', kind: 'enemy', id: 'snake' })!;
  assert.notEqual(moved, doc);
  moved.setText(formatItem({ ...moved.value, name: 'Cobra' }));
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('desert-2')), ['Cobra']);
  assert.deepEqual(names(storage.packs.get('desert')), ['Wolf']);
});

test("unfinished text (not valid JSON) is never replaced by another tab's change: both are kept, the user chooses", async () => {
  const { storage, stores } = await tabs(2);
  const [one, two] = stores as [AppStore, AppStore];
  const ref = { packId: 'mine', kind: 'enemy', id: 'wolf' };
  const docTwo = two.openDocument(ref);
  const unfinished = '{\n  "kind": "enemy",\n  "id": "wolf",\n  "name": "Wolf Gr';
  docTwo.setText(unfinished);
  rename(one, 'wolf', 'Wolf T1');
  await settle(stores);
  assert.equal(docTwo.text, unfinished, 'the unfinished text stays');
  assert.equal(two.syncNotices.length, 1);
  assert.match(
    two.syncNotices[0]!.message,
    /“Wolf T1” was changed in another tab while your text for it here is not valid JSON yet/,
  );
  assert.equal(two.syncNotices[0]!.text?.theirs.name, 'Wolf T1');
  assert.deepEqual(names(storage.packs.get('mine')), ['Wolf T1', 'Snake']);
  // Keeping the text: once it is valid it is an edit like any other (on the other tab's version).
  docTwo.setText(unfinished + 'ey"\n}\n');
  await settle(stores);
  assert.deepEqual(names(storage.packs.get('mine')), ['Wolf Grey', 'Snake']);
  assert.deepEqual(names(one.pack('mine')), ['Wolf Grey', 'Snake']);

  // Taking the other tab's version: an undoable step that brings the text back.
  docTwo.setText(unfinished);
  rename(one, 'wolf', 'Wolf T3');
  await settle(stores);
  const notice = two.syncNotices.at(-1)!;
  assert.equal(notice.text?.theirs.name, 'Wolf T3');
  two.takeTheirs(notice);
  assert.equal(docTwo.value.name, 'Wolf T3');
  assert.equal(two.syncNotices.filter((n) => n.text).length, 0);
  docTwo.undo();
  assert.equal(docTwo.text, unfinished);
});
