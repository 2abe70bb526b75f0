/**
 * The player's profile in IndexedDB (its own small database, one record): completed achievements,
 * opened envelopes and levels won in playtests (analysis/player-profile.ts holds the rules of it).
 * Where IndexedDB is missing (Node), the profile lives in memory only.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { emptyProfile, readProfile, type PlayerProfile } from '../analysis/player-profile.ts';

export const PROFILE_DB = 'tomb-raider-workshop-profile';
const STORE = 'profile';
const KEY = 'player';

export class ProfileStore extends EventTarget {
  private db: Promise<IDBPDatabase> | undefined;
  private memory: PlayerProfile = emptyProfile();

  constructor(private readonly name = PROFILE_DB) {
    super();
  }

  private open(): Promise<IDBPDatabase> | undefined {
    if (typeof indexedDB === 'undefined') return undefined;
    this.db ??= openDB(this.name, 1, {
      upgrade(db) {
        db.createObjectStore(STORE);
      },
    });
    return this.db;
  }

  async load(): Promise<PlayerProfile> {
    const db = await this.open();
    if (!db) return this.memory;
    return readProfile(await db.get(STORE, KEY));
  }

  /** Reads, changes and writes the profile in one transaction (two tabs never lose each other's change). */
  async update(change: (profile: PlayerProfile) => PlayerProfile): Promise<PlayerProfile> {
    const db = await this.open();
    let next: PlayerProfile;
    if (!db) {
      next = change(this.memory);
      this.memory = next;
    } else {
      const tx = db.transaction(STORE, 'readwrite');
      next = change(readProfile(await tx.store.get(KEY)));
      await tx.store.put(next, KEY);
      await tx.done;
    }
    this.dispatchEvent(new Event('change'));
    return next;
  }

  /** Forgets everything the profile recorded. */
  clear(): Promise<PlayerProfile> {
    return this.update(() => emptyProfile());
  }
}

/** The app's one profile store. */
export const playerProfile = new ProfileStore();

/** The profile as a JSON file's text (export). */
export const profileJson = (profile: PlayerProfile): string => JSON.stringify(profile, null, 2) + '\n';
