import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { StoreController } from './store-context.ts';
import { visibleText } from '../model/visible-text.ts';
import { formatItem } from '../store/item-document.ts';

/**
 * What a merge with another tab's changes could not settle silently (store/pack-merge.ts): a
 * conflict on an item (this tab's edit kept as a copy; "Keep mine" puts it back in place of the
 * other tab's), an item or pack kept instead of deleted. Shown above every area until dismissed.
 */
@customElement('tr-sync-notices')
export class TrSyncNotices extends LitElement {
  private readonly app = new StoreController(this, ['documents']);

  override render() {
    const store = this.app.store;
    if (!store?.syncNotices.length) return html``;
    return html`${store.syncNotices.map(
      (notice) => html`<div role="alert">
        <span>${visibleText(notice.message)}</span>
        ${notice.conflict ? html`<button @click=${() => store.keepMine(notice)}>Keep mine</button>` : ''}
        ${
          notice.text
            ? html`<details>
                <summary>The other tab's version</summary>
                <pre>${visibleText(formatItem(notice.text.theirs))}</pre>
              </details>
              <button @click=${() => store.takeTheirs(notice)}>Take the other tab's version</button>`
            : ''
        }
        <button @click=${() => store.dismissNotice(notice)}>${notice.conflict ? 'Keep both' : notice.text ? 'Keep my text' : 'OK'}</button>
      </div>`,
    )}`;
  }

  static override styles = css`
    div {
      display: flex;
      align-items: center;
      gap: 0.75rem;
      padding: 0.5rem 1.25rem;
      background: #fbecd0;
      border-bottom: 1px solid #e0a15a;
    }
    span {
      flex: 1;
    }
    details {
      max-width: 40%;
    }
    pre {
      max-height: 12rem;
      overflow: auto;
      margin: 0.25rem 0 0;
      background: #fffaf0;
      padding: 0.25rem 0.5rem;
    }
    button {
      font: inherit;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-sync-notices': TrSyncNotices;
  }
}
