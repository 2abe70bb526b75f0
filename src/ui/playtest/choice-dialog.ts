import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CocAction } from '../../engine/coc/types.ts';
import { actionWords } from './action-words.ts';

/**
 * A decision the player must make before the game goes on (which dodge dice, a helpful card, a
 * trap's option, which upgrades to keep — whatever the engine offers as legal actions then): a
 * modal dialog with one button per choice and what the game is waiting for. Fires "choose" with
 * the action; it cannot be dismissed without choosing, as the rules wait for the answer.
 */
@customElement('tr-choice-dialog')
export class TrChoiceDialog extends LitElement {
  @property() heading = 'Your choice';
  /** What the game is waiting for, in words (the state's pending decision, if it says). */
  @property() detail = '';
  @property({ attribute: false }) actions: readonly CocAction[] = [];

  protected override updated(): void {
    const first = this.renderRoot.querySelector<HTMLButtonElement>('button');
    if (first && !this.renderRoot.contains(this.renderRoot.querySelector(':focus'))) first.focus();
  }

  private choose(action: CocAction): void {
    this.dispatchEvent(new CustomEvent('choose', { detail: { action }, bubbles: true, composed: true }));
  }

  override render() {
    if (!this.actions.length) return nothing;
    return html`<div class="backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="heading" @keydown=${(e: KeyboardEvent) => e.stopPropagation()}>
        <h3 id="heading">${this.heading}</h3>
        ${this.detail ? html`<p class="detail">${this.detail}</p>` : nothing}
        <ul>
          ${this.actions.map((a, i) => html`<li><button class="choice" data-index=${i} @click=${() => this.choose(a)}>${actionWords(a)}</button></li>`)}
        </ul>
      </div>
    </div>`;
  }

  static override styles = css`
    .backdrop {
      position: fixed;
      inset: 0;
      background: rgba(0, 0, 0, 0.35);
      display: grid;
      place-items: center;
      z-index: 50;
    }
    .dialog {
      background: #fff;
      border-radius: 8px;
      padding: 1rem 1.2rem;
      min-width: 18rem;
      max-width: 32rem;
      box-shadow: 0 8px 30px rgba(0, 0, 0, 0.35);
    }
    h3 {
      margin: 0 0 0.5rem;
    }
    ul {
      list-style: none;
      padding: 0;
      display: grid;
      gap: 0.35rem;
    }
    .choice {
      width: 100%;
      text-align: left;
      font: inherit;
      padding: 0.35rem 0.6rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-choice-dialog': TrChoiceDialog;
  }
}
