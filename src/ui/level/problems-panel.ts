import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Problem } from '../../model/problem.ts';
import { isObject } from '../../model/json-read.ts';
import { isPoint } from '../../model/checks/coc-level/level-data.ts';
import { LevelController, type LevelEditorState } from './level-state.ts';

/**
 * The level's problems, found by the content model's validation as the draft changes. Clicking
 * one selects what it is about: a tile, a token, or the field in the level's properties. Editing
 * never waits for it.
 */
@customElement('tr-problems-panel')
export class TrProblemsPanel extends LitElement {
  private readonly level = new LevelController(this);

  /** Selects the tile, token or field a problem points at. */
  private show(state: LevelEditorState, problem: Problem): void {
    const tile = /^\/layout\/tiles\/(\d+)/.exec(problem.pointer);
    const token = /^\/layout\/tokens\/(\d+)/.exec(problem.pointer);
    if (tile) {
      const raw = state.layout.tiles[Number(tile[1])];
      if (isObject(raw) && isPoint(raw.slot)) {
        state.cursor = { x: raw.slot.x * 3, y: raw.slot.y * 3 };
        return state.select({ kind: 'tile', slot: { x: raw.slot.x, y: raw.slot.y } }, problem.pointer);
      }
    }
    if (token) {
      const raw = state.layout.tokens[Number(token[1])];
      if (isObject(raw) && isPoint(raw.at)) state.cursor = { x: raw.at.x, y: raw.at.y };
      return state.select({ kind: 'token', index: Number(token[1]) }, problem.pointer);
    }
    state.select({ kind: 'level' }, problem.pointer);
  }

  override render() {
    const state = this.level.state;
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
    return html`<h2 id="problems-heading">Problems <span class="summary" role="status">${summary}</span></h2>
      <ul aria-labelledby="problems-heading">
        ${problems.map(
          (p) => html`<li class=${p.severity}>
            <button @click=${() => this.show(state, p)} title=${p.pointer || '/'}>
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
      padding: 0 0.8rem 0.5rem;
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
    'tr-problems-panel': TrProblemsPanel;
  }
}
