import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import { isLevel } from '../../model/coc-level-new.ts';
import type { GameRef } from '../../engine/coc/index.ts';
import type { PlaytestLauncher } from '../../store/playtest-launch.ts';
import { StoreController } from '../store-context.ts';
import { loadScenario } from './coc-play.ts';
import { playCcgLevel } from '../ccg/ccg-playtest-code.ts';
import { visibleText } from '../../model/visible-text.ts';
import { replayFileButton, replayFileButtonStyles } from '../play/replay-file-button.ts';

/** The Playtest area with no game open: every level of every pack to play (CCG levels too), and loading a replay. */
@customElement('tr-playtest-start')
export class TrPlaytestStart extends LitElement {
  private readonly app = new StoreController(this, ['documents']);
  @property({ attribute: false }) launcher!: PlaytestLauncher;
  @litState() private loadError = '';

  /** A replay of any game (a scenario file of Crypt of Chronos or the CCG, a module game's saved replay). */
  private readonly loadFile = async (text: string): Promise<void> => {
    this.loadError = (await loadScenario(this.launcher, text, undefined, 'playtest')) ?? '';
  };

  override render() {
    const store = this.app.store;
    const launcher = this.launcher;
    if (!store || !launcher) return nothing;
    // Levels, and island boards (each played as the Island Campaign).
    const levels = store.packs.flatMap((pack) =>
      pack.items.filter((item) => item.kind === 'islandBoard' || isLevel(item)).map((item) => ({ pack, item })),
    );
    const ccgLevels = store.packs.flatMap((pack) =>
      pack.items.filter((item) => item.kind === 'ccgLevel').map((item) => ({ pack, item })),
    );
    return html`<h2>Playtest</h2>
      <p>Play a level by the rules at once: press <kbd>Ctrl</kbd>+<kbd>Enter</kbd> (or Playtest) in the level editor or the CCG designer to play the draft as it stands, choose a level below, or load a saved replay.</p>
      <p>${replayFileButton(this.loadFile)}</p>
      ${this.loadError ? html`<p role="alert" class="error">${this.loadError}</p>` : nothing}
      <ul>
        ${levels.map(
          ({ pack, item }) => html`<li>
            <button class="play-level" data-level="${item.kind}/${item.id}" @click=${() => {
              if (item.kind === 'islandBoard') launcher.options = { ...launcher.options, mode: 'campaign' };
              else if (launcher.options.mode === 'campaign') launcher.options = { ...launcher.options, mode: 'single' };
              launcher.launch({
                packs: store.packsFor(pack.id),
                items: [],
                level: { kind: item.kind, id: item.id } as GameRef,
                title: item.name,
                returnTo: 'playtest',
                askedAt: performance.now(),
              });
            }}>
              Play
            </button>
            ${visibleText(item.name)} <span class="kind">(${item.kind === 'islandBoard' ? 'island board: the Island Campaign' : item.kind}, ${visibleText(pack.name)})</span>
          </li>`,
        )}
        ${ccgLevels.map(
          ({ pack, item }) => html`<li>
            <button class="play-level" data-level="${item.kind}/${item.id}" @click=${() => void playCcgLevel(store, { packId: pack.id, kind: item.kind, id: item.id }, item, 'playtest')}>Play</button>
            ${visibleText(item.name)} <span class="kind">(CCG level, ${visibleText(pack.name)})</span>
          </li>`,
        )}
      </ul>`;
  }

  static override styles = css`
    ${replayFileButtonStyles}
    :host {
      display: block;
      max-width: 46rem;
      padding: 1rem 1.5rem;
      line-height: 1.5;
    }
    ul {
      list-style: none;
      padding: 0;
    }
    .kind {
      color: #666;
      font-size: 0.85rem;
    }
    .error {
      color: #8e1414;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest-start': TrPlaytestStart;
  }
}
