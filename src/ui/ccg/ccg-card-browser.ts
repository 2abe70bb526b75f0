import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import { filterCards, LOCATION_CLASSES, type CardFilter, type CcgCardInfo } from '../../model/ccg-card-catalog.ts';
import { addCardToDeck } from '../../model/ccg-level-decks.ts';
import { CcgController, writePick, type CcgDesignerState, type PlaceAs } from './ccg-state.ts';
import { CLASS_COLOURS, classWord } from './ccg-card-art.ts';
import { ccgOdds, pct } from '../../analysis/odds/index.ts';

const TYPES = ['location', 'obstacle', 'discovery', 'action', 'raider', 'upgrade', 'treasure', 'secretMove'];
const PLACE_AS: [PlaceAs, string][] = [
  ['down', 'a fixed card, face down'],
  ['up', 'a fixed card, face up'],
  ['entrance', 'an entrance room'],
  ['drawnTreasureRoom', 'a treasure room drawn when entered'],
];

/**
 * Every CCG card of the packs, with search and filters (type, class, number range, danger). Drag
 * a location onto the map (placed as the "place as" choice says) or onto a deck; Enter picks a
 * card to put down on the map with the keyboard; "+ deck" adds a copy to the selected deck.
 */
@customElement('tr-ccg-card-browser')
export class TrCcgCardBrowser extends LitElement {
  private readonly ccg = new CcgController(this);
  @litState() private filter: CardFilter = { type: 'location' };
  /** The ability rating of the raider whose odds the obstacles' tests show. */
  @litState() private rating = 3;

  private set(patch: Partial<CardFilter>): void {
    const next = { ...this.filter, ...patch };
    for (const k of Object.keys(next) as (keyof CardFilter)[])
      if (next[k] === undefined || next[k] === '' || Number.isNaN(next[k])) delete next[k];
    this.filter = next;
  }

  private num(e: Event): number | undefined {
    const v = (e.target as HTMLInputElement).value;
    return v === '' ? undefined : Number(v);
  }

  private addToDeck(state: CcgDesignerState, card: CcgCardInfo): void {
    const index = state.selection?.kind === 'deck' ? state.selection.index : 0;
    const deck = state.decks.find((d) => d.index === index) ?? state.decks[0];
    if (!deck) return state.say('This level has no level deck (a fixed map): choose a deck layout first.', 'refused');
    state.edit(addCardToDeck(state.value, deck, card.id), `Add ${card.name} to ${deck.label}`);
  }

  /** " · fight 9: 37%" for each test of the card's obstacle, for a raider with `rating` dice. */
  private odds(card: CcgCardInfo) {
    return (card.tests ?? []).map(
      (t) =>
        html` · <span class="odds" title="A raider with ${t.ability} ${this.rating}: ${pct(ccgOdds({ ability: this.rating, target: t.target }).pass)} to pass">${t.ability} ${t.target}: ${pct(ccgOdds({ ability: this.rating, target: t.target }).pass)}</span>`,
    );
  }

