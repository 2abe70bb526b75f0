import { LitElement, css, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { problemListStyles, renderProblemList } from '../problem-list.ts';
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
    return renderProblemList(state.problems, state.problemsState, 'ccg-problems-heading', (p) => state.show(p));
  }

  static override styles = [
    problemListStyles,
    css`
    :host {
      padding: 0 0.2rem 0.5rem;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-problems': TrCcgProblems;
  }
}
