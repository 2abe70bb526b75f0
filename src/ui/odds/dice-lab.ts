import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import {
  cocDiceOf,
  oddsReport,
  parseOddsArgs,
  pct,
  splitWords,
  type CocDiceContent,
  type OddsReport,
} from '../../analysis/odds/index.ts';
import { StoreController } from '../store-context.ts';
import './odds-chart.ts';

const EXAMPLES: [string, string][] = [
  ['3>4', 'RPG: 3 dice over 4'],
  ['2>7 +1> --need 1', 'RPG: a challenge of 7, +1 die'],
  ['3>4 --assist 2>3', 'RPG: assisted by 2>3'],
  ['--coc --dice 3 --need 2', 'Crypt of Chronos: 3 Lara Dice, 2 successes'],
  ['--coc --dice 4 --need 3 --sacrifice all --reroll 1', 'CoC: sacrifices paid, one re-roll'],
  ['--ccg --ability 3 --danger 9 --bonus 1', 'CCG: 3 dice + 1 against 9'],
];

/**
 * The dice lab: any test typed in the words of the odds CLI (docs/odds.md) — an RPG X>Y test, a
 * Crypt of Chronos roll (`--coc`, with the packs' dice) or a CCG test (`--ccg`) — and its exact
 * distributions drawn as bar charts, with the chances that matter.
 */
@customElement('tr-dice-lab')
export class TrDiceLab extends LitElement {
  private readonly app = new StoreController(this, ['documents']);
  @state() text = '3>4';
  /** The store's packs' dice, read again only when the store's packs change (not on every keystroke). */
  private diceOf: { packs: readonly Pack[]; dice: CocDiceContent | undefined } | undefined;

  private get dice(): CocDiceContent | undefined {
    const packs = this.app.store?.packs ?? [];
    if (this.diceOf?.packs !== packs) this.diceOf = { packs, dice: cocDiceOf(packs) };
    return this.diceOf.dice;
  }

  /** The report of the text as it stands, or what is wrong with it. */
  get result(): { report?: OddsReport; error?: string } {
    const parsed = parseOddsArgs(splitWords(this.text).filter((w) => w !== '--json'));
    if (!parsed.request) return { error: parsed.error ?? 'Nothing to compute.' };
    try {
      return { report: oddsReport(parsed.request, this.dice) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }

  override render() {
    const { report, error } = this.result;
    return html`<section aria-labelledby="lab-heading">
      <h2 id="lab-heading">Dice lab</h2>
      <p class="hint">
        Type a test as the odds command reads it: <code>3>4</code> (RPG, with <code>+1></code>, <code>>-1</code>,
        <code>--need 2</code>, <code>--assist 2>3</code>, <code>--extended 5</code>),
        <code>--coc --dice 3 --need 2</code> (Crypt of Chronos, the packs' dice),
        <code>--ccg --ability 3 --danger 9 --bonus 1</code> (CCG). Exact odds, not a simulation.
      </p>
      <label class="test"
        >Test
        <input
          aria-label="Test"
          .value=${this.text}
          @input=${(e: Event) => (this.text = (e.target as HTMLInputElement).value)}
          spellcheck="false"
      /></label>
      <div class="examples" role="group" aria-label="Examples">
        ${EXAMPLES.map(([t, words]) => html`<button title=${t} @click=${() => (this.text = t)}>${words}</button>`)}
      </div>
      ${error ? html`<p role="alert" class="error">${error}</p>` : nothing}
      ${report ? this.renderReport(report) : nothing}
    </section>`;
  }

  private renderReport(report: OddsReport) {
    return html`<div class="report">
      <h3>${report.title}</h3>
      ${
        report.notes.length
          ? html`<ul class="notes">
              ${report.notes.map((n) => html`<li>${n}</li>`)}
            </ul>`
          : nothing
      }
      <dl class="figures" aria-label="Chances">
        ${report.figures.map(
          ([label, p]) =>
            html`<div>
              <dt>${label}</dt>
              <dd>${label.startsWith('expected') ? p.toFixed(2) : pct(p, 1)}</dd>
            </div>`,
        )}
      </dl>
      ${report.tables.map(
        (t) => html`<tr-odds-chart .dist=${t.dist} .need=${t.need} label=${t.label}></tr-odds-chart>`,
      )}
    </div>`;
  }

  static override styles = css`
    :host {
      display: block;
      padding: 0.5rem 1.5rem 2rem;
      overflow: auto;
      height: 100%;
      box-sizing: border-box;
    }
    section {
      max-width: 46rem;
    }
    h2 {
      font-size: 1.1rem;
    }
    h3 {
      font-size: 1rem;
      margin: 0.8rem 0 0.3rem;
    }
    .hint {
      color: #5d5448;
      font-size: 0.85rem;
    }
    .test {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      font-weight: 600;
    }
    .test input {
      flex: 1;
      font:
        1rem ui-monospace,
        monospace;
      padding: 0.3rem 0.4rem;
    }
    .examples {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin: 0.5rem 0;
    }
    button {
      font: inherit;
      font-size: 0.8rem;
    }
    .error {
      color: #a01d1d;
      font-weight: 600;
    }
    .notes {
      font-size: 0.85rem;
      color: #4a4238;
      padding-left: 1.2rem;
    }
    .figures {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
      gap: 0.3rem 1rem;
      margin: 0.5rem 0;
    }
    .figures div {
      display: flex;
      justify-content: space-between;
      gap: 0.5rem;
      border-bottom: 1px solid #eee5d6;
    }
    dt {
      font-size: 0.85rem;
    }
    dd {
      margin: 0;
      font-weight: 700;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-dice-lab': TrDiceLab;
  }
}