  override render() {
    const state = this.ccg.state;
    if (!state) return nothing;
    const cards = filterCards(state.catalog.values(), this.filter);
    const f = this.filter;
    return html`<h2 id="browser-heading">Cards</h2>
      <div class="filters" role="search" aria-label="Find cards">
        <input type="search" placeholder="Name or number" aria-label="Search cards" .value=${f.text ?? ''} @input=${(e: Event) => this.set({ text: (e.target as HTMLInputElement).value })} />
        <select aria-label="Type" @change=${(e: Event) => this.set({ type: (e.target as HTMLSelectElement).value })}>
          <option value="" ?selected=${!f.type}>any type</option>
          ${TYPES.map((t) => html`<option value=${t} ?selected=${f.type === t}>${t}</option>`)}
        </select>
        <select aria-label="Class" @change=${(e: Event) => this.set({ locationClass: (e.target as HTMLSelectElement).value })}>
          <option value="" ?selected=${!f.locationClass}>any class</option>
          ${LOCATION_CLASSES.map((c) => html`<option value=${c} ?selected=${f.locationClass === c}>${c}</option>`)}
        </select>
        <label>No. <input type="number" min="1" aria-label="Lowest number" .value=${String(f.minNumber ?? '')} @input=${(e: Event) => this.set({ minNumber: this.num(e) })} />–<input type="number" min="1" aria-label="Highest number" .value=${String(f.maxNumber ?? '')} @input=${(e: Event) => this.set({ maxNumber: this.num(e) })} /></label>
        <label>Danger <input type="number" min="0" aria-label="Lowest danger" .value=${String(f.minDanger ?? '')} @input=${(e: Event) => this.set({ minDanger: this.num(e) })} />–<input type="number" min="0" aria-label="Highest danger" .value=${String(f.maxDanger ?? '')} @input=${(e: Event) => this.set({ maxDanger: this.num(e) })} /></label>
      </div>
      <label class="rating">Odds for a raider with
        <input type="number" min="0" max="12" aria-label="Odds for a raider with this ability" .value=${String(this.rating)} @input=${(e: Event) => (this.rating = Math.max(0, Math.min(12, this.num(e) ?? 0)))} />
        in each ability</label>
      <label class="place">Place on the map as
        <select aria-label="Place on the map as" @change=${(e: Event) => ((state.placeAs = (e.target as HTMLSelectElement).value as PlaceAs), state.changed())}>
          ${PLACE_AS.map(([v, words]) => html`<option value=${v} ?selected=${state.placeAs === v}>${words}</option>`)}
        </select>
      </label>
      <p class="count" role="status">${cards.length} card${cards.length === 1 ? '' : 's'}</p>
      <ul aria-labelledby="browser-heading">
        ${cards.map(
          (c) => html`<li
            class="card ${state.armed?.kind === 'card' && state.armed.card === c.id ? 'armed' : ''}"
            data-card=${c.id}
            draggable="true"
            tabindex="0"
            aria-label="${c.name}, ${c.number ?? 'no number'}, ${c.locationClass ?? c.type}${c.danger !== undefined ? `, danger ${c.danger}` : ''}. Enter to place it on the map."
            @dragstart=${(e: DragEvent) => {
              state.drag = { kind: 'card', card: c.id };
              writePick(e.dataTransfer, state.drag);
            }}
            @dragend=${() => (state.drag = undefined)}
            @keydown=${(e: KeyboardEvent) => {
              if (e.key !== 'Enter' || e.target !== e.currentTarget) return;
              e.preventDefault();
              state.armed = { kind: 'card', card: c.id };
              state.say(
                `${c.name}: move to the map, choose a spot and press Enter to place it (Escape to stop).`,
                'done',
              );
              this.dispatchEvent(new Event('picked', { bubbles: true, composed: true }));
            }}
          >
            <span class="swatch" style="background:${CLASS_COLOURS[c.locationClass ?? ''] ?? '#999'}"></span>
            <span class="no">${c.number !== undefined ? String(c.number).padStart(3, '0') : '—'}</span>
            <span class="nm">${c.name}</span>
            <span class="meta">${c.type === 'location' ? classWord(c) : c.type}${c.danger !== undefined ? ` ⚠${c.danger}` : ''}${c.treasureRoom ? ' ★' : ''}${c.entrance ? ' ⌂' : ''}${this.odds(c)}</span>
            ${c.type === 'location' ? html`<button class="add" aria-label="Add ${c.name} to the deck" title="Add a copy to the selected deck" @click=${() => this.addToDeck(state, c)}>+ deck</button>` : nothing}
          </li>`,
        )}
      </ul>`;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      font-size: 0.85rem;
    }
    h2 {
      font-size: 0.95rem;
      margin: 0.5rem 0 0.3rem;
    }
    .filters {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
    }
    input,
    select,
    button {
      font: inherit;
      font-size: 0.8rem;
    }
    input[type='number'] {
      width: 3.2rem;
    }
    input[type='search'] {
      flex: 1 1 100%;
    }
    .rating input {
      width: 2.6rem;
    }
    .odds {
      color: #2e5d32;
    }
    .rating,
    .place {
      display: block;
      margin: 0.3rem 0;
    }
    .count {
      margin: 0.2rem 0;
      color: #5d5448;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      overflow: auto;
      flex: 1;
    }
    .card {
      display: grid;
      grid-template-columns: 0.5rem 2.2rem 1fr auto;
      grid-template-rows: auto auto;
      column-gap: 0.3rem;
      align-items: center;
      padding: 0.2rem;
      border-bottom: 1px solid #eee5d6;
      cursor: grab;
    }
    .card:focus-visible,
    .card.armed {
      outline: 2px solid #1565c0;
    }
    .swatch {
      grid-row: span 2;
      width: 0.5rem;
      height: 100%;
      border-radius: 2px;
    }
    .no {
      font-weight: 700;
      grid-row: span 2;
    }
    .meta {
      font-size: 0.75rem;
      color: #6d6458;
      grid-column: 3;
    }
    .add {
      grid-column: 4;
      grid-row: 1 / span 2;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-card-browser': TrCcgCardBrowser;
  }
}
