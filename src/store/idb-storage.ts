import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { ContentItem, Pack } from '../model/content.ts';
import { isPackHead, joinPack, packWriteSteps, type StoredPackRecord } from './pack-records.ts';
import type { MergeOutcome, PackVersions } from './pack-merge.ts';
import { NO_VERSIONS } from './pack-versions.ts';
import type { ItemSnapshot } from './item-document.ts';
import {
  assembleDocument,
  STEP_SEPARATOR,
  stepKey,
  type ContentStorage,
  type Session,
  type StorageBatch,
  type StoredDocument,
  type StoredState,
} from './storage.ts';
import {
  mergeHead,
  newTabId,
  outlineFor,
  sessionFor,
  staleSessions,
  type DocumentHead,
  type TabIdentity,
} from './tab-heads.ts';

/** A document's head since database version 3 (per tab: tab-heads.ts); its steps are records of the `steps` store. */
type StoredHead = DocumentHead;

interface WorkshopDB extends DBSchema {
  /** Heads with their items in `items` (version 3), or whole packs as stored before. */
  packs: { key: string; value: StoredPackRecord };
  /** One record per item of a pack, keyed by `itemRecordKey` (since database version 3). */
  items: { key: string; value: ContentItem };
  /** By pack id: the versions of the pack and its items (pack-merge.ts); since database version 2. */
  versions: { key: string; value: PackVersions };
  /** Heads (version 3), or whole documents with their history as stored before. */
  documents: { key: string; value: StoredHead | StoredDocument };
  /** One record per history step, keyed by `stepKey` (since database version 3). */
  steps: { key: string; value: ItemSnapshot };
  /** The last session written (key `session`) and each tab's (key `tab:<id>`, with when it was written). */
  session: { key: string; value: Session & { at?: number } };
}

/** The database could not be opened because another tab of the workshop keeps an older version open. */
export class StorageBlockedError extends Error {
  override readonly name = 'BlockedError';
  constructor() {
    super('The workshop is open in another tab with an older version; close it to save here.');
  }
}

export const DB_NAME = 'tomb-raider-workshop';
const SESSION_KEY = 'session';
const TAB_SESSION = 'tab:';
/** Every step key of one document. */
const stepsOf = (docKey: string) => IDBKeyRange.bound(`${docKey}${STEP_SEPARATOR}`, `${docKey}${STEP_SEPARATOR}\uffff`);
const itemRecordKey = (packId: string, key: string) => `${packId}${STEP_SEPARATOR}${key}`;
/** Every item record key of one pack. */
const itemsOf = (packId: string) => IDBKeyRange.bound(`${packId}${STEP_SEPARATOR}`, `${packId}${STEP_SEPARATOR}\uffff`);
/**
 * Item records put in one go before the write yields to the page (awaiting a put keeps the transaction
 * open). Parts of 500 took 100–290 ms each at load 20 on 2 cores. A count, not a clock: parts cut by the
 * clock get smaller as the load grows, and each part costs the write a round trip to the database.
 */
const PUT_PART = 100;
const STORES = ['packs', 'items', 'versions', 'documents', 'steps', 'session'] as const;
type WriteTx = IDBPTransaction<WorkshopDB, (typeof STORES)[number][], 'readwrite'>;

/** A stored record as a pack; `split`: stored as a head and item records. */
function packOf(
  record: StoredPackRecord,
  itemOf: (key: string) => ContentItem | undefined,
): { pack: Pack; split: boolean } {
  if (!isPackHead(record)) return { pack: record, split: false };
  return { pack: joinPack(record, (key) => itemOf(itemRecordKey(record.id, key))), split: true };
}

/**
 * The user's packs, open documents and tabs in IndexedDB. Every batch is one transaction, in which
 * each pack is read, merged with the tab's (pack-merge.ts) and written: IndexedDB runs read-write
 * transactions over the same stores one at a time, across tabs too, so no other tab's write comes
 * between the read and the write. After the transaction, the other tabs are told which packs
 * changed (BroadcastChannel), and they merge the stored packs into what they show.
 */
export class IdbStorage implements ContentStorage {
  private db: Promise<IDBPDatabase<WorkshopDB>> | undefined;
  private readonly channel: BroadcastChannel | undefined;
  private readonly tab: Promise<TabIdentity>;

