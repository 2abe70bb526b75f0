import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import {
  addDrawCards,
  awardsTreasure,
  carriableItems,
  finishSeriesGame,
  seriesWinners,
  treasureChoices,
  type Series,
} from '../../engine/ccg/index.ts';
import type { CardCount, CcgState } from '../../engine/ccg/index.ts';
import { dialogStyles } from '../play/dialog-styles.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { cardName, playerName } from './ccg-words.ts';

const SERIES_NAMES: Record<Series['type'], string> = {
  timed: 'Timed series',
  linked: 'Linked series',
  pickUp: 'Pick-up series',
};

/**
 * The end of a level of a series (loaded when a series level ends): the level's result, and the
 * carry-over choices — the treasure the winner takes, the saved items each raider keeps — then the
 * next level; after the last level, the results level by level and the series' winner. Fires
 * "next-level" (detail `series`: the record with this level finished into it), "series-again" and
 * "undo"; "Look at the board" hides it until the game changes.
 */
@customElement('tr-ccg-series-dialog')
export class TrCcgSeriesDialog extends LitElement {
  private readonly play = new CcgSessionController(this);
  /** The game the choices below are for (they are reset when it changes). */
  private chosenFor: CcgState | undefined;
  @litState() private treasure: string | undefined;
  @litState() private kept: string[][] = [];
  /** Pick-up series: the new draw cards each raider adds to her deck for the next level. */
  @litState() private newCards: CardCount[][] = [];
  @litState() private finished: Series | undefined;
  @litState() private hiddenFor: CcgState | undefined;
  @litState() private error = '';

  private fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** The choices start as the engine's defaults: the strongest treasure, each raider's first saved items. */
  private resetFor(state: CcgState, series: Series): void {
    if (this.chosenFor === state) return;
    const content = this.play.session!.content;
    this.chosenFor = state;
    this.treasure = awardsTreasure(series, state) ? treasureChoices(content, state)[0] : undefined;
    this.kept = state.raiders.map((_, i) =>
      carriableItems(content, state, i).slice(0, series.carryOver.savedItems ?? 0),
    );
    this.newCards = state.raiders.map(() => []);
    this.finished = undefined;
    this.error = '';
  }

  private addCard(player: number, card: string): void {
    if (!card) return;
    const now = this.newCards[player] ?? [];
    const entry = now.find((c) => c.card === card);
    const next = entry
      ? now.map((c) => (c.card === card ? { ...c, count: c.count + 1 } : c))
      : [...now, { card, count: 1 }];
    this.newCards = this.newCards.map((k, i) => (i === player ? next : k));
  }

  private toggleKept(player: number, card: string, on: boolean, limit: number): void {
    const now = this.kept[player] ?? [];
    const next = on ? [...now, card].slice(-limit) : now.filter((c) => c !== card);
    this.kept = this.kept.map((k, i) => (i === player ? next : k));
  }

  /** Finishes the level into the series: the next level, or the series' end shown here. */
  private finish(series: Series, state: CcgState): void {
    try {
      const content = this.play.session!.content;
      let next = finishSeriesGame(content, series, state, this.treasure, this.kept);
      if (next.next < next.levels.length)
        this.newCards.forEach((cards, i) => cards.length && (next = addDrawCards(content, next, i, cards)));
      this.error = '';
      if (next.next < next.levels.length) this.fire('next-level', { series: next });
      else this.finished = next;
    } catch (e) {
      this.error = (e as Error).message;
    }
  }

  protected override updated(): void {
    const first = this.renderRoot.querySelector<HTMLButtonElement>('button.primary');
    if (first && !this.renderRoot.contains(this.renderRoot.querySelector(':focus'))) first.focus();
  }

  override render() {
    const s = this.play.session;
    const series = s?.setup.series;
    const content = this.play.content;
    if (!s || !series || !content || s.state.status === 'playing' || this.hiddenFor === s.state) return nothing;
    const state = s.state;
    this.resetFor(state, series);
    const index = series.next;
    const count = series.levels.length;
    const won = state.winners.map((p) => playerName(state, p)).join(' and ');
    return html`<div class="backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="heading">
        <h3 id="heading">${SERIES_NAMES[series.type]}: level ${index + 1} of ${count} ${state.status === 'won' ? html`won by ${won}` : 'lost'}</h3>
        <p class="outcome">${state.outcome ?? ''}</p>
        ${this.finished ? this.renderEnd(this.finished, state) : this.renderChoices(series, state, index + 1 === count)}
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      </div>
    </div>`;
  }

