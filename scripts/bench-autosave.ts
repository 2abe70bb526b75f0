/**
 * Bytes written per autosave: a 50-step edit of a base chapter in a user pack, saved after every
 * step, as a user editing in the level editor would. Counts what each batch hands to storage: the
 * documents part (open documents with their undo history) and the pack put by the merge. Figures
 * go to docs/level-editor-performance.md (the pack part models IndexedDB's records, pack-records.ts). Run: `npm run
 * bench:autosave`.
 */
import { readPackFile } from '../src/cli/pack-folder.ts';
import { packWrites } from '../src/store/pack-records.ts';
import { AppStore } from '../src/store/app-store.ts';
import { MemoryStorage, type StorageBatch } from '../src/store/storage.ts';
import type { ContentItem, Pack } from '../src/model/content.ts';

const STEPS = 50;
const { pack: base } = readPackFile('content/base/pack.json') as { pack: Pack };

/** A storage that measures each batch as it would be structured-cloned (JSON length as the proxy). */
class MeasuredStorage extends MemoryStorage {
  batches: { documents: number; pack: number }[] = [];
  override async write(batch: StorageBatch): Promise<void> {
    const { packs, ...rest } = batch;
    let pack = 0;
    const measured = (packs ?? []).map((sync) => ({
      ...sync,
      merge: (stored: Parameters<typeof sync.merge>[0]) => {
        const outcome = sync.merge(stored);
        // What IndexedDB puts (idb-storage.ts): the pack's head and the item records that changed.
        if (outcome.result) {
          const { head, put } = packWrites(outcome.result.pack, stored?.pack, stored !== undefined);
          pack += (head ? JSON.stringify(head).length : 0) + JSON.stringify(put).length;
        }
        return outcome;
      },
    }));
    await super.write({ ...batch, packs: measured });
    this.batches.push({ documents: JSON.stringify({ ...rest, session: undefined }).length, pack });
  }
}

async function main(): Promise<void> {
  const storage = new MeasuredStorage();
  const store = new AppStore({ storage, autosaveDelay: 1 });
  await store.start(async () => ({ packs: [structuredClone(base)], problems: [] }));
  const copy = store.duplicatePack(base.id);
  const chapter = copy.items.find((i) => i.kind === 'chapter') as ContentItem;
  const doc = store.openDocument({ packId: copy.id, kind: chapter.kind, id: chapter.id });
  await store.flush();
  storage.batches = [];
  for (let step = 0; step < STEPS; step++) {
    doc.update((v) => ({ ...v, name: `${String(chapter.name)} ${step}` }), {
      label: 'Rename',
      gesture: `step ${step}`,
    });
    await store.flush();
  }
  const docs = storage.batches.map((b) => b.documents);
  const packs = storage.batches.map((b) => b.pack);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `item "${chapter.id}" (${kb(JSON.stringify(chapter).length)}), ${STEPS} steps, ${storage.batches.length} writes`,
  );
  console.log(`documents: first ${kb(docs[0] ?? 0)}, last ${kb(docs.at(-1) ?? 0)}, total ${kb(sum(docs))}`);
  console.log(`pack: per write ${kb(packs.at(-1) ?? 0)}, total ${kb(sum(packs))}`);
}

await main();
