import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { choiceStyles, dialogStyles } from './dialog-styles.ts';
import type { CocAction } from '../../engine/coc/index.ts';

/**
 * A decision the player must make before the game goes on (how many dice to DODGE with, a trap's
 * option, ammo to spend, upgrades to keep, an effect to apply by hand — whatever the engine asks):
 * a modal dialog with what the game waits for, the card's text, and one button per answer (Tab
 * and Enter reach them; the first has the focus). Fires "choose" with the action; it cannot be
 * dismissed without answering, as the rules wait. An effect applied by hand has a note field:
 * what was done is kept in the answer (and so in the log and the replay).
 */
@customElement('tr-choice-dialog')
export class TrChoiceDialog extends LitElement {
  @property() heading = 'Your choice';
  /** What the game is waiting for, in words. */
  @property() detail = '';
  /** The card's text to read (a trap, an effect to apply by hand). */
  @property() cardText = '';
  /** Ask for a note of what was done by hand (answers "done" carry it). */
  @property({ type: Boolean }) note = false;
  @property({ attribute: false }) answers: readonly {
    action: CocAction;
    words: string;
    text?: string;
    disabled?: boolean;
  }[] = [];
  @state() private noteText = '';

  protected override updated(): void {
    const first = this.renderRoot.querySelector<HTMLElement>('textarea, button:not([disabled])');
    if (first && !this.renderRoot.contains(this.renderRoot.querySelector(':focus'))) first.focus();
  }

  private choose(action: CocAction): void {
    const note = this.noteText.trim();
    const answer = action.type === 'done' && note ? { ...action, note } : action;
    this.noteText = '';
    this.dispatchEvent(new CustomEvent('choose', { detail: { action: answer }, bubbles: true, composed: true }));
  }

  override render() {
    if (!this.answers.length) return nothing;
    return html`<div class="backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="heading" aria-describedby="detail" @keydown=${(e: KeyboardEvent) => e.stopPropagation()}>
        <h3 id="heading">${this.heading}</h3>
        ${this.detail ? html`<p class="detail" id="detail">${this.detail}</p>` : nothing}
        ${this.cardText ? html`<blockquote class="card-text">${this.cardText}</blockquote>` : nothing}
        ${
          this.note
            ? html`<label class="note">What was done <textarea aria-label="What was done by hand" .value=${this.noteText} @input=${(e: Event) => (this.noteText = (e.target as HTMLTextAreaElement).value)}></textarea></label>`
            : nothing
        }
        <ul>
          ${this.answers.map(
            (a, i) => html`<li>
              <button class="choice" data-index=${i} data-type=${a.action.type} ?disabled=${!!a.disabled} @click=${() => this.choose(a.action)}>${a.words}${a.text ? html`<small>${a.text}</small>` : nothing}</button>
            </li>`,
          )}
        </ul>
      </div>
    </div>`;
  }

  static override styles = [
    dialogStyles,
    choiceStyles,
    css`
      /* The board stays in sight (the attacker marked on it): the dialog waits in the corner over the log. */
      .backdrop {
        background: none;
        pointer-events: none;
        place-items: end end;
      }
      .dialog {
        pointer-events: auto;
        margin: 0.5rem;
        max-width: min(24rem, 30vw);
        max-height: 70vh;
        overflow: auto;
        border: 2px solid #8d6e63;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-choice-dialog': TrChoiceDialog;
  }
}
