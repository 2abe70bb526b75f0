import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';

/**
 * Base for an area the app has not built yet: it says what the area will hold and that it does
 * not work yet, rather than showing controls that do nothing.
 */
export class ComingArea extends LitElement {
  @property() heading = '';

  protected plan(): unknown {
    return '';
  }

  override render() {
    return html`<div class="coming">
      <h2>${this.heading}</h2>
      <p class="not-yet" role="note">Not built yet.</p>
      ${this.plan()}
    </div>`;
  }

  static override styles = css`
    .coming {
      max-width: 42rem;
      padding: 1rem 1.5rem;
      line-height: 1.5;
    }
    .not-yet {
      display: inline-block;
      background: #efe2cf;
      border-radius: 4px;
      padding: 0.2rem 0.6rem;
      font-weight: 600;
    }
  `;
}
