// The app's entry: one store for the whole app, with the user's packs and open documents kept in
// IndexedDB; the built-in pack and the stored work loaded into it, the shell shown. Packs are
// checked once they are on screen (the validator is its own chunk, loaded then).
import { AppStore } from './store/app-store.ts';
import { IdbStorage } from './store/idb-storage.ts';
import { claimTab } from './store/tab-id.ts';
import './ui/tr-app.ts';
import type { TrApp } from './ui/tr-app.ts';
import { installDropImport } from './ui/drop-import.ts';
import { SHARE_PREFIX } from './store/share.ts';

// A share link's content is in the fragment; read it before the shell puts its area there.
const shared = location.hash.startsWith(SHARE_PREFIX) ? location.hash : undefined;
if (shared) history.replaceState(null, '', '#library');

const store = new AppStore({ storage: new IdbStorage(undefined, claimTab()) });
const app = document.querySelector<TrApp>('tr-app') ?? document.body.appendChild(document.createElement('tr-app'));
app.store = store;
void store
  .start(async () => (await import('virtual:base-pack')).default)
  .then(() => {
    if (shared) void import('./ui/library-transfer.ts').then((m) => m.openShared(store, shared));
  });
installDropImport(store);
// Autosave waits for a pause in typing; a tab being hidden or closed is no pause to wait for.
addEventListener('pagehide', () => void store.flush());
// Closing or reloading while something is not stored yet (within the autosave's pause, or while
// saving fails) asks first; the write is started at once, so staying usually finds it done.
addEventListener('beforeunload', (event) => {
  if (!store.unsaved) return;
  void store.flush();
  event.preventDefault();
  event.returnValue = '';
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') void store.flush();
});
