import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { ComingArea } from './coming-area.ts';

/** The Crypt of Chronos level editor (drag-and-drop tiles and tokens). Not built yet. */
@customElement('tr-level-editor')
export class TrLevelEditor extends ComingArea {
  override heading = 'Level editor';

  protected override plan() {
    return html`<p>
      Here you will lay out Crypt of Chronos chapters, challenges and island locations: drag tile faces onto the
      grid, rotate and flip them, and place doors, switches, artifacts, barriers, the boulder, the exit, Lara's
      start and spawn points on their spaces — with undo, autosave and a live list of problems.
    </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-editor': TrLevelEditor;
  }
}
