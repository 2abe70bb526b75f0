import type { ItemDocument } from './item-document.ts';
import { documentKey, type ContentStorage, type PackSync, type Session, type StorageBatch } from './storage.ts';

export type SaveStatus = { state: 'saved' | 'saving' | 'error'; message?: string };

/**
 * Collects what changed and writes it in one batch once changes pause for `delay` ms, or at the
 * latest `maxWait` ms after the first change not yet written (changes that never pause — a long
 * drag, steady typing — are still stored within half a second). Reads the latest state when it
 * writes (not when it was marked), so a burst of typing is one write. A failed
 * write keeps everything marked, says so through the status, and is retried on the next change or
 * after `retryDelay`; nothing is dropped from memory.
 */
export class Autosaver {
  /** Packs to write (or delete), each merged with the stored one in the write (PackSync). */
  private packs = new Map<string, () => PackSync>();
  private docs = new Map<string, ItemDocument>();
  private deletedDocs = new Set<string>();
  private session: (() => Session) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> | undefined;
  /** When the oldest change not yet taken into a write was marked (Date.now()), if any. */
  private unsavedSince: number | undefined;
  status: SaveStatus = { state: 'saved' };
  /**
   * What a write of packs needs loaded first (the tab merge, loaded lazily: StorePacks); undefined
   * once it is loaded, so a write after that starts at once.
   */
  prepare: (() => Promise<void> | undefined) | undefined;

  constructor(
    private readonly storage: ContentStorage,
    private readonly onStatus: (status: SaveStatus) => void,
    private readonly delay = 300,
    private readonly retryDelay = 5000,
    private readonly maxWait = 450,
  ) {}

  /** Marks a pack changed (or deleted: the sync's merge decides); `soon`: write it without waiting for a pause. */
  pack(id: string, sync: () => PackSync, { soon = false } = {}): void {
    this.packs.set(id, sync);
    this.schedule(soon);
  }

  document(doc: ItemDocument): void {
    const key = documentKey(doc.ref);
    this.deletedDocs.delete(key);
    this.docs.set(key, doc);
    this.schedule();
  }

  deleteDocument(key: string): void {
    this.docs.delete(key);
    this.deletedDocs.add(key);
    this.schedule();
  }

  sessionChanged(current: () => Session): void {
    this.session = current;
    this.schedule();
  }

  get pending(): boolean {
    return this.timer !== undefined || this.writing !== undefined || this.hasChanges();
  }

  private hasChanges(): boolean {
    return this.packs.size + this.docs.size + this.deletedDocs.size > 0 || this.session !== undefined;
  }

  private schedule(soon = false): void {
    if (this.status.state !== 'saving') this.setStatus({ state: 'saving' });
    const now = Date.now();
    this.unsavedSince ??= now;
    const delay = soon ? 0 : Math.max(0, Math.min(this.delay, this.unsavedSince + this.maxWait - now));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
  }

  private retrySoon(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.retryDelay);
  }

  /** Writes everything marked now. Resolves when it is stored (or has failed and will be retried). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    // Until nothing is under way: packs marked while this flush waited for the write before it (an edit,
    // another tab's change) need the merge loaded too, so whatever it waits for, it asks again.
    for (let prepared = false; ;) {
      const ready = !prepared && this.packs.size ? this.prepare?.() : undefined;
      if (ready) {
        try {
          await ready;
        } catch (e) {
          // The merge's code could not be fetched: nothing is written yet; said, and retried.
          this.setStatus({ state: 'error', message: describeStorageError(e) });
          this.retrySoon();
          return;
        }
        prepared = true;
      } else if (this.writing) {
        await this.writing;
        prepared = false;
      } else break;
    }
    // A failed write may have set a retry meanwhile: this flush is that retry.
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.hasChanges()) {
      // Nothing left to write: everything is stored, whatever the last status said.
      if (this.status.state !== 'saved') this.setStatus({ state: 'saved' });
      return;
    }
    const syncs = [...this.packs.values()].map((get) => get());
    const batch: StorageBatch = {
      packs: syncs,
      documents: [...this.docs.entries()].map(([key, doc]) => ({ key, ...doc.takeWrite() })),
      deleteDocuments: [...this.deletedDocs],
      ...(this.session ? { session: this.session() } : {}),
    };
    const marked = { packs: this.packs, docs: this.docs, deletedDocs: this.deletedDocs, session: this.session };
    this.unsavedSince = undefined;
    this.packs = new Map();
    this.docs = new Map();
    this.deletedDocs = new Set();
    this.session = undefined;
    this.writing = this.storage.write(batch).then(
      () => {
        for (const sync of syncs) sync.committed?.();
        if (!this.hasChanges() && this.timer === undefined) this.setStatus({ state: 'saved' });
      },
      (e: unknown) => {
        // Put back what failed unless something newer was marked since.
        for (const [k, v] of marked.packs) if (!this.packs.has(k)) this.packs.set(k, v);
        for (const write of batch.documents ?? []) marked.docs.get(write.key)?.restoreWrite(write);
        for (const [k, v] of marked.docs) if (!this.docs.has(k) && !this.deletedDocs.has(k)) this.docs.set(k, v);
        for (const k of marked.deletedDocs) if (!this.docs.has(k)) this.deletedDocs.add(k);
        this.session ??= marked.session;
        this.setStatus({ state: 'error', message: describeStorageError(e) });
        this.retrySoon();
      },
    );
    try {
      await this.writing;
    } finally {
      this.writing = undefined;
    }
  }

  private setStatus(status: SaveStatus): void {
    this.status = status;
    this.onStatus(status);
  }
}

/** A storage failure in words for the user; the work itself stays in memory. */
export function describeStorageError(e: unknown): string {
  const name =
    e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? (e as Error).name : '';
  const detail = e instanceof Error ? e.message : String(e);
  const kept = 'Your work is kept while this tab stays open';
  if (name === 'QuotaExceededError')
    return `The browser has no room left to save your work. ${kept}: export your packs to files, or free some space.`;
  if (name === 'BlockedError' || name === 'VersionError')
    return `Saving is blocked: the workshop is open in another tab with another version. ${kept}; close the other tab and saving resumes.`;
  if (name === 'SecurityError' || name === 'InvalidStateError')
    return `This browser does not let the workshop store data here (private window or site settings). ${kept}: export your packs to files.`;
  return `Your work could not be saved (${detail}). ${kept}; the app keeps trying.`;
}
