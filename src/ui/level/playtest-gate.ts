import { LitElement, css, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import type { Problem } from '../../model/problem.ts';

/**
 * Before a draft with errors is played: its problems, in the checker's words, with "Play anyway"
 * (the playtest starts, and an unplayable level names its reasons there) and "Back to editing"
 * (Esc too). A draft with no errors is played at once and this dialog never shows.
 */
@customElement('tr-playtest-gate')
export class TrPlaytestGate extends LitElement {
  @state() private problems: readonly Problem[] = [];
  @query('dialog') private dialog!: HTMLDialogElement | null;
  private play: (() => void) | undefined;

  /** Shows the problems and plays on "Play anyway". */
  async ask(problems: readonly Problem[], play: () => void): Promise<void> {
    this.problems = problems;
    this.play = play;
    await this.updateComplete;
    if (!this.dialog?.open) this.dialog?.showModal();
    this.renderRoot.querySelector<HTMLButtonElement>('button.anyway')?.focus();
  }

  private close(play: boolean): void {
    this.dialog?.close();
    const go = this.play;
    this.play = undefined;
    if (play) go?.();
    else this.dispatchEvent(new CustomEvent('gate-closed', { bubbles: true, composed: true }));
  }

  override render() {
    const errors = this.problems.filter((p) => p.severity === 'error');
    const warnings = this.problems.length - errors.length;
    return html`<dialog aria-labelledby="gate-heading" @cancel=${(e: Event) => {
      e.preventDefault();
      this.close(false);
    }} @keydown=${(e: KeyboardEvent) => e.stopPropagation()}>
      <h3 id="gate-heading">Before the playtest</h3>
      <p>This draft has ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}${warnings ? ` (and ${warnings} warning${warnings === 1 ? '' : 's'})` : ''}: the game may not start, or not play as the rules say.</p>
      <ul>
        ${errors.map((p) => html`<li>${p.message}</li>`)}
      </ul>
      ${warnings ? html`<p class="small">The problems panel lists the warnings too.</p>` : nothing}
      <div class="buttons">
        <button class="back" @click=${() => this.close(false)}>Back to editing</button>
        <button class="anyway" @click=${() => this.close(true)}>Play anyway</button>
      </div>
    </dialog>`;
  }

  static override styles = css`
    dialog {
      max-width: 34rem;
      border: 1px solid #8d6e63;
      border-radius: 8px;
      padding: 1rem 1.2rem;
    }
    dialog::backdrop {
      background: rgba(0, 0, 0, 0.3);
    }
    h3 {
      margin: 0 0 0.4rem;
    }
    ul {
      max-height: 16rem;
      overflow: auto;
      margin: 0.4rem 0;
      padding-left: 1.2rem;
      color: #8e1414;
    }
    .small {
      font-size: 0.85rem;
      color: #555;
    }
    .buttons {
      display: flex;
      justify-content: flex-end;
      gap: 0.5rem;
    }
    button {
      font: inherit;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest-gate': TrPlaytestGate;
  }
}
