import { LitElement, css, html } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import type { PlaytestLauncher } from '../store/playtest-launch.ts';
import { StoreController } from './store-context.ts';
import type { ModulePlay } from '../store/module-play.ts';

/**
 * The Playtest area. A playtest is started from the level editor (Playtest, Ctrl+Enter), from the
 * library, from the list of levels here, or by loading a replay. Its code is its own chunk,
 * fetched once a playtest may be near (the level editor open, a level chosen in the library) and
 * not at the app's start, so that a playtest opens within the frame after the key press.
 */
@customElement('tr-playtest')
export class TrPlaytest extends LitElement {
  private readonly app = new StoreController(this);
  @litState() private load: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private error = '';
  private scheduled = false;
  private fetching: Promise<void> | undefined;
  private launcher: PlaytestLauncher | undefined;
  /**
   * The first launch after a page load used to create every element of the playtest (0.3-0.8 s on
   * a busy machine). While the editor is idle and before any launch, a game is played hidden
   * (`rehearseWhenIdle`), drawn by the same <tr-playtest-main> that the first launch then reuses:
   * that launch only updates elements that exist, as every later one does.
   */
  private rehearsal: PlaytestLauncher | undefined;
  private readonly onLauncher = () => this.requestUpdate();
  /** A game of a module played in the shared play shell (the games with no playtest of their own yet). */
  private modulePlay: ModulePlay | undefined;
  /** The shared play shell's code: fetched once the Playtest area is shown, never with the first load. */
  private shellCode: Promise<void> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.launcher?.removeEventListener('change', this.onLauncher);
    this.modulePlay?.removeEventListener('change', this.onLauncher);
  }

  protected override willUpdate(): void {
    const store = this.app.store;
    if (!store || this.load === 'ready' || this.load === 'failed') return;
    if (store.area === 'playtest') void this.fetch();
    // Near a playtest: fetched when the browser is idle, after the level editor's own code.
    else if (!this.scheduled && (store.area === 'level' || ['chapter', 'location', 'crypt', 'islandBoard'].includes(store.item?.kind ?? ''))) {
      this.scheduled = true;
      requestIdleCallback(() => void this.fetch(), { timeout: 1000 });
    }
  }

  private fetch(): Promise<void> {
    return (this.fetching ??= this.fetchCode());
  }

  private async fetchCode(): Promise<void> {
    this.load = 'loading';
    try {
      const [launch] = await Promise.all([import('../store/playtest-launch.ts'), import('./playtest/playtest-main.ts'), import('./playtest/playtest-start.ts')]);
      await launch.loadSessionModule();
      this.launcher = launch.launcherFor(this.app.store!);
      launch.rehearseWhenIdle(this.app.store!, (r) => ((this.rehearsal = r), this.requestUpdate()));
      this.launcher.addEventListener('change', this.onLauncher);
      this.load = 'ready';
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.load = 'failed';
    }
  }

  override render() {
    const store = this.app.store;
    if (store?.area === 'playtest')
      this.shellCode ??= Promise.all([import('../store/module-play.ts'), import('./play/play-shell.ts')]).then(([m]) => {
        (this.modulePlay = m.modulePlayFor(store)).addEventListener('change', this.onLauncher);
        this.requestUpdate();
      });
    const play = this.modulePlay;
    if (play && (play.game || play.error) && store?.area === 'playtest')
      return html`<tr-play-shell .game=${play.game} .error=${play.error} @close=${() => play.close()}></tr-play-shell>`;
    const launcher = this.launcher;
    if (this.load === 'failed') return html`<p role="alert">The playtest could not be loaded: ${this.error}</p>`;
    if (this.load !== 'ready' || !launcher || this.app.store?.packLoad.state !== 'ready') return html`<p role="status">Loading the playtest…</p>`;
    if (launcher.request) this.rehearsal = undefined;
    // One template for both, so that the real launch reuses the rehearsal's element.
    const shown = launcher.request ? launcher : this.app.store.area !== 'playtest' ? this.rehearsal : undefined;
    return shown ? html`<tr-playtest-main .launcher=${shown}></tr-playtest-main>` : html`<tr-playtest-start .launcher=${launcher}></tr-playtest-start>`;
  }

  static override styles = css`
    :host {
      display: block;
      height: 100%;
    }
    p {
      padding: 1rem 1.5rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest': TrPlaytest;
  }
}
