import { newTabId, type TabIdentity } from './tab-heads.ts';

const KEY = 'tomb-raider-workshop.tab';
/** How long a tab waits for its id's lock (a reload: the page before lets it go as it unloads). */
const CLAIM_WAIT = 1000;

/**
 * This tab's identity: its id stays in sessionStorage, so a reload keeps it (and restores this
 * tab's session and histories, tab-heads.ts). A duplicated tab copies sessionStorage; the id is
 * held by a Web Lock for as long as the page lives, so the copy, finding it held, takes a new id
 * and starts from the tab it was copied from.
 */
export async function claimTab(): Promise<TabIdentity> {
  let stored: string | undefined;
  try {
    stored = sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    stored = undefined;
  }
  let tab: TabIdentity;
  if (stored !== undefined && (await hold(stored, CLAIM_WAIT))) tab = { id: stored };
  else {
    tab = stored === undefined ? { id: newTabId() } : { id: newTabId(), from: stored };
    await hold(tab.id, 0);
  }
  try {
    sessionStorage.setItem(KEY, tab.id);
  } catch {
    // No sessionStorage (site settings): the tab works, a reload starts as a new tab.
  }
  return tab;
}

/** Takes the lock of a tab id and keeps it while the page lives; false if another page holds it. */
function hold(id: string, wait: number): Promise<boolean> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    const options: LockOptions = wait > 0 ? { signal: AbortSignal.timeout(wait) } : { ifAvailable: true };
    locks
      .request(`${KEY}:${id}`, options, (lock) => {
        resolve(lock !== null);
        return lock ? new Promise<void>(() => {}) : undefined;
      })
      .catch(() => resolve(false));
  });
}