  private renderChoices(series: Series, state: CcgState, last: boolean) {
    const s = this.play.session!;
    const content = s.content;
    const limit = series.carryOver.savedItems ?? 0;
    const carried = [
      series.carryOver.treasures && 'treasures',
      series.carryOver.upgrades && 'upgrades',
      series.carryOver.secretMoves && 'secret moves',
      limit && `${limit} saved item${limit === 1 ? '' : 's'} each`,
    ].filter(Boolean);
    const treasures = awardsTreasure(series, state) ? treasureChoices(content, state) : [];
    return html`${
      treasures.length
        ? html`<label class="field"
            >Treasure ${playerName(state, state.winners[0])} takes
            <select aria-label="Treasure taken" @change=${(e: Event) => (this.treasure = (e.target as HTMLSelectElement).value)}>
              ${treasures.map((id) => html`<option value=${id} ?selected=${id === this.treasure}>${cardName(content, id)} (power ${content.cards.get(id)?.power})</option>`)}
            </select></label
          >`
        : nothing
    }
      ${last ? nothing : html`<p class="carried">Carried into the next level: ${carried.length ? carried.join(', ') : 'only the treasures won'}.</p>`}
      ${
        !last && limit
          ? state.raiders.map((r, i) => {
              const items = carriableItems(content, state, i);
              return html`<fieldset data-player=${i}>
              <legend>Saved items ${r.name} keeps (at most ${limit})</legend>
              ${
                items.length
                  ? items.map(
                      (id) => html`<label
                      ><input type="checkbox" .checked=${(this.kept[i] ?? []).includes(id)} @change=${(e: Event) => this.toggleKept(i, id, (e.target as HTMLInputElement).checked, limit)} />
                      ${cardName(content, id)}</label
                    >`,
                    )
                  : html`<span class="none">No saved item.</span>`
              }
            </fieldset>`;
            })
          : nothing
      }
      ${!last && series.newDrawCards > 0 ? this.renderNewCards(series, state) : nothing}
      <div class="buttons">
        <button class="primary" @click=${() => this.finish(series, state)}>${last ? 'End the series' : `Play level ${series.next + 2}`}</button>
        <button ?disabled=${s.steps.length === 0} @click=${() => this.fire('undo')}>Undo the last action</button>
        <button @click=${() => (this.hiddenFor = state)}>Look at the board</button>
      </div>`;
  }

  /** Pick-up series: each raider may add new draw cards to her deck for the next level (rule decision 171). */
  private renderNewCards(series: Series, state: CcgState) {
    const content = this.play.content!;
    const drawCards = [...content.cards.values()]
      .filter((c) => ['action', 'discovery', 'upgrade', 'obstacle', 'secretMove'].includes(c.type))
      .sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
    return state.raiders.map((r, i) => {
      const cards = this.newCards[i] ?? [];
      const total = cards.reduce((n, c) => n + c.count, 0);
      return html`<fieldset class="new-cards" data-player=${i}>
        <legend>New draw cards for ${r.name} (${total} of at most ${series.newDrawCards})</legend>
        ${cards.length ? html`<p class="added">${cards.map((c) => `${cardName(content, c.card)} ×${c.count}`).join(', ')}</p>` : nothing}
        <select aria-label="New draw card for ${r.name}">
          ${drawCards.map((c) => html`<option value=${c.id}>${c.name}</option>`)}
        </select>
        <button ?disabled=${total >= series.newDrawCards} @click=${(e: Event) => this.addCard(i, ((e.target as HTMLElement).previousElementSibling as HTMLSelectElement).value)}>Add</button>
      </fieldset>`;
    });
  }

  private renderEnd(series: Series, state: CcgState) {
    const content = this.play.content!;
    const winners = seriesWinners(series);
    const timed = series.type === 'timed';
    return html`<table>
        <thead>
          <tr><th>Level</th><th>Won by</th><th>${timed ? 'Extra turns' : 'Treasure'}</th></tr>
        </thead>
        <tbody>
          ${series.results.map(
            (r, i) => html`<tr>
              <td>${i + 1}</td>
              <td>${r.winners.map((p) => playerName(state, p)).join(', ') || '—'}</td>
              <td>${timed ? r.extraTurns.map((n, p) => `${playerName(state, p)} ${n}`).join(', ') : r.treasure ? cardName(content, r.treasure) : '—'}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="winner" role="status">Series winner: <b>${winners.map((p) => playerName(state, p)).join(' and ') || 'nobody'}</b></p>
      <div class="buttons">
        <button class="primary" @click=${() => this.fire('series-again')}>Play the series again</button>
        <button @click=${() => (this.hiddenFor = state)}>Look at the board</button>
      </div>`;
  }

  static override styles = [
    dialogStyles,
    css`
      .field,
      fieldset {
        display: block;
        margin: 0.4rem 0;
      }
      fieldset label {
        display: block;
      }
      .buttons {
        display: flex;
        gap: 0.5rem;
        margin-top: 0.8rem;
        flex-wrap: wrap;
      }
      table {
        border-collapse: collapse;
        margin: 0.4rem 0;
      }
      th,
      td {
        border-bottom: 1px solid #ddd;
        padding: 0.15rem 0.5rem;
        text-align: left;
      }
      .error {
        color: #b00020;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-series-dialog': TrCcgSeriesDialog;
  }
}
