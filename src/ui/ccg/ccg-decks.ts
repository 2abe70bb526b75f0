import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LOCATION_CLASSES } from '../../model/ccg-card-catalog.ts';
import { isObject } from '../../model/json-read.ts';
import { setField } from '../../model/ccg-level-edit.ts';
import {
  addCardToDeck,
  addDeck,
  deckLayout,
  removeDeck,
  setCardCount,
  setColumns,
  setDeckLayout,
  setDepthRange,
  spareCards,
  type DeckLayout,
  type LevelDeckView,
} from '../../model/ccg-level-decks.ts';
import { CcgController, readPick, type CcgDesignerState } from './ccg-state.ts';

const LAYOUTS: [DeckLayout, string][] = [
  ['single', 'One level deck'],
  ['byDepth', 'One deck per depth range'],
  ['byColumns', 'One deck per group of columns'],
  ['fixedMap', 'No deck: a fixed map'],
];

/**
 * The level deck(s): the layout, each deck's depths or columns, its cards with their counts (drop
 * cards from the browser, or type counts) and its building rules (size, classes, copy limit with
 * exemptions, treasure and entrance rooms, strongest treasure room).
 */
@customElement('tr-ccg-decks')
export class TrCcgDecks extends LitElement {
  private readonly ccg = new CcgController(this);

  private int(e: Event): number | undefined {
    const v = (e.target as HTMLInputElement).value;
    return v === '' ? undefined : Math.max(0, Math.trunc(Number(v)));
  }

  private rule(state: CcgDesignerState, deck: LevelDeckView, path: string[], value: unknown, label: string): void {
    state.edit(
      setField(state.value, [...deck.path, 'rules', ...path], value),
      label,
      `deck-rule-${deck.index}-${path.join('.')}`,
    );
  }

  private renderRules(state: CcgDesignerState, deck: LevelDeckView) {
    const rules = isObject(deck.deck.rules) ? deck.deck.rules : {};
    const limit = isObject(rules.copyLimit) ? rules.copyLimit : {};
    const classes = Array.isArray(rules.classes) ? (rules.classes as string[]) : [];
    const range = (key: 'treasureRooms' | 'entranceRooms', words: string) => {
      const r = isObject(rules[key]) ? (rules[key] as { min?: number; max?: number }) : {};
      return html`<label>${words} at least <input type="number" min="0" aria-label="${words}: at least" .value=${String(r.min ?? '')} @input=${(e: Event) => this.rule(state, deck, [key, 'min'], this.int(e), `${words} at least`)} /></label>
        <label>at most <input type="number" min="0" aria-label="${words}: at most" .value=${String(r.max ?? '')} @input=${(e: Event) => this.rule(state, deck, [key, 'max'], this.int(e), `${words} at most`)} /></label>`;
    };
    return html`<details class="rules" ?open=${Object.keys(rules).length > 0}>
      <summary>Building rules</summary>
      <label>Fewest cards <input type="number" min="1" aria-label="Fewest cards" .value=${String(rules.minCards ?? '')} @input=${(e: Event) => this.rule(state, deck, ['minCards'], this.int(e) || undefined, 'Fewest cards')} /></label>
      <label>Most cards <input type="number" min="1" aria-label="Most cards" .value=${String(rules.maxCards ?? '')} @input=${(e: Event) => this.rule(state, deck, ['maxCards'], this.int(e) || undefined, 'Most cards')} /></label>
      <label>Copy limit: at most <input type="number" min="1" aria-label="Copy limit" .value=${String(limit.max ?? '')} @input=${(e: Event) => this.rule(state, deck, ['copyLimit'], this.int(e) ? { ...limit, max: this.int(e) } : undefined, 'Copy limit')} /> of each card</label>
      <label>aside from <input type="text" aria-label="Cards exempt from the copy limit" placeholder="card ids, comma separated" .value=${Array.isArray(limit.except) ? (limit.except as string[]).join(', ') : ''}
        @change=${(e: Event) => {
          const ids = [
            ...new Set(
              (e.target as HTMLInputElement).value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ];
          if (limit.max !== undefined)
            this.rule(state, deck, ['copyLimit', 'except'], ids.length ? ids : undefined, 'Copy limit exemptions');
          else state.say('Set the copy limit first.', 'refused');
        }} /></label>
      <fieldset><legend>Allowed classes (none ticked: any)</legend>
        ${LOCATION_CLASSES.map(
          (c) =>
            html`<label><input type="checkbox" .checked=${classes.includes(c)} @change=${(e: Event) => {
              const on = (e.target as HTMLInputElement).checked;
              const next = on ? [...classes, c] : classes.filter((x) => x !== c);
              this.rule(state, deck, ['classes'], next.length ? next : undefined, 'Allowed classes');
            }} />${c}</label>`,
        )}
      </fieldset>
      ${range('treasureRooms', 'Treasure rooms')}
      ${range('entranceRooms', 'Entrance rooms')}
      <label>Strongest treasure room <input type="number" min="1" aria-label="Strongest treasure room" .value=${String(rules.maxTreasureRoomPower ?? '')} @input=${(e: Event) => this.rule(state, deck, ['maxTreasureRoomPower'], this.int(e) || undefined, 'Strongest treasure room')} /></label>
    </details>`;
  }

