/**
 * The start page: what a first visit sees in the library's empty detail column — ways in (design a
 * chapter, design a CCG level, open a sample, import a pack) and a guided tour over a real sample.
 * Shown while the user has no pack of their own and has not closed it; closing it is stored, so it
 * never shows again. What its buttons do (start-actions.ts) and the tour (start-tour.ts) are
 * fetched when asked for: this part is in the first load and stays small.
 */
import { html, css } from 'lit';
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

const actions = () => import('./start-actions.ts');

export function renderStartPage(store: AppStore) {
  return html`<section class="start" aria-labelledby="start-heading">
    <h2 id="start-heading">Welcome to the Workshop</h2>
    <p>Design levels and cards for the Tomb Raider tabletop games, check them against the rules as you go, and playtest them here. Everything you make stays in this browser until you export it.</p>
    <div class="ways">
      <button @click=${() => void actions().then((m) => m.designChapter(store))}><strong>Design a chapter</strong><span>A new Crypt of Chronos level in the level editor</span></button>
      <button @click=${() => void actions().then((m) => m.designCcgLevel(store))}><strong>Design a CCG level</strong><span>A new card-game level in the CCG designer</span></button>
      <button @click=${() => void actions().then((m) => m.openSample(store))}><strong>Open a sample</strong><span>A copy of a sample chapter, ready to edit and play</span></button>
      <button @click=${() => void actions().then((m) => m.importPack(store))}><strong>Import a pack</strong><span>A pack file exported from the Workshop</span></button>
    </div>
    <p class="tour-line">
      <button class="tour" @click=${() => void import('./start-tour.ts').then((m) => m.startTour(store))}>Take the guided tour</button>
      <span>Five short steps over a sample chapter: the library, the level editor, a playtest, the CCG designer.</span>
    </p>
    <p class="close-line"><button class="close" @click=${dismissStartPage}>Don't show this again</button> The packs and their items stay on the left and in the middle.</p>
  </section>`;
}

export const startPageStyles = css`
  .start {
    max-width: 40rem;
  }
  .start h2 {
    margin-top: 0.2rem;
  }
  .start p {
    line-height: 1.45;
  }
  .ways {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.6rem;
    margin: 1rem 0;
  }
  .ways button {
    font: inherit;
    text-align: left;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: 0.8rem 0.9rem;
    border: 1px solid #c9b894;
    border-radius: 6px;
    background: #fff;
    cursor: pointer;
  }
  .ways button:hover,
  .ways button:focus-visible {
    border-color: #8a4b16;
    background: #fbf3e6;
  }
  .ways strong {
    color: #8a4b16;
  }
  .ways span,
  .tour-line span,
  .close-line {
    font-size: 0.85rem;
    color: #5f574b;
  }
  .tour-line {
    display: flex;
    align-items: center;
    gap: 0.7rem;
  }
  .tour {
    font: inherit;
    font-weight: 600;
    padding: 0.45rem 0.9rem;
    background: #8a4b16;
    color: #fff;
    border: 0;
    border-radius: 4px;
    cursor: pointer;
    flex: none;
  }
  .close {
    font: inherit;
    font-size: 0.85rem;
  }
`;
