import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { CcgController } from './ccg-state.ts';

/**
 * The level's problems, found by the content model's full validation (schema and every CCG level
 * check) as the draft changes; clicking one selects the spot, the deck or the rules field it is
 * about. Editing never waits for it.
 */
@customElement('tr-ccg-problems')
export class TrCcgProblems extends LitElement {
  private readonly ccg = new CcgController(this);

  override render() {
    const state = this.ccg.state;
    if (!state) return nothing;
    const { problems, problemsState } = state;
    const errors = problems.filter((p) => p.severity === 'error').length;
    const summary =
      problemsState === 'idle' || (problemsState === 'checking' && problems.length === 0)
        ? 'Checking…'
        : problemsState === 'failed'
          ? 'The check could not run.'
          : problems.length === 0
            ? 'No problems.'
            : `${errors} error${errors === 1 ? '' : 's'}, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}`;
    return html`<h2 id="ccg-problems-heading">Problems <span class="summary" role="status">${summary}</span></h2>
      <ul aria-labelledby="ccg-problems-heading">
        ${problems.map(
          (p) => html`<li class=${p.severity}>
            <button @click=${() => state.show(p)} title=${p.pointer || '/'} data-pointer=${p.pointer}>
              <span class="badge">${p.severity === 'error' ? 'Error' : 'Warning'}</span> ${p.message}
            </button>
          </li>`,
        )}
      </ul>`;
  }

  static override styles = css`
    :host {
      display: block;
      overflow: auto;
      padding: 0 0.2rem 0.5rem;
    }
    h2 {
      font-size: 0.95rem;
      margin: 0.5rem 0 0.3rem;
      display: flex;
      gap: 0.6rem;
      align-items: baseline;
    }
    .summary {
      font-weight: 400;
      font-size: 0.85rem;
      color: #5d5448;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    button {
      font: inherit;
      font-size: 0.85rem;
      text-align: left;
      width: 100%;
      border: 0;
      border-bottom: 1px solid #eee5d6;
      background: none;
      padding: 0.3rem 0.2rem;
      cursor: pointer;
    }
    button:hover {
      background: #f6efe2;
    }
    button:focus-visible {
      outline: 2px solid #1565c0;
    }
    .badge {
      font-size: 0.7rem;
      font-weight: 700;
      border-radius: 3px;
      padding: 0 0.3rem;
      color: #fff;
      background: #b71c1c;
    }
    .warning .badge {
      background: #a86b00;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-problems': TrCcgProblems;
  }
}