  private renderDeck(state: CcgDesignerState, deck: LevelDeckView, several: boolean) {
    const layout = deckLayout(state.value);
    const { width, depth } = state.map;
    const selected = state.selection?.kind === 'deck' && state.selection.index === deck.index;
    const problems = state.problems.filter(
      (p) =>
        p.pointer.startsWith(`/${deck.path.join('/')}`) ||
        (layout !== 'single' && p.pointer.startsWith(`/levelDeck/decks/${deck.index}/`)),
    );
    return html`<section
      class="deck ${selected ? 'selected' : ''}"
      data-index=${deck.index}
      aria-label="Deck: ${deck.label}, ${deck.size} cards"
      @click=${(e: Event) => ((e.target as HTMLElement).closest('input, button, select, summary') || (state.selection?.kind === 'deck' && state.selection.index === deck.index) ? undefined : state.select({ kind: 'deck', index: deck.index }))}
      @dragover=${(e: DragEvent) => e.preventDefault()}
      @drop=${(e: DragEvent) => {
        e.preventDefault();
        const pick = readPick(e.dataTransfer) ?? state.drag;
        state.drag = undefined;
        if (pick?.kind === 'card') {
          const name = state.catalog.get(pick.card)?.name ?? pick.card;
          if (state.edit(addCardToDeck(state.value, deck, pick.card), `Add ${name} to ${deck.label}`))
            state.select({ kind: 'deck', index: deck.index });
        }
      }}
    >
      <header>
        <input class="name" aria-label="Deck name" placeholder=${deck.label} .value=${typeof deck.deck.name === 'string' ? deck.deck.name : ''}
          @input=${(e: Event) => state.edit(setField(state.value, [...deck.path, 'name'], (e.target as HTMLInputElement).value || undefined), 'Deck name', `deck-name-${deck.index}`)} />
        <span class="size" role="status">${deck.size} card${deck.size === 1 ? '' : 's'}${problems.length ? html` · <span class="bad">${problems.length} problem${problems.length === 1 ? '' : 's'}</span>` : nothing}</span>
        ${several ? html`<button aria-label="Remove ${deck.label}" @click=${() => state.edit(removeDeck(state.value, deck.index), 'Remove deck')}>✕</button>` : nothing}
      </header>
      ${
        layout === 'byDepth'
          ? html`<div class="range">Depths <input type="number" min="1" max=${depth} aria-label="From depth" .value=${String(deck.fromDepth)} @change=${(e: Event) => state.edit(setDepthRange(state.value, deck.index, this.int(e) || 1, deck.toDepth!), 'Deck depths')} />
            to <input type="number" min="1" max=${depth} aria-label="To depth" .value=${String(deck.toDepth)} @change=${(e: Event) => state.edit(setDepthRange(state.value, deck.index, deck.fromDepth!, this.int(e) || 1), 'Deck depths')} /></div>`
          : nothing
      }
      ${
        layout === 'byColumns'
          ? html`<fieldset class="range"><legend>Columns</legend>${Array.from({ length: width }, (_, i) => i + 1).map(
              (c) =>
                html`<label><input type="checkbox" aria-label="Column ${c}" .checked=${deck.columns?.includes(c) ?? false} @change=${(
                  e: Event,
                ) => {
                  const on = (e.target as HTMLInputElement).checked;
                  state.edit(
                    setColumns(
                      state.value,
                      deck.index,
                      on ? [...(deck.columns ?? []), c] : (deck.columns ?? []).filter((x) => x !== c),
                    ),
                    'Deck columns',
                  );
                }} />${c}</label>`,
            )}</fieldset>`
          : nothing
      }
      ${deck.cards.length === 0 ? html`<p class="hint">Drop cards here from the card list, or use “+ deck”.</p>` : nothing}
      <ul class="cards">
        ${deck.cards.map((c) => {
          const info = state.catalog.get(c.card);
          return html`<li data-card=${c.card}>
            <span class="nm">${info?.number !== undefined ? `${String(info.number).padStart(3, '0')} ` : ''}${info?.name ?? c.card}</span>
            <input type="number" min="0" aria-label="Copies of ${info?.name ?? c.card}" .value=${String(c.count)} @change=${(e: Event) => state.edit(setCardCount(state.value, deck, c.card, this.int(e) ?? 0), 'Change copies')} />
            <button aria-label="Take ${info?.name ?? c.card} out of the deck" @click=${() => state.edit(setCardCount(state.value, deck, c.card, 0), 'Take a card out')}>✕</button>
          </li>`;
        })}
      </ul>
      ${this.renderRules(state, deck)}
    </section>`;
  }

