import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/**
 * Hot-seat: the screen put over the game when the turn passes to another player at the same
 * screen. It covers the table (so the next player's hand is not seen by the one before) until
 * that player presses "I am …, show my hand" (Enter or Space: the button has the focus).
 * Fires "continue".
 */
@customElement('tr-ccg-handover')
export class TrCcgHandover extends LitElement {
  /** The player who takes over (empty: no hand-over now). */
  @property() player = '';
  /** What happens next, in words ("Action round", "Draw round"…). */
  @property() detail = '';

  protected override updated(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button')?.focus();
  }

  override render() {
    if (!this.player) return nothing;
    return html`<div class="screen" role="dialog" aria-modal="true" aria-labelledby="who" @keydown=${(e: KeyboardEvent) => e.stopPropagation()}>
      <h3 id="who">Pass the screen to ${this.player}</h3>
      ${this.detail ? html`<p>${this.detail}</p>` : nothing}
      <p class="hint">The hands stay hidden until ${this.player} is at the screen.</p>
      <button @click=${() => this.dispatchEvent(new CustomEvent('continue', { bubbles: true, composed: true }))}>I am ${this.player}: show my hand</button>
    </div>`;
  }

  static override styles = css`
    .screen {
      position: fixed;
      inset: 0;
      z-index: 60;
      background: #2b2620;
      color: #f4f1ea;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: 0.6rem;
    }
    h3 {
      font-size: 1.5rem;
      margin: 0;
    }
    .hint {
      color: #cdbb9f;
    }
    button {
      font: inherit;
      font-size: 1.1rem;
      padding: 0.5rem 1.2rem;
    }
    button:focus-visible {
      outline: 3px solid #e0a15a;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-handover': TrCcgHandover;
  }
}
