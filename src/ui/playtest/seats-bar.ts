import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { SessionController } from './playtest-context.ts';
import { enemyOwner, playerName } from '../../engine/coc/index.ts';

const MODE_WORDS = {
  passController: 'Pass the controller',
  sharedExpedition: 'Shared expedition',
  laraVsNatla: 'Lara against Natla Tech',
} as const;

/**
 * The players of a multiplayer playtest at one screen (engine/coc/players.ts): each seat with its
 * part (Lara, the enemies and which enemies it moves), its Lara Dice in a shared expedition, the
 * seats whose turn it is marked; in a shared expedition a seat is chosen as the one whose dice the
 * rolls use first. Seats the random bot plays act by themselves after `botDelay` ms.
 */
@customElement('tr-playtest-seats')
export class TrPlaytestSeats extends LitElement {
  private readonly play = new SessionController(this);
  /** How long a bot seat waits before it acts (ms). */
  @property({ type: Number }) botDelay = 400;
  private timer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.timer !== undefined || !this.play.session?.botsTurn) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.play.session?.botStep();
    }, this.botDelay);
  }

  private partOf(seat: number): string {
    const s = this.play.session!;
    const p = s.state.players!;
    if (p.mode !== 'laraVsNatla') return 'Lara';
    if (seat === 0) return 'Lara';
    const mine = s.state.enemies.filter((e) => enemyOwner(p, e.id) === seat).map((e) => e.id);
    return `the enemies${mine.length ? ` (${mine.join(', ')})` : ''}`;
  }

  override render() {
    const s = this.play.session;
    const p = s?.state.players;
    if (!s || !p) return nothing;
    const toAct = new Set(s.seats);
    const bots = new Set(s.setup.bots ?? []);
    const shared = p.mode === 'sharedExpedition';
    const byBot = [...toAct].every((seat) => bots.has(seat));
    const turn = `${[...toAct].map(playerName).join(' or ')} to act${byBot ? ' (the bot)' : ''}.`;
    return html`<section aria-label="Players">
      <h3>${MODE_WORDS[p.mode]}</h3>
      <ol>
        ${Array.from(
          { length: p.count },
          (_, seat) =>
            html`<li
              class=${toAct.has(seat) ? 'to-act' : ''}
              data-seat=${seat}
              aria-current=${toAct.has(seat) ? 'true' : 'false'}
            >
              <span class="name">${playerName(seat).replace(/^p/, 'P')}${bots.has(seat) ? ' (bot)' : ''}</span>
              <span class="part">${this.partOf(seat)}</span>
              ${
                p.mode === 'passController' && p.controller === seat
                  ? html`<span class="dice">holds the Lara Dice</span>`
                  : nothing
              }
              ${
                shared
                  ? html`<span class="dice">${p.dice[seat]} ${p.dice[seat] === 1 ? 'die' : 'dice'}</span>
                      <label
                        ><input
                          type="radio"
                          name="active"
                          aria-label=${`Roll ${playerName(seat)}'s dice first`}
                          .checked=${s.activeSeat === seat}
                          @change=${() => ((s.activeSeat = seat), this.requestUpdate())}
                        />
                        rolls first</label
                      >`
                  : nothing
              }
            </li>`,
        )}
      </ol>
      <p class="turn" role="status">${turn}</p>
    </section>`;
  }

  static override styles = css`
    section {
      font-size: 0.85rem;
    }
    h3 {
      margin: 0 0 0.2rem;
      font-size: 0.9rem;
    }
    ol {
      margin: 0;
      padding: 0;
      list-style: none;
      display: flex;
      flex-direction: column;
      gap: 0.15rem;
    }
    li {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      padding: 0.1rem 0.3rem;
      border-left: 3px solid transparent;
    }
    li.to-act {
      border-left-color: #c60;
      background: #fff4e5;
    }
    .name {
      font-weight: 600;
    }
    .turn {
      margin: 0.2rem 0 0;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest-seats': TrPlaytestSeats;
  }
}
