import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { clearRotation, flipAt, removeAt, rotateAt, setField } from '../../model/ccg-level-edit.ts';
import { depthRating } from '../../model/ccg-level-map.ts';
import { CcgController } from './ccg-state.ts';
import { ccgPassLine } from '../../analysis/odds/index.ts';

/** The ability rating of the raider whose odds a printed obstacle's tests show. */
const RATING = 3;

/** The selected spot: what is on it and buttons to turn, flip, remove it (the map's keys do the same). */
@customElement('tr-ccg-spot-inspector')
export class TrCcgSpotInspector extends LitElement {
  private readonly ccg = new CcgController(this);

  override render() {
    const state = this.ccg.state;
    const sel = state?.selection;
    if (!state || sel?.kind !== 'spot')
      return html`<p class="hint">Select a spot of the map to see what is on it. On the map: arrows move, Enter places the card picked in the list (Enter there), M picks a card up to move it, R / Shift+R turn it, F flips it, T lets it turn as explored, Delete removes it.</p>`;
    const cell = state.cell(sel.spot);
    if (!cell) return html`<p class="hint">That spot is outside the map.</p>`;
    const spot = sel.spot;
    const name = (id?: string) => (id ? (state.catalog.get(id)?.name ?? id) : 'whichever entrance room the deck holds');
    const where = html`<strong>Column ${spot.column}, depth ${spot.depth}</strong> (depth rating ${depthRating(state.value, spot.depth)})`;
    if (cell.kind === 'unknown')
      return html`<p>${where}: unknown, drawn from ${state.decks.find((d) => d.fills(spot))?.label ?? 'no deck'}.</p>`;
    const remove = html`<button @click=${() => state.edit(removeAt(state.value, spot, state.setup), 'Remove card')}>Remove</button>`;
    if (cell.kind === 'entrance')
      return html`<p>${where}: entrance room, ${name(cell.card)}, top pointing deeper.</p>${remove}`;
    if (cell.kind === 'drawnTreasureRoom')
      return html`<p>${where}: a treasure room drawn when first entered, from ${cell.choices.map((c) => name(c)).join(' or ')}.</p>${remove}`;
    const tests = state.catalog.get(cell.card)?.tests ?? [];
    return html`<p>${where}: ${name(cell.card)}, face ${cell.face}, ${cell.rotation !== undefined ? `top turned ${cell.rotation}°` : 'turned as it is explored'}.</p>
      ${
        tests.length
          ? html`<p class="odds">Its obstacle: ${tests.map((t, i) => html`${i ? '; ' : ''}${t.ability} ${t.target} (${ccgPassLine(t.ability, RATING, t.target)})`)}.</p>`
          : nothing
      }
      <div class="actions" role="group" aria-label="Selected card">
        <button @click=${() => state.edit(rotateAt(state.value, spot, -90), 'Rotate card')} aria-label="Rotate left">⟲</button>
        <button @click=${() => state.edit(rotateAt(state.value, spot, 90), 'Rotate card')} aria-label="Rotate right">⟳</button>
        <button @click=${() => state.edit(flipAt(state.value, spot), 'Flip card')}>${cell.face === 'up' ? 'Turn face down' : 'Turn face up'}</button>
        ${cell.rotation !== undefined && cell.face === 'down' ? html`<button @click=${() => state.edit(clearRotation(state.value, spot), 'Turn as explored')}>Turn as explored</button>` : nothing}
        ${cell.face === 'down' && cell.rotation === undefined ? html`<button @click=${() => state.edit(setField(state.value, ['fixedCells', cell.index, 'rotation'], 0), 'Fix rotation')}>Fix its rotation</button>` : nothing}
        ${remove}
      </div>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
      padding: 0.2rem 0.6rem;
      min-height: 2.5rem;
    }
    p {
      margin: 0.3rem 0;
    }
    .hint {
      color: #6d6458;
    }
    button {
      font: inherit;
      font-size: 0.8rem;
    }
    .actions {
      display: flex;
      gap: 0.3rem;
      flex-wrap: wrap;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-spot-inspector': TrCcgSpotInspector;
  }
}
