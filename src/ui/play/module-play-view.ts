/**
 * The play shell's adapter for the game modules with no playtest of their own ("module", the
 * default of <tr-play-shell>; The Angel of Darkness, Underworld, the RPG): the shared top bar (back
 * to where the game was started, Restart, New seed, Save replay, Load replay, the options), the seats
 * (each a person or one of the module's bots), the board (the game's own from ./boards.ts, or a plain
 * summary of the state), the actions allowed now as buttons in the module's words, and the shared log
 * with time travel (module-play-log.ts). Esc goes back, Ctrl+Z undoes, Ctrl+Y redoes. A new game (a
 * restart, a loaded replay) is asked of whoever plays it by a "start-game" event (ModuleGameStart).
 *
 * Its own chunk with the boards (./all-boards.ts): whoever draws a module game imports this module,
 * which brings the shell; a Crypt of Chronos or CCG launch never fetches it.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ModuleGame, ModuleGameStart } from '../../store/module-game.ts';
import { boardFor } from './boards.ts';
import { downloadText } from './play-shared.ts';
import { registerPlay, type PlayHost } from './play-adapter.ts';
import type { BarLauncher, TopBar } from './play-top-bar.ts';
import { frameKey } from './launched-session.ts';
import { loadModuleReplay } from './module-replay.ts';
import './play-shell.ts';
import './module-play-log.ts';
import './all-boards.ts';

/** The shell's fields for a module game. */
interface ModuleHost extends PlayHost {
  game: ModuleGame | undefined;
  error: string | undefined;
  heading: string;
}

type Options = Record<string, unknown> & { seed: string };

registerPlay('module', (playHost) => {
  const host = playHost as ModuleHost;
  let observed: ModuleGame | undefined;
  let loadError = '';
  const onChange = () => host.requestUpdate();
  // The shell re-renders whenever its game changes.
  host.addController({
    hostUpdate() {
      if (observed === host.game) return;
      observed?.removeEventListener('change', onChange);
      observed = host.game;
      observed?.addEventListener('change', onChange);
      loadError = '';
    },
    hostDisconnected() {
      observed?.removeEventListener('change', onChange);
      observed = undefined;
    },
  });
  const send = (type: string, detail?: unknown) =>
    host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  const close = () => send('close');
  const startGame = (start: ModuleGameStart) => send('start-game', start);
  /** The bar's view of the game: its options with the seed in words; a restart is a new game with the options. */
  const launcher: BarLauncher<Options> = {
    get options(): Options {
      const options = host.game?.options;
      const fields = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
      return { ...fields, seed: String(fields.seed ?? '') };
    },
    restart(options) {
      const game = host.game;
      if (!game) return;
      const before = game.options as { seed?: unknown } | undefined;
      const seed = typeof before?.seed === 'number' && options.seed.trim() !== '' ? Number(options.seed) : options.seed;
      const { actions: _replayed, ...start } = game.start;
      startGame({
        ...start,
        options: { ...options, seed: Number.isNaN(seed) ? options.seed : seed },
        seats: game.seats,
      });
    },
    back: close,
  };
  return {
    region: 'Playtest',
    styles,
    bar: (): TopBar<Options> => {
      const game = host.game;
      const level = game ? levelName(game) : '';
      const options = launcher.options;
      return {
        title: !game
          ? host.heading || 'Playtest'
          : level === game.start.game.name
            ? level
            : `${game.start.game.name}: ${level}`,
        launcher,
        backTo: host.backTo,
        playing: !!game,
        save: () => game && saveReplay(game),
        load: (text: string) => {
          const start = loadModuleReplay(text, game?.start.packs ?? []);
          loadError = typeof start === 'string' ? start : '';
          if (typeof start !== 'string') startGame(start);
          host.requestUpdate();
        },
        summary: Object.entries(options)
          .filter(([, v]) => typeof v !== 'object')
          .map(([k, v]) => `${k} ${String(v)}`)
          .join(', '),
        options: renderOptions(options, (o) => launcher.restart(o)),
      };
    },
    alerts: () =>
      html`${loadError ? html`<p class="error" role="alert">${loadError}</p>` : nothing}
      ${host.error ? html`<p class="error" role="alert">This level cannot be played: ${host.error}</p>` : nothing}`,
    board: () =>
      host.game
        ? html`<div class="board" slot="board">
            ${host.game.passTo ? renderPass(host.game, host.game.passTo) : renderBoard(host.game)}
          </div>`
        : nothing,
    side: () => (host.game ? renderSide(host, host.game) : nothing),
    log: () =>
      host.game
        ? html`<tr-module-play-log slot="log" .game=${host.game} level=${levelName(host.game)}></tr-module-play-log>`
        : nothing,
    // Only while the shell is on screen: Esc back, Ctrl+Z and Ctrl+Y through the log (not while typing in a field).
    key: (e) => {
      if (host.offsetParent === null) return false;
      const target = e.composedPath()[0] as HTMLElement;
      if (e.key !== 'Escape' && target.matches?.('input, textarea, select')) return false;
      return frameKey(e, launcher, host.game);
    },
  };
});

/** The level's name in the game's content (its id when it has none). */
function levelName(game: ModuleGame): string {
  const { kind, id } = game.start.level;
  const item = game.start.packs.flatMap((p) => p.items).find((i) => i.kind === kind && i.id === id);
  return typeof item?.name === 'string' ? item.name : id;
}

/** The options' form: the seed and the module's other plain options (the number of players…). */
function renderOptions(options: Options, restart: (options: Options) => void): TemplateResult {
  let value = { ...options };
  const plain = Object.entries(options).filter(([k, v]) => k !== 'seed' && typeof v === 'number');
  const submit = (e: Event) => {
    e.preventDefault();
    restart(value);
  };
  return html`<form @submit=${submit}>
    <label>Seed <input class="seed" aria-label="Seed" .value=${options.seed} @input=${(e: Event) => (value = { ...value, seed: (e.target as HTMLInputElement).value })} /></label>
    ${plain.map(
      ([k, v]) =>
        html`<label>${k[0]!.toUpperCase() + k.slice(1)}
          <input type="number" .value=${String(v)} @input=${(e: Event) => (value = { ...value, [k]: Number((e.target as HTMLInputElement).value) })}
        /></label>`,
    )}
    <button type="submit">Play with these options</button>
  </form>`;
}

function renderSide(host: ModuleHost, game: ModuleGame) {
  const outcome = game.outcome;
  return html`<aside slot="side">
    ${renderSeats(host, game)}
    ${
      outcome.over
        ? html`<p role="status" class="over">The game is over. ${outcome.winners.length ? `Won by ${outcome.winners.map((w) => seatName(game, w)).join(' and ')}.` : 'Nobody won.'}</p>`
        : renderActions(game)
    }
    ${game.error ? html`<p role="alert">${game.error}</p>` : nothing}
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
    tr-play-frame {
      --side-width: minmax(14rem, min(17rem, 25%));
      --log-width: minmax(16rem, min(22rem, 25%));
    }
    tr-module-play-log {
      padding: 0.2rem 0.5rem;
    }
    form {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 0.8rem;
      align-items: center;
    }
    form input {
      width: 7rem;
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
