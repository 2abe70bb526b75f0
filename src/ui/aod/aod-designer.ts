/**
 * The museum designer of The Angel of Darkness (in the "Other games" area, ui/design/designers.ts):
 * with no item open, a start screen listing the museums (aodSetup) and tiles (aodTile) of every pack,
 * with "New museum" and "New tile"; with a museum open, the museum editor; with a tile open, the tile
 * painter. Edits go through the store's documents (autosaved, one undo history shared with the JSON
 * editor); built-in items are read only, with "Copy to my drafts". "▶ Playtest" (Ctrl+Enter) plays the
 * museum as it stands in the shared play shell; "Analyse" opens the difficulty report (win rate by
 * side, game length) and "Print setup sheet" its sheet. Live problems: the pack checker's for the item (in
 * a worker) and the museum's design checks (model/aod-setup-problems.ts) as it changes.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { Problem } from '../../model/problem.ts';
import type { DocumentRef, ItemDocument } from '../../store/item-document.ts';
import { freeId } from '../../model/coc-level-new.ts';
import { newMuseum, newTile } from '../../model/aod-setup-edit.ts';
import { aodSetupProblems } from '../../model/aod-setup-problems.ts';
import { StoreController } from '../store-context.ts';
import { ensureDraftPack, workspaceFor, type LevelWorkspace } from '../level/level-workspace.ts';
import { openInGameDesigner } from '../design/design-open.ts';
import { sharedValidationRunner } from '../../store/validation-runner.ts';
import { visibleText } from '../../model/visible-text.ts';
import { designerStyles } from './aod-designer-styles.ts';
import './aod-museum-editor.ts';
import './aod-tile-painter.ts';

const KINDS = ['aodSetup', 'aodTile'];

@customElement('tr-aod-designer')
export class TrAodDesigner extends LitElement {
  @property({ attribute: false }) ref: DocumentRef | undefined;
  private readonly app = new StoreController(this);
  @state() private packProblems: Problem[] = [];
  /** How many play the playtest (one of the setup's seatings; 0: the fewest). */
  @state() private players = 0;
  private observed: ItemDocument | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onDoc = () => {
    this.requestUpdate();
    this.scheduleCheck();
  };

  private get ws(): LevelWorkspace | undefined {
    const store = this.app.store;
    return store && store.packLoad.state === 'ready' ? workspaceFor(store) : undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observed?.removeEventListener('change', this.onDoc);
    this.observed = undefined;
    clearTimeout(this.timer);
  }

  private readonly onKey = (e: KeyboardEvent) => {
    const doc = this.doc();
    if (!doc || !(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 'enter' && doc.value.kind === 'aodSetup') this.playtest(doc.value);
    else if (key === 'z' && !e.shiftKey) doc.undo();
    else if ((key === 'z' && e.shiftKey) || key === 'y') doc.redo();
    else return;
    e.preventDefault();
  };

  private found(ws: LevelWorkspace): { ref: DocumentRef; item: ContentItem; pack: Pack }[] {
    return ws.packs.flatMap((pack) =>
      pack.items
        .filter((i) => KINDS.includes(i.kind))
        .map((item) => ({ ref: { packId: pack.id, kind: item.kind, id: item.id }, item, pack })),
    );
  }

  private doc(): ItemDocument | undefined {
    const ws = this.ws;
    const ref = this.ref;
    if (
      !ws ||
      !ref ||
      !ws.packs.some((p) => p.id === ref.packId && p.items.some((i) => i.kind === ref.kind && i.id === ref.id))
    )
      return undefined;
    return ws.openDocument(ref);
  }

  protected override willUpdate(): void {
    const doc = this.doc();
    if (doc === this.observed) return;
    this.observed?.removeEventListener('change', this.onDoc);
    this.observed = doc;
    this.packProblems = [];
    doc?.addEventListener('change', this.onDoc);
    if (doc) this.scheduleCheck(0);
  }

  /** The pack checker's problems of the item as it stands, a moment after the last change. */
  private scheduleCheck(delay = 200): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const ws = this.ws;
      const doc = this.observed;
      const ref = this.ref;
      if (!ws || !doc || !ref) return;
      const own = ws.packs.find((p) => p.id === ref.packId);
      const others = ws.packsFor(ref.packId).filter((p) => p.id !== ref.packId);
      const extra = (own?.items ?? []).filter((i) => !(i.kind === ref.kind && i.id === ref.id));
      sharedValidationRunner()
        .check(doc.value, extra, others)
        .then(
          (problems) => {
            if (doc === this.observed) this.packProblems = problems;
          },
          () => undefined,
        );
    }, delay);
  }

  private create(ws: LevelWorkspace, make: (id: string) => ContentItem, base: string): void {
    const target = ensureDraftPack(ws);
    const taken = new Set(target.items.map((i) => i.id));
    openInGameDesigner('aod', ws.createItem(target.id, make(freeId(base, taken))));
  }

  private seatings(item: ContentItem): number[] {
    return (Array.isArray(item.seats) ? (item.seats as { players?: unknown }[]) : [])
      .map((s) => Number(s.players))
      .filter((n) => n >= 2)
      .sort();
  }

  private playtest(item: ContentItem): void {
    const store = this.app.store;
    const counts = this.seatings(item);
    const players = counts.includes(this.players) ? this.players : counts[0];
    if (store)
      void import('../play/start-module-game.ts').then((m) =>
        m.playLevelItem(store, item, { seed: 1, ...(players ? { players } : {}) }),
      );
  }

  /** The difficulty report of the museum as it stands (its code fetched only now): win rate by side, game length. */
  private analyse(packs: readonly Pack[], item: ContentItem): void {
    void import('../analysis/analysis-dialog.ts').then((m) =>
      m.showAnalysis({ packs, items: [item], level: { kind: item.kind, id: item.id }, title: item.name }),
    );
  }

  /** The items a lookup of the open item sees: its own pack first, then what it depends on. */
  private lookup(ws: LevelWorkspace, doc: ItemDocument) {
    const packs = ws.packsFor(doc.ref.packId);
    return (kind: string, id: string) => {
      if (kind === doc.value.kind && id === doc.value.id) return doc.value;
      for (const p of packs) {
        const hit = p.items.find((i) => i.kind === kind && i.id === id);
        if (hit) return hit;
      }
      return undefined;
    };
  }

  override render() {
    const ws = this.ws;
    if (!ws) return html`<p role="status">Loading packs…</p>`;
    const doc = this.doc();
    if (!doc) return this.renderStart(ws);
    const item = doc.value;
    const readOnly = !ws.isEditable(doc.ref.packId);
    const lookup = this.lookup(ws, doc);
    const design = item.kind === 'aodSetup' ? aodSetupProblems(item, lookup) : [];
    const shown = [
      ...design.map((p) => ({ severity: p.severity, message: p.message })),
      ...this.packProblems.filter((p) => !design.some((d) => d.message === p.message)),
    ];
    const packs = ws.packsFor(doc.ref.packId);
    return html`<div class="toolbar" role="toolbar" aria-label="Museum designer">
        <button @click=${() => openInGameDesigner('aod', undefined)}>☰ All museums and tiles</button>
        <button ?disabled=${!doc.canUndo} @click=${() => doc.undo()} aria-label=${`Undo ${doc.undoLabel ?? ''}`}>↶ Undo</button>
        <button ?disabled=${!doc.canRedo} @click=${() => doc.redo()} aria-label=${`Redo ${doc.redoLabel ?? ''}`}>↷ Redo</button>
        ${
          item.kind === 'aodSetup'
            ? html`<label
                >Players
                <select @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
                  ${this.seatings(item).map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
                </select></label
              >
              <button class="playtest" @click=${() => this.playtest(doc.value)} title="Play the museum as it stands (Ctrl+Enter)">▶ Playtest</button>
              <button @click=${() => this.analyse(packs, doc.value)} title="Play many games with bots: how often does each side win, and how long do games last?"><span aria-hidden="true">📊</span> Analyse</button>
              <button @click=${() => void import('../print/print-open.ts').then((m) => m.printSetupSheet(doc.value, packs))} title="Print the museum's setup sheet">Print setup sheet</button>`
            : nothing
        }
        <span class="title">${visibleText(item.name)}</span>
        ${
          readOnly
            ? html`<span class="ro">Built in: read only.</span>
              <button @click=${() => this.create(ws, (id) => ({ ...structuredClone(item), id, name: `${item.name} (copy)`, provenance: undefined }) as ContentItem, `${item.id}-copy`)}>
                Copy to my drafts
              </button>`
            : html`<span class="saved" role="status">${ws.saveStatus.state === 'saved' ? 'Saved' : ws.saveStatus.state === 'saving' ? 'Saving…' : `Not saved: ${ws.saveStatus.message ?? ''}`}</span>`
        }
      </div>
      <div class="work">
        ${
          item.kind === 'aodSetup'
            ? html`<tr-aod-museum-editor .doc=${doc} .packs=${packs} .readOnly=${readOnly}></tr-aod-museum-editor>`
            : html`<tr-aod-tile-painter .doc=${doc} .readOnly=${readOnly}></tr-aod-tile-painter>`
        }
        <section class="problems" aria-label="Problems">
          <h3>Problems</h3>
          ${
            shown.length
              ? html`<ul>
                ${shown.map((p) => html`<li class=${p.severity}>${p.severity === 'error' ? '⛔' : '⚠'} ${p.message}</li>`)}
              </ul>`
              : html`<p>No problems${item.kind === 'aodSetup' ? ': the museum can be played' : ''}.</p>`
          }
        </section>
      </div>`;
  }

  private renderStart(ws: LevelWorkspace) {
    const found = this.found(ws);
    const list = (kind: string, title: string) => html`<section aria-label=${title}>
      <h3>${title}</h3>
      <ul>
        ${found
          .filter((f) => f.item.kind === kind)
          .map(
            (f) => html`<li>
              <button @click=${() => openInGameDesigner('aod', f.ref)}>${visibleText(f.item.name)}</button>
              <small>${visibleText(f.pack.name)}${ws.isEditable(f.pack.id) ? '' : ' (read only)'}</small>
            </li>`,
          )}
      </ul>
    </section>`;
    const base = found.find((f) => f.item.kind === 'aodSetup')?.item;
    return html`<div class="start">
      <h2>Museum designer</h2>
      <p>Design museums for The Angel of Darkness board game: their size, the tiles dealt at random or laid where you put them, the starting tile, the seats, the deck and the counters; and paint tiles of your own.</p>
      <p>
        <button @click=${() => this.create(ws, (id) => newMuseum(id, base), 'new-museum')}>New museum</button>
        <button @click=${() => this.create(ws, (id) => newTile(id), 'new-tile')}>New tile</button>
      </p>
      ${list('aodSetup', 'Museums')} ${list('aodTile', 'Tiles')}
    </div>`;
  }

  static override styles = designerStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-aod-designer': TrAodDesigner;
  }
}
