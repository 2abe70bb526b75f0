import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ModuleGame } from '../../store/module-game.ts';
import { boardFor } from './boards.ts';
import { downloadText } from './play-shared.ts';
import './all-boards.ts';
import './play-frame.ts';

/**
 * The shared play shell: any game module played at one screen, in the play frame (play-frame.ts).
 * The top bar (the game, Undo, Restart, Save replay, Close), the seats (each a person or one of the
 * module's bots), the board (the game's own adapter from boards.ts, or a plain summary of the
 * state), the actions allowed now as buttons in the module's words, and the log, where any step can
 * be gone back to (time travel is a replay of the shorter log). Esc closes the game.
 */
@customElement('tr-play-shell')
export class TrPlayShell extends LitElement {
  @property({ attribute: false }) game: ModuleGame | undefined;
  /** Why the game could not start (shown instead of the board). */
  @property({ attribute: false }) error: string | undefined;
  @property({ attribute: false }) heading = '';
  private observed: ModuleGame | undefined;
  private readonly onChange = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    // On the window: after a click the button clicked may be drawn anew and focus fall to the body.
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observed?.removeEventListener('change', this.onChange);
    this.observed = undefined;
    window.removeEventListener('keydown', this.onKey);
  }

  protected override willUpdate(): void {
    if (this.observed === this.game) return;
    this.observed?.removeEventListener('change', this.onChange);
    this.observed = this.game;
    this.observed?.addEventListener('change', this.onChange);
  }

  private readonly onKey = (e: KeyboardEvent) => {
    // Only while the shell is on screen, and not when Esc closes something inside it (a select).
    if (e.key === 'Escape' && !e.defaultPrevented && this.offsetParent !== null) this.close();
  };

  private close(): void {
    this.dispatchEvent(new CustomEvent('close', { bubbles: true, composed: true }));
  }

  override render() {
    const game = this.game;
    const name = game?.start.game.name ?? '';
    return html`<section class="shell" aria-label="Playtest">
      <tr-play-frame>
        <header slot="bar">
          <h2>${this.heading || name}</h2>
          ${game ? this.renderControls(game) : nothing}
          <button @click=${() => this.close()}>Close</button>
        </header>
        ${this.error ? html`<p slot="bar" role="alert">This level cannot be played: ${this.error}</p>` : nothing}
        ${game ? this.renderGame(game) : nothing}
      </tr-play-frame>
    </section>`;
  }

  private renderControls(game: ModuleGame) {
    return html`<button ?disabled=${!game.steps.length} @click=${() => game.undo()}>Undo</button>
      <button ?disabled=${!game.steps.length} @click=${() => game.travel(0)}>Restart</button>
      <button @click=${() => this.saveReplay(game)}>Save replay</button>`;
  }

  private renderGame(game: ModuleGame) {
    const outcome = game.outcome;
    return html`<div class="board" slot="board">
        ${game.passTo ? this.renderPass(game, game.passTo) : this.renderBoard(game)}
      </div>
      <aside slot="side">
        ${this.renderSeats(game)}
        ${
          outcome.over
            ? html`<p role="status" class="over">The game is over. ${outcome.winners.length ? `Won by ${outcome.winners.map((w) => this.seatName(game, w)).join(' and ')}.` : 'Nobody won.'}</p>`
            : this.renderActions(game)
        }
        ${game.error ? html`<p role="alert">${game.error}</p>` : nothing}
        ${this.renderLog(game)}
      </aside>`;
  }

  /** The game's own board, drawn for the viewer, or a plain summary of what the viewer may see. */
  private renderBoard(game: ModuleGame) {
    const board = boardFor(game.start.game.id);
    if (!board) return summary(game.shown);
    return board({
      state: game.shown,
      viewer: game.viewer,
      legal: game.offered,
      act: (action) => this.act(game, action),
      describe: (action) => game.describe(action),
      events: [...game.startEvents, ...game.steps.flatMap((s) => s.events)],
      digest: () => game.prepared.digest(game.state),
    });
  }

  /** Hot-seat with hidden information: nothing of the last person's hand stays on screen for the next. */
  private renderPass(game: ModuleGame, seat: string) {
    const name = this.seatName(game, seat);
    return html`<div class="pass" role="region" aria-label="Pass the device">
      <p>Pass the device to <strong>${name}</strong>.</p>
      <p>What only ${name} may see stays hidden until ${name} is at the screen.</p>
      <button class="take" @click=${() => game.takeDevice()}>I am ${name}: show my turn</button>
    </div>`;
  }

  private act(game: ModuleGame, action: unknown): void {
    if (game.apply(action)) game.playBots();
  }

  private seatName(game: ModuleGame, id: string): string {
    return game.prepared.seats?.(game.state).find((s) => s.id === id)?.name ?? id;
  }

  private renderSeats(game: ModuleGame) {
    const seats = game.prepared.seats?.(game.state) ?? [];
    if (!seats.length) return nothing;
    const bots = Object.values(game.prepared.players);
    const actor = game.actor;
    return html`<fieldset class="seats">
      <legend>Seats</legend>
      ${seats.map(
        (s) => html`<label class=${s.id === actor ? 'now' : ''}
          >${s.name}${s.id === actor ? html` <span class="turn">(to play)</span>` : nothing}
          <select
            aria-label=${`Who plays ${s.name}`}
            @change=${(e: Event) => {
              game.seats = { ...game.seats, [s.id]: (e.target as HTMLSelectElement).value };
              game.playBots();
              this.requestUpdate();
            }}
          >
            <option value="human" ?selected=${(game.seats[s.id] ?? 'human') === 'human'}>a person</option>
            ${bots.map((b) => html`<option value=${b.id} ?selected=${game.seats[s.id] === b.id}>the ${b.name} bot</option>`)}
          </select></label
        >`,
      )}
    </fieldset>`;
  }

  private renderActions(game: ModuleGame): TemplateResult {
    if (game.passTo)
      return html`<p class="actions">Waiting for ${this.seatName(game, game.passTo)} to take the device.</p>`;
    const legal = game.offered;
    return html`<section class="actions" aria-label="Actions">
      <h3>What can be done now</h3>
      ${
        legal.length
          ? html`<ul>
            ${legal.map((a) => html`<li><button @click=${() => this.act(game, a)}>${game.describe(a)}</button></li>`)}
          </ul>`
          : html`<p>No action is allowed now.</p>`
      }
    </section>`;
  }

  private renderLog(game: ModuleGame) {
    const lines = game.log;
    return html`<section class="log" aria-label="Log">
      <h3>Log</h3>
      <ol>
        ${lines.map(
          (l, i) => html`<li>
            ${
              l.step > 0 && lines[i - 1]?.step !== l.step
                ? html`<button class="back" title="Go back to just before this step" @click=${() => game.travel(l.step - 1)}>↶</button>`
                : nothing
            }
            ${l.text}
          </li>`,
        )}
      </ol>
      ${game.future.length ? html`<button @click=${() => game.redo()}>Step forward (${game.future.length} to go)</button>` : nothing}
    </section>`;
  }

  private saveReplay(game: ModuleGame): void {
    downloadText(JSON.stringify(game.record, null, 2), `${game.start.level.id}.replay.json`);
  }

  static override styles = css`
    :host {
      display: block;
      height: 100%;
      overflow: auto;
      font: inherit;
    }
    header {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      padding: 0.5rem 1rem;
      border-bottom: 1px solid #ccc;
    }
    h2 {
      margin: 0 auto 0 0;
      font-size: 1.1rem;
    }
    .shell {
      height: 100%;
    }
    tr-play-frame {
      --side-width: 22rem;
    }
    .board {
      min-height: 20rem;
      padding: 1rem;
      overflow: auto;
    }
    aside {
      display: flex;
      flex-direction: column;
      gap: 0.75rem;
      padding: 1rem;
      overflow: auto;
    }
    h3 {
      margin: 0 0 0.25rem;
      font-size: 1rem;
    }
    .actions ul {
      list-style: none;
      padding: 0;
      margin: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      max-height: 16rem;
      overflow: auto;
    }
    .seats label {
      display: block;
    }
    .seats .now {
      font-weight: bold;
    }
    .log ol {
      max-height: 20rem;
      overflow: auto;
      padding-left: 1.5rem;
      margin: 0;
    }
    .back {
      padding: 0 0.25rem;
    }
    .over {
      font-weight: bold;
    }
    .pass {
      display: grid;
      place-content: center;
      justify-items: center;
      gap: 0.5rem;
      min-height: 20rem;
      background: #2b2b2b;
      color: #f4f1ea;
      border-radius: 6px;
      text-align: center;
    }
    .pass .take {
      font-size: 1.1rem;
      padding: 0.5rem 1rem;
    }
    dl.summary {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: 0.25rem 1rem;
    }
    dt {
      font-weight: bold;
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `;
}

/** A game with no board of its own: its state's plain fields, as a list. */
function summary(state: unknown) {
  if (!state || typeof state !== 'object') return html`<p>${String(state)}</p>`;
  const shown = Object.entries(state as Record<string, unknown>).filter(
    ([k, v]) => k !== 'random' && k !== 'log' && v !== null && typeof v !== 'function',
  );
  return html`<dl class="summary" aria-label="The game now">
    ${shown.map(([k, v]) => html`<dt>${k}</dt><dd>${typeof v === 'object' ? JSON.stringify(v) : String(v)}</dd>`)}
  </dl>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-play-shell': TrPlayShell;
  }
}
