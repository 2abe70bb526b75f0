import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';

/**
 * The layout every game is played in, one for the Crypt of Chronos and CCG playtests and the shared
 * play shell: the top bar (slot "bar", with the alerts under it), then the table — the board (slot
 * "board"), the side panels (slot "side"), the log (slot "log") — and the game's dialogs and end
 * summary over the table (slot "dialog"). The game's main element fills the slots with its own
 * parts; they stay in its shadow tree (its styles and its @lit/context reach them). The table has
 * no third column when nothing is in the log slot (the play shell keeps its log in the side).
 */
@customElement('tr-play-frame')
export class TrPlayFrame extends LitElement {
  override render() {
    return html`<slot name="bar"></slot>
      <div class="table">
        <div class="board"><slot name="board"></slot></div>
        <div class="side" part="side"><slot name="side"></slot></div>
        <div class="log" part="log"><slot name="log" @slotchange=${this.onLogSlot}></slot></div>
        <div class="dialogs"><slot name="dialog"></slot></div>
      </div>`;
  }

  private onLogSlot(event: Event): void {
    const slot = event.target as HTMLSlotElement;
    this.toggleAttribute('no-log', slot.assignedElements().length === 0);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.toggleAttribute('no-log', !this.querySelector(':scope > [slot="log"]'));
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
    }
    .table {
      flex: 1;
      min-height: 0;
      display: grid;
      /* The log's maximum is also a quarter of the table (and so is the side's in the games that set it), so at
         narrow widths (1000 px) they shrink towards their minimum before the board does. The default side keeps
         20rem: the Crypt of Chronos' action pad needs it. */
      grid-template-columns: minmax(0, 1fr) var(--side-width, minmax(16rem, 20rem)) var(
          --log-width,
          minmax(16rem, min(22rem, 25%))
        );
      position: relative;
    }
    /* Over the table, taking none of its cells: an end summary placed from the table's top and middle. */
    .dialogs {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      height: 0;
    }
    :host([no-log]) .table {
      grid-template-columns: minmax(0, 1fr) var(--side-width, minmax(16rem, 22rem));
    }
    :host([no-log]) .log {
      display: none;
    }
    .board {
      min-width: 0;
      min-height: 0;
      display: flex;
      flex-direction: column;
    }
    .board ::slotted(*) {
      flex: 1;
      min-height: 0;
    }
    .side,
    .log {
      min-height: 0;
      border-left: 1px solid var(--line, #ccc);
      display: flex;
      flex-direction: column;
    }
    .side ::slotted(*),
    .log ::slotted(*) {
      flex: 1;
      min-height: 0;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-play-frame': TrPlayFrame;
  }
}
