import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from './store-context.ts';

/** The CCG level designer's area; its code is its own chunk, fetched the first time the area is shown. */
@customElement('tr-ccg-designer')
export class TrCcgDesigner extends LitElement {
  private readonly app = new StoreController(this);
  @state() private load: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  @state() private error = '';

  protected override updated(): void {
    if (this.app.store?.area === 'ccg' && this.load === 'idle') void this.fetch();
  }

  private async fetch(): Promise<void> {
    this.load = 'loading';
    try {
      await import('./ccg/ccg-main.ts');
      this.load = 'ready';
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.load = 'failed';
    }
  }

  override render() {
    if (this.load === 'ready') return html`<tr-ccg-main></tr-ccg-main>`;
    if (this.load === 'failed') return html`<p role="alert">The CCG designer could not be loaded: ${this.error}</p>`;
    return html`<p role="status">Loading the CCG designer…</p>`;
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
    'tr-ccg-designer': TrCcgDesigner;
  }
}
