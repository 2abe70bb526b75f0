import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { Pack } from '../model/content.ts';
import { NO_VERSIONS, type PackVersions } from './pack-merge.ts';
import type { ContentStorage, Session, StorageBatch, StoredDocument, StoredState } from './storage.ts';

interface WorkshopDB extends DBSchema {
  packs: { key: string; value: Pack };
  /** By pack id: the versions of the pack and its items (pack-merge.ts); since database version 2. */
  versions: { key: string; value: PackVersions };
  documents: { key: string; value: StoredDocument };
  session: { key: string; value: Session };
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

  constructor(private readonly name = DB_NAME) {
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
      openDB<WorkshopDB>(this.name, 2, {
        upgrade(db, oldVersion) {
          if (oldVersion < 1) {
            db.createObjectStore('packs', { keyPath: 'id' });
            db.createObjectStore('documents', { keyPath: 'key' });
            db.createObjectStore('session');
          }
          // Packs stored before versions have none: every item counts as version 0.
          if (oldVersion < 2) db.createObjectStore('versions');
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
    const db = await this.open();
    const tx = db.transaction(['packs', 'versions', 'documents', 'session'], 'readonly');
    const versions = tx.objectStore('versions');
    const [packs, versionKeys, versionValues, documents, session] = await Promise.all([
      tx.objectStore('packs').getAll(),
      versions.getAllKeys(),
      versions.getAll(),
      tx.objectStore('documents').getAll(),
      tx.objectStore('session').get(SESSION_KEY),
    ]);
    const byPack = Object.fromEntries(versionKeys.map((key, i) => [key, versionValues[i]!]));
    return { packs, versions: byPack, documents, ...(session ? { session } : {}) };
  }

  async write(batch: StorageBatch): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(['packs', 'versions', 'documents', 'session'], 'readwrite');
    const syncs = batch.packs ?? [];
    const stored = await Promise.all(syncs.map((sync) => Promise.all([tx.objectStore('packs').get(sync.id), tx.objectStore('versions').get(sync.id)])));
    const changed: string[] = [];
    try {
      this.apply(tx, batch, stored, changed);
    } catch (e) {
      // All or nothing: a failed put (a full disk) or merge leaves what is stored as it was.
      tx.abort();
      await tx.done.catch(() => {});
      throw e;
    }
    await tx.done;
    if (changed.length) this.channel?.postMessage({ packs: changed });
  }

  private apply(tx: IDBPTransaction<WorkshopDB, ('packs' | 'versions' | 'documents' | 'session')[], 'readwrite'>, batch: StorageBatch, stored: [Pack | undefined, PackVersions | undefined][], changed: string[]): void {
    const packs = tx.objectStore('packs');
    const versions = tx.objectStore('versions');
    const documents = tx.objectStore('documents');
    (batch.packs ?? []).forEach((sync, i) => {
      const [pack, packVersions] = stored[i]!;
      const outcome = sync.merge(pack ? { pack, versions: packVersions ?? NO_VERSIONS } : undefined);
      if (outcome.write === 'put' && outcome.result) {
        void packs.put(outcome.result.pack);
        void versions.put(outcome.result.versions, sync.id);
      } else if (outcome.write === 'delete') {
        void packs.delete(sync.id);
        void versions.delete(sync.id);
      }
      if (outcome.write !== 'none') changed.push(sync.id);
    });
    for (const key of batch.deleteDocuments ?? []) void documents.delete(key);
    for (const doc of batch.documents ?? []) void documents.put(doc);
    if (batch.session) void tx.objectStore('session').put(batch.session, SESSION_KEY);
  }
}
