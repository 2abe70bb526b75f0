import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import type { Achievement, Envelope } from '../../model/types.generated.ts';
import { achievementsOf, byHand } from '../../analysis/coc-achievements.ts';
import {
  canOpen,
  completedCount,
  envelopesOf,
  markByHand,
  openEnvelope,
  type PlayerProfile,
} from '../../analysis/player-profile.ts';
import { playerProfile, profileJson, type ProfileStore } from '../../store/player-profile.ts';

const LISTS: [Achievement['mode'], string][] = [
  ['adventureBook', 'Adventure Book'],
  ['islandCampaign', 'Island Campaign'],
];

/**
 * The player's profile: the achievements of both lists (ticked when a playtest earned them, or by
 * hand), the secret envelopes (opened once enough achievements are completed, showing what they
 * unlock), export as a JSON file and clearing. Fires "close".
 */
@customElement('tr-player-profile')
export class TrPlayerProfile extends LitElement {
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @property({ attribute: false }) store: ProfileStore = playerProfile;
  @litState() private profile: PlayerProfile | undefined;
  @litState() private confirmClear = false;
  @litState() private message = '';

  private readonly onChange = () => void this.reload();

  override connectedCallback(): void {
    super.connectedCallback();
    this.store.addEventListener('change', this.onChange);
    void this.reload();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.store.removeEventListener('change', this.onChange);
  }

  private async reload(): Promise<void> {
    this.profile = await this.store.load();
  }

  private now = () => new Date().toISOString();

  private async mark(a: Achievement, done: boolean): Promise<void> {
    this.profile = await this.store.update((p) => markByHand(p, a.id, done, this.now()));
  }

  private async open(e: Envelope): Promise<void> {
    try {
      this.profile = await this.store.update((p) => openEnvelope(this.packs, p, e.id, this.now()));
      this.message = `${e.name} is open.`;
    } catch (err) {
      this.message = (err as Error).message;
    }
  }

  private async clear(): Promise<void> {
    this.profile = await this.store.clear();
    this.confirmClear = false;
    this.message = 'The profile is cleared.';
  }

  private exportFile(): void {
    if (!this.profile) return;
    const url = URL.createObjectURL(new Blob([profileJson(this.profile)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'player-profile.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private itemName(kind: string, id: string): string {
    const item = this.packs.flatMap((p) => p.items).find((i) => i.kind === kind && i.id === id);
    return typeof item?.name === 'string' ? item.name : `${kind} "${id}" (not in the packs)`;
  }

  override render() {
    const p = this.profile;
    if (!p) return html`<p>Loading the profile…</p>`;
    const achievements = achievementsOf(this.packs);
    const done = completedCount(this.packs, p);
    return html`<section aria-labelledby="profile-heading">
      <h3 id="profile-heading">Player profile</h3>
      <p class="count">${done} of ${achievements.length} achievements completed · ${p.games} playtests recorded</p>
      ${LISTS.map(([mode, label]) => {
        const list = achievements.filter((a) => a.mode === mode);
        if (!list.length) return nothing;
        return html`<fieldset>
          <legend>${label}</legend>
          ${list.map((a) => {
            const got = p.achievements[a.id];
            return html`<label title=${a.text}>
              <input type="checkbox" .checked=${!!got} @change=${(ev: Event) => void this.mark(a, (ev.target as HTMLInputElement).checked)} />
              <span class="name">${a.name}</span>
              <span class="how">${got ? (got.how === 'game' ? 'earned in a playtest' : 'marked by hand') : byHand(a) ? 'to mark by hand' : 'checked by the playtest'}</span>
            </label>`;
          })}
        </fieldset>`;
      })}
      <h4>Secret envelopes</h4>
      <ul class="envelopes">
        ${envelopesOf(this.packs).map((e) => {
          const opened = p.envelopes[e.id];
          return html`<li>
            <strong>${e.name}</strong> (${e.achievements} achievements):
            ${
              opened
                ? html`open — it holds ${e.unlocks.map((u) => this.itemName(u.kind, u.id)).join(', ')}`
                : html`sealed <button ?disabled=${!canOpen(this.packs, p, e)} @click=${() => void this.open(e)}>Open ${e.name}</button>`
            }
          </li>`;
        })}
      </ul>
      <p role="status" class="message">${this.message}</p>
      <div class="buttons">
        <button @click=${() => this.exportFile()}>Export the profile as JSON</button>
        ${
          this.confirmClear
            ? html`<span>Forget every achievement and envelope?</span><button class="danger" @click=${() => void this.clear()}>Yes, clear it</button
              ><button @click=${() => (this.confirmClear = false)}>Keep it</button>`
            : html`<button @click=${() => (this.confirmClear = true)}>Clear the profile</button>`
        }
        <button @click=${() => this.dispatchEvent(new CustomEvent('close', { bubbles: true, composed: true }))}>Close</button>
      </div>
    </section>`;
  }

  static override styles = css`
    :host {
      display: block;
      max-height: 45vh;
      overflow: auto;
    }
    h3,
    h4 {
      margin: 0.3rem 0;
    }
    fieldset {
      display: grid;
      gap: 0.15rem;
      margin: 0 0 0.5rem;
    }
    label {
      display: grid;
      grid-template-columns: auto 1fr auto;
      gap: 0.4rem;
      align-items: baseline;
    }
    .how {
      color: #555;
      font-size: 0.85em;
    }
    .envelopes {
      margin: 0 0 0.5rem;
      padding-left: 1.2rem;
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
    }
    .danger {
      color: #b71c1c;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-player-profile': TrPlayerProfile;
  }
}
