import { LitElement, css, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Problem } from '../../model/problem.ts';
import { isObject } from '../../model/json-read.ts';
import { isPoint } from '../../model/checks/coc-level/level-data.ts';
import { problemListStyles, renderProblemList } from '../problem-list.ts';
import { LevelController, type LevelEditorState } from './level-state.ts';

/**
 * The level's problems, found by the content model's validation as the draft changes. Clicking
 * one selects what it is about: a tile, a token, or the field in the level's properties. Editing
 * never waits for it.
 */
@customElement('tr-problems-panel')
export class TrProblemsPanel extends LitElement {
  private readonly level = new LevelController(this);

  /** Redrawn after an edit once the board's frame is out (see LevelController.schedule). */
  protected override scheduleUpdate(): void | Promise<void> {
    return this.level.schedule(() => super.scheduleUpdate());
  }

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
    return renderProblemList(state.problems, state.problemsState, 'problems-heading', (p) => this.show(state, p));
  }

  static override styles = [
    problemListStyles,
    css`
    :host {
      padding: 0 0.8rem 0.5rem;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-problems-panel': TrProblemsPanel;
  }
}
