import type { Pack } from '../model/content.ts';
import type { HistoryData, HistoryStep } from './history.ts';
import type { DocumentRef, ItemSnapshot } from './item-document.ts';
import type { MergeOutcome, PackVersions, VersionedPack } from './pack-merge.ts';
import { NO_VERSIONS } from './pack-versions.ts';
import {
  mergeHead,
  newTabId,
  outlineFor,
  sessionFor,
  staleSessions,
  type DocumentHead,
  type StoredSessions,
  type TabIdentity,
} from './tab-heads.ts';

/** Between a document's key and a step id in a step record's key (and a pack id and an item key). */
export const STEP_SEPARATOR = '\u0001';
export const stepKey = (docKey: string, id: string) => `${docKey}${STEP_SEPARATOR}${id}`;

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
export function assembleDocument(
  key: string,
  ref: DocumentRef,
  outline: DocumentWrite['outline'],
  stateOf: (id: string) => ItemSnapshot | undefined,
): StoredDocument | undefined {
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
  /**
   * `merge` in parts (pack-merge.ts, `mergeSteps`): it pauses (yields) between parts, and the storage
   * awaits a request of its transaction at each pause. A storage may call `merge` instead.
   */
  mergeSteps?(stored: VersionedPack | undefined): Generator<void, MergeOutcome>;
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

interface MemoryShared {
  packs: Map<string, Pack>;
  versions: Map<string, PackVersions>;
  heads: Map<string, DocumentHead>;
  steps: Map<string, ItemSnapshot>;
  sessions: StoredSessions;
  tabs: Set<MemoryStorage>;
}

/**
 * Keeps everything in memory (structured-cloned, as IndexedDB would), with documents as heads and
 * step records, per tab as IndexedDB keeps them (tab-heads.ts). `failWith` simulates a full disk.
 * `tab()` gives another tab's view of the same storage: a write in one tells the others; `tab(id)`
 * with this tab's id is this tab after a reload.
 */
export class MemoryStorage implements ContentStorage {
  /** How many batches were written. */
  writes = 0;
  failWith: Error | undefined;
  private shared: MemoryShared = {
    packs: new Map(),
    versions: new Map(),
    heads: new Map(),
    steps: new Map(),
    sessions: { byTab: new Map() },
    tabs: new Set(),
  };
  private listeners: ((packIds: string[]) => void)[] = [];

  constructor(readonly tabId: TabIdentity = { id: newTabId() }) {
    this.shared.tabs.add(this);
  }

  get packs(): Map<string, Pack> {
    return this.shared.packs;
  }
  get versions(): Map<string, PackVersions> {
    return this.shared.versions;
  }
  /** The stored documents as the last writer left each (what a new tab restores). */
  get documents(): Map<string, StoredDocument> {
    return new Map(
      [...this.shared.heads.values()].flatMap((head) => {
        const doc = assembleDocument(head.key, head.ref, head.outline, (id) =>
          this.shared.steps.get(stepKey(head.key, id)),
        );
        return doc ? [[head.key, doc] as const] : [];
      }),
    );
  }
  /** The last session written, by any tab. */
  get session(): Session | undefined {
    return this.shared.sessions.last;
  }
  /** Each tab's stored session, by tab id. */
  get sessions(): ReadonlyMap<string, Session> {
    return this.shared.sessions.byTab;
  }
  /** How many step records are stored. */
  get stepCount(): number {
    return this.shared.steps.size;
  }

  tab(id: TabIdentity = { id: newTabId() }): MemoryStorage {
    const other = new MemoryStorage(id);
    other.shared.tabs.delete(other);
    other.shared = this.shared;
    this.shared.tabs.add(other);
    return other;
  }

  onChange(listener: (packIds: string[]) => void): void {
    this.listeners.push(listener);
  }

  async load(): Promise<StoredState> {
    const { heads, steps } = this.shared;
    const documents = [...heads.values()].flatMap((head) => {
      const doc = assembleDocument(head.key, head.ref, outlineFor(head, this.tabId), (id) =>
        steps.get(stepKey(head.key, id)),
      );
      return doc ? [doc] : [];
    });
    return structuredClone({
      packs: [...this.packs.values()],
      versions: Object.fromEntries(this.versions),
      documents,
      session: sessionFor(this.shared.sessions, this.tabId),
    });
  }

  async write(batch: StorageBatch): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.writes++;
    const changed: string[] = [];
    for (const sync of batch.packs ?? []) {
      const pack = this.packs.get(sync.id);
      const outcome = sync.merge(
        pack ? structuredClone({ pack, versions: this.versions.get(sync.id) ?? NO_VERSIONS }) : undefined,
      );
      if (outcome.write === 'put' && outcome.result) {
        this.packs.set(sync.id, structuredClone(outcome.result.pack));
        this.versions.set(sync.id, structuredClone(outcome.result.versions));
      } else if (outcome.write === 'delete') {
        this.packs.delete(sync.id);
        this.versions.delete(sync.id);
      }
      if (outcome.write !== 'none') changed.push(sync.id);
    }
    const copy = structuredClone({
      documents: batch.documents,
      deleteDocuments: batch.deleteDocuments,
      session: batch.session,
    });
    const { heads, steps, sessions } = this.shared;
    for (const key of copy.deleteDocuments ?? []) {
      heads.delete(key);
      for (const step of [...steps.keys()]) if (step.startsWith(`${key}${STEP_SEPARATOR}`)) steps.delete(step);
    }
    for (const write of copy.documents ?? []) {
      const { head, deleteSteps } = mergeHead(heads.get(write.key), write, this.tabId.id, Date.now());
      heads.set(write.key, head);
      for (const id of deleteSteps) steps.delete(stepKey(write.key, id));
      for (const step of write.put) steps.set(stepKey(write.key, step.id), step.state);
    }
    if (copy.session) {
      sessions.last = copy.session;
      sessions.byTab.set(this.tabId.id, { ...copy.session, at: Date.now() });
      for (const id of staleSessions(sessions.byTab)) sessions.byTab.delete(id);
    }
    if (changed.length)
      for (const tab of this.shared.tabs)
        if (tab !== this) for (const listener of tab.listeners) setTimeout(() => listener(changed), 0);
  }
}
