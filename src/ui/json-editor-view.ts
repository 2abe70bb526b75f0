import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type * as Monaco from 'monaco-editor/editor';
import { StoreController } from './store-context.ts';

type MonacoModule = typeof import('./json/monaco.ts');

/**
 * The JSON editor area. For now it shows the item selected in the library in Monaco, read-only,
 * with hover help from its kind's schema. Monaco is loaded the first time this area is shown
 * with an item in it.
 */
@customElement('tr-json-editor')
export class TrJsonEditor extends LitElement {
  /** Whether the area is on screen; Monaco is loaded once the area is shown with an item to show. */
  @property({ type: Boolean }) active = false;
  @state() private loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  @state() private loadError = '';
  @query('.editor') private host!: HTMLDivElement;

  private readonly app = new StoreController(this);
  private monaco: MonacoModule | undefined;
  private editor: Monaco.editor.IStandaloneCodeEditor | undefined;

  protected override updated(): void {
    if (this.active && this.app.store?.item && this.loadState === 'idle') void this.loadMonaco();
    this.showSelectedItem();
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

  /** Opens the selected item's model in the editor (creating the editor the first time). */
  private showSelectedItem(): void {
    const item = this.app.store?.item;
    const ref = this.app.store?.selectedItem;
    if (!this.monaco || !item || !ref || !this.host) return;
    const { monaco, modelUri } = this.monaco;
    const uri = modelUri(ref.packId, ref.kind, ref.itemId);
    const text = JSON.stringify(item, null, 2);
    let model = monaco.editor.getModel(uri);
    if (!model) model = monaco.editor.createModel(text, 'json', uri);
    else if (model.getValue() !== text) model.setValue(text);
    if (!this.editor) {
      this.editor = monaco.editor.create(this.host, {
        model,
        readOnly: true,
        automaticLayout: true,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        fontSize: 13,
      });
    } else if (this.editor.getModel() !== model) this.editor.setModel(model);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.editor?.dispose();
    this.editor = undefined;
  }

  override render() {
    const item = this.app.store?.item;
    return html`
      <div class="bar">
        <strong>${item ? `${item.name}` : 'JSON editor'}</strong>
        ${item ? html`<span class="meta">${item.kind} · ${item.id}</span>` : nothing}
        <span class="note" role="note">Read-only for now: editing, schema checks as you type and autosave are not built yet.</span>
      </div>
      ${this.loadState === 'loading' ? html`<p class="status" role="status">Loading the editor…</p>` : nothing}
      ${this.loadState === 'failed' ? html`<p class="status error" role="alert">The editor could not be loaded: ${this.loadError}</p>` : nothing}
      ${!item ? html`<p class="status">Choose an item in the Library to see it here.</p>` : nothing}
      <div class="editor" ?hidden=${!item} @mousemove=${(e: Event) => e.stopPropagation()}></div>
    `;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
    }
    .bar {
      display: flex;
      gap: 1rem;
      align-items: baseline;
      padding: 0.6rem 1rem;
      border-bottom: 1px solid var(--line, #ccc);
    }
    .meta,
    .note {
      color: #6b6256;
      font-size: 0.85rem;
    }
    .note {
      margin-left: auto;
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
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-json-editor': TrJsonEditor;
  }
}
