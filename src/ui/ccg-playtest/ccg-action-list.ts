import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { CcgAction, CcgState } from '../../engine/ccg/index.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { actionWords, playerName } from './ccg-words.ts';

/**
 * What the player at the screen can do now, outside a decision (those are asked in the dialog):
 * one button per legal action — moves, stopping, cards to play or items to use, ending the turn.
 * The first nine are numbered: the digit keys take them. Shows the engine's reason when it
 * refused the last action, and the end of the game.
 */
@customElement('tr-ccg-action-list')
export class TrCcgActionList extends LitElement {
  private readonly play = new CcgSessionController(this);

  /** The actions the buttons offer, in order (empty during a decision or a hand-over). */
  get offered(): CcgAction[] {
    const s = this.play.session;
    if (!s || s.state.pending || s.handover !== undefined) return [];
    return s.legal;
  }

  override render() {
    const s = this.play.session;
    const content = this.play.content;
    if (!s || !content) return nothing;
    const state = s.state;
    const offered = this.offered;
    return html`<section aria-label="Actions">
      ${
        state.status !== 'playing'
          ? html`<p class="over" role="status"><b>${state.status === 'won' ? `${state.winners.map((w) => playerName(state, w)).join(' and ')} won` : 'The game is lost'}.</b> ${state.outcome ?? ''}</p>`
          : html`<p class="round">Turn ${state.turn}, ${state.round} round: ${playerName(state, s.acting)} to play${state.step && state.round === 'action' ? html` <small>(${stepWords(state.step)})</small>` : nothing}</p>`
      }
      ${s.error ? html`<p class="error" role="alert">Refused: ${s.error}</p>` : nothing}
      ${
        offered.length
          ? html`<ol>
            ${offered.map((a, i) => html`<li><button data-type=${a.type} @click=${() => s.apply(a)}>${i < 9 ? html`<kbd>${i + 1}</kbd> ` : nothing}${actionWords(content, state, a)}</button></li>`)}
          </ol>`
          : nothing
      }
    </section>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
    }
    p {
      margin: 0.2rem 0;
    }
    .over {
      background: #e8f5e9;
      padding: 0.3rem 0.5rem;
      border-radius: 4px;
    }
    .error {
      background: #fde7e7;
      color: #8e1414;
      padding: 0.2rem 0.4rem;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.25rem;
    }
    button {
      width: 100%;
      text-align: left;
      font: inherit;
    }
    kbd {
      font-size: 0.7rem;
      border: 1px solid #bbb;
      border-radius: 3px;
      padding: 0 0.2rem;
      background: #f5f5f5;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-action-list': TrCcgActionList;
  }
}

/** Where the moving raider's action round stands: her moves left while she may move, else what comes now. */
function stepWords(step: NonNullable<CcgState['step']>): string {
  if (step.stage === 'move') return `${step.movesLeft} move${step.movesLeft === 1 ? '' : 's'} left`;
  if (step.stage === 'fight') return 'her move has ended: a fight';
  if (step.stage === 'obstacles') return 'her move has ended: the obstacles here';
  return 'her move has ended';
}
