/**
 * The start page: what a first visit sees in the library's empty detail column — ways in (design a
 * chapter, design a CCG level, open a sample, import a pack) and a guided tour over a real sample.
 * Shown while the user has no pack of their own and has not closed it; closing it is stored, so it
 * never shows again. Only whether it shows is in the first load: the page itself (start-view.ts)
 * is fetched when it is to be drawn, what its buttons do (start-actions.ts) and the tour
 * (start-tour.ts) when asked for.
 */
import type { AppStore } from '../../store/app-store.ts';

const KEY = 'tr-start:dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Closes the start page for good (the tour ends the same way). */
export function dismissStartPage(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the page closes for this visit only.
  }
  window.dispatchEvent(new Event(KEY));
}

/** Where the library hears the start page was closed. */
export const START_DISMISSED_EVENT = KEY;

/** A first visit: the packs are loaded, none is the user's own, and the start page was never closed. */
export function startPageShown(store: AppStore): boolean {
  return store.packLoad.state === 'ready' && !store.packs.some((p) => store.isEditable(p.id)) && !dismissed();
}
