import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FACINGS } from '../../model/coc-grid.ts';
import type { CocAction } from '../../engine/coc/index.ts';
import { SessionController } from './playtest-context.ts';
import { BOARD_ACTIONS, actionWords, diceGroup, isDiceAction } from './action-words.ts';
import { craftOptions, tokenWords } from '../../analysis/coc-view.ts';
import './ammo-share.ts';

const ARROW: Record<string, string> = { N: '↑', E: '→', S: '↓', W: '←' };

/**
 * Every legal action of Lara's turn: the rolls (MOVE, HIDE, SEARCH, RESEARCH, MELEE at a target,
 * each weapon at a target, abilities — a button chooses it in the dice tray, event "choose-roll"),
 * the Craft Bench (what can be made now and the tokens it will use; what cannot, with its cost; how
 * crafted ammo is shared among the weapons, tr-ammo-share), a pad for steps, jumps and turns (the
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
    const has = (type: string, facing: string) =>
      legal.find((a) => a.type === type && (a as { facing?: string }).facing === facing);
    const pad = session.state.phase === 'lara' && legal.some((a) => BOARD_ACTIONS.has(a.type));
    // Enemy and event phases run from the phase controls; Lara's other actions are buttons here.
    const lara = session.state.phase === 'lara' && !session.state.pending;
    const others = lara
      ? legal.filter((a) => !BOARD_ACTIONS.has(a.type) && !isDiceAction(a) && a.type !== 'craft')
      : [];
    const rolls = lara ? [...new Set(legal.filter(isDiceAction).map((a) => diceGroup(a).label))] : [];
    const crafts = lara ? craftOptions(session.content, session.state) : [];
    const legalCraft = new Set(legal.filter((a) => a.type === 'craft').map((a) => (a as { recipe: string }).recipe));
    const button = (a: CocAction | undefined, text: string, label: string) =>
      html`<button ?disabled=${!a || session.reveal !== undefined} aria-label=${label} @click=${() => a && session.apply(a)}>${text}</button>`;
    return html`<section aria-label="Actions">
      ${session.error ? html`<p class="refused" role="alert">${session.error}</p>` : nothing}
      ${
        pad
          ? html`<div class="pad">
            ${FACINGS.map(
              (f) => html`<div class="dir">
                ${button(has('step', f), `${ARROW[f]} ${f}`, `Step ${f}`)} ${button(has('jump', f), `Jump ${f}`, `Jump ${f}`)}
                ${button(has('turn', f), `Face ${f}`, `Turn to face ${f}`)}
              </div>`,
            )}
          </div>`
          : nothing
      }
      ${
        rolls.length
          ? html`<div class="rolls" aria-label="Rolls">
            ${rolls.map((label) => html`<button class="roll-choice" data-kind=${label} @click=${() => this.dispatchEvent(new CustomEvent('choose-roll', { detail: { kind: label }, bubbles: true, composed: true }))}>${label}…</button>`)}
          </div>`
          : nothing
      }
      ${
        crafts.length
          ? html`<details class="bench" ?open=${legalCraft.size > 0 && session.reveal === undefined}>
            <summary>Craft Bench${legalCraft.size ? ` (${legalCraft.size} can be crafted now)` : ' (nothing can be crafted now)'}</summary>
            <ul>
              ${crafts.map(
                (c) => html`<li>
                  <button class="craft" data-recipe=${c.recipe} ?disabled=${!legalCraft.has(c.recipe) || session.reveal !== undefined} title=${c.text ?? ''}
                    @click=${() => session.apply({ type: 'craft', recipe: c.recipe })}>Craft ${c.name}</button>
                  <span class="cost">${c.tokens && legalCraft.has(c.recipe) ? `uses ${tokenWords(c.tokens)}` : `costs ${c.cost}`}</span>
                  ${legalCraft.has(c.recipe) && session.state.inventory.weapons.length > 1 && session.reveal === undefined ? html`<tr-ammo-share .recipe=${c.recipe} .name=${c.name}></tr-ammo-share>` : nothing}
                </li>`,
              )}
            </ul>
          </details>`
          : nothing
      }
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
    .rolls {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin-top: 0.4rem;
    }
    .bench ul {
      list-style: none;
      margin: 0.2rem 0;
      padding: 0;
      display: grid;
      gap: 0.15rem;
    }
    .bench .cost {
      color: #555;
      font-size: 0.8rem;
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
