import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from './store-context.ts';
import { DESIGNERS, type GameDesigner } from './design/designers.ts';
import { DESIGN_OPEN_EVENT, openInGameDesigner, readDesignOpen, type DesignOpen } from './design/design-open.ts';

/** A designer's element, with the item it has open. */
type DesignerElement = HTMLElement & { ref?: unknown };

/**
 * The "Other games" area: the designers of the games without an area of their own (designers.ts),
 * one shown at a time, chosen by the buttons at its top. Each designer's code is fetched the first
 * time it is shown; its element is kept, so switching back finds it as it was.
 */
@customElement('tr-design-area')
export class TrDesignArea extends LitElement {
  private readonly app = new StoreController(this);
  @state() private open: DesignOpen = readDesignOpen();
  @state() private failed: Record<string, string> = {};
  private readonly elements = new Map<string, DesignerElement>();
  private readonly loaded = new Set<string>();

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener(DESIGN_OPEN_EVENT, this.onOpen);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(DESIGN_OPEN_EVENT, this.onOpen);
  }

  private readonly onOpen = (e: Event) => {
    this.open = (e as CustomEvent<DesignOpen>).detail;
  };

  private get shown(): GameDesigner | undefined {
    return DESIGNERS.find((d) => d.game === this.open.game) ?? DESIGNERS[0];
  }

  /** The designer's element once its code is here (fetched on first need). */
  private elementOf(d: GameDesigner): DesignerElement | undefined {
    if (!this.loaded.has(d.tag)) {
      if (!this.failed[d.tag]) {
        d.load().then(
          () => {
            this.loaded.add(d.tag);
            this.requestUpdate();
          },
          (e: unknown) => {
            this.failed = { ...this.failed, [d.tag]: e instanceof Error ? e.message : String(e) };
          },
        );
      }
      return undefined;
    }
    let el = this.elements.get(d.tag);
    if (!el) {
      el = document.createElement(d.tag) as DesignerElement;
      this.elements.set(d.tag, el);
    }
    el.ref = this.open.items[d.game];
    return el;
  }

  override render() {
    // Only once the area is first shown: nothing of a designer comes with the app's first load.
    if (this.app.store?.area !== 'design' && !this.elements.size) return nothing;
    if (!DESIGNERS.length) return html`<p class="none">No designer of another game is built yet.</p>`;
    const shown = this.shown!;
    const el = this.elementOf(shown);
    return html`<nav aria-label="Designers">
        ${DESIGNERS.map((d) => html`<button aria-pressed=${d === shown ? 'true' : 'false'} @click=${() => openInGameDesigner(d.game, this.open.items[d.game])}>${d.name}</button>`)}
      </nav>
      <div class="designer">
        ${
          this.failed[shown.tag]
            ? html`<p role="alert">The ${shown.name.toLowerCase()} could not be loaded: ${this.failed[shown.tag]}</p>`
            : (el ?? html`<p role="status">Loading the ${shown.name.toLowerCase()}…</p>`)
        }
      </div>`;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
    }
    nav {
      display: flex;
      gap: 0.25rem;
      padding: 0.5rem 1rem;
      border-bottom: 1px solid #ccc;
    }
    nav button[aria-pressed='true'] {
      font-weight: bold;
      background: #e8dcc4;
    }
    .designer {
      flex: 1;
      min-height: 0;
      overflow: auto;
    }
    p {
      padding: 1rem 1.5rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-design-area': TrDesignArea;
  }
}
