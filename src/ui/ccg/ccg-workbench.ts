import { analyseCcgLevel } from '../analysis/editor-analyse.ts';
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state as litState } from 'lit/decorators.js';
import { editorStatusStyles } from '../editor-styles.ts';
import { provide } from '@lit/context';
import type { Pack } from '../../model/content.ts';
import { cardCatalog, type CcgCardInfo } from '../../model/ccg-card-catalog.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import type { SaveStatus } from '../../store/autosave.ts';
import type { DesignerSelection } from '../../model/ccg-level-problems.ts';
import { CcgDesignerState, ccgContext, type CcgValidator } from './ccg-state.ts';
import { typingIn } from '../multi-pick.ts';
import type { TrCcgMap } from './ccg-map.ts';
import './ccg-map.ts';
import './ccg-card-browser.ts';
import './ccg-decks.ts';
import './ccg-rules-form.ts';
import './ccg-problems.ts';
import './ccg-stats.ts';
import './ccg-spot-inspector.ts';

type Tab = 'decks' | 'rules' | 'stats';
const TABS: [Tab, string][] = [
  ['decks', 'Level deck'],
  ['rules', 'Rules'],
  ['stats', 'Statistics'],
];

/**
 * The CCG level designer for one level document: the card browser on the left, the map with the
 * selected spot under it in the middle, the decks / rules / statistics and the problems on the
 * right, and a toolbar with undo and redo (the document's one history, shared with the JSON
 * editor), Playtest (also Ctrl+Enter: fires "playtest" with the level as it stands) and the
 * autosave status.
 */
@customElement('tr-ccg-workbench')
export class TrCcgWorkbench extends LitElement {
  @property({ attribute: false }) doc: ItemDocument | undefined;
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @property({ attribute: false }) validator: CcgValidator | undefined;
  @property({ type: Boolean }) readOnly = false;
  @property({ attribute: false }) saveStatus: SaveStatus | undefined;

  @provide({ context: ccgContext })
  @property({ attribute: false })
  state!: CcgDesignerState;

  @litState() private tab: Tab = 'decks';
  @query('tr-ccg-map') private mapView!: TrCcgMap;

  private catalog: { packs: readonly Pack[]; cards: Map<string, CcgCardInfo> } | undefined;
  private lastSelection: DesignerSelection | undefined;
  private readonly onStateChange = () => {
    const sel = this.state?.selection;
    if (sel !== this.lastSelection) {
      this.lastSelection = sel;
      if (sel?.kind === 'deck') this.tab = 'decks';
      if (sel?.kind === 'rules') this.tab = 'rules';
    }
    this.requestUpdate();
  };

  private cards = (): ReadonlyMap<string, CcgCardInfo> => {
    if (this.catalog?.packs !== this.packs)
      this.catalog = { packs: this.packs, cards: cardCatalog(this.packs.flatMap((p) => p.items)) };
    return this.catalog.cards;
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (
      (changed.has('doc') || changed.has('readOnly')) &&
      (this.doc !== this.state?.doc || this.readOnly !== this.state?.readOnly)
    ) {
      this.state?.removeEventListener('change', this.onStateChange);
      this.state?.dispose();
      this.state = (this.doc ? new CcgDesignerState(this.doc, this.cards, this.validator, this.readOnly) : undefined)!;
      this.state?.addEventListener('change', this.onStateChange);
    } else if (changed.has('packs')) this.state?.setCatalogSource(this.cards);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.state?.dispose();
  }

  private onKeyDown = (event: KeyboardEvent): void => {
    const state = this.state;
    if (!state) return;
    const typing = typingIn(event);
    if (!typing && !event.ctrlKey && !event.metaKey && !event.altKey && ['+', '=', '-', '0'].includes(event.key)) {
      // Zoom from anywhere in the designer (the map's own keys handle it when it has the focus).
      if (event.key === '0') void this.mapView?.fit();
      else void this.mapView?.zoomBy(event.key === '-' ? -1 : 1);
      event.preventDefault();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'enter') this.playtest(event.timeStamp);
    // Copy and paste of the map's selected cards (not of text being typed).
    else if (key === 'c' && !typing && !event.shiftKey) state.copy();
    else if (key === 'v' && !typing && !event.shiftKey) state.paste();
    else if (key === 'z' && !event.shiftKey) state.undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') state.redo();
    else return;
    event.preventDefault();
  };

  /** Asks to play the level as it stands (the area starts the game: no save, no build). */
  private playtest(askedAt = performance.now()): void {
    if (this.state)
      this.dispatchEvent(
        new CustomEvent('playtest', { detail: { level: this.state.value, askedAt }, bubbles: true, composed: true }),
      );
  }

  private onTabKey(event: KeyboardEvent): void {
    const i = TABS.findIndex(([t]) => t === this.tab);
    const next =
      event.key === 'ArrowRight'
        ? (i + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (i + TABS.length - 1) % TABS.length
          : -1;
    if (next < 0) return;
    event.preventDefault();
    this.tab = TABS[next]![0];
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('.tabs [aria-selected="true"]')?.focus(),
    );
  }

