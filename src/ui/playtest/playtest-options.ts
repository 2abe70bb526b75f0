import { LitElement, css, html } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import type { PlaytestOptions } from '../../store/playtest-launch.ts';
import { optionsFormStyles, seedField } from '../play/play-shared.ts';
import { ALL_ADVANCED, type AdvancedOptions, type PlayersMode } from '../../engine/coc/index.ts';
import type { Pack } from '../../model/content.ts';
import type { Inventory } from '../../engine/coc/index.ts';
import { gearOfInventory } from '../../analysis/coc-kit.ts';
import './kit-options.ts';

/** The advanced-enemy module's five parts, each switchable (the rulebook's words in ours). */
/** The rulebook's multiplayer modes (engine/coc/players.ts), seats at one screen. */
const PLAYER_MODES: [PlayersMode, string][] = [
  ['passController', 'Pass the controller'],
  ['sharedExpedition', 'Shared expedition'],
  ['laraVsNatla', 'Lara against Natla Tech'],
];

const ADVANCED_PARTS: [keyof AdvancedOptions, string][] = [
  ['spawn', 'spawn choice by die'],
  ['rotation', 'turn direction by die'],
  ['stats', 'own stats'],
  ['locationBoost', 'location boost'],
  ['ability', 'abilities'],
];

/**
 * The playtest's options: the players (one, or a multiplayer mode with its seats, enemy seats
 * optionally played by the random bot), the seed (shown, editable, or a new one), the mode (the level alone, one
 * of a chapter's two challenges, a series of the pack's chapters from this one, the Island Campaign on the pack's
 * island board), advanced enemies
 * (all five parts of the module, each switchable), and the starting kit (as the level says, or Lara's health and dice
 * by
 * hand and her gear, kit-options.ts, starting from what the level gives her). "Restart" fires "restart" with the
 * options.
 */
@customElement('tr-playtest-options')
export class TrPlaytestOptions extends LitElement {
  @property({ attribute: false }) options!: PlaytestOptions;
  /** How many challenges the level has (0 for islands and crypts). */
  @property({ type: Number }) challenges = 0;
  /** Only a chapter can start a series. */
  @property({ type: Boolean }) chapter = false;
  /** The Island Campaign is offered for island locations, crypts and boards (and while one is played). */
  @property({ type: Boolean }) island = false;
  /** An island board is only played as the Island Campaign. */
  @property({ type: Boolean }) board = false;
  /** The packs in play (the custom kit's cards) and what the level gives Lara (a custom kit starts from it). */
  @property({ attribute: false }) packs: readonly Pack[] | undefined;
  @property({ attribute: false }) start: Inventory | undefined;
  @litState() private draft: PlaytestOptions | undefined;
  @litState() private kitValid = true;

  private get value(): PlaytestOptions {
    return this.draft ?? this.options;
  }

  private set(patch: Partial<PlaytestOptions>): void {
    this.draft = { ...this.value, ...patch };
  }

  private restart(): void {
    this.dispatchEvent(new CustomEvent('restart', { detail: { options: this.value }, bubbles: true, composed: true }));
    this.draft = undefined;
    this.kitValid = true;
  }

  /** A custom kit starts as the level's own: Lara's gear as the level gives it to her. */
  private chooseKit(custom: boolean): void {
    this.kitValid = true;
    this.set({
      kit: custom
        ? { custom: true, health: 10, dice: 6, ...(this.start ? { gear: gearOfInventory(this.start) } : {}) }
        : { custom: false },
    });
  }

  /** One player, or a multiplayer mode with its number of players; in Lara against Natla Tech, the enemy seats the bot
   * plays. */
  private playersFields(o: PlaytestOptions) {
    const p = o.players ?? null;
    const setCount = (count: number) =>
      p && this.set({ players: { ...p, count, bots: p.bots.filter((b) => b < count) } });
    return html`<fieldset class="players">
      <legend>Players</legend>
      <select aria-label="Players" @change=${(e: Event) => {
        const v = (e.target as HTMLSelectElement).value;
        this.set({
          players:
            v === 'one'
              ? null
              : { mode: v as PlayersMode, count: p?.count ?? 2, bots: v === 'laraVsNatla' ? (p?.bots ?? []) : [] },
        });
      }}>
        <option value="one" ?selected=${!p}>One player</option>
        ${PLAYER_MODES.map(([mode, words]) => html`<option value=${mode} ?selected=${p?.mode === mode}>${words}</option>`)}
      </select>
      ${
        p
          ? html`<label>Seats <input type="number" min="2" max="6" aria-label="Number of players" .value=${String(p.count)}
              @input=${(e: Event) => setCount(Math.min(6, Math.max(2, Number((e.target as HTMLInputElement).value) || 2)))} /></label>
            ${
              p.mode === 'laraVsNatla'
                ? Array.from({ length: p.count - 1 }, (_, i) => i + 1).map(
                    (
                      seat,
                    ) => html`<label><input type="checkbox" aria-label=${`Player ${seat + 1} (enemies) played by the bot`} .checked=${p.bots.includes(seat)}
                    @change=${(e: Event) => this.set({ players: { ...p, bots: (e.target as HTMLInputElement).checked ? [...p.bots, seat].sort() : p.bots.filter((b) => b !== seat) } })} /> Player ${seat + 1}: bot</label>`,
                  )
                : ''
            }`
          : ''
      }
    </fieldset>`;
  }

