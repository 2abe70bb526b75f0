/**
 * What the start page's ways in do, fetched when one is chosen: a new chapter in the level editor,
 * a new CCG level in the CCG designer, a copy of a sample chapter in the level editor, a pack file
 * imported. New levels go to the user's drafts pack, as the editors' own "New" buttons do.
 */
import type { ContentItem } from '../../model/content.ts';
import { duplicateLevel, emptyChapter, freeId, freeName, isLevel } from '../../model/coc-level-new.ts';
import { emptyCcgLevel } from '../../model/ccg-level-new.ts';
import type { AppStore } from '../../store/app-store.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import { ensureDraftPack, workspaceFor } from '../level/level-workspace.ts';
import { openInDesigner } from '../ccg/ccg-open.ts';

/** The sample chapter the start page and the tour open: the base pack's first chapter. */
export const SAMPLE = { packId: 'base', kind: 'chapter', id: 'landfall' } as const;

function createDraft(store: AppStore, make: (id: string) => ContentItem, base: string): DocumentRef {
  const ws = workspaceFor(store);
  const target = ensureDraftPack(ws);
  const taken = new Set(target.items.map((i) => i.id));
  return ws.createItem(target.id, make(freeId(base, taken)));
}

const names = (store: AppStore, kind: (i: ContentItem) => boolean) =>
  new Set(store.packs.flatMap((p) => p.items.filter(kind).map((i) => String(i.name))));

export function designChapter(store: AppStore): DocumentRef {
  const ref = createDraft(
    store,
    (id) => emptyChapter(id, freeName('New chapter', names(store, isLevel))),
    'new-chapter',
  );
  store.setOpenLevel(ref);
  store.setArea('level');
  return ref;
}

export function designCcgLevel(store: AppStore): DocumentRef {
  const ref = createDraft(
    store,
    (id) =>
      emptyCcgLevel(
        id,
        freeName(
          'New CCG level',
          names(store, (i) => i.kind === 'ccgLevel'),
        ),
      ),
    'new-ccg-level',
  );
  openInDesigner(ref);
  store.setArea('ccg');
  return ref;
}

/** The sample chapter as stored (undefined if the base pack lacks it). */
export function sampleItem(store: AppStore): ContentItem | undefined {
  return store.pack(SAMPLE.packId)?.items.find((i) => i.kind === SAMPLE.kind && i.id === SAMPLE.id);
}

/** A copy of the sample chapter, open in the level editor. */
export function openSample(store: AppStore): DocumentRef | undefined {
  const sample = sampleItem(store);
  if (!sample) return undefined;
  const ref = createDraft(store, (id) => duplicateLevel(sample, id), `${sample.id}-copy`);
  store.setOpenLevel(ref);
  store.setArea('level');
  return ref;
}

export async function importPack(store: AppStore): Promise<void> {
  (await import('../library-transfer.ts')).pickFileToImport(store);
}
