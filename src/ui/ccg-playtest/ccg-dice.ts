import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { RollInfo } from '../../engine/ccg/index.ts';
import type { CcgContent } from '../../engine/ccg/index.ts';
import type { CcgState } from '../../engine/ccg/index.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { obstacleFacts, playerName } from './ccg-words.ts';

const PIPS = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** What a roll was against, in words. */
function againstWords(content: CcgContent, state: CcgState, roll: RollInfo): string {
  if (roll.against === 'search') return 'a search';
  if (roll.against === 'order') return 'the turn order';
  if (roll.against.startsWith('fight:')) return `a fight with ${playerName(state, Number(roll.against.slice(6)))}`;
  const ref = roll.against.replace(/^obstacle:/, '');
  return obstacleFacts(content, state, roll.player, ref)?.name ?? ref;
}

/**
 * The dice of the last test: who rolled which ability against what, each die, the bonus, the
 * result against the target, and whether it succeeded (a search shows its result alone: the
 * discovery played decides).
 */
@customElement('tr-ccg-dice')
export class TrCcgDice extends LitElement {
  private readonly play = new CcgSessionController(this);

  override render() {
    const s = this.play.session;
    const content = this.play.content;
    const roll = s?.state.lastRoll;
    if (!s || !content) return nothing;
    if (!roll) return html`<section aria-label="Dice"><p class="none">No dice rolled yet.</p></section>`;
    const search = roll.against === 'search';
    return html`<section aria-label="Dice" class=${search ? 'search' : roll.success ? 'success' : 'failure'}>
      <p class="who">${
        roll.against === 'search'
          ? html`${playerName(s.state, roll.player)} searched (a <b>${roll.ability}</b> test)`
          : html`${playerName(s.state, roll.player)} tested <b>${roll.ability}</b> against ${againstWords(content, s.state, roll)}`
      }</p>
      <div class="dice" aria-label="Dice rolled: ${roll.dice.join(', ')}">
        ${roll.dice.map((d) => html`<span class="die" data-face=${d} title=${String(d)}>${PIPS[d] ?? d}<small>${d}</small></span>`)}
        ${roll.bonus ? html`<span class="bonus">+${roll.bonus}</span>` : nothing}
      </div>
      <p class="outcome" role="status">
        Result <b class="result">${roll.result}</b>${search ? nothing : html` against ${roll.target}: <b>${roll.success ? 'success' : 'failure'}</b>`}
        ${roll.rerolledBy.length ? html`<small> (rerolled)</small>` : nothing}
      </p>
    </section>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
    }
    section {
      border: 1px solid #d8d0c0;
      border-radius: 6px;
      padding: 0.3rem 0.5rem;
    }
    .success {
      border-color: #43a047;
    }
    .failure {
      border-color: #c62828;
    }
    p {
      margin: 0.1rem 0;
    }
    .none {
      color: #6d6458;
    }
    .dice {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      align-items: center;
    }
    .die {
      display: inline-flex;
      flex-direction: column;
      align-items: center;
      font-size: 1.6rem;
      line-height: 1;
    }
    .die small {
      font-size: 0.65rem;
    }
    .bonus {
      font-weight: 700;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-dice': TrCcgDice;
  }
}