  /** `tab`: this tab's identity (tab-id.ts); by default a new one, as a tab that keeps none. */
  constructor(
    private readonly name = DB_NAME,
    tab: TabIdentity | Promise<TabIdentity> = { id: newTabId() },
  ) {
    this.tab = Promise.resolve(tab);
    this.channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);
  }

  onChange(listener: (packIds: string[]) => void): void {
    this.channel?.addEventListener('message', (event: MessageEvent<{ packs?: unknown }>) => {
      const packs = event.data?.packs;
      if (Array.isArray(packs)) listener(packs.filter((id): id is string => typeof id === 'string'));
    });
  }

  private open(): Promise<IDBPDatabase<WorkshopDB>> {
    this.db ??= new Promise<IDBPDatabase<WorkshopDB>>((resolve, reject) => {
      openDB<WorkshopDB>(this.name, 3, {
        upgrade(db, oldVersion) {
          if (oldVersion < 1) {
            db.createObjectStore('packs', { keyPath: 'id' });
            db.createObjectStore('documents', { keyPath: 'key' });
            db.createObjectStore('session');
          }
          // Packs stored before versions have none: every item counts as version 0.
          if (oldVersion < 2) db.createObjectStore('versions');
          // Documents stored before keep their whole history in one record until their next write.
          // Packs stored whole likewise become a head and item records at their next write.
          if (oldVersion < 3) {
            db.createObjectStore('steps');
            db.createObjectStore('items');
          }
        },
        // Another tab holds an older version open: fail now with a clear error instead of waiting.
        blocked: () => reject(new StorageBlockedError()),
        // This tab holds the database while another one needs a newer version: let it go.
        blocking: () => {
          void this.db?.then((db) => db.close());
          this.db = undefined;
        },
        terminated: () => (this.db = undefined),
      }).then(resolve, reject);
    });
    // A failed open (private mode, blocked) must be retried next time, not cached.
    this.db.catch(() => (this.db = undefined));
    return this.db;
  }

  async load(): Promise<StoredState> {
    const [db, tab] = await Promise.all([this.open(), this.tab]);
    const tx = db.transaction([...STORES], 'readonly');
    const versions = tx.objectStore('versions');
    const steps = tx.objectStore('steps');
    const [
      records,
      itemKeys,
      itemValues,
      versionKeys,
      versionValues,
      heads,
      stepKeys,
      stepValues,
      sessionKeys,
      sessionValues,
    ] = await Promise.all([
      tx.objectStore('packs').getAll(),
      tx.objectStore('items').getAllKeys(),
      tx.objectStore('items').getAll(),
      versions.getAllKeys(),
      versions.getAll(),
      tx.objectStore('documents').getAll(),
      steps.getAllKeys(),
      steps.getAll(),
      tx.objectStore('session').getAllKeys(),
      tx.objectStore('session').getAll(),
    ]);
    const byPack = Object.fromEntries(versionKeys.map((key, i) => [key, versionValues[i]!]));
    const items = new Map(itemKeys.map((key, i) => [key, itemValues[i]!]));
    const packs = records.map((record) => packOf(record, (key) => items.get(key)).pack);
    const states = new Map(stepKeys.map((key, i) => [key, stepValues[i]!]));
    const documents = heads.flatMap((head) => {
      if ('history' in head) return [head];
      const doc = assembleDocument(head.key, head.ref, outlineFor(head, tab), (id) =>
        states.get(stepKey(head.key, id)),
      );
      return doc ? [doc] : [];
    });
    const session = sessionFor(readSessions(sessionKeys, sessionValues), tab);
    return { packs, versions: byPack, documents, ...(session ? { session } : {}) };
  }

  async write(batch: StorageBatch): Promise<void> {
    const [db, tab] = await Promise.all([this.open(), this.tab]);
    const tx = db.transaction([...STORES], 'readwrite');
    const syncs = batch.packs ?? [];
    const stored = await Promise.all(
      syncs.map((sync) => Promise.all([readPack(tx, sync.id), tx.objectStore('versions').get(sync.id)])),
    );
    const changed: string[] = [];
    try {
      await this.apply(tx, batch, stored, changed, tab.id);
    } catch (e) {
      // All or nothing: a failed put (a full disk) or merge leaves what is stored as it was.
      tx.abort();
      await tx.done.catch(() => {});
      throw e;
    }
    await tx.done;
    if (changed.length) this.channel?.postMessage({ packs: changed });
  }

  private async apply(
    tx: WriteTx,
    batch: StorageBatch,
    stored: [{ pack: Pack; split: boolean } | undefined, PackVersions | undefined][],
    changed: string[],
    tab: string,
  ): Promise<void> {
    const packs = tx.objectStore('packs');
    const items = tx.objectStore('items');
    const versions = tx.objectStore('versions');
    const documents = tx.objectStore('documents');
    for (const [i, sync] of (batch.packs ?? []).entries()) {
      const [current, packVersions] = stored[i]!;
      const storedNow = current ? { pack: current.pack, versions: packVersions ?? NO_VERSIONS } : undefined;
      let outcome: MergeOutcome;
      if (sync.mergeSteps) {
        // A big pack's merge in parts (pack-merge.ts): a request awaited between them keeps the transaction open.
        const merging = sync.mergeSteps(storedNow);
        let step = merging.next();
        for (; !step.done; step = merging.next()) await versions.count();
        outcome = step.value;
      } else outcome = sync.merge(storedNow);
      if (outcome.write === 'put' && outcome.result) {
        const big = outcome.result.pack.items.length > PUT_PART;
        // A big pack's merge is a task of its own, and its records are worked out in parts (pack-records.ts).
        if (big) await versions.count();
        const steps = packWriteSteps(outcome.result.pack, current?.pack, current?.split ?? false);
        let step = steps.next();
        for (; !step.done; step = steps.next()) await versions.count();
        const { head, put, deleted } = step.value;
        if (head) void packs.put(head);
        for (const key of deleted) void items.delete(itemRecordKey(sync.id, key));
        if (big) await versions.count();
        // A pack written in full (an import of thousands of items) is put in parts: between two parts
        // the page runs its other tasks, and the transaction stays open while a request is pending.
        for (let from = 0; from < put.length; from += PUT_PART) {
          let last: Promise<unknown> | undefined;
          for (const [key, item] of put.slice(from, from + PUT_PART))
            last = items.put(item, itemRecordKey(sync.id, key));
          if (from + PUT_PART < put.length) await last;
        }
        void versions.put(outcome.result.versions, sync.id);
      } else if (outcome.write === 'delete') {
        void packs.delete(sync.id);
        void items.delete(itemsOf(sync.id));
        void versions.delete(sync.id);
      }
      if (outcome.write !== 'none') changed.push(sync.id);
    }
    const steps = tx.objectStore('steps');
    for (const key of batch.deleteDocuments ?? []) {
      void documents.delete(key);
      void steps.delete(stepsOf(key));
    }
    // Each tab keeps its own outline of a document; a step goes once no tab's outline holds it.
    const storedHeads = await Promise.all((batch.documents ?? []).map((write) => documents.get(write.key)));
    for (const [i, write] of (batch.documents ?? []).entries()) {
      const before = storedHeads[i];
      const { head, deleteSteps } = mergeHead(
        before && !('history' in before) ? before : undefined,
        write,
        tab,
        Date.now(),
      );
      void documents.put(head);
      for (const id of deleteSteps) void steps.delete(stepKey(write.key, id));
      for (const step of write.put) void steps.put(step.state, stepKey(write.key, step.id));
    }
    if (batch.session) {
      const sessions = tx.objectStore('session');
      void sessions.put(batch.session, SESSION_KEY);
      void sessions.put({ ...batch.session, at: Date.now() }, `${TAB_SESSION}${tab}`);
      const [keys, values] = await Promise.all([sessions.getAllKeys(), sessions.getAll()]);
      for (const id of staleSessions(readSessions(keys, values).byTab)) void sessions.delete(`${TAB_SESSION}${id}`);
    }
  }
}

/** The session records: the last written, and each tab's. */
function readSessions(keys: string[], values: (Session & { at?: number })[]) {
  const byTab = new Map<string, Session & { at?: number }>();
  let last: Session | undefined;
  keys.forEach((key, i) => {
    if (key === SESSION_KEY) last = values[i];
    else if (key.startsWith(TAB_SESSION)) byTab.set(key.slice(TAB_SESSION.length), values[i]!);
  });
  return { byTab, ...(last ? { last } : {}) };
}

/** The pack stored now under `id`, read inside the write's transaction. */
async function readPack(tx: WriteTx, id: string): Promise<{ pack: Pack; split: boolean } | undefined> {
  const record = await tx.objectStore('packs').get(id);
  if (!record) return undefined;
  if (!isPackHead(record)) return { pack: record, split: false };
  const items = tx.objectStore('items');
  const [keys, values] = await Promise.all([items.getAllKeys(itemsOf(id)), items.getAll(itemsOf(id))]);
  const byKey = new Map(keys.map((key, i) => [key, values[i]!]));
  return packOf(record, (key) => byKey.get(key));
}
