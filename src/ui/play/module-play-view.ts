/**
 * The play shell's adapter for the game modules with no playtest of their own ("module", the
 * default of <tr-play-shell>): the top bar (the game, Undo, Restart, Save replay, Close), the seats
 * (each a person or one of the module's bots), the board (the game's own from ./boards.ts, or a plain
 * summary of the state), the actions allowed now as buttons in the module's words, and the log, where
 * any step can be gone back to (time travel is a replay of the shorter log). Esc closes the game.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ModuleGame } from '../../store/module-game.ts';
import { boardFor } from './boards.ts';
import { downloadText } from './play-shared.ts';
import { registerPlay, type PlayHost } from './play-adapter.ts';
import './all-boards.ts';

/** The shell's fields for a module game. */
interface ModuleHost extends PlayHost {
  game: ModuleGame | undefined;
  error: string | undefined;
  heading: string;
}

registerPlay('module', (playHost) => {
  const host = playHost as ModuleHost;
  let observed: ModuleGame | undefined;
  const onChange = () => host.requestUpdate();
  // The shell re-renders whenever its game changes.
  host.addController({
    hostUpdate() {
      if (observed === host.game) return;
      observed?.removeEventListener('change', onChange);
      observed = host.game;
      observed?.addEventListener('change', onChange);
    },
    hostDisconnected() {
      observed?.removeEventListener('change', onChange);
      observed = undefined;
    },
  });
  const close = () => host.dispatchEvent(new CustomEvent('close', { bubbles: true, composed: true }));
  return {
    region: 'Playtest',
    styles,
    bar: () => {
      const game = host.game;
      return html`<header>
          <h2>${host.heading || (game?.start.game.name ?? '')}</h2>
          ${game ? renderControls(game) : nothing}
          <button @click=${close}>Close</button>
        </header>
        ${host.error ? html`<p role="alert">This level cannot be played: ${host.error}</p>` : nothing}`;
    },
    board: () => (host.game ? renderGame(host, host.game) : nothing),
    side: () => nothing,
    // Only while the shell is on screen, and not when Esc closes something inside it (a select).
    key: (e) => {
      if (e.key === 'Escape' && host.offsetParent !== null) close();
      return false;
    },
  };
});

function renderControls(game: ModuleGame) {
  return html`<button ?disabled=${!game.steps.length} @click=${() => game.undo()}>Undo</button>
    <button ?disabled=${!game.steps.length} @click=${() => game.travel(0)}>Restart</button>
    <button @click=${() => saveReplay(game)}>Save replay</button>`;
}

function renderGame(host: ModuleHost, game: ModuleGame) {
  const outcome = game.outcome;
  return html`<div class="board" slot="board">
      ${game.passTo ? renderPass(game, game.passTo) : renderBoard(game)}
    </div>
    <aside slot="side">
      ${renderSeats(host, game)}
      ${
        outcome.over
          ? html`<p role="status" class="over">The game is over. ${outcome.winners.length ? `Won by ${outcome.winners.map((w) => seatName(game, w)).join(' and ')}.` : 'Nobody won.'}</p>`
          : renderActions(game)
      }
      ${game.error ? html`<p role="alert">${game.error}</p>` : nothing}
      ${renderLog(game)}
    </aside>`;
}

/** The game's own board, drawn for the viewer, or a plain summary of what the viewer may see. */
function renderBoard(game: ModuleGame) {
  const board = boardFor(game.start.game.id);
  if (!board) return summary(game.shown);
  return board({
    state: game.shown,
    viewer: game.viewer,
    legal: game.offered,
    act: (action) => act(game, action),
    describe: (action) => game.describe(action),
    events: [...game.startEvents, ...game.steps.flatMap((s) => s.events)],
    digest: () => game.prepared.digest(game.state),
  });
}

/** Hot-seat with hidden information: nothing of the last person's hand stays on screen for the next. */
function renderPass(game: ModuleGame, seat: string) {
  const name = seatName(game, seat);
  return html`<div class="pass" role="region" aria-label="Pass the device">
    <p>Pass the device to <strong>${name}</strong>.</p>
    <p>What only ${name} may see stays hidden until ${name} is at the screen.</p>
    <button class="take" @click=${() => game.takeDevice()}>I am ${name}: show my turn</button>
  </div>`;
}

function act(game: ModuleGame, action: unknown): void {
  if (game.apply(action)) game.playBots();
}

function seatName(game: ModuleGame, id: string): string {
  return game.prepared.seats?.(game.state).find((s) => s.id === id)?.name ?? id;
}

function renderSeats(host: ModuleHost, game: ModuleGame) {
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
            host.requestUpdate();
          }}
        >
          <option value="human" ?selected=${(game.seats[s.id] ?? 'human') === 'human'}>a person</option>
          ${bots.map((b) => html`<option value=${b.id} ?selected=${game.seats[s.id] === b.id}>the ${b.name} bot</option>`)}
        </select></label
      >`,
    )}
  </fieldset>`;
}

function renderActions(game: ModuleGame): TemplateResult {
  if (game.passTo) return html`<p class="actions">Waiting for ${seatName(game, game.passTo)} to take the device.</p>`;
  const legal = game.offered;
  return html`<section class="actions" aria-label="Actions">
    <h3>What can be done now</h3>
    ${
      legal.length
        ? html`<ul>
          ${legal.map((a) => html`<li><button @click=${() => act(game, a)}>${game.describe(a)}</button></li>`)}
        </ul>`
        : html`<p>No action is allowed now.</p>`
    }
  </section>`;
}

function renderLog(game: ModuleGame) {
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

function saveReplay(game: ModuleGame): void {
  downloadText(JSON.stringify(game.record, null, 2), `${game.start.level.id}.replay.json`);
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

const styles = css`
    :host {
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
