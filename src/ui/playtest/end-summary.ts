import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import { SessionController } from './playtest-context.ts';
import { resourcesGathered } from '../../analysis/coc-summary.ts';
import { achievementsEarned, achievementsOf, gameRecord } from '../../analysis/coc-achievements.ts';
import { recordGame } from '../../analysis/player-profile.ts';
import { playerProfile, type ProfileStore } from '../../store/player-profile.ts';
import type { PlaytestSession } from '../../store/playtest-session.ts';
import './player-profile.ts';

/**
 * The end of a game: won or lost, what it took (rounds, actions, damage, dice lost, enemies
 * defeated, times SEEN, noise, artifacts, resources gathered, Event Cards), the achievements the game
 * earned (recorded in the player's profile once per playtest), and what next. Fires "restart" (detail
 * `newSeed`), "back" and "save-replay"; "Look at the board" hides it until the game changes.
 */
@customElement('tr-end-summary')
export class TrEndSummary extends LitElement {
  private readonly play = new SessionController(this);
  @litState() private hiddenFor: unknown;
  @litState() private showProfile = false;
  /** The achievements earned, and those new to the profile, once the game's end is recorded. */
  @litState() private earned: { state: unknown; ids: string[]; fresh: string[] } | undefined;
  /** Where the profile is kept (tests give their own). */
  profileStore: ProfileStore = playerProfile;
  private readonly recorded = new WeakSet<PlaytestSession>();

  /** At a game's end: the achievements it earned, recorded in the profile the first time this playtest ends. */
  protected override updated(): void {
    const s = this.play.session;
    if (!s || s.state.status === 'playing' || this.earned?.state === s.state) return;
    const state = s.state;
    const record = gameRecord(s.setup.packs, s.first, s.steps);
    if (this.recorded.has(s)) {
      void this.profileStore.load().then((p) => {
        const ids = achievementsEarned(s.setup.packs, record, p.wins);
        this.earned = { state, ids, fresh: [] };
      });
      return;
    }
    this.recorded.add(s);
    this.earned = { state, ids: [], fresh: [] };
    let result: ReturnType<typeof recordGame> | undefined;
    void this.profileStore
      .update((p) => {
        result = recordGame(s.setup.packs, p, record, new Date().toISOString());
        return result.profile;
      })
      .then(() => {
        if (result) this.earned = { state, ids: result.earned, fresh: result.newlyCompleted };
      });
  }

  private renderAchievements(s: PlaytestSession) {
    const earned = this.earned?.state === s.state ? this.earned : undefined;
    if (!earned) return nothing;
    const names = new Map(achievementsOf(s.setup.packs).map((a) => [a.id, a.name]));
    return html`<div class="achievements">
      <h4>Achievements</h4>
      ${
        earned.ids.length
          ? html`<ul>
            ${earned.ids.map((id) => html`<li>${names.get(id) ?? id}${earned.fresh.includes(id) ? html` <strong>(new)</strong>` : nothing}</li>`)}
          </ul>`
          : html`<p>No achievement earned in this game.</p>`
      }
    </div>`;
  }

  private fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  override render() {
    const s = this.play.session;
    if (!s || s.state.status === 'playing' || s.reveal !== undefined || this.hiddenFor === s.state) return nothing;
    const sum = s.summary;
    const won = sum.status === 'won';
    const rows: [string, number][] = [
      ['Rounds', sum.rounds],
      ['Actions', sum.actions],
      ['Damage taken', sum.damageTaken],
      ['Dice lost', sum.diceLost],
      ['Enemies defeated', sum.enemiesDefeated],
      ['Times SEEN', sum.timesSeen],
      ['Noise made', sum.noiseMade],
      ['Artifacts collected', sum.artifactsCollected],
      ['Resources gathered', resourcesGathered(s.first, s.steps)],
      ['Event Cards used', sum.eventCardsUsed],
      ...(sum.levels > 1 ? [['Levels played', sum.levels] as [string, number]] : []),
      ...(sum.island
        ? [
            ['Island spaces cleared', sum.island.cleared] as [string, number],
            ['Tomb Tokens found', sum.island.found.length] as [string, number],
          ]
        : []),
    ];
    const campaign = !!sum.island;
    const heading = campaign
      ? won
        ? 'Won: the Island Campaign — the crypt is beaten'
        : 'Lost: the Island Campaign is over'
      : won
        ? 'Won: Lara leaves the level'
        : 'Lost: Lara has fallen';
    return html`<div class="panel ${won ? 'won' : 'lost'}" role="dialog" aria-labelledby="end-heading">
      <h3 id="end-heading">${heading}</h3>
      <dl>${rows.map(([k, v]) => html`<dt>${k}</dt><dd data-field=${k}>${v}</dd>`)}</dl>
      ${this.renderAchievements(s)}
      ${this.showProfile ? html`<tr-player-profile .packs=${s.setup.packs} .store=${this.profileStore} @close=${() => (this.showProfile = false)}></tr-player-profile>` : nothing}
      <div class="buttons">
        <button class="again" @click=${() => this.fire('restart', { newSeed: false })}>Play again (same seed)</button>
        <button @click=${() => this.fire('restart', { newSeed: true })}>Play again, new seed</button>
        <button @click=${() => this.fire('save-replay')}>Save the replay</button>
        <button aria-pressed=${this.showProfile ? 'true' : 'false'} @click=${() => (this.showProfile = !this.showProfile)}>Player profile</button>
        <button @click=${() => (this.hiddenFor = s.state)}>Look at the board</button>
        <button class="back" @click=${() => this.fire('back')}>Back to the editor</button>
      </div>
    </div>`;
  }

  static override styles = css`
    .panel {
      position: absolute;
      top: 3rem;
      left: 50%;
      transform: translateX(-50%);
      background: #fff;
      border: 3px solid #2e7d32;
      border-radius: 8px;
      padding: 0.8rem 1.2rem;
      z-index: 40;
      box-shadow: 0 8px 30px rgba(0, 0, 0, 0.35);
      min-width: 20rem;
      max-height: calc(100vh - 6rem);
      overflow: auto;
    }
    .panel.lost {
      border-color: #b71c1c;
    }
    h3 {
      margin: 0 0 0.5rem;
    }
    h4 {
      margin: 0.2rem 0;
    }
    .achievements ul {
      margin: 0 0 0.5rem;
      padding-left: 1.2rem;
    }
    dl {
      display: grid;
      grid-template-columns: auto auto;
      gap: 0.1rem 1rem;
      margin: 0 0 0.6rem;
    }
    dd {
      margin: 0;
      font-weight: 700;
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-end-summary': TrEndSummary;
  }
}