  override render() {
    const state = this.state;
    if (!state) return html`<p class="empty">Choose or create a level to design.</p>`;
    const doc = state.doc;
    const status = this.saveStatus;
    return html`<div class="toolbar" role="toolbar" aria-label="CCG level designer">
        <button @click=${() => state.undo()} ?disabled=${!doc.canUndo} title="Undo ${doc.undoLabel ?? ''} (Ctrl+Z)" aria-description=${doc.undoLabel ? `Undoes: ${doc.undoLabel}` : nothing}><span aria-hidden="true">↶</span> Undo</button>
        <button @click=${() => state.redo()} ?disabled=${!doc.canRedo} title="Redo ${doc.redoLabel ?? ''} (Ctrl+Shift+Z)" aria-description=${doc.redoLabel ? `Redoes: ${doc.redoLabel}` : nothing}><span aria-hidden="true">↷</span> Redo</button>
        <button class="playtest" @click=${(e: Event) => this.playtest(e.timeStamp)} title="Play the level as it stands (Ctrl+Enter)"><span aria-hidden="true">▶</span> Playtest</button>
        <button @click=${() => analyseCcgLevel(this, this.packs, state.value)} title="Play many games with bots: is the level fair to every seat and entrance?"><span aria-hidden="true">📊</span> Analyse</button>
        <button @click=${() => void import('../print/export-level.ts').then((m) => m.exportCcgLevel(state.value, state.catalog, state.setup))} title="Save the map as an SVG or PNG picture">Export picture</button>
        <button @click=${() => void import('../print/print-open.ts').then((m) => m.printSetupSheet(state.value, this.packs))} title="Print the level's setup sheet">Print setup sheet</button>
        <span class="title">${state.value.name} <small>${state.map.width} × ${state.map.depth}</small></span>
        ${
          this.readOnly
            ? html`<span class="ro">Built-in level: read only.</span><button @click=${() => this.dispatchEvent(new Event('copy-level', { bubbles: true, composed: true }))}>Make an editable copy</button>`
            : nothing
        }
        ${status && !this.readOnly ? html`<span class="save ${status.state}" role=${status.state === 'error' ? 'alert' : 'status'}>${status.state === 'saved' ? 'Saved' : status.state === 'saving' ? 'Saving…' : status.message}</span>` : nothing}
      </div>
      <div class="notice ${state.notice?.tone ?? ''}" role="status" aria-live="assertive">${state.notice?.text ?? ''}</div>
      <div class="body" @picked=${() => this.mapView?.focus()}>
        <aside class="browser" aria-label="Card browser"><tr-ccg-card-browser></tr-ccg-card-browser></aside>
        <section class="centre" aria-label="Map">
          <tr-ccg-map></tr-ccg-map>
          <tr-ccg-spot-inspector></tr-ccg-spot-inspector>
        </section>
        <aside class="side" aria-label="Decks, rules, statistics and problems">
          <div class="tabs" role="tablist" aria-label="Level parts" @keydown=${this.onTabKey}>
            ${TABS.map(([t, words]) => html`<button role="tab" id="ccg-tab-${t}" aria-controls="ccg-panel-${t}" aria-selected=${t === this.tab ? 'true' : 'false'} tabindex=${t === this.tab ? 0 : -1} @click=${() => (this.tab = t)}>${words}</button>`)}
          </div>
          <div class="panel" role="tabpanel" id="ccg-panel-${this.tab}" aria-labelledby="ccg-tab-${this.tab}">
            ${this.tab === 'decks' ? html`<tr-ccg-decks></tr-ccg-decks>` : this.tab === 'rules' ? html`<tr-ccg-rules-form></tr-ccg-rules-form>` : html`<tr-ccg-stats></tr-ccg-stats>`}
          </div>
          <tr-ccg-problems></tr-ccg-problems>
        </aside>
      </div>`;
  }

  static override styles = [
    editorStatusStyles,
    css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem;
      padding: 0.35rem 0.6rem;
      border-bottom: 1px solid var(--line, #ccc);
      background: #f7f2e8;
    }
    button {
      font: inherit;
      font-size: 0.85rem;
    }
    :focus-visible {
      outline: 2px solid #1565c0;
      outline-offset: 1px;
    }
    .title {
      font-weight: 600;
    }
    .title small {
      font-weight: 400;
      color: #5d5448;
    }
    .ro {
      color: #8a5a00;
      font-size: 0.85rem;
    }
    .body {
      flex: 1;
      min-height: 0;
      display: grid;
      grid-template-columns: minmax(15rem, 18rem) 1fr minmax(18rem, 24rem);
    }
    .browser {
      display: flex;
      flex-direction: column;
      min-height: 0;
      padding: 0 0.6rem 0.6rem;
      border-right: 1px solid var(--line, #ccc);
    }
    tr-ccg-card-browser {
      flex: 1;
      min-height: 0;
    }
    .centre {
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
    }
    tr-ccg-map {
      flex: 1;
      min-height: 0;
    }
    tr-ccg-spot-inspector {
      border-top: 1px solid var(--line, #ccc);
    }
    .side {
      display: grid;
      grid-template-rows: auto minmax(0, 3fr) minmax(6rem, 2fr);
      min-height: 0;
      border-left: 1px solid var(--line, #ccc);
      background: var(--panel, #fff);
    }
    .tabs {
      display: flex;
      gap: 0.2rem;
      padding: 0.3rem 0.5rem 0;
      border-bottom: 1px solid var(--line, #ccc);
    }
    [role='tab'] {
      border: 0;
      background: none;
      border-bottom: 3px solid transparent;
      padding: 0.3rem 0.5rem;
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      border-bottom-color: #c0651a;
      font-weight: 600;
    }
    .panel {
      overflow: auto;
      padding: 0 0.6rem;
    }
    tr-ccg-problems {
      border-top: 1px solid var(--line, #ccc);
      padding: 0 0.6rem;
    }
    .empty {
      padding: 1rem;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-workbench': TrCcgWorkbench;
  }
}
