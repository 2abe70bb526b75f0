import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Pack } from '../model/content.ts';
import type { ContentStorage, Session, StorageBatch, StoredDocument, StoredState } from './storage.ts';

interface WorkshopDB extends DBSchema {
  packs: { key: string; value: Pack };
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

/** The user's packs, open documents and tabs in IndexedDB. Every batch is one transaction. */
export class IdbStorage implements ContentStorage {
  private db: Promise<IDBPDatabase<WorkshopDB>> | undefined;

  constructor(private readonly name = DB_NAME) {}

  private open(): Promise<IDBPDatabase<WorkshopDB>> {
    this.db ??= new Promise<IDBPDatabase<WorkshopDB>>((resolve, reject) => {
      openDB<WorkshopDB>(this.name, 1, {
        upgrade(db) {
          db.createObjectStore('packs', { keyPath: 'id' });
          db.createObjectStore('documents', { keyPath: 'key' });
          db.createObjectStore('session');
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
    const tx = db.transaction(['packs', 'documents', 'session'], 'readonly');
    const [packs, documents, session] = await Promise.all([
      tx.objectStore('packs').getAll(),
      tx.objectStore('documents').getAll(),
      tx.objectStore('session').get(SESSION_KEY),
    ]);
    return { packs, documents, ...(session ? { session } : {}) };
  }

  async write(batch: StorageBatch): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(['packs', 'documents', 'session'], 'readwrite');
    const packs = tx.objectStore('packs');
    const documents = tx.objectStore('documents');
    for (const id of batch.deletePacks ?? []) void packs.delete(id);
    for (const pack of batch.packs ?? []) void packs.put(pack);
    for (const key of batch.deleteDocuments ?? []) void documents.delete(key);
    for (const doc of batch.documents ?? []) void documents.put(doc);
    if (batch.session) void tx.objectStore('session').put(batch.session, SESSION_KEY);
    await tx.done;
  }
}
