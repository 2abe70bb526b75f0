import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { ComingArea } from './coming-area.ts';

/** The playtest of a draft level against the rules engine. Not built yet. */
@customElement('tr-playtest')
export class TrPlaytest extends ComingArea {
  override heading = 'Playtest';

  protected override plan() {
    return html`<p>
      Here you will play the level you are editing at once, by the rulebook: the board, Lara's dice and the actions
      open to her now, the enemies' and events' turns, and a log you can step back through. The rules engine
      behind it is not written yet.
    </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest': TrPlaytest;
  }
}
