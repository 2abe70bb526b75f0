import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type * as Monaco from 'monaco-editor/editor';
import type { Problem } from '../model/problem.ts';
import type { AppStore } from '../store/app-store.ts';
import type { DocumentRef, ItemDocument } from '../store/item-document.ts';
import { documentKey } from '../store/storage.ts';
import { StoreController } from './store-context.ts';
import { DocumentModel } from './json/document-model.ts';

type MonacoModule = typeof import('./json/monaco.ts');

interface ListedProblem {
  severity: 'error' | 'warning';
  message: string;
  line: number;
  column: number;
}

/**
 * The JSON editor area: a tab for each open item (the store's open documents), Monaco on the
 * active one with every schema registered (completion, snippets, hover) and the item's problems
 * (schema and cross-reference checks) as markers and as a list under it. Editing goes through the
 * item's shared document, so undo here is the same history as in the level editor. Monaco is
 * loaded the first time this area is shown with an item open.
 */
@customElement('tr-json-editor')
export class TrJsonEditor extends LitElement {
  @property({ type: Boolean }) active = false;
  @state() private loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  @state() private loadError = '';
  @state() private problems: ListedProblem[] = [];
  @query('.editor') private host!: HTMLDivElement;

  private readonly app = new StoreController(this);
  private monaco: MonacoModule | undefined;
  private editor: Monaco.editor.IStandaloneCodeEditor | undefined;
  private readonly models = new Map<string, DocumentModel>();
  private readonly viewStates = new Map<string, Monaco.editor.ICodeEditorViewState | null>();
  private shown: string | undefined;
  private readonly onDocChange = () => this.requestUpdate();
  private watched: ItemDocument | undefined;

  private get store(): AppStore | undefined {
    return this.app.store;
  }

  private get doc(): ItemDocument | undefined {
    const ref = this.store?.activeDocument;
    return ref ? this.store?.documentFor(ref) : undefined;
  }

  protected override updated(): void {
    if (this.active && this.doc && this.loadState === 'idle') void this.loadMonaco();
    if (this.watched !== this.doc) {
      this.watched?.removeEventListener('change', this.onDocChange);
      this.watched = this.doc;
      this.watched?.addEventListener('change', this.onDocChange);
    }
    this.showActive();
  }

  private async loadMonaco(): Promise<void> {
    this.loadState = 'loading';
    try {
      this.monaco = await import('./json/monaco.ts');
      this.shadowRoot!.adoptedStyleSheets = [...this.shadowRoot!.adoptedStyleSheets, this.monaco.monacoStyleSheet()];
      this.loadState = 'ready';
    } catch (e) {
      this.loadError = e instanceof Error ? e.message : String(e);
      this.loadState = 'failed';
    }
  }

  private modelFor(doc: ItemDocument): DocumentModel {
    const key = documentKey(doc.ref);
    let model = this.models.get(key);
    if (!model || model.doc !== doc) {
      model?.dispose();
      model = new DocumentModel(this.monaco!, doc);
      this.models.set(key, model);
    }
    return model;
  }

