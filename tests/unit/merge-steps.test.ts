// Issue 27: the tab merge of a big pack runs in parts (pack-merge.ts, `mergeSteps`), and the page's work between
// the parts (an edit) is never lost by showing the merge's outcome.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Pack } from '../../src/model/content.ts';
import { MERGE_PART, mergePack, mergeSteps, type VersionedPack } from '../../src/store/pack-merge.ts';
import { MemoryStorage, type StorageBatch } from '../../src/store/storage.ts';
import { formatItem } from '../../src/store/item-document.ts';
import type { AppStore } from '../../src/store/app-store.ts';
import { mine, openTab } from './tabs-helpers.ts';

const big = (count: number, name = (i: number) => `Relic ${i}`): Pack => ({
  ...mine,
  items: Array.from({ length: count }, (_, i) => ({ kind: 'relic', id: `r${i}`, name: name(i) })),
});

test('a merge of 5,000 items pauses between parts and ends as the merge in one go does', () => {
  const stored: VersionedPack = { pack: big(5_000), versions: { clock: 1, manifest: 1, items: {}, rest: 1 } };
  // An edit of one item, and a replace of every item (new objects, new ids for half).
  const cases = [
    big(5_000, (i) => (i === 7 ? 'Edited' : `Relic ${i}`)),
    {
      ...big(5_000, (i) => `New ${i}`),
      items: big(5_000).items.map((it, i) => ({ ...it, id: i % 2 ? `n${i}` : it.id })),
    },
  ];
  for (const mine of cases) {
    const steps = mergeSteps(stored, mine, stored);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    assert.ok(pauses >= (3 * 5_000) / MERGE_PART, `pauses: ${pauses}`);
    assert.deepEqual(step.value, mergePack(stored, mine, stored));
  }
});

/** A storage that merges in parts, as IndexedDB does, and runs `between` at the first pause (the page's work). */
class PausingStorage extends MemoryStorage {
  between: (() => void) | undefined;
  override async write(batch: StorageBatch): Promise<void> {
    const packs = batch.packs?.map((sync) => ({
      ...sync,
      merge: (stored: VersionedPack | undefined) => {
        const steps = sync.mergeSteps!(stored);
        let step = steps.next();
        for (let n = 0; !step.done; step = steps.next(), n++) if (n === 0) this.between?.();
        return step.value;
      },
    }));
    return super.write({ ...batch, packs });
  }
}

const rename = (store: AppStore, id: string, name: string) => {
  const doc = store.openDocument({ packId: 'mine', kind: 'relic', id });
  doc.setText(formatItem({ ...doc.value, name }));
};

test('an edit made while a big pack is merged in parts is kept, in the tab and in storage', async () => {
  const storage = new PausingStorage();
  storage.packs.set('mine', big(5_000));
  const store = await openTab(storage);
  rename(store, 'r1', 'First edit');
  storage.between = () => {
    storage.between = undefined;
    rename(store, 'r2', 'Edit during the merge');
  };
  await store.flush();
  const shown = store.pack('mine')!.items;
  assert.deepEqual([shown[1]!.name, shown[2]!.name], ['First edit', 'Edit during the merge']);
  await store.flush();
  const stored = storage.packs.get('mine')!.items;
  assert.deepEqual([stored[1]!.name, stored[2]!.name], ['First edit', 'Edit during the merge']);
});
