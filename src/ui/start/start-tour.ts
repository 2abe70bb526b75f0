/**
 * The guided tour: five short steps over a real sample (the base pack's Landfall), each one taking
 * the app where it speaks of — the library with the sample selected, a copy of it in the level
 * editor, a playtest of that copy, the CCG designer, and back to the library. A small panel that
 * leaves the app usable beneath it (not modal); Esc or "End the tour" closes it. Ending it, or
 * finishing it, closes the start page for good. Fetched only when the tour is asked for.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AppStore } from '../../store/app-store.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import { SAMPLE, openSample, sampleItem } from './start-actions.ts';
import { dismissStartPage } from './start-page.ts';

interface Step {
  title: string;
  text: string;
  /** Takes the app to what the step speaks of. */
  go(tour: TrStartTour): void | Promise<void>;
}

const STEPS: Step[] = [
  {
    title: 'The library',
    text: 'Packs are on the left and their items in the middle, each level with a small map. Landfall, a sample chapter of Crypt of Chronos, is selected: its map is on the right, and its JSON is one click away under it.',
    go: ({ store }) => {
      store.setArea('library');
      store.selectPack(SAMPLE.packId);
      store.selectItem({ packId: SAMPLE.packId, kind: SAMPLE.kind, itemId: SAMPLE.id });
    },
  },
  {
    title: 'The level editor',
    text: 'A copy of Landfall, now yours, in the level editor. Drag tiles and tokens from the palettes onto the board; the problems on the right follow every change. Drafts are saved in this browser as you go.',
    go: (tour) => {
      tour.draft ??= openSample(tour.store);
      if (tour.draft) tour.store.setOpenLevel(tour.draft);
      tour.store.setArea('level');
    },
  },
  {
    title: 'A playtest',
    text: 'The copy, played by the rules. Choose an action, roll the dice, and click a space Lara can reach to move her there; every step can be undone from the log. Esc goes back to the editor.',
    go: async (tour) => {
      const ref = (tour.draft ??= openSample(tour.store));
      const item = ref && (tour.store.documentFor(ref)?.value ?? sampleItem(tour.store));
      if (!ref || !item) return;
      const { launcherFor } = await import('../../store/playtest-launch.ts');
      const launcher = launcherFor(tour.store);
      launcher.options = { ...launcher.options, mode: 'single', challenge: 0 };
      launcher.launch({
        packs: tour.store.packsFor(ref.packId),
        items: [item],
        level: { kind: 'chapter', id: ref.id },
        title: String(item.name),
        returnTo: 'level',
        askedAt: performance.now(),
      });
    },
  },
  {
    title: 'The CCG designer',
    text: 'Levels of the card game: drag cards from the browser onto the map and into the decks, and playtest them the same way.',
    go: ({ store }) => store.setArea('ccg'),
  },
  {
    title: 'Your turn',
    text: 'Start a level with "New" in either editor, or from a copy of a sample. "Other games" holds the designers of the other three games. Export a pack to share it.',
    go: ({ store }) => store.setArea('library'),
  },
];

@customElement('tr-start-tour')
export class TrStartTour extends LitElement {
  @property({ attribute: false }) store!: AppStore;
  @state() private step = 0;
  /** The sample's copy the tour made, reused by its later steps. */
  draft: DocumentRef | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.show(0);
  }

  private async show(step: number): Promise<void> {
    this.step = step;
    await STEPS[step]!.go(this);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.next')?.focus();
  }

  /** Ends the tour: the start page closes for good. */
  end(): void {
    dismissStartPage();
    this.remove();
  }

  private onKey(event: KeyboardEvent): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    this.end();
  }

  override render() {
    const step = STEPS[this.step]!;
    const last = this.step === STEPS.length - 1;
    return html`<div class="panel" role="dialog" aria-modal="false" aria-labelledby="tour-title" aria-describedby="tour-text" @keydown=${this.onKey}>
      <p class="count">Guided tour · step ${this.step + 1} of ${STEPS.length}</p>
      <h2 id="tour-title">${step.title}</h2>
      <p id="tour-text">${step.text}</p>
      <div class="buttons">
        ${this.step > 0 ? html`<button @click=${() => void this.show(this.step - 1)}>Back</button>` : nothing}
        ${last ? html`<button class="next" @click=${() => this.end()}>Finish</button>` : html`<button class="next" @click=${() => void this.show(this.step + 1)}>Next</button>`}
        ${last ? nothing : html`<button class="end" @click=${() => this.end()}>End the tour</button>`}
      </div>
    </div>`;
  }

  static override styles = css`
    .panel {
      position: fixed;
      right: 1rem;
      bottom: 1rem;
      z-index: 50;
      width: 22rem;
      background: #2b2620;
      color: #f4f1ea;
      border-radius: 8px;
      box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
      padding: 0.8rem 1rem;
      font: 0.9rem/1.4 system-ui, sans-serif;
    }
    .count {
      margin: 0;
      font-size: 0.75rem;
      color: #d9c9a8;
    }
    h2 {
      font-size: 1.05rem;
      margin: 0.2rem 0 0.4rem;
    }
    p {
      margin: 0 0 0.6rem;
    }
    .buttons {
      display: flex;
      gap: 0.4rem;
    }
    button {
      font: inherit;
      padding: 0.25rem 0.7rem;
    }
    .next {
      font-weight: 600;
    }
    .end {
      margin-left: auto;
    }
  `;
}

/** Starts the tour (one at a time). */
export function startTour(store: AppStore): TrStartTour {
  document.querySelector('tr-start-tour')?.remove();
  const tour = document.createElement('tr-start-tour');
  tour.store = store;
  document.body.append(tour);
  return tour;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-start-tour': TrStartTour;
  }
}
