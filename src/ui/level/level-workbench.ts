import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { typingIn } from '../multi-pick.ts';
import { customElement, property, query } from 'lit/decorators.js';
import { editorStatusStyles } from '../editor-styles.ts';
import { provide } from '@lit/context';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { TileInfo } from '../../model/checks/coc-level/level-data.ts';
import { MAX_LAYOUT_SLOTS, type LocationType } from '../../model/coc-grid.ts';
import { placements, sizeOf, tileCatalog, withLayout } from '../../model/coc-layout-edit.ts';
import { freeId } from '../../model/coc-level-new.ts';
import { plainFace } from '../../model/coc-face-paint.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import { LevelEditorState, levelContext, type LevelValidator } from './level-state.ts';
import { ensureDraftPack, type LevelWorkspace } from './level-workspace.ts';
import { StoreController } from '../store-context.ts';
import { launcherFor } from '../../store/playtest-launch.ts';
import { afterNextFrame } from '../after-frame.ts';
import { analyseCocLevel } from '../analysis/editor-analyse.ts';
import type { TrLevelBoard } from './level-board.ts';
import type { TrLevelHelp } from './level-help.ts';
import type { Problem } from '../../model/problem.ts';
import type { TrPlaytestGate } from './playtest-gate.ts';
import './level-board.ts';
import './board-legend.ts';
import './face-palette.ts';
import './token-palette.ts';
import './level-inspector.ts';
import './problems-panel.ts';
import './face-editor.ts';
import './level-help.ts';
import './playtest-gate.ts';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2];

/**
 * The level editor for one level document: palettes on the left, the board in the middle (with
 * the face editor over it when painting), the inspector and the problems on the right, a toolbar
 * with undo/redo, zoom, grid size and help above. Holds the shared state and the shortcuts that
 * work anywhere in the editor (undo, redo, zoom, help).
 */
@customElement('tr-level-workbench')
export class TrLevelWorkbench extends LitElement {
  @property({ attribute: false }) doc: ItemDocument | undefined;
  /** Where tiles come from and where new tiles go. */
  @property({ attribute: false }) workspace: LevelWorkspace | undefined;
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @property({ attribute: false }) validator: LevelValidator | undefined;
  /** Whether the work is saved; given again whenever it changes (the workspace's own may be read too late). */
  @property({ attribute: false }) saveStatus: LevelWorkspace['saveStatus'] | undefined;

  // Undefined until a document is given; the parts that read it are only drawn once it is set.
  @provide({ context: levelContext })
  @property({ attribute: false })
  state!: LevelEditorState;

  @query('tr-level-board') private board!: TrLevelBoard;
  @query('tr-level-help') private help!: TrLevelHelp;
  @query('tr-playtest-gate') private gate!: TrPlaytestGate;

