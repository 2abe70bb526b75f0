import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LazyArea } from './lazy-area.ts';

/** The dice lab's area (exact odds of any test); its code is fetched when first shown. */
@customElement('tr-dice-lab-area')
export class TrDiceLabArea extends LazyArea {
  protected readonly area = 'dice';
  protected readonly areaName = 'the dice lab';
  protected fetchCode = () => import('./odds/dice-lab.ts');
  protected content = () => html`<tr-dice-lab></tr-dice-lab>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-dice-lab-area': TrDiceLabArea;
  }
}
