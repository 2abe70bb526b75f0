import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { choiceStyles, dialogStyles } from './dialog-styles.ts';

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
 * The play frame's decision dialog, one for every game: what the game waits for (how many dice to
 * DODGE with, a trap's option, which obstacle to face first, cards to discard, an effect to apply by
 * hand…), the card's text when there is one, and one button per answer. The game gives only the
 * words and the answers (its decision words); the frame is the same. The note field, when asked
 * for, has the focus first, else the first answer; Tab, the arrow keys, Home and End move between
 * answers, Enter or Space answers. It cannot be dismissed without answering, as the rules wait (but
 * the last action can be undone: "undo", or Ctrl+Z, which the dialog lets through; the game's other
 * keys do not act behind it). Fires "choose" with the answer's action (with the note, when one was
 * written). With `pick`, it also lists checkboxes and a button that fires "pick" with the values
 * checked. Children are shown below the card's text (the by-hand controls of a manual decision).
 * `docked`: the dialog waits in the corner over the log without a backdrop, so the board stays in
 * sight (the Crypt of Chronos marks the attacker on it).
 */
@customElement('tr-choice-dialog')
export class TrChoiceDialog extends LitElement {
  @property() heading = 'Your choice';
  /** What the game is waiting for, in words. */
  @property() detail = '';
  /** The card's text to read (a trap, an effect to apply by hand). */
  @property() cardText = '';
  @property({ attribute: false }) answers: readonly ChoiceAnswer[] = [];
  @property({ attribute: false }) pick: ChoicePick | undefined;
  /** Ask what was done by hand (an effect the engine leaves to the players): the answer carries it as `note`. */
  @property({ type: Boolean }) note = false;
  @state() private noteText = '';
  /** Offer to go back one action (the decision came from a step the player may want to take back). */
  @property({ type: Boolean }) canUndo = false;
  /** In the corner, the board in sight, instead of in the middle over a backdrop. */
  @property({ type: Boolean, reflect: true }) docked = false;
  @state() private picked: string[] = [];

  protected override updated(): void {
    const first = this.renderRoot.querySelector<HTMLElement>('.note textarea') ?? this.buttons()[0];
    // Focus anywhere in the dialog stays, also in the controls given in the slot (the by-hand fields): a redraw (the
    // game's next step, a loaded replay's check answering) must not move a field being typed in to the note.
    if (first && !this.matches(':focus-within')) first.focus();
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
              <button class="choice" data-index=${i} data-type=${actionType(a.action)} ?disabled=${!!a.disabled} @click=${() => this.choose(a.action)}>${a.words}${a.text ? html`<small>${a.text}</small>` : nothing}</button>
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
      :host([docked]) .backdrop {
        background: none;
        pointer-events: none;
        place-items: end end;
      }
      :host([docked]) .dialog {
        pointer-events: auto;
        margin: 0.5rem;
        max-width: min(24rem, 30vw);
        max-height: 70vh;
        border: 2px solid #8d6e63;
      }
    `,
  ];
}

/** An action's type, for tests and styles (`data-type`), when it has one. */
function actionType(action: unknown): string | typeof nothing {
  return typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string'
    ? action.type
    : nothing;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-choice-dialog': TrChoiceDialog;
  }
}
