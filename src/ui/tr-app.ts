import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { AppStore, AREAS, isArea, SESSION_CHANGE, type Area } from '../store/app-store.ts';
import { storeContext } from './store-context.ts';
import { leaveHidden } from './hidden-focus.ts';
import './library-view.ts';
import './level-editor-view.ts';
import './ccg-designer-view.ts';
import './design-area-view.ts';
import './json-editor-view.ts';
import './playtest-view.ts';
import './dice-lab-view.ts';
import './sync-notices.ts';

const AREA_LABELS: Record<Area, string> = {
  library: 'Library',
  level: 'Level editor',
  ccg: 'CCG designer',
  design: 'Other games',
  json: 'JSON editor',
  dice: 'Dice lab',
  playtest: 'Playtest',
};

/**
 * The app shell: the product's areas as tabs (WAI-ARIA tabs: arrow keys, Home and End move
 * between them), the area's panel under them, and the store provided to everything inside.
 * The area shown is kept in the URL's hash, so a reload or a link opens the same area.
 */
@customElement('tr-app')
export class TrApp extends LitElement {
  @provide({ context: storeContext })
  @property({ attribute: false })
  store: AppStore = new AppStore();

  private observed: AppStore | undefined;
  private readonly onStoreChange = () => {
    this.requestUpdate();
    this.writeHash();
  };
  private readonly onHashChange = () => this.readHash();

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    this.readHash();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHashChange);
    this.observed?.removeEventListener(SESSION_CHANGE, this.onStoreChange);
    this.observed = undefined;
  }

  protected override willUpdate(): void {
    if (this.observed === this.store) return;
    // The shell shows session state only (the area): document edits do not re-render it.
    this.observed?.removeEventListener(SESSION_CHANGE, this.onStoreChange);
    this.observed = this.store;
    this.store.addEventListener(SESSION_CHANGE, this.onStoreChange);
    this.readHash();
  }

  private readHash(): void {
    const area = location.hash.replace(/^#\/?/, '');
    if (isArea(area)) this.store.setArea(area);
  }

  private hashPending = false;

  /**
   * Writes the area in the URL once the frame that shows it is out: replacing the history entry
   * takes 2-10 ms (more with devtools attached), which would delay that frame (Ctrl+Enter → playtest).
   */
  private writeHash(): void {
    if (this.hashPending) return;
    this.hashPending = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        this.hashPending = false;
        if (!this.isConnected) return;
        const hash = `#${this.store.urlArea}`;
        if (location.hash !== hash) history.replaceState(null, '', hash);
      }),
    );
  }

  private onTabKey(event: KeyboardEvent): void {
    const index = AREAS.indexOf(this.store.area);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % AREAS.length,
      ArrowLeft: (index + AREAS.length - 1) % AREAS.length,
      Home: 0,
      End: AREAS.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    this.store.setArea(AREAS[next[event.key]!]!);
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  }

  /** The focus leaves a panel as it is hidden (hidden-focus.ts). */
  protected override updated(): void {
    leaveHidden(this.renderRoot, '[role="tabpanel"]');
  }

  override render() {
    const area = this.store.area;
    return html`
      <header>
        <h1>Tomb Raider Workshop</h1>
        <nav role="tablist" aria-label="Areas" @keydown=${this.onTabKey}>
          ${AREAS.map(
            (a) => html`<button
              role="tab"
              id="tab-${a}"
              aria-controls="panel-${a}"
              aria-selected=${a === area ? 'true' : 'false'}
              tabindex=${a === area ? 0 : -1}
              @click=${() => this.store.setArea(a)}
            >
              ${AREA_LABELS[a]}
            </button>`,
          )}
        </nav>
      </header>
      <tr-sync-notices></tr-sync-notices>
      <main>
        <section role="tabpanel" id="panel-library" aria-labelledby="tab-library" ?hidden=${area !== 'library'} aria-hidden=${area !== 'library' ? 'true' : 'false'}>
          <tr-library></tr-library>
        </section>
        <section role="tabpanel" id="panel-level" aria-labelledby="tab-level" ?hidden=${area !== 'level'} aria-hidden=${area !== 'level' ? 'true' : 'false'}>
          <tr-level-editor></tr-level-editor>
        </section>
        <section role="tabpanel" id="panel-ccg" aria-labelledby="tab-ccg" ?hidden=${area !== 'ccg'} aria-hidden=${area !== 'ccg' ? 'true' : 'false'}>
          <tr-ccg-designer></tr-ccg-designer>
        </section>
        <section role="tabpanel" id="panel-design" aria-labelledby="tab-design" ?hidden=${area !== 'design'} aria-hidden=${area !== 'design' ? 'true' : 'false'}>
          <tr-design-area></tr-design-area>
        </section>
        <section role="tabpanel" id="panel-json" aria-labelledby="tab-json" ?hidden=${area !== 'json'} aria-hidden=${area !== 'json' ? 'true' : 'false'}>
          <tr-json-editor .active=${area === 'json'}></tr-json-editor>
        </section>
        <section role="tabpanel" id="panel-dice" aria-labelledby="tab-dice" ?hidden=${area !== 'dice'} aria-hidden=${area !== 'dice' ? 'true' : 'false'}>
          <tr-dice-lab-area></tr-dice-lab-area>
        </section>
        <section role="tabpanel" id="panel-playtest" aria-labelledby="tab-playtest" ?hidden=${area !== 'playtest'} aria-hidden=${area !== 'playtest' ? 'true' : 'false'}>
          <tr-playtest></tr-playtest>
        </section>
      </main>
    `;
  }

  // The panels lie on top of each other. A hidden one is not drawn, hit, focusable or read out, but
  // it keeps its styles and layout (content-visibility, where display: none would throw them away):
  // switching areas (Ctrl+Enter to the playtest, Esc back) then restyles a handful of elements
  // instead of every element of both areas (20-40 ms). The shown panel is stacked above the others
  // (they are not hit) rather than the others made `visibility: hidden`: that property is inherited,
  // so switching it restyled every element of both panels the first time (658 + 1,898 here).
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100vh;
      --accent: #8a4b16;
      --line: #d8d0c0;
      --panel: #fffdf8;
    }
    header {
      display: flex;
      align-items: center;
      gap: 2rem;
      padding: 0 1.25rem;
      background: #2b2620;
      color: #f4f1ea;
    }
    h1 {
      font-size: 1.1rem;
      letter-spacing: 0.04em;
      margin: 0.8rem 0;
    }
    nav {
      display: flex;
      gap: 0.25rem;
      align-self: flex-end;
    }
    [role='tab'] {
      font: inherit;
      color: inherit;
      background: transparent;
      border: 0;
      border-bottom: 3px solid transparent;
      padding: 0.7rem 1rem;
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      border-bottom-color: #e0a15a;
      font-weight: 600;
    }
    [role='tab']:focus-visible {
      outline: 2px solid #e0a15a;
      outline-offset: -2px;
    }
    main {
      flex: 1;
      min-height: 0;
      display: grid;
      grid-template: minmax(0, 1fr) / minmax(0, 1fr);
    }
    [role='tabpanel'] {
      grid-area: 1 / 1;
      min-height: 0;
    }
    [role='tabpanel']:not([hidden]) {
      position: relative;
      z-index: 1;
    }
    [role='tabpanel'][hidden] {
      display: block;
      content-visibility: hidden;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-app': TrApp;
  }
}
