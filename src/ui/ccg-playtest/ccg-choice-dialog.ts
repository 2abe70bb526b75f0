import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { choiceStyles, dialogStyles } from '../playtest/dialog-styles.ts';

/** One answer of a choice: the engine's action, in words, with an optional line of detail. */
export interface ChoiceAnswer<A = unknown> {
  action: A;
  words: string;
  text?: string;
  disabled?: boolean;
}

/** Several things to choose at once (cards to discard): their values and words, and the button's words for n chosen. */
export interface ChoicePick {
  legend: string;
  options: { value: string; words: string; text?: string }[];
  submit: (count: number) => string;
}

/**
 * A decision the CCG game waits for (which obstacle to face first, which ability to test, which
 * discovery to play, cards to discard, whether to reset…): a modal dialog with the question, the
 * card's text when there is one, and one button per answer. The first answer has the focus; Tab,
 * the arrow keys, Home and End move between answers, Enter or Space answers. It cannot be dismissed
 * without answering, as the rules wait (but the last action can be undone: "undo", or Ctrl+Z,
 * which the dialog lets through). Fires "choose" with the answer's action. With `pick`,
 * it also lists checkboxes and a button that fires "pick" with the values checked. Children are
 * shown below the card's text (the by-hand controls of a manual decision).
 */
@customElement('tr-ccg-choice-dialog')
export class TrCcgChoiceDialog extends LitElement {
  @property() heading = 'Your choice';
  @property() detail = '';
  @property() cardText = '';
  @property({ attribute: false }) answers: readonly ChoiceAnswer[] = [];
  @property({ attribute: false }) pick: ChoicePick | undefined;
  /** Ask what was done by hand (an effect the engine leaves to the players): the answer carries it as `note`. */
  @property({ type: Boolean }) note = false;
  @state() private noteText = '';
  /** Offer to go back one action (the decision came from a step the player may want to take back). */
  @property({ type: Boolean }) canUndo = false;
  @state() private picked: string[] = [];

  protected override updated(): void {
    const first = this.buttons()[0];
    if (first && !this.renderRoot.contains(this.renderRoot.querySelector(':focus'))) first.focus();
  }

  private buttons(): HTMLButtonElement[] {
    return [
      ...this.renderRoot.querySelectorAll<HTMLButtonElement>(
        'button.choice:not([disabled]), .pick input, button.submit:not([disabled])',
      ),
    ];
  }

  private onKey(event: KeyboardEvent): void {
    // The game's own keys (the playtest's shortcuts) must not act behind the dialog; undo and redo (Ctrl+Z, Ctrl+Y)
    // may.
    if (!((event.ctrlKey || event.metaKey) && ['z', 'y'].includes(event.key.toLowerCase()))) event.stopPropagation();
    // Fields keep their own keys (the note, and the by-hand controls given in the slot).
    if ((event.composedPath()[0] as HTMLElement).matches?.('textarea, select, input[type="number"]')) return;
    const buttons = this.buttons();
    const at = buttons.indexOf(this.renderRoot.querySelector(':focus') as HTMLButtonElement);
    const next: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    if (!(event.key in next) || !buttons.length) return;
    event.preventDefault();
    buttons[(next[event.key]! + buttons.length) % buttons.length]!.focus();
  }

  private submit(): void {
    const values = this.picked;
    this.picked = [];
    this.dispatchEvent(new CustomEvent('pick', { detail: { values }, bubbles: true, composed: true }));
  }

  private toggle(value: string, on: boolean): void {
    this.picked = on ? [...this.picked, value] : this.picked.filter((v) => v !== value);
  }

  private choose(action: unknown): void {
    const note = this.noteText.trim();
    this.picked = [];
    this.noteText = '';
    const answer = this.note && note && typeof action === 'object' ? { ...action, note } : action;
    this.dispatchEvent(new CustomEvent('choose', { detail: { action: answer }, bubbles: true, composed: true }));
  }

  override render() {
    if (!this.answers.length) return nothing;
    return html`<div class="backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="heading" aria-describedby="detail" @keydown=${this.onKey}>
        <h3 id="heading">${this.heading}</h3>
        ${this.detail ? html`<p class="detail" id="detail">${this.detail}</p>` : nothing}
        ${this.cardText ? html`<blockquote class="card-text">${this.cardText}</blockquote>` : nothing}
        <slot></slot>
        ${
          this.note
            ? html`<label class="note">What was done <textarea aria-label="What was done by hand" .value=${this.noteText} @input=${(e: Event) => (this.noteText = (e.target as HTMLTextAreaElement).value)}></textarea></label>`
            : nothing
        }
        <ul>
          ${this.answers.map(
            (a, i) => html`<li>
              <button class="choice" data-index=${i} ?disabled=${!!a.disabled} @click=${() => this.choose(a.action)}>${a.words}${a.text ? html`<small>${a.text}</small>` : nothing}</button>
            </li>`,
          )}
        </ul>
        ${
          this.pick
            ? html`<fieldset class="pick">
              <legend>${this.pick.legend}</legend>
              ${this.pick.options.map(
                (o) =>
                  html`<label><input type="checkbox" .value=${o.value} .checked=${this.picked.includes(o.value)} @change=${(e: Event) => this.toggle(o.value, (e.target as HTMLInputElement).checked)} /> ${o.words}${o.text ? html` <small>${o.text}</small>` : nothing}</label>`,
              )}
              <button class="submit" ?disabled=${!this.picked.length} @click=${() => this.submit()}>${this.pick.submit(this.picked.length)}</button>
            </fieldset>`
            : nothing
        }
        ${this.canUndo ? html`<button class="undo" title="Ctrl+Z" @click=${() => this.dispatchEvent(new CustomEvent('undo', { bubbles: true, composed: true }))}><span aria-hidden="true">↶</span> Undo the last action</button>` : nothing}
      </div>
    </div>`;
  }

  static override styles = [
    dialogStyles,
    choiceStyles,
    css`
      .dialog {
        max-width: 34rem;
        max-height: 85vh;
        overflow: auto;
      }
      .undo {
        margin-top: 0.6rem;
        font-size: 0.8rem;
      }
      .pick {
        display: grid;
        gap: 0.2rem;
        border: 1px solid #ddd;
      }
      .pick small {
        color: #555;
      }
      .choice:focus-visible {
        outline: 3px solid #1565c0;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-choice-dialog': TrCcgChoiceDialog;
  }
}
