import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import { SessionController } from './playtest-context.ts';
import { resourcesGathered } from '../../analysis/coc-summary.ts';
import { achievementsEarned, achievementsOf, gameRecord } from '../../analysis/coc-achievements.ts';
import { recordGame } from '../../analysis/player-profile.ts';
import { playerProfile, type ProfileStore } from '../../store/player-profile.ts';
import type { PlaytestSession } from '../../store/playtest-session.ts';
import { endSummary, endSummaryStyles, type EndFigure } from '../play/end-summary.ts';
import './player-profile.ts';

/**
 * The Crypt of Chronos's end of a game, in the shared frame (play/end-summary.ts): won or lost, what
 * it took (rounds, actions, damage, dice lost, enemies defeated, times SEEN, noise, artifacts,
 * resources gathered, Event Cards), the achievements the game earned (recorded in the player's
 * profile once per playtest) and the player profile. The frame's buttons fire "restart" (detail
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
    const record = gameRecord(s.content, s.first, s.steps);
    if (this.recorded.has(s)) {
      void this.profileStore.load().then((p) => {
        const ids = achievementsEarned(s.setup.packs, s.content, record, p.wins);
        this.earned = { state, ids, fresh: [] };
      });
      return;
    }
    this.recorded.add(s);
    this.earned = { state, ids: [], fresh: [] };
    let result: ReturnType<typeof recordGame> | undefined;
    void this.profileStore
      .update((p) => {
        result = recordGame(s.setup.packs, s.content, p, record, new Date().toISOString());
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

  override render() {
    const s = this.play.session;
    if (!s || s.state.status === 'playing' || s.reveal !== undefined || this.hiddenFor === s.state) return nothing;
    const sum = s.summary;
    const won = sum.status === 'won';
    const figures: EndFigure[] = [
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
      ...(sum.levels > 1 ? [['Levels played', sum.levels] as const] : []),
      ...(sum.island
        ? [
            ['Island spaces cleared', sum.island.cleared] as const,
            ['Tomb Tokens found', sum.island.found.length] as const,
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
    return endSummary({
      host: this,
      won,
      heading,
      figures,
      more: html`${this.renderAchievements(s)}
      ${this.showProfile ? html`<tr-player-profile .packs=${s.setup.packs} .store=${this.profileStore} @close=${() => (this.showProfile = false)}></tr-player-profile>` : nothing}`,
      buttons: html`<button aria-pressed=${this.showProfile ? 'true' : 'false'} @click=${() => (this.showProfile = !this.showProfile)}>Player profile</button>`,
      backTo: 'the editor',
      hide: () => (this.hiddenFor = s.state),
    });
  }

  static override styles = [
    endSummaryStyles,
    css`
      h4 {
        margin: 0.2rem 0;
      }
      .achievements ul {
        margin: 0 0 0.5rem;
        padding-left: 1.2rem;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-end-summary': TrEndSummary;
  }
}
