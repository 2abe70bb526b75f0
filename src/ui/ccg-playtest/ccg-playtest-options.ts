import { LitElement, css, html } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import type { CcgPlaytestOptions } from '../../store/ccg-playtest-launch.ts';
import { optionsFormStyles, seedField } from '../play/play-shared.ts';

const SERIES_WORDS: Record<string, string> = {
  timed: 'timed series',
  linked: 'linked series',
  pickUp: 'pick-up series',
};

/**
 * The CCG playtest's options: the seed (shown, editable, or a new one), solitaire (one raider
 * against the level's obstacle deck) or hot-seat with N raiders at one screen, which power 1
 * character each raider plays, and (for a level written for a series) whether to play the series. "Restart with these
 * options" fires "restart" with them.
 */
@customElement('tr-ccg-playtest-options')
export class TrCcgPlaytestOptions extends LitElement {
  @property({ attribute: false }) options!: CcgPlaytestOptions;
  /** The power 1 raider cards to choose from: id and name. */
  @property({ attribute: false }) characters: { id: string; name: string }[] = [];
  /** How many raiders the level allows in hot-seat. */
  @property({ type: Number }) minPlayers = 2;
  @property({ type: Number }) maxPlayers = 4;
  /** The type of series the level is written for (its item's series), if any: the option to play it is offered. */
  @property({ attribute: false }) seriesType: string | undefined;
  @litState() private draft: CcgPlaytestOptions | undefined;

  private get value(): CcgPlaytestOptions {
    return this.draft ?? this.options;
  }

  private set(patch: Partial<CcgPlaytestOptions>): void {
    this.draft = { ...this.value, ...patch };
  }

  /** Sets the number of raiders, keeping the characters chosen and giving new seats the first one's. */
  private setCount(n: number): void {
    const raiders = this.value.raiders;
    this.set({
      raiders: Array.from({ length: n }, (_, i) => raiders[i] ?? raiders[0] ?? this.characters[0]?.id ?? ''),
    });
  }

  private setMode(mode: CcgPlaytestOptions['mode']): void {
    this.set({ mode });
    if (mode === 'hotSeat' && this.value.raiders.length < 2) this.setCount(Math.max(2, this.minPlayers));
  }

  private restart(): void {
    const o = this.value;
    this.dispatchEvent(
      new CustomEvent('restart', {
        detail: { options: { ...o, raiders: o.mode === 'solitaire' ? o.raiders.slice(0, 1) : o.raiders } },
        bubbles: true,
        composed: true,
      }),
    );
    this.draft = undefined;
  }

  override render() {
    const o = this.value;
    const seats = o.mode === 'solitaire' ? o.raiders.slice(0, 1) : o.raiders;
    const counts = Array.from(
      { length: Math.max(0, this.maxPlayers - Math.max(2, this.minPlayers) + 1) },
      (_, i) => Math.max(2, this.minPlayers) + i,
    );
    return html`<form @submit=${(e: Event) => (e.preventDefault(), this.restart())}>
      ${seedField(o.seed, (seed) => this.set({ seed }))}
      <fieldset>
        <legend>Players</legend>
        <label><input type="radio" name="mode" value="solitaire" .checked=${o.mode === 'solitaire'} @change=${() => this.setMode('solitaire')} /> Solitaire</label>
        <label><input type="radio" name="mode" value="hotSeat" .checked=${o.mode === 'hotSeat'} ?disabled=${counts.length === 0} @change=${() => this.setMode('hotSeat')} /> Hot-seat</label>
        ${
          o.mode === 'hotSeat'
            ? html`<label>Raiders
              <select aria-label="Number of raiders" @change=${(e: Event) => this.setCount(Number((e.target as HTMLSelectElement).value))}>
                ${counts.map((n) => html`<option value=${n} ?selected=${n === o.raiders.length}>${n}</option>`)}
              </select></label>`
            : ''
        }
      </fieldset>
      ${
        this.seriesType
          ? html`<label class="series"
            ><input type="checkbox" name="series" .checked=${!!o.series} @change=${(e: Event) => this.set({ series: (e.target as HTMLInputElement).checked })} /> Play the
            ${SERIES_WORDS[this.seriesType] ?? 'series'} this level is written for</label
          >`
          : ''
      }
      ${seats.map(
        (id, i) => html`<label>Raider ${i + 1}
          <select aria-label="Character of raider ${i + 1}" @change=${(e: Event) => this.set({ raiders: o.raiders.map((r, j) => (j === i ? (e.target as HTMLSelectElement).value : r)) })}>
            ${this.characters.map((c) => html`<option value=${c.id} ?selected=${c.id === id}>${c.name}</option>`)}
          </select></label>`,
      )}
      <button type="submit" class="restart">Restart with these options</button>
    </form>`;
  }

  static override styles = [
    optionsFormStyles,
    css`
      fieldset {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        border: 1px solid #ddd;
        padding: 0.1rem 0.5rem 0.3rem;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-playtest-options': TrCcgPlaytestOptions;
  }
}
