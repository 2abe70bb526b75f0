import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from './store-context.ts';

/**
 * The Crypt of Chronos level editor's area. Its code (board, palettes, inspector, schemas) is
 * its own chunk, fetched the first time the area is shown, so the app starts small.
 */
@customElement('tr-level-editor')
export class TrLevelEditor extends LitElement {
  private readonly app = new StoreController(this);
  @state() private load: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  @state() private error = '';

  protected override updated(): void {
    if (this.app.store?.area === 'level' && this.load === 'idle') void this.fetch();
  }

  private async fetch(): Promise<void> {
    this.load = 'loading';
    try {
      await import('./level/level-main.ts');
      this.load = 'ready';
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.load = 'failed';
    }
  }

  override render() {
    if (this.load === 'ready') return html`<tr-level-main></tr-level-main>`;
    if (this.load === 'failed') return html`<p role="alert">The level editor could not be loaded: ${this.error}</p>`;
    return html`<p role="status">Loading the level editor…</p>`;
  }

  static override styles = css`
    :host {
      display: block;
      height: 100%;
    }
    p {
      padding: 1rem 1.5rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-editor': TrLevelEditor;
  }
}
