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
 * the page for seconds). `problems` may be only the beginning of a longer list (`total` long) that
 * stays in a worker: `more` fetches the next ones when the user asks to see them. Light DOM, so the
 * dialog's styles apply.
 */
@customElement('tr-problem-report')
export class TrProblemReport extends LitElement {
  @property({ attribute: false }) problems: readonly Problem[] = [];
  /** The whole list's length, when `problems` is only its beginning. */
  @property({ attribute: false }) total: number | undefined;
  /** Problems `from`..`from + count` of the whole list (those past `problems`). */
  @property({ attribute: false }) more: ((from: number, count: number) => Promise<Problem[]>) | undefined;
  @state() private shown = FIRST_PROBLEMS;
  /** Problems fetched with `more`, after `problems`. */
  @state() private fetched: readonly Problem[] = [];
  @state() private failure = '';
  private fetching = false;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  private async showMore(): Promise<void> {
    const wanted = this.shown + MORE_PROBLEMS;
    const known = this.problems.length + this.fetched.length;
    if (this.more && known < wanted && known < (this.total ?? 0)) {
      if (this.fetching) return;
      this.fetching = true;
      try {
        this.fetched = [...this.fetched, ...(await this.more(known, wanted - known))];
      } catch (e) {
        this.failure = `The other problems could not be read: ${e instanceof Error ? e.message : String(e)}`;
        return;
      } finally {
        this.fetching = false;
      }
    }
    this.shown = wanted;
  }

  override render() {
    const known = this.fetched.length ? [...this.problems, ...this.fetched] : this.problems;
    const left = Math.max(this.total ?? 0, known.length) - this.shown;
    return html`<ul class="report">
        ${known.slice(0, this.shown).map((p) => html`<li class=${p.severity}><code>${visibleText(p.pointer || '/')}</code> ${visibleText(p.message)}</li>`)}
      </ul>
      ${
        left > 0
          ? html`<p class="more">
            ${left.toLocaleString('en')} more not shown.
            <button type="button" @click=${() => void this.showMore()}>Show ${Math.min(left, MORE_PROBLEMS)} more</button>
          </p>`
          : nothing
      }
      ${this.failure ? html`<p class="warning">${this.failure}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-problem-report': TrProblemReport;
  }
}
