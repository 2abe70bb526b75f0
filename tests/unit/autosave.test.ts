// The autosaver's timing (issue 6: "every change stored within half a second"): a pause in the
// changes writes them after the short delay, and changes that never pause (a long drag, steady
// typing) are still written no later than half a second after the first unsaved one.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { Autosaver } from '../../src/store/autosave.ts';
import type { Session, StorageBatch } from '../../src/store/storage.ts';

function recorder() {
  const writes: { at: number; batch: StorageBatch }[] = [];
  const storage = {
    load: () => Promise.reject(new Error('not used')),
    write: (batch: StorageBatch) => (writes.push({ at: Date.now(), batch }), Promise.resolve()),
  };
  return { writes, saver: new Autosaver(storage, () => {}) };
}

const session = (n: number) => (): Session => ({
  openDocuments: [{ packId: 'mine', kind: 'chapter', id: `draft-${n}` }],
});

test('a change is written once the changes pause for the delay (300 ms)', async () => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
  try {
    const { writes, saver } = recorder();
    saver.sessionChanged(session(1));
    mock.timers.tick(299);
    assert.equal(writes.length, 0);
    mock.timers.tick(1);
    await Promise.resolve();
    assert.deepEqual(
      writes.map((w) => w.at),
      [300],
    );
  } finally {
    mock.timers.reset();
  }
});

test('changes every 100 ms that never pause are still written within half a second of the first', async () => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
  try {
    const { writes, saver } = recorder();
    for (let t = 0; t <= 2000; t += 100) {
      saver.sessionChanged(session(t));
      mock.timers.tick(100);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    }
    assert.ok(writes.length >= 4, `${writes.length} writes in 2 s of changes`);
    // Each write holds the newest state, and no change waited more than 500 ms to be written.
    let unsavedSince = 0;
    for (const w of writes) {
      assert.ok(w.at - unsavedSince <= 500, `a change made at ${unsavedSince} ms was written at ${w.at} ms`);
      unsavedSince = w.at;
    }
  } finally {
    mock.timers.reset();
  }
});

test('a write of packs waits for what it needs loaded (the lazy tab merge), and one that cannot load is retried', async () => {
  const writes: { at: number; batch: StorageBatch }[] = [];
  const statuses: string[] = [];
  const withStatus = new Autosaver(
    {
      load: () => Promise.reject(new Error('not used')),
      write: (batch) => (writes.push({ at: 0, batch }), Promise.resolve()),
    },
    (status) => statuses.push(status.state),
    300,
    10,
  );
  let loaded = false;
  let fail = true;
  withStatus.prepare = () =>
    loaded
      ? undefined
      : fail
        ? ((fail = false), Promise.reject(new Error('offline')))
        : new Promise<void>((resolve) => setTimeout(() => ((loaded = true), resolve()), 5));
  const sync = { id: 'mine', merge: () => ({ result: undefined, write: 'none' as const, notices: [] }) };
  withStatus.pack('mine', () => sync);
  await withStatus.flush();
  assert.equal(writes.length, 0, 'nothing is written before the merge is loaded');
  assert.equal(statuses.at(-1), 'error');
  for (let waited = 0; writes.length === 0 && waited < 2000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(loaded, true);
  assert.equal(writes.length, 1, 'the retry loads it and writes');
  assert.deepEqual(writes[0]!.batch.packs, [sync]);
  assert.equal(statuses.at(-1), 'saved');
});

test('packs marked while a flush waits for the write before it are written only once the lazy merge is loaded', async () => {
  // A tab just loaded: the merge is still being fetched. A session write is under way, a flush (a tab's
  // switch, a pagehide) waits for it, and meanwhile a pack is marked (the user types, or another tab wrote).
  const statuses: string[] = [];
  const batches: StorageBatch[] = [];
  let loaded = false;
  let releaseWrite!: () => void;
  let releaseMerge!: () => void;
  const merge = new Promise<void>((resolve) => (releaseMerge = () => ((loaded = true), resolve())));
  const saver = new Autosaver(
    {
      load: () => Promise.reject(new Error('not used')),
      write: (batch) => {
        batches.push(batch);
        // As the store's PackSync does: a pack cannot be merged before the merge is loaded.
        if (batch.packs?.length && !loaded) return Promise.reject(new Error('The tab merge is not loaded yet.'));
        return batches.length === 1 ? new Promise<void>((resolve) => (releaseWrite = resolve)) : Promise.resolve();
      },
    },
    (status) => statuses.push(status.state),
    300,
    10_000,
  );
  saver.prepare = () => (loaded ? undefined : merge);
  saver.sessionChanged(session(1));
  const first = saver.flush();
  saver.sessionChanged(session(2));
  const second = saver.flush();
  const sync = { id: 'mine', merge: () => ({ result: undefined, write: 'none' as const, notices: [] }) };
  saver.pack('mine', () => sync);
  releaseWrite();
  await first;
  for (let i = 0; i < 20; i++) await Promise.resolve();
  assert.deepEqual(
    batches.map((b) => b.packs?.length ?? 0),
    [0],
    'nothing with a pack is written before the merge is loaded',
  );
  releaseMerge();
  await second;
  await saver.flush();
  assert.ok(!statuses.includes('error'), `statuses: ${statuses.join(', ')}`);
  assert.deepEqual(batches.at(-1)!.packs, [sync]);
  assert.equal(batches.at(-1)!.session?.openDocuments[0]?.id, 'draft-2');
  assert.equal(statuses.at(-1), 'saved');
});
