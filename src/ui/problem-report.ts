import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Problem } from '../model/problem.ts';
import { visibleText } from '../model/visible-text.ts';

/** How many problems are drawn at first, and how many more each "Show more" adds. */
export const FIRST_PROBLEMS = 50;
export const MORE_PROBLEMS = 200;

/**
 * A report's problems: the first few, the rest on demand, a page at a time, so that a file with
 * tens of thousands of problems never draws them all at once (issue 27: one line per problem froze
 * the page for seconds). Light DOM, so the dialog's styles apply.
 */
@customElement('tr-problem-report')
export class TrProblemReport extends LitElement {
  @property({ attribute: false }) problems: readonly Problem[] = [];
  @state() private shown = FIRST_PROBLEMS;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const left = this.problems.length - this.shown;
    return html`<ul class="report">
        ${this.problems.slice(0, this.shown).map((p) => html`<li class=${p.severity}><code>${visibleText(p.pointer || '/')}</code> ${visibleText(p.message)}</li>`)}
      </ul>
      ${
        left > 0
          ? html`<p class="more">
            ${left.toLocaleString('en')} more not shown.
            <button type="button" @click=${() => (this.shown += MORE_PROBLEMS)}>Show ${Math.min(left, MORE_PROBLEMS)} more</button>
          </p>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-problem-report': TrProblemReport;
  }
}
