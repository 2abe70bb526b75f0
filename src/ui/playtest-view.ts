import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import type { PlaytestLauncher } from '../store/playtest-launch.ts';
import { StoreController } from './store-context.ts';
import type { ModulePlay } from '../store/module-play.ts';
import type { ModuleGameStart } from '../store/module-game.ts';
import type { CcgInPlaytest, CcgReadyDetail } from './ccg/ccg-playtest-code.ts';
import { leaveHidden } from './hidden-focus.ts';

/** Sent when the CCG playtest's code is in (ccg/ccg-playtest-code.ts, READY_EVENT: not imported here, to keep it out of
 * the first load). */
const CCG_READY = 'tr-ccg-playtest-code';

/**
 * The Playtest area, where every game is played: a Crypt of Chronos level (from the level editor's
 * Playtest or Ctrl+Enter), a CCG level (from the CCG designer's), a game of the shared play shell,
 * each also from the library, from the list of levels here, or by loading a replay. Each playtest's
 * code is its own chunk, fetched once a playtest may be near (its editor open, a level chosen in
 * the library) and not at the app's start, so that a playtest opens within the frame after the key
 * press. The last game launched is on screen (store/playtest-screen.ts); the CoC and CCG playtests
 * lie on top of each other, the hidden one kept drawn (and styled) for its next launch.
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
   * (`rehearseWhenIdle`), drawn by the same <tr-play-shell> that the first launch then reuses:
   * that launch only updates elements that exist, as every later one does.
   */
  private rehearsal: PlaytestLauncher | undefined;
  private readonly onLauncher = () => this.requestUpdate();
  /** A game of a module played in the shared play shell (the games with no playtest of their own yet). */
  private modulePlay: ModulePlay | undefined;
  /** Which module game is on screen (store/module-play.ts, small): fetched once the Playtest area is shown. */
  private playCode: Promise<void> | undefined;
  /** The module games' adapter and boards with the shell (module-play-view.ts): fetched when such a game is shown. */
  private moduleCode: Promise<void> | undefined;
  private moduleReady = false;
  /** The CCG games once their code is in (fetched by the CCG designer, the library, this area's list). */
  private ccg: CcgInPlaytest | undefined;
  private ccgReady: CcgReadyDetail | undefined;
  /** Made in the event itself, before a launch that waited for the code can come (see READY_EVENT). */
  private readonly onCcgReady = (event: Event) => {
    this.ccgReady ??= (event as CustomEvent<CcgReadyDetail>).detail;
    this.makeCcg();
  };

  private makeCcg(): void {
    const store = this.app.store;
    if (this.ccg || !this.ccgReady || !store) return;
    this.ccg = this.ccgReady.inPlaytest(store, this.onLauncher);
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener(CCG_READY, this.onCcgReady);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(CCG_READY, this.onCcgReady);
    this.launcher?.removeEventListener('change', this.onLauncher);
    this.modulePlay?.removeEventListener('change', this.onLauncher);
    this.ccg?.dispose();
  }

  /** A CCG game is the one on screen here. */
  private get ccgOnScreen(): boolean {
    return !!this.ccg?.onScreen;
  }

  /** The focus leaves a game as it is hidden (hidden-focus.ts). */
  protected override updated(): void {
    leaveHidden(this.renderRoot, '.layer');
  }

  protected override willUpdate(): void {
    this.makeCcg();
    const store = this.app.store;
    if (!store || this.load === 'ready' || this.load === 'failed') return;
    // A CCG game on screen: the Crypt of Chronos playtest's code waits for an idle moment.
    if (store.area === 'playtest' && !this.ccgOnScreen) void this.fetch();
    // Near a playtest: fetched when the browser is idle, after the level editor's own code.
    else if (
      !this.scheduled &&
      (store.area === 'level' ||
        store.area === 'playtest' ||
        ['chapter', 'location', 'crypt', 'islandBoard'].includes(store.item?.kind ?? ''))
    ) {
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
      const [launch] = await Promise.all([
        import('../store/playtest-launch.ts'),
        import('./playtest/coc-play.ts'),
        import('./playtest/playtest-start.ts'),
      ]);
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
    const ccgShown = this.ccgOnScreen;
    if (store?.area === 'playtest' && !ccgShown)
      this.playCode ??= import('../store/module-play.ts').then((m) => {
        (this.modulePlay = m.modulePlayFor(store)).addEventListener('change', this.onLauncher);
        this.requestUpdate();
      });
    const play = this.modulePlay;
    if (play?.onScreen && store?.area === 'playtest') {
      // The module games' adapter and boards, with the shell: fetched only when such a game is played.
      this.moduleCode ??= import('./play/module-play-view.ts').then(() => {
        this.moduleReady = true;
        this.requestUpdate();
      });
      if (!this.moduleReady) return html`<p class="layer" role="status">Loading the game…</p>`;
      return html`<tr-play-shell
        play="module"
        .game=${play.game}
        .error=${play.error}
        .backTo=${play.from === 'library' ? 'the library' : play.from === 'playtest' ? 'the list of levels' : 'the designer'}
        @close=${() => play.close()}
        @start-game=${(e: CustomEvent<ModuleGameStart>) => play.start(e.detail)}
      ></tr-play-shell>`;
    }
    return html`${this.renderCoc(ccgShown)}${this.ccg?.render()}`;
  }

  /** The Crypt of Chronos playtest (or the area's list of levels), hidden under a CCG game on screen. */
  private renderCoc(hidden: boolean) {
    const launcher = this.launcher;
    if (this.load === 'failed')
      return html`<p class="layer" ?hidden=${hidden} role="alert">The playtest could not be loaded: ${this.error}</p>`;
    if (this.load !== 'ready' || !launcher || this.app.store?.packLoad.state !== 'ready')
      return hidden ? nothing : html`<p class="layer" role="status">Loading the playtest…</p>`;
    if (launcher.request) this.rehearsal = undefined;
    // One template for both, so that the real launch reuses the rehearsal's element.
    const shown = launcher.request ? launcher : this.app.store.area !== 'playtest' ? this.rehearsal : undefined;
    if (shown)
      return html`<tr-play-shell class="layer" play="coc" .launcher=${shown} ?hidden=${hidden} aria-hidden=${hidden ? 'true' : 'false'}></tr-play-shell>`;
    // The list is drawn only when shown: it is quick to draw, and its controls are not in the page twice.
    return hidden ? nothing : html`<tr-playtest-start class="layer" .launcher=${launcher}></tr-playtest-start>`;
  }

  static override styles = css`
    :host {
      display: grid;
      grid-template: minmax(0, 1fr) / minmax(0, 1fr);
      height: 100%;
    }
    p {
      padding: 1rem 1.5rem;
    }
    .layer {
      grid-area: 1 / 1;
      min-height: 0;
    }
    .layer:not([hidden]) {
      position: relative;
      z-index: 1;
    }
    .layer[hidden] {
      content-visibility: hidden;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest': TrPlaytest;
  }
}
