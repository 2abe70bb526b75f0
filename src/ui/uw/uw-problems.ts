import { LitElement } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Problem } from '../../model/problem.ts';
import { problemListStyles, renderProblemList } from '../problem-list.ts';

/** The region designer's problems (its own shadow root, so the list's styles stay in the list); a click asks to show
 * one. */
@customElement('tr-uw-problems')
export class TrUwProblems extends LitElement {
  @property({ attribute: false }) problems: readonly Problem[] = [];

  override render() {
    return renderProblemList(this.problems, 'ready', 'uw-problems-heading', (p) =>
      this.dispatchEvent(new CustomEvent<Problem>('show-problem', { detail: p })),
    );
  }

  static override styles = problemListStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-uw-problems': TrUwProblems;
  }
}
