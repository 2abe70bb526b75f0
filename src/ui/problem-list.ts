import { css, html } from 'lit';
import type { Problem } from '../model/problem.ts';
import { visibleText } from '../model/visible-text.ts';

/** One line telling how many problems there are, or where the check stands. */
export function problemsSummary(problems: readonly Problem[], state: string): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  if (state === 'idle' || (state === 'checking' && problems.length === 0)) return 'Checking…';
  if (state === 'failed') return 'The check could not run.';
  if (problems.length === 0) return 'No problems.';
  const warnings = problems.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

/**
 * The problems panel's content, shared by the editors: a heading with the summary (a live status)
 * and one button per problem; clicking one calls `show` with it, to select what it is about.
 */
export function renderProblemList(
  problems: readonly Problem[],
  state: string,
  headingId: string,
  show: (p: Problem) => void,
) {
  return html`<h2 id=${headingId}>Problems <span class="summary" role="status">${problemsSummary(problems, state)}</span></h2>
    <ul aria-labelledby=${headingId}>
      ${problems.map(
        (p) => html`<li class=${p.severity}>
          <button @click=${() => show(p)} title=${p.pointer || '/'} data-pointer=${p.pointer}>
            <span class="badge">${p.severity === 'error' ? 'Error' : 'Warning'}</span> ${visibleText(p.message)}
          </button>
        </li>`,
      )}
    </ul>`;
}

export const problemListStyles = css`
    :host {
      display: block;
      overflow: auto;
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
