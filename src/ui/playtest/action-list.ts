import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FACINGS } from '../../model/coc-grid.ts';
import type { CocAction } from '../../engine/coc/types.ts';
import { SessionController } from './playtest-context.ts';
import { BOARD_ACTIONS, actionWords, isDiceAction } from './action-words.ts';

const ARROW: Record<string, string> = { N: '↑', E: '→', S: '↓', W: '←' };

/**
 * Every legal action of Lara's turn that is not a roll: a pad for steps, jumps and turns (the
 * arrow keys do the same), and one button for each other action — including action types this
 * view does not know yet, shown by their fields. The engine's reason for a refused action is
 * shown here.
 */
@customElement('tr-action-list')
export class TrActionList extends LitElement {
  private readonly play = new SessionController(this);

  override render() {
    const session = this.play.session;
    if (!session) return nothing;
    const legal = session.legal;
    const has = (type: string, facing: string) => legal.find((a) => a.type === type && (a as { facing?: string }).facing === facing);
    const pad = session.state.phase === 'lara' && legal.some((a) => BOARD_ACTIONS.has(a.type));
    // Enemy and event phases run from the phase controls; Lara's other actions are buttons here.
    const others = session.state.phase === 'lara' ? legal.filter((a) => !BOARD_ACTIONS.has(a.type) && !isDiceAction(a)) : [];
    const button = (a: CocAction | undefined, text: string, label: string) =>
      html`<button ?disabled=${!a || session.reveal !== undefined} aria-label=${label} @click=${() => a && session.apply(a)}>${text}</button>`;
    return html`<section aria-label="Actions">
      ${session.error ? html`<p class="refused" role="alert">${session.error}</p>` : nothing}
      ${pad
        ? html`<div class="pad">
            ${FACINGS.map(
              (f) => html`<div class="dir">
                ${button(has('step', f), `${ARROW[f]} ${f}`, `Step ${f}`)} ${button(has('jump', f), `Jump ${f}`, `Jump ${f}`)}
                ${button(has('turn', f), `Face ${f}`, `Turn to face ${f}`)}
              </div>`,
            )}
          </div>`
        : nothing}
      <div class="others">${others.map((a) => html`<button class="action" data-type=${a.type} ?disabled=${session.reveal !== undefined} @click=${() => session.apply(a)}>${actionWords(a)}</button>`)}</div>
    </section>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
    }
    .pad {
      display: grid;
      grid-template-columns: repeat(2, auto);
      gap: 0.2rem 0.5rem;
      justify-content: start;
    }
    .dir {
      display: flex;
      gap: 0.2rem;
    }
    .others {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin-top: 0.4rem;
    }
    .refused {
      background: #fde7e7;
      color: #8e1414;
      padding: 0.2rem 0.4rem;
      margin: 0 0 0.3rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-action-list': TrActionList;
  }
}
