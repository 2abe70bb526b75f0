import type { Pack } from '../model/content.ts';
import type { HistoryData, HistoryStep } from './history.ts';
import type { DocumentRef, ItemSnapshot } from './item-document.ts';
import { NO_VERSIONS, type MergeOutcome, type PackVersions, type VersionedPack } from './pack-merge.ts';

/** An open document as stored: its item's ref and its whole undo history (position included). */
export interface StoredDocument {
  key: string;
  ref: DocumentRef;
  history: HistoryData<ItemSnapshot>;
}

/** A step of a document's history without its snapshot. */
export type StepOutline = Omit<HistoryStep<ItemSnapshot>, 'state'>;

/**
 * One document's write: its head (the steps' outline and the undo position) and only the steps
 * put or dropped since its last write (history.ts `takeChanges`), so an autosave does not write
 * the whole history again.
 */
export interface DocumentWrite {
  key: string;
  ref: DocumentRef;
  outline: { steps: StepOutline[]; index: number };
  put: (HistoryStep<ItemSnapshot> & { id: string })[];
  dropped: string[];
}

/**
 * A document's history from its head and the stored steps. Steps that are missing (another tab
 * dropped them: the history of a document open in two tabs is the last writer's) are left out;
 * undefined when none is left.
 */
export function assembleDocument(key: string, ref: DocumentRef, outline: DocumentWrite['outline'], stateOf: (id: string) => ItemSnapshot | undefined): StoredDocument | undefined {
  const steps: HistoryStep<ItemSnapshot>[] = [];
  let index = -1;
  outline.steps.forEach((meta, i) => {
    const state = meta.id === undefined ? undefined : stateOf(meta.id);
    if (state === undefined) return;
    steps.push({ ...meta, state });
    if (i <= outline.index) index = steps.length - 1;
  });
  if (steps.length === 0) return undefined;
  return { key, ref, history: { steps, index: Math.max(0, index) } };
}

/** A stored document after a write (MemoryStorage; IndexedDB keeps heads and steps apart). */
export function applyDocumentWrite(stored: StoredDocument | undefined, write: DocumentWrite): StoredDocument | undefined {
  const states = new Map<string, ItemSnapshot>();
  for (const step of stored?.history.steps ?? []) if (step.id !== undefined) states.set(step.id, step.state);
  for (const id of write.dropped) states.delete(id);
  for (const step of write.put) states.set(step.id, step.state);
  return assembleDocument(write.key, write.ref, write.outline, (id) => states.get(id));
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
  /** The stored versions of each pack, by pack id (none for a pack stored before versions). */
  versions?: Record<string, PackVersions>;
  documents: StoredDocument[];
  session?: Session;
}

/**
 * A pack to bring in line with what is stored, inside the write's transaction (so no other tab
 * writes between the read and the write): `merge` gets the pack stored now and says what to
 * store (pack-merge.ts); `committed` is called once the transaction is done.
 */
export interface PackSync {
  id: string;
  merge(stored: VersionedPack | undefined): MergeOutcome;
  committed?(): void;
}

/** One batch of writes; a storage applies it all or nothing (one IndexedDB transaction). */
export interface StorageBatch {
  packs?: PackSync[];
  documents?: DocumentWrite[];
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
  /** Calls `listener` with the ids of the packs another tab stored or deleted (after its write is done). */
  onChange?(listener: (packIds: string[]) => void): void;
}

export function documentKey(ref: DocumentRef): string {
  return `${ref.packId}\u0000${ref.kind}\u0000${ref.id}`;
}

export function isBatchEmpty(batch: StorageBatch): boolean {
  return !batch.packs?.length && !batch.documents?.length && !batch.deleteDocuments?.length && !batch.session;
}

/**
 * Keeps everything in memory (structured-cloned, as IndexedDB would). `failWith` simulates a full
 * disk. `tab()` gives another tab's view of the same storage: a write in one tells the others.
 */
export class MemoryStorage implements ContentStorage {
  packs = new Map<string, Pack>();
  versions = new Map<string, PackVersions>();
  documents = new Map<string, StoredDocument>();
  session: Session | undefined;
  /** How many batches were written. */
  writes = 0;
  failWith: Error | undefined;
  private tabs = new Set<MemoryStorage>([this]);
  private listeners: ((packIds: string[]) => void)[] = [];

  tab(): MemoryStorage {
    const other = new MemoryStorage();
    other.packs = this.packs;
    other.versions = this.versions;
    other.documents = this.documents;
    other.tabs = this.tabs;
    this.tabs.add(other);
    return other;
  }

  onChange(listener: (packIds: string[]) => void): void {
    this.listeners.push(listener);
  }

  async load(): Promise<StoredState> {
    return structuredClone({
      packs: [...this.packs.values()],
      versions: Object.fromEntries(this.versions),
      documents: [...this.documents.values()],
      session: this.session,
    });
  }

  async write(batch: StorageBatch): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.writes++;
    const changed: string[] = [];
    for (const sync of batch.packs ?? []) {
      const pack = this.packs.get(sync.id);
      const outcome = sync.merge(pack ? structuredClone({ pack, versions: this.versions.get(sync.id) ?? NO_VERSIONS }) : undefined);
      if (outcome.write === 'put' && outcome.result) {
        this.packs.set(sync.id, structuredClone(outcome.result.pack));
        this.versions.set(sync.id, structuredClone(outcome.result.versions));
      } else if (outcome.write === 'delete') {
        this.packs.delete(sync.id);
        this.versions.delete(sync.id);
      }
      if (outcome.write !== 'none') changed.push(sync.id);
    }
    const copy = structuredClone({ documents: batch.documents, deleteDocuments: batch.deleteDocuments, session: batch.session });
    for (const write of copy.documents ?? []) {
      const doc = applyDocumentWrite(this.documents.get(write.key), write);
      if (doc) this.documents.set(write.key, doc);
      else this.documents.delete(write.key);
    }
    for (const key of copy.deleteDocuments ?? []) this.documents.delete(key);
    if (copy.session) this.session = copy.session;
    if (changed.length)
      for (const tab of this.tabs) if (tab !== this) for (const listener of tab.listeners) setTimeout(() => listener(changed), 0);
  }
}
