import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LazyArea } from './lazy-area.ts';

/** The Crypt of Chronos level editor's area; its code (board, palettes, inspector, schemas) is fetched when first
 * shown. */
@customElement('tr-level-editor')
export class TrLevelEditor extends LazyArea {
  protected readonly area = 'level';
  protected readonly areaName = 'the level editor';
  protected fetchCode = () => import('./level/level-main.ts');
  protected content = () => html`<tr-level-main></tr-level-main>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-editor': TrLevelEditor;
  }
}
