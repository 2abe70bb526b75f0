import type { Pack } from '../model/content.ts';
import type { HistoryData } from './history.ts';
import type { DocumentRef, ItemSnapshot } from './item-document.ts';

/** An open document as stored: its item's ref and its whole undo history (position included). */
export interface StoredDocument {
  key: string;
  ref: DocumentRef;
  history: HistoryData<ItemSnapshot>;
}

/** Which documents were open, in tab order, which one was in front, and the level editor's draft. */
export interface Session {
  openDocuments: DocumentRef[];
  active?: DocumentRef;
  /** The draft open in the level editor. */
  openLevel?: DocumentRef;
}

export interface StoredState {
  packs: Pack[];
  documents: StoredDocument[];
  session?: Session;
}

/** One batch of writes; a storage applies it all or nothing (one IndexedDB transaction). */
export interface StorageBatch {
  packs?: Pack[];
  deletePacks?: string[];
  documents?: StoredDocument[];
  deleteDocuments?: string[];
  session?: Session;
}

/**
 * Where the user's packs and open documents are kept. The app uses IndexedDB (idb-storage.ts);
 * Node tests use MemoryStorage, which also counts writes.
 */
export interface ContentStorage {
  load(): Promise<StoredState>;
  write(batch: StorageBatch): Promise<void>;
}

export function documentKey(ref: DocumentRef): string {
  return `${ref.packId}\u0000${ref.kind}\u0000${ref.id}`;
}

export function isBatchEmpty(batch: StorageBatch): boolean {
  return !batch.packs?.length && !batch.deletePacks?.length && !batch.documents?.length && !batch.deleteDocuments?.length && !batch.session;
}

/** Keeps everything in memory (structured-cloned, as IndexedDB would). `failWith` simulates a full disk. */
export class MemoryStorage implements ContentStorage {
  packs = new Map<string, Pack>();
  documents = new Map<string, StoredDocument>();
  session: Session | undefined;
  /** How many batches were written. */
  writes = 0;
  failWith: Error | undefined;

  async load(): Promise<StoredState> {
    return structuredClone({ packs: [...this.packs.values()], documents: [...this.documents.values()], session: this.session });
  }

  async write(batch: StorageBatch): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.writes++;
    const copy = structuredClone(batch);
    for (const pack of copy.packs ?? []) this.packs.set(pack.id, pack);
    for (const id of copy.deletePacks ?? []) this.packs.delete(id);
    for (const doc of copy.documents ?? []) this.documents.set(doc.key, doc);
    for (const key of copy.deleteDocuments ?? []) this.documents.delete(key);
    if (copy.session) this.session = copy.session;
  }
}
