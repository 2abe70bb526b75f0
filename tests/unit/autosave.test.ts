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