  private readonly app = new StoreController(this);
  private catalog:
    { packs: readonly Pack[]; items: readonly ContentItem[]; face: unknown; tiles: Map<string, TileInfo> } | undefined;
  /** The toolbar and notice are redrawn after an edit once the board's frame is out. */
  private stateChanged = false;
  private readonly onStateChange = () => {
    this.stateChanged = true;
    this.requestUpdate();
  };

  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.stateChanged) return super.scheduleUpdate();
    return afterNextFrame().then(() => {
      this.stateChanged = false;
      super.scheduleUpdate();
    });
  }

  /**
   * Every tile in the packs, the one being painted as it is now. Rebuilt only when a tile item
   * changes (not on every edit of the level, which gives the packs a new array), so that the board
   * keeps the drawings of the slots that did not change.
   */
  private tiles = (): ReadonlyMap<string, TileInfo> => {
    const face = this.state?.faceDoc?.value;
    if (this.catalog?.packs === this.packs && this.catalog.face === face) return this.catalog.tiles;
    const items = this.packs.flatMap((p) => p.items.filter((i) => i.kind === 'tile'));
    const same =
      this.catalog &&
      this.catalog.face === face &&
      this.catalog.items.length === items.length &&
      this.catalog.items.every((item, i) => item === items[i]);
    this.catalog = {
      packs: this.packs,
      items,
      face,
      tiles: same ? this.catalog!.tiles : tileCatalog(face ? [face, ...items] : items),
    };
    return this.catalog!.tiles;
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('doc') && this.doc !== this.state?.doc) {
      this.state?.removeEventListener('change', this.onStateChange);
      this.state?.dispose();
      this.state = (this.doc ? new LevelEditorState(this.doc, this.tiles, this.validator) : undefined)!;
      this.state?.addEventListener('change', this.onStateChange);
    } else if (changed.has('packs')) this.state?.setTileSource(this.tiles);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.state?.dispose();
  }

  private onKeyDown(event: KeyboardEvent): void {
    const state = this.state;
    if (!state) return;
    const key = event.key.toLowerCase();
    const typing = typingIn(event);
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      if (key === 'enter') this.playtest(event.timeStamp);
      else if ((key === 'c' || key === 'v') && !typing && !event.shiftKey) {
        // Copy and paste of the board's selected tokens and tiles (not of text being typed).
        if (key === 'c') state.copy();
        else state.paste();
      } else if (key === 'z' && !event.shiftKey) state.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') state.redo();
      else return;
      event.preventDefault();
      return;
    }
    if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === '?') this.help.show();
    else if (event.key === '+' || event.key === '=') this.zoom(1);
    else if (event.key === '-') this.zoom(-1);
    else if (event.key === '0') state.zoom = 'fit';
    else return;
    event.preventDefault();
    state.changed();
  }

  /** Plays the level as it stands (the document's value and the tile being painted, unsaved), in the Playtest area. */
  private playtest(askedAt = performance.now()): void {
    const state = this.state;
    const store = this.app.store;
    if (!state || !store) return;
    const item = state.value;
    const items = [...(state.faceDoc ? [state.faceDoc.value] : []), item];
    const decide = (problems: Problem[]) => {
      const launch = () =>
        launcherFor(store).launch({
          packs: this.packs,
          items,
          level: { kind: item.kind as 'chapter', id: item.id },
          title: item.name,
          returnTo: 'level',
          askedAt,
          problems: problems.filter((p) => p.severity === 'error').map((p) => p.message),
        });
      // A draft with errors shows them first ("Play anyway" stays possible).
      if (problems.some((p) => p.severity === 'error')) void this.gate.ask(problems, launch);
      else launch();
    };
    // Errors found before the last edit may be gone: check the draft as it is now before asking.
    const errorsBefore = state.problems.some((p) => p.severity === 'error');
    if (errorsBefore && state.problemsStale) void state.freshProblems().then(decide);
    else decide(state.problems);
  }

  private zoom(direction: 1 | -1): void {
    const state = this.state!;
    const current = state.zoom === 'fit' ? this.board.scale : state.zoom;
    const next =
      direction > 0 ? ZOOMS.find((z) => z > current + 0.01) : [...ZOOMS].reverse().find((z) => z < current - 0.01);
    state.zoom = next ?? (direction > 0 ? ZOOMS.at(-1)! : ZOOMS[0]!);
    state.changed();
  }

  /** Opens the face editor on a tile; a tile of a pack that cannot be edited is copied into the drafts first, and the
   * level switched to the copy. */
  private editFace(tile: string, face: LocationType): void {
    const state = this.state;
    const ws = this.workspace;
    if (!state || !ws) return;
    const owner = ws.packs.find((p) => p.items.some((i) => i.kind === 'tile' && i.id === tile));
    if (owner && ws.isEditable(owner.id))
      return state.openFaceEditor(ws.openDocument({ packId: owner.id, kind: 'tile', id: tile }), face);
    const original = owner?.items.find((i) => i.kind === 'tile' && i.id === tile);
    if (!original) return state.say(`There is no tile "${tile}" to copy.`, 'refused');
    const target = ensureDraftPack(ws);
    const taken = new Set(ws.packs.flatMap((p) => p.items.map((i) => i.id)));
    const copy: ContentItem = {
      ...structuredClone(original),
      id: freeId(`${tile}-custom`, taken),
      name: `${original.name} (custom)`,
    };
    delete copy.provenance;
    const ref = ws.createItem(target.id, copy);
    const layout = state.layout;
    if (placements(layout).some((p) => p.tile === tile)) {
      const tiles = layout.tiles.map((t) =>
        typeof t === 'object' && t !== null && (t as { tile?: string }).tile === tile ? { ...t, tile: copy.id } : t,
      );
      state.doc.setValue(withLayout(state.value, { ...layout, tiles }), {
        label: `Use an editable copy of ${original.name}`,
      });
    }
    state.openFaceEditor(ws.openDocument(ref), face);
  }

  private newTile(): void {
    const state = this.state;
    const ws = this.workspace;
    if (!state || !ws) return;
    const target = ensureDraftPack(ws);
    const location = state.rules.locationType ?? 'jungle';
    const pair = location === 'mountain' || location === 'desert' ? 'mountain-desert' : 'jungle-tomb';
    const [a, b] = pair === 'jungle-tomb' ? ['jungle', 'tomb'] : ['mountain', 'desert'];
    const used = new Set(target.items.filter((i) => i.kind === 'tile').map((i) => i.number));
    const number = Array.from({ length: 32 }, (_, i) => i + 1).find((n) => !used.has(n)) ?? 32;
    const id = freeId('custom-tile', new Set(ws.packs.flatMap((p) => p.items.map((i) => i.id))));
    const ref = ws.createItem(target.id, {
      kind: 'tile',
      id,
      name: `Custom tile ${number}`,
      number,
      pair,
      faces: { [a!]: plainFace(), [b!]: plainFace() },
    });
    state.openFaceEditor(ws.openDocument(ref), location);
  }

  override render() {
    const state = this.state;
    if (!state) return html`<p class="empty">Choose or create a level to edit.</p>`;
    const doc = state.undoTarget;
    const size = sizeOf(state.layout);
    const status = this.saveStatus ?? this.workspace?.saveStatus;
    const scale = state.zoom === 'fit' ? 'Fit' : `${Math.round(state.zoom * 100)}%`;
    return html`<div class="toolbar" role="toolbar" aria-label="Level editor">
        <button @click=${() => state.undo()} ?disabled=${!doc.canUndo} title="Undo ${doc.undoLabel ?? ''} (Ctrl+Z)" aria-description=${doc.undoLabel ? `Undoes: ${doc.undoLabel}` : nothing}><span aria-hidden="true">↶</span> Undo</button>
        <button @click=${() => state.redo()} ?disabled=${!doc.canRedo} title="Redo ${doc.redoLabel ?? ''} (Ctrl+Shift+Z)" aria-description=${doc.redoLabel ? `Redoes: ${doc.redoLabel}` : nothing}><span aria-hidden="true">↷</span> Redo</button>
        <span class="sep"></span>
        <button @click=${() => this.zoom(-1)} aria-label="Zoom out" title="Zoom out (−)">−</button>
        <span class="zoom" aria-label="Zoom">${scale}</span>
        <button @click=${() => this.zoom(1)} aria-label="Zoom in" title="Zoom in (+)">+</button>
        <button @click=${() => ((state.zoom = 'fit'), state.changed())} title="Fit the board to the window (0)">Fit</button>
        <span class="sep"></span>
        <label>Grid
          <select aria-label="Columns" @change=${(e: Event) => state.resize(Number((e.target as HTMLSelectElement).value), size.rows)}>
            ${Array.from({ length: MAX_LAYOUT_SLOTS }, (_, i) => html`<option ?selected=${i + 1 === size.columns}>${i + 1}</option>`)}
          </select>
          ×
          <select aria-label="Rows" @change=${(e: Event) => state.resize(size.columns, Number((e.target as HTMLSelectElement).value))}>
            ${Array.from({ length: MAX_LAYOUT_SLOTS }, (_, i) => html`<option ?selected=${i + 1 === size.rows}>${i + 1}</option>`)}
          </select>
        </label>
        <span class="sep"></span>
        <button @click=${() => this.help.show()} title="Keyboard shortcuts (?)">? Help</button>
        <button class="playtest" @click=${() => this.playtest()} ?disabled=${!this.app.store} title="Play this level as it stands now (Ctrl+Enter)"><span aria-hidden="true">▶</span> Playtest</button>
        <button @click=${() => analyseCocLevel(this.app.store, this.packs, [...(state.faceDoc ? [state.faceDoc.value] : []), state.value], state.value)} title="Play many games with bots: how hard is this level, and where does it hurt?"><span aria-hidden="true">📊</span> Analyse</button>
        <button @click=${() => void import('../print/export-level.ts').then((m) => m.exportCocLevel(state.value, state.tiles))} title="Save the board as an SVG or PNG picture">Export picture</button>
        <button @click=${() => void import('../print/print-open.ts').then((m) => m.printSetupSheet(state.value, this.packs))} title="Print the level's setup sheet">Print setup sheet</button>
        ${status ? html`<span class="save ${status.state}" role=${status.state === 'error' ? 'alert' : 'status'}>${status.state === 'saved' ? 'Saved' : status.state === 'saving' ? 'Saving…' : status.message}</span>` : nothing}
      </div>
      <div class="notice ${state.notice?.tone ?? ''}" role="status" aria-live="assertive">${state.notice?.text ?? ''}</div>
      <div class="body" @picked=${() => this.board.focus()} @edit-face=${(e: CustomEvent) => this.editFace(e.detail.tile, e.detail.face)} @new-tile=${() => this.newTile()}>
        <aside class="palettes" aria-label="Palettes">
          <tr-face-palette></tr-face-palette>
          <tr-token-palette .packs=${this.packs}></tr-token-palette>
        </aside>
        <section class="centre" aria-label="Board">
          ${state.faceDoc ? html`<tr-face-editor></tr-face-editor>` : nothing}
          <tr-level-board .packs=${this.packs}></tr-level-board>
          <tr-board-legend .packs=${this.packs}></tr-board-legend>
        </section>
        <aside class="side" aria-label="Properties and problems">
          <tr-level-inspector .packs=${this.packs}></tr-level-inspector>
          <tr-problems-panel></tr-problems-panel>
        </aside>
      </div>
      <tr-level-help @help-closed=${() => this.board?.focus()}></tr-level-help>
      <tr-playtest-gate @gate-closed=${() => this.board?.focus()}></tr-playtest-gate>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
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
      gap: 0.35rem;
      padding: 0.35rem 0.6rem;
      border-bottom: 1px solid var(--line, #ccc);
      background: #f7f2e8;
    }
    button,
    select {
      font: inherit;
      font-size: 0.85rem;
    }
    :focus-visible {
      outline: 2px solid #1565c0;
      outline-offset: 1px;
    }
    .sep {
      width: 1px;
      height: 1.4rem;
      background: #d8d0c0;
      margin: 0 0.2rem;
    }
    .zoom {
      min-width: 3rem;
      text-align: center;
      font-size: 0.85rem;
    }
    .body {
      flex: 1;
      min-height: 0;
      display: grid;
      grid-template-columns: minmax(14rem, 17rem) 1fr minmax(16rem, 22rem);
    }
    /* Each area is laid out on its own: a change in one does not re-lay the others. */
    .palettes,
    .centre,
    tr-level-inspector,
    tr-problems-panel {
      contain: strict;
    }
    .palettes {
      display: flex;
      flex-direction: column;
      min-height: 0;
      overflow: auto;
      padding: 0 0.6rem 0.6rem;
      border-right: 1px solid var(--line, #ccc);
    }
    /* Room for the filters, three rows of faces (the palette's own minimum) and its buttons: none spill onto the tokens. */
    tr-face-palette {
      flex: 1;
      min-height: 23.5rem;
    }
    .centre {
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
      position: relative;
    }
    tr-face-editor {
      position: absolute;
      z-index: 10;
      top: 0.5rem;
      left: 0.5rem;
    }
    tr-level-board {
      flex: 1;
    }
    .side {
      display: grid;
      grid-template-rows: minmax(0, 3fr) minmax(6rem, 2fr);
      min-height: 0;
      border-left: 1px solid var(--line, #ccc);
      background: var(--panel, #fff);
    }
    tr-problems-panel {
      border-top: 1px solid var(--line, #ccc);
    }
    .empty {
      padding: 1rem;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-workbench': TrLevelWorkbench;
  }
}
