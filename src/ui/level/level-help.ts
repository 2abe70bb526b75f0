import { LitElement, css, html } from 'lit';
import { customElement, query } from 'lit/decorators.js';

/** Every keyboard shortcut of the level editor, grouped; what the help overlay (?) lists. */
export const SHORTCUTS: readonly [string, readonly [string, string][]][] = [
  [
    'Board',
    [
      ['Arrow keys', 'Move the cursor one space'],
      ['Page Up / Page Down', 'Move the cursor one tile slot up or down'],
      ['Enter or Space', 'Place what you picked at the cursor; otherwise select what is there (again: the next token)'],
      ['R / Shift+R', 'Rotate the selected tile, or turn the selected token, clockwise / anticlockwise'],
      ['F', 'Flip the selected tile to its other face'],
      ['Shift+arrow', 'Face the selected token that way'],
      ['M', 'Pick up the selected tile or token; move the cursor and press Enter to put it down'],
      ['Delete or Backspace', 'Remove the selected tile (with its tokens) or token'],
      ['Escape', 'Stop placing; then clear the selection'],
      ['Alt+arrow', 'Pan the board one space (when zoomed in); the view also follows the cursor'],
      ['Shift+click, Shift+drag', 'Add a token or tile to the selection; select everything in a box'],
      ['Ctrl+C / Ctrl+V', 'Copy the selected tokens and tiles; paste them at the cursor (one undo step)'],
    ],
  ],
  [
    'Palettes',
    [
      ['Tab', 'Go to the tile faces, the tokens, the board, the properties, the problems'],
      ['Arrow keys', 'Move through the tile faces'],
      ['Enter', 'Pick the face or token; the board gets the focus to place it'],
    ],
  ],
  [
    'Everywhere in the editor',
    [
      ['Ctrl+Z', 'Undo'],
      ['Ctrl+Shift+Z or Ctrl+Y', 'Redo'],
      ['+ / − / 0', 'Zoom in / out / fit the board to the window'],
      ['?', 'Show or hide this help'],
    ],
  ],
  [
    'Painting a tile face',
    [
      ['1 – 9', 'Brush: low, high, block, slope N/E/S/W, quicksand, no feature'],
      ['Arrow keys, Enter', 'Move between the nine spaces and paint'],
    ],
  ],
];

/** The help overlay: a dialog listing the shortcuts. Escape or the button closes it. */
@customElement('tr-level-help')
export class TrLevelHelp extends LitElement {
  @query('dialog') private dialog!: HTMLDialogElement;

  show(): void {
    if (!this.dialog.open) this.dialog.showModal();
  }

  close(): void {
    this.dialog.close();
  }

  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  override render() {
    return html`<dialog aria-labelledby="help-title" @close=${() => this.dispatchEvent(new Event('help-closed', { bubbles: true, composed: true }))}>
      <h2 id="help-title">Level editor shortcuts</h2>
      ${SHORTCUTS.map(
        ([group, keys]) => html`<h3>${group}</h3>
          <dl>${keys.map(([k, what]) => html`<dt><kbd>${k}</kbd></dt><dd>${what}</dd>`)}</dl>`,
      )}
      <p>With the mouse: drag faces and tokens onto the board, drag placed tiles and tokens to move them, drag around a selected token's ring to turn it. Drag the background or an empty slot, or drag with the middle button, to pan the board.</p>
      <button @click=${() => this.close()} autofocus>Close</button>
    </dialog>`;
  }

  static override styles = css`
    dialog {
      max-width: 40rem;
      max-height: 85vh;
      border: 2px solid #8a4b16;
      border-radius: 6px;
    }
    h2 {
      margin-top: 0;
      font-size: 1.1rem;
    }
    h3 {
      font-size: 0.95rem;
      margin: 0.8rem 0 0.3rem;
    }
    dl {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: 0.2rem 1rem;
      margin: 0;
      font-size: 0.9rem;
    }
    dd {
      margin: 0;
    }
    kbd {
      font: 600 0.85rem ui-monospace, monospace;
      background: #f3ede2;
      border: 1px solid #cbbfa9;
      border-radius: 3px;
      padding: 0 0.3rem;
    }
    button:focus-visible {
      outline: 2px solid #1565c0;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-help': TrLevelHelp;
  }
}
