import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LazyArea } from './lazy-area.ts';

/** The CCG level designer's area; its code is fetched when first shown. */
@customElement('tr-ccg-designer')
export class TrCcgDesigner extends LazyArea {
  protected readonly area = 'ccg';
  protected readonly areaName = 'the CCG designer';
  protected fetchCode = () => import('./ccg/ccg-main.ts');
  protected content = () => html`<tr-ccg-main></tr-ccg-main>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-designer': TrCcgDesigner;
  }
}
