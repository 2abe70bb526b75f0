import { LitElement, css, html, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { Area } from '../store/app-store.ts';
import { StoreController } from './store-context.ts';

/**
 * An area of the app whose code is its own chunk, fetched the first time the area is shown, so that
 * the app starts small. A subclass names its area, what it is called, how to fetch its code and
 * what to show once it is there.
 */
export abstract class LazyArea extends LitElement {
  /** Only the area shown matters here (the area's own components follow the rest). */
  protected readonly app = new StoreController(this, ['session']);
  @state() private load: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  @state() private error = '';

  protected abstract readonly area: Area;
  /** Its name in the loading and failure messages ("the level editor"). */
  protected abstract readonly areaName: string;
  protected abstract fetchCode(): Promise<unknown>;
  protected abstract content(): TemplateResult;

  protected override updated(): void {
    if (this.app.store?.area === this.area && this.load === 'idle') void this.fetch();
  }

  private async fetch(): Promise<void> {
    this.load = 'loading';
    try {
      await this.fetchCode();
      this.load = 'ready';
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.load = 'failed';
    }
  }

  override render() {
    if (this.load === 'ready') return this.content();
    const name = this.areaName.charAt(0).toUpperCase() + this.areaName.slice(1);
    if (this.load === 'failed') return html`<p role="alert">${name} could not be loaded: ${this.error}</p>`;
    return html`<p role="status">Loading ${this.areaName}…</p>`;
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