  /** Shows the active document in the editor (creating the editor the first time) with its problems. */
  private showActive(): void {
    const store = this.store;
    const doc = this.doc;
    this.dropClosedModels();
    if (!this.monaco || !store || !doc || !this.host) return;
    const model = this.modelFor(doc);
    const { monaco } = this.monaco;
    if (!this.editor) {
      this.editor = monaco.editor.create(this.host, {
        model: model.model,
        automaticLayout: true,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        fontSize: 13,
        fixedOverflowWidgets: true,
        // U+2028/U+2029 are kept as written, with no native prompt: the pack check warns of them.
        unusualLineTerminators: 'off',
      });
      // Undo and redo go to the item's shared history, not to Monaco's own.
      this.editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyZ, () => this.doc?.undo());
      this.editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.KeyZ, () => this.doc?.redo());
      this.editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyY, () => this.doc?.redo());
    } else if (this.editor.getModel() !== model.model) {
      if (this.shown) this.viewStates.set(this.shown, this.editor.saveViewState());
      this.editor.setModel(model.model);
      const saved = this.viewStates.get(documentKey(doc.ref));
      if (saved) this.editor.restoreViewState(saved);
    }
    this.shown = documentKey(doc.ref);
    this.editor.updateOptions({ readOnly: !store.isEditable(doc.ref.packId) });
    const markers = model.setProblems(this.itemProblems(store, doc));
    const listed = markers.map((m) => ({
      severity: m.severity === monaco.MarkerSeverity.Error ? ('error' as const) : ('warning' as const),
      message: m.message,
      line: m.startLineNumber,
      column: m.startColumn,
    }));
    if (JSON.stringify(listed) !== JSON.stringify(this.problems)) this.problems = listed;
  }

  /** The document's item's problems from its pack's last check, with pointers relative to the item. */
  private itemProblems(store: AppStore, doc: ItemDocument): Problem[] {
    const pack = store.pack(doc.ref.packId);
    const index = pack?.items.indexOf(doc.value) ?? -1;
    if (index < 0) return [];
    const prefix = `/items/${index}`;
    return (store.packProblems.get(doc.ref.packId)?.ofItem(index) ?? []).map((p) => ({
      ...p,
      pointer: p.pointer.slice(prefix.length),
    }));
  }

  private dropClosedModels(): void {
    const open = new Set((this.store?.openDocuments ?? []).map(documentKey));
    for (const [key, model] of this.models) {
      if (open.has(key) && this.store?.documentFor(model.doc.ref) === model.doc) continue;
      if (this.editor?.getModel() === model.model) this.editor.setModel(null);
      model.dispose();
      this.models.delete(key);
      this.viewStates.delete(key);
    }
  }

  private reveal(problem: ListedProblem): void {
    this.editor?.setPosition({ lineNumber: problem.line, column: problem.column });
    this.editor?.revealLineInCenter(problem.line);
    this.editor?.focus();
  }

  /** Monaco's JSON formatter (two-space indents; the keys keep their order), as one undo step. */
  private format(): void {
    const doc = this.doc;
    const action = this.editor?.getAction('editor.action.formatDocument');
    if (!doc || !action) return;
    void this.modelFor(doc).asOneStep('Format', () => action.run());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.watched?.removeEventListener('change', this.onDocChange);
    this.watched = undefined;
    for (const model of this.models.values()) model.dispose();
    this.models.clear();
    this.editor?.dispose();
    this.editor = undefined;
  }

  private renderTabs(store: AppStore) {
    if (store.openDocuments.length === 0) return nothing;
    const active = store.activeDocument;
    return html`<div class="tabs" role="tablist" aria-label="Open items">
      ${store.openDocuments.map((ref: DocumentRef) => {
        const doc = store.documentFor(ref);
        const selected = !!active && documentKey(active) === documentKey(ref);
        return html`<span class="tab" ?data-selected=${selected}>
          <button role="tab" aria-selected=${selected ? 'true' : 'false'} title="${ref.packId} · ${ref.kind}" @click=${() => store.setActiveDocument(ref)}>
            ${doc?.value.name ?? ref.id}${doc?.textProblem ? html`<span class="dirty" title="The text is not valid JSON yet"> •</span>` : nothing}
          </button>
          <button class="close" aria-label="Close ${doc?.value.name ?? ref.id}" @click=${() => store.closeDocument(ref)}>×</button>
        </span>`;
      })}
    </div>`;
  }

  override render() {
    const store = this.store;
    const doc = this.doc;
    const editable = !!doc && !!store?.isEditable(doc.ref.packId);
    return html`
      ${store ? this.renderTabs(store) : nothing}
      <div class="bar">
        ${
          doc
            ? html`<span class="meta">${doc.ref.packId} · ${doc.value.kind} · ${doc.value.id}</span>
              <button @click=${() => doc.undo()} ?disabled=${!doc.canUndo} title=${doc.undoLabel ? `Undo ${doc.undoLabel}` : 'Nothing to undo'}>Undo</button>
              <button @click=${() => doc.redo()} ?disabled=${!doc.canRedo} title=${doc.redoLabel ? `Redo ${doc.redoLabel}` : 'Nothing to redo'}>Redo</button>
              <button @click=${() => this.format()} ?disabled=${!editable}>Format</button>
              ${
                editable
                  ? html`<span class="save ${store!.saveStatus.state}" role="status">${saveText(store!)}</span>`
                  : html`<span class="note" role="note">Built-in and read-only: duplicate the pack in the Library to edit.</span>`
              }`
            : html`<span class="meta">No item is open.</span>`
        }
      </div>
      ${this.loadState === 'loading' ? html`<p class="status" role="status">Loading the editor…</p>` : nothing}
      ${this.loadState === 'failed' ? html`<p class="status error" role="alert">The editor could not be loaded: ${this.loadError}</p>` : nothing}
      ${!doc ? html`<p class="status">Choose an item in the Library and open it here.</p>` : nothing}
      <div class="editor" ?hidden=${!doc} @mousemove=${(e: Event) => e.stopPropagation()}></div>
      ${
        doc
          ? html`<section class="problems" aria-label="Problems">
            <h3>${this.problems.length === 0 ? 'No problems' : `${this.problems.length} problem${this.problems.length === 1 ? '' : 's'}`}</h3>
            <ul>
              ${this.problems.map(
                (p) => html`<li class=${p.severity}>
                  <button @click=${() => this.reveal(p)}><span class="where">${p.line}:${p.column}</span> ${p.message}</button>
                </li>`,
              )}
            </ul>
          </section>`
          : nothing
      }
    `;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
    }
    .tabs {
      display: flex;
      gap: 2px;
      padding: 0.3rem 0.5rem 0;
      border-bottom: 1px solid var(--line, #ccc);
      overflow-x: auto;
    }
    .tab {
      display: flex;
      border: 1px solid var(--line, #ccc);
      border-bottom: 0;
      border-radius: 4px 4px 0 0;
      background: #f3ebdf;
    }
    .tab[data-selected] {
      background: var(--panel, #fff);
      font-weight: 600;
    }
    .tab button {
      font: inherit;
      border: 0;
      background: transparent;
      padding: 0.3rem 0.6rem;
      cursor: pointer;
      white-space: nowrap;
    }
    .tab .close {
      padding: 0.3rem 0.4rem;
    }
    .dirty {
      color: #a1261b;
    }
    .bar {
      display: flex;
      gap: 0.6rem;
      align-items: center;
      padding: 0.4rem 1rem;
      border-bottom: 1px solid var(--line, #ccc);
    }
    .meta,
    .note,
    .save {
      color: #6b6256;
      font-size: 0.85rem;
    }
    .meta {
      margin-right: auto;
    }
    .save.error {
      color: #a1261b;
      font-weight: 600;
    }
    .status {
      padding: 0 1rem;
    }
    .error {
      color: #a1261b;
    }
    .editor {
      flex: 1;
      min-height: 0;
    }
    .editor[hidden] {
      display: none;
    }
    .problems {
      max-height: 9rem;
      overflow: auto;
      border-top: 1px solid var(--line, #ccc);
      padding: 0 1rem 0.4rem;
      font-size: 0.85rem;
    }
    .problems h3 {
      font-size: 0.85rem;
      margin: 0.4rem 0;
    }
    .problems ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .problems button {
      font: inherit;
      border: 0;
      background: transparent;
      text-align: left;
      cursor: pointer;
      color: inherit;
      padding: 0.1rem 0;
    }
    .problems li.error {
      color: #a1261b;
    }
    .problems li.warning {
      color: #7a5a00;
    }
    .where {
      font-family: monospace;
      color: #6b6256;
    }
  `;
}

function saveText(store: AppStore): string {
  const status = store.saveStatus;
  if (status.state === 'saving') return 'Saving…';
  if (status.state === 'error') return status.message ?? 'Not saved.';
  return 'All changes saved';
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-json-editor': TrJsonEditor;
  }
}
