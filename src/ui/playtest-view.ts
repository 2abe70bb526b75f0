import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import { isLevel } from '../model/coc-level-new.ts';
import type { LevelRef } from '../engine/coc/types.ts';
import { launcherFor, loadSessionModule, type PlaytestLauncher } from '../store/playtest-launch.ts';
import { StoreController } from './store-context.ts';

/**
 * The Playtest area. A playtest is started from the level editor (Playtest, Ctrl+Enter), from the
 * library, from the list here, or by loading a replay; its code is its own chunk, fetched as soon
 * as the packs are loaded, so that a playtest opens within the frame after the key press.
 */
@customElement('tr-playtest')
export class TrPlaytest extends LitElement {
  private readonly app = new StoreController(this);
  @litState() private load: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  @litState() private loadError = '';
  private launcher: PlaytestLauncher | undefined;
  private readonly onLauncher = () => this.requestUpdate();

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.launcher?.removeEventListener('change', this.onLauncher);
  }

  protected override willUpdate(): void {
    const store = this.app.store;
    if (store && !this.launcher) {
      this.launcher = launcherFor(store);
      this.launcher.addEventListener('change', this.onLauncher);
    }
    if (this.load === 'idle' && (store?.packLoad.state === 'ready' || store?.area === 'playtest')) void this.fetch();
  }

  private async fetch(): Promise<void> {
    this.load = 'loading';
    try {
      await Promise.all([import('./playtest/playtest-main.ts'), loadSessionModule()]);
      this.load = 'ready';
    } catch (e) {
      this.loadError = e instanceof Error ? e.message : String(e);
      this.load = 'failed';
    }
  }

  private async loadFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.launcher) return;
    const { loadScenario } = await import('./playtest/playtest-main.ts');
    this.loadError = loadScenario(this.launcher, await file.text()) ?? '';
  }

  override render() {
    const store = this.app.store;
    const launcher = this.launcher;
    if (this.load === 'failed') return html`<p role="alert">The playtest could not be loaded: ${this.loadError}</p>`;
    if (launcher?.request && this.load === 'ready') return html`<tr-playtest-main .launcher=${launcher}></tr-playtest-main>`;
    if (!store || !launcher || store.packLoad.state !== 'ready' || this.load !== 'ready') return html`<p class="start" role="status">Loading the playtest…</p>`;
    const levels = store.packs.flatMap((pack) => pack.items.filter(isLevel).map((item) => ({ pack, item })));
    return html`<div class="start">
      <h2>Playtest</h2>
      <p>Play a level by the rules at once: press <kbd>Ctrl</kbd>+<kbd>Enter</kbd> (or Playtest) in the level editor to play the draft as it stands, choose a level below, or load a saved replay.</p>
      <label>Load a replay <input type="file" accept=".json,application/json" aria-label="Load a replay (scenario file)" @change=${this.loadFile} /></label>
      ${this.loadError ? html`<p role="alert" class="error">${this.loadError}</p>` : nothing}
      <ul>
        ${levels.map(
          ({ pack, item }) => html`<li>
            <button class="play-level" data-level="${item.kind}/${item.id}" @click=${() =>
              launcher.launch({ packs: store.packs, items: [], level: { kind: item.kind, id: item.id } as LevelRef, title: item.name, returnTo: 'playtest', askedAt: performance.now() })}>
              Play
            </button>
            ${item.name} <span class="kind">(${item.kind}, ${pack.name})</span>
          </li>`,
        )}
      </ul>
    </div>`;
  }

  static override styles = css`
    :host {
      display: block;
      height: 100%;
    }
    .start {
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
    'tr-playtest': TrPlaytest;
  }
}
