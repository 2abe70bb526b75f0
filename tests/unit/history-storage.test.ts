import { test } from 'node:test';
import assert from 'node:assert/strict';
import { History } from '../../src/store/history.ts';
import { ItemDocument, formatItem } from '../../src/store/item-document.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import { Autosaver } from '../../src/store/autosave.ts';
import { packWrites, joinPack } from '../../src/store/pack-records.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const ref = { packId: 'p', kind: 'enemy', id: 'wolf' };
const wolf: ContentItem = { kind: 'enemy', id: 'wolf', name: 'Wolf' };

test('a history keeps at most its limit of steps, dropping the oldest, and says which it dropped', () => {
  const h = new History(0, 'Open', 3);
  h.takeChanges();
  for (let n = 1; n <= 5; n++) h.push(n, `step ${n}`);
  assert.deepEqual(
    h.toJSON().steps.map((s) => s.state),
    [3, 4, 5],
  );
  assert.equal(h.position, 2);
  const { put, dropped } = h.takeChanges();
  assert.deepEqual(
    put.map((s) => s.state),
    [3, 4, 5],
    'the steps never written are put',
  );
  assert.equal(dropped.length, 3, 'the open step and the two pushed out are dropped');
  assert.equal(h.undo(), 4);
  assert.equal(h.undo(), 3);
  assert.equal(h.undo(), undefined, 'the oldest kept step is the limit of undo');
});

test('after a write only new or replaced steps are taken; undo and redo take none', () => {
  const h = new History('a');
  h.push('b', 'B');
  assert.equal(h.takeChanges().put.length, 2);
  h.push('bc', 'Type', 'g');
  h.push('bcd', 'Type', 'g');
  assert.deepEqual(
    h.takeChanges().put.map((s) => s.state),
    ['bcd'],
    'a gesture is one step, put once',
  );
  h.undo();
  assert.deepEqual(h.takeChanges(), { put: [], dropped: [] });
  h.push('x', 'X');
  const changes = h.takeChanges();
  assert.deepEqual(
    changes.put.map((s) => s.state),
    ['x'],
  );
  assert.equal(changes.dropped.length, 1, 'the redo branch is dropped from storage');
});

test('a history stored before steps had ids gets ids, and all its steps are written again once', () => {
  const legacy = {
    steps: [
      { state: 1, label: 'Open' },
      { state: 2, label: 'Two' },
    ],
    index: 1,
  };
  const h = History.fromJSON(legacy);
  const ids = h.toJSON().steps.map((s) => s.id);
  assert.equal(new Set(ids).size, 2);
  assert.equal(h.takeChanges().put.length, 2);
  const again = History.fromJSON(h.toJSON());
  assert.equal(again.takeChanges().put.length, 0, 'a history read back with ids has nothing to write');
});

test('two histories never share a step id (two tabs editing the same document)', () => {
  const a = History.fromJSON(new History('x').toJSON());
  const b = History.fromJSON(a.toJSON());
  a.push('from a', 'A');
  b.push('from b', 'B');
  assert.notEqual(a.toJSON().steps[1]!.id, b.toJSON().steps[1]!.id);
});

test("an autosave writes the document's new steps only, and a reload gets the whole history back", async () => {
  const storage = new MemoryStorage();
  const saver = new Autosaver(storage, () => {}, 0);
  const doc = new ItemDocument(ref, wolf);
  const sizes: number[] = [];
  const write = storage.write.bind(storage);
  storage.write = async (batch) => {
    sizes.push(batch.documents?.[0]?.put.length ?? -1);
    return write(batch);
  };
  for (let n = 1; n <= 5; n++) {
    doc.setText(formatItem({ ...wolf, name: `Wolf ${n}` }), { label: 'Typing', gesture: `g${n}` });
    saver.document(doc);
    await saver.flush();
  }
  assert.deepEqual(sizes, [2, 1, 1, 1, 1]);
  doc.undo();
  saver.document(doc);
  await saver.flush();
  assert.equal(sizes.at(-1), 0, 'an undo writes the position only');
  const stored = [...(await storage.load()).documents][0]!;
  const restored = ItemDocument.fromJSON(stored);
  assert.equal(restored.value.name, 'Wolf 4');
  assert.equal(restored.canRedo, true);
  restored.undo();
  restored.undo();
  restored.undo();
  restored.undo();
  assert.deepEqual(restored.value, wolf);
});

test('a failed write is written in full at the next try: nothing of the history is lost', async () => {
  const storage = new MemoryStorage();
  const saver = new Autosaver(storage, () => {}, 0, 60_000);
  const doc = new ItemDocument(ref, wolf);
  saver.document(doc);
  await saver.flush();
  storage.failWith = new Error('disk full');
  doc.setText(formatItem({ ...wolf, name: 'Lost?' }), { label: 'Typing' });
  saver.document(doc);
  await saver.flush();
  storage.failWith = undefined;
  doc.setText(formatItem({ ...wolf, name: 'After' }), { label: 'Typing' });
  saver.document(doc);
  await saver.flush();
  const restored = ItemDocument.fromJSON([...(await storage.load()).documents][0]!);
  assert.equal(restored.value.name, 'After');
  restored.undo();
  assert.equal(restored.value.name, 'Lost?', 'the step of the failed write was stored by the next one');
});

const pack = (items: ContentItem[], name = 'P'): Pack =>
  ({ kind: 'pack', id: 'p', name, version: '1.0.0', description: '', authors: [], schemaVersion: 1, items }) as Pack;

test('a pack write puts only the items that changed, and its head only when the manifest or order changed', () => {
  const bear: ContentItem = { kind: 'boss', id: 'bear', name: 'Bear' };
  const before = pack([wolf, bear]);
  const whole = packWrites(before, undefined, false);
  assert.equal(whole.put.length, 2);
  assert.ok(whole.head);
  const edit = packWrites(pack([{ ...wolf, name: 'Grey' }, bear]), before, true);
  assert.deepEqual(
    edit.put.map(([, item]) => item.name),
    ['Grey'],
  );
  assert.equal(edit.head, undefined);
  const renamed = packWrites(pack([wolf, bear], 'Q'), before, true);
  assert.equal(renamed.put.length, 0);
  assert.equal(renamed.head?.manifest.name, 'Q');
  const removed = packWrites(pack([bear]), before, true);
  assert.equal(removed.deleted.length, 1);
  assert.ok(removed.head);
  const fromWhole = packWrites(before, before, false);
  assert.equal(fromWhole.put.length, 2, 'a pack stored whole (before version 3) is written as records in full');
});

test('two items with the same kind and id keep a record each, and a pack joins back in order', () => {
  const twin = { ...wolf, name: 'Twin' };
  const p = pack([wolf, twin]);
  const { head, put } = packWrites(p, undefined, false);
  assert.equal(new Set(put.map(([key]) => key)).size, 2);
  const records = new Map(put);
  assert.deepEqual(
    joinPack(head!, (key) => records.get(key)),
    p,
  );
});