  /** A fixed map's optional spare locations, swapped in when a card needs a location drawn. */
  private renderSpares(state: CcgDesignerState) {
    const spares = spareCards(state.value);
    const name = (id: string) => state.catalog.get(id)?.name ?? id;
    return html`<p class="hint">No level deck: every spot needs an entrance room or a fixed card.</p>
      <section class="deck spares" aria-label="Spare locations, ${spares.reduce((n, c) => n + c.count, 0)} cards"
        @dragover=${(e: DragEvent) => e.preventDefault()}
        @drop=${(e: DragEvent) => {
          e.preventDefault();
          const pick = readPick(e.dataTransfer) ?? state.drag;
          state.drag = undefined;
          if (pick?.kind === 'card')
            state.edit(
              addCardToDeck(state.value, ['levelDeck'], pick.card, 1, 'spareCards'),
              `Add ${name(pick.card)} to the spare pile`,
            );
        }}>
        <header><strong>Spare locations</strong> (optional; drop cards here)</header>
        <ul class="cards">
          ${spares.map(
            (c) => html`<li data-card=${c.card}>
            <span class="nm">${name(c.card)}</span>
            <input type="number" min="0" aria-label="Spare copies of ${name(c.card)}" .value=${String(c.count)} @change=${(e: Event) => state.edit(setCardCount(state.value, ['levelDeck'], c.card, this.int(e) ?? 0, 'spareCards'), 'Change spare copies')} />
            <button aria-label="Take ${name(c.card)} out of the spare pile" @click=${() => state.edit(setCardCount(state.value, ['levelDeck'], c.card, 0, 'spareCards'), 'Take a spare out')}>✕</button>
          </li>`,
          )}
        </ul>
      </section>`;
  }

  override render() {
    const state = this.ccg.state;
    if (!state) return nothing;
    const layout = deckLayout(state.value);
    const decks = state.decks;
    return html`<h2>Level deck</h2>
      <label>Layout
        <select aria-label="Deck layout" @change=${(e: Event) => state.edit(setDeckLayout(state.value, (e.target as HTMLSelectElement).value as DeckLayout), 'Deck layout')}>
          ${layout ? nothing : html`<option selected disabled>(none)</option>`}
          ${LAYOUTS.map(([v, words]) => html`<option value=${v} ?selected=${layout === v}>${words}</option>`)}
        </select>
      </label>
      ${
        layout === 'byDepth' || layout === 'byColumns'
          ? html`<button class="add-deck" @click=${() => {
              const next = addDeck(state.value);
              if (next === state.value)
                state.say(
                  layout === 'byDepth'
                    ? 'Every deck covers one depth: make the map deeper first.'
                    : 'Every deck has one column: make the map wider first.',
                  'refused',
                );
              else state.edit(next, layout === 'byDepth' ? 'Add a depth range' : 'Add a column group');
            }}>${layout === 'byDepth' ? 'Add a depth range' : 'Add a column group'}</button>`
          : nothing
      }
      ${layout === 'fixedMap' ? this.renderSpares(state) : nothing}
      ${decks.map((d) => this.renderDeck(state, d, decks.length > 1))}`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
    }
    h2 {
      font-size: 0.95rem;
      margin: 0.5rem 0 0.3rem;
    }
    input,
    select,
    button {
      font: inherit;
      font-size: 0.8rem;
    }
    input[type='number'] {
      width: 3.4rem;
    }
    .deck {
      border: 1px solid #d8d0c0;
      border-radius: 6px;
      padding: 0.4rem;
      margin: 0.4rem 0;
      background: #fff;
    }
    .deck.selected {
      outline: 2px solid #1565c0;
    }
    header {
      display: flex;
      gap: 0.3rem;
      align-items: center;
    }
    .name {
      flex: 1;
      min-width: 0;
    }
    .bad {
      color: #b71c1c;
    }
    .cards {
      list-style: none;
      padding: 0;
      margin: 0.3rem 0;
    }
    .cards li {
      display: flex;
      gap: 0.3rem;
      align-items: center;
    }
    .cards .nm {
      flex: 1;
    }
    .hint {
      color: #6d6458;
      font-size: 0.8rem;
    }
    .rules label {
      display: inline-block;
      margin: 0.1rem 0.3rem 0.1rem 0;
    }
    fieldset {
      border: 1px solid #e5dccb;
      margin: 0.2rem 0;
      padding: 0.2rem 0.4rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-decks': TrCcgDecks;
  }
}