  override render() {
    const o = this.value;
    const mode = o.mode === 'challenge' ? `challenge-${o.challenge}` : o.mode;
    const kit = o.kit;
    return html`<form @submit=${(e: Event) => (e.preventDefault(), this.restart())}>
      ${seedField(o.seed, (seed) => this.set({ seed }))}
      <label>Mode
        <select aria-label="Mode" @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          this.set(
            v.startsWith('challenge-')
              ? { mode: 'challenge', challenge: Number(v.slice(10)) }
              : { mode: v as PlaytestOptions['mode'] },
          );
        }}>
          <option value="single" ?selected=${mode === 'single'} ?disabled=${this.board}>This level alone</option>
          <option value="challenge-0" ?selected=${mode === 'challenge-0'} ?disabled=${this.challenges < 1}>Challenge 1</option>
          <option value="challenge-1" ?selected=${mode === 'challenge-1'} ?disabled=${this.challenges < 2}>Challenge 2</option>
          <option value="series" ?selected=${mode === 'series'} ?disabled=${!this.chapter}>A series from this chapter</option>
          <option value="campaign" ?selected=${mode === 'campaign'} ?disabled=${!this.island}>Island Campaign</option>
        </select>
      </label>
      <fieldset class="advanced">
        <legend><label><input type="checkbox" aria-label="Advanced enemies" .checked=${!!o.advanced} @change=${(e: Event) => this.set({ advanced: (e.target as HTMLInputElement).checked ? { ...ALL_ADVANCED } : null })} /> Advanced enemies</label></legend>
        ${
          o.advanced
            ? ADVANCED_PARTS.map(
                ([part, words]) =>
                  html`<label><input type="checkbox" aria-label=${`Advanced enemies: ${words}`} .checked=${!!o.advanced?.[part]} @change=${(e: Event) => this.set({ advanced: { ...o.advanced, [part]: (e.target as HTMLInputElement).checked } })} /> ${words}</label>`,
              )
            : ''
        }
      </fieldset>
      ${this.playersFields(o)}
      <label>Starting kit
        <select aria-label="Starting kit" @change=${(e: Event) => this.chooseKit((e.target as HTMLSelectElement).value === 'custom')}>
          <option value="level" ?selected=${!kit.custom}>As the level says</option>
          <option value="custom" ?selected=${kit.custom}>Custom</option>
        </select>
      </label>
      ${
        kit.custom
          ? html`<label>Health <input type="number" min="1" max="20" aria-label="Health" .value=${String(kit.health)} @input=${(e: Event) => this.set({ kit: { ...kit, health: Math.max(1, Number((e.target as HTMLInputElement).value) || 1) } })} /></label>
            <label>Dice <input type="number" min="1" max="8" aria-label="Dice" .value=${String(kit.dice)} @input=${(e: Event) => this.set({ kit: { ...kit, dice: Math.max(1, Number((e.target as HTMLInputElement).value) || 1) } })} /></label>
            <tr-kit-options .gear=${kit.gear} .packs=${this.packs} @gear-change=${(e: CustomEvent) => ((this.kitValid = e.detail.valid), this.set({ kit: { ...kit, gear: e.detail.gear } }))}></tr-kit-options>`
          : ''
      }
      <button type="submit" class="restart" ?disabled=${kit.custom && !this.kitValid}>Restart with these options</button>
    </form>`;
  }

  static override styles = [
    optionsFormStyles,
    css`
      input[type='number'] {
        width: 3.5rem;
      }
      .advanced,
      .players {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.6rem;
        border: 1px solid #ddd;
        padding: 0.1rem 0.5rem 0.3rem;
      }
      .note {
        margin: 0;
        width: 100%;
        color: #666;
        font-size: 0.78rem;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest-options': TrPlaytestOptions;
  }
}
