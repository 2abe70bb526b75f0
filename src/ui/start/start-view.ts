/**
 * The start page drawn (see start-page.ts for when it shows): a welcome, four ways in, the guided
 * tour and "Don't show this again". Fetched by the library when a first visit shows it.
 */
import { LitElement, html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { AppStore } from '../../store/app-store.ts';
import { dismissStartPage } from './start-page.ts';

const actions = () => import('./start-actions.ts');

function renderStartPage(store: AppStore) {
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

const startPageStyles = css`
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

@customElement('tr-start-page')
export class TrStartPage extends LitElement {
  @property({ attribute: false }) store: AppStore | undefined;

  override render() {
    return this.store ? renderStartPage(this.store) : '';
  }

  static override styles = startPageStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-start-page': TrStartPage;
  }
}
