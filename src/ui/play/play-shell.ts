import { LitElement, adoptStyles, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import type { ModuleGame } from '../../store/module-game.ts';
import { playAdapterFor, type PlayAdapter } from './play-adapter.ts';
import { playtestTopBar, restartGame, topBarStyles, type TopBar } from './play-top-bar.ts';
import { LaunchedSession, frameKey } from './launched-session.ts';
import { ReplayCheckController, replayCheckMark, replayCheckNote, replayCheckStyles } from './replay-check.ts';
import './play-frame.ts';

/** The top bar's words as the shell reads them (each game's own options). */
type AnyBar = TopBar<{ seed: string }>;

/** Events of the shared parts (an end summary's Play again, Save the replay, Back) sent up to the shell. */
const SHARED_EVENTS = ['restart', 'back', 'save-replay'];

/** What the shell needs of a launcher (a game with a playtest of its own): its session, on screen or not, back. */
interface ShellLauncher extends EventTarget {
  session: EventTarget | undefined;
  /** What started its game (a loaded replay's check is kept by it: replay-check.ts). */
  request?: object;
  shown?: boolean;
  back(): void;
}

/**
 * The play shell: every game is played in it, at one screen. It draws the frame (play-frame.ts) with
 * the shared top bar (play-top-bar.ts), and keeps the game on its launcher's session
 * (launched-session.ts: each launch's session taken, Esc back, Ctrl+Z and Ctrl+Y through the log, the
 * time to the first frame measured); the game's adapter (play-adapter.ts), chosen by the `play`
 * attribute, fills the board, the side panels, the log and the dialogs, and gives its keys and
 * styles: "coc" (playtest/coc-play.ts), "ccg" (ccg-playtest/ccg-play.ts), and "module" (the default:
 * any other game module, module-play-view.ts, on `game`). The shell imports no adapter: whoever draws
 * it imports the game's adapter module first (each its own chunk), so a launch fetches only its game.
 * The shared parts' events (restart, back, save-replay) it answers itself, through the bar's words, and
 * shows whether a loaded replay reproduces what it recorded (replay-check.ts: a mark in the bar, an
 * alert under it when it does not).
 */
@customElement('tr-play-shell')
export class TrPlayShell extends LitElement {
  /** The game's adapter, by its registered id. */
  @property({ reflect: true }) play = 'module';
  /** The launcher of a game with a playtest of its own (CoC, CCG); its session is taken on each launch. */
  @property({ attribute: false }) launcher: ShellLauncher | undefined;
  @property({ attribute: false }) session: EventTarget | undefined;
  /** Where Esc (and the bar's back button) goes, in words. */
  @property({ attribute: false }) backTo = 'the editor';
  /** A module game (the module adapter's). */
  @property({ attribute: false }) game: ModuleGame | undefined;
  /** Why the module game could not start (shown instead of the board). */
  @property({ attribute: false }) error: string | undefined;
  @property({ attribute: false }) heading = '';

  private adapter: PlayAdapter | undefined;
  private adapterOf = '';
  private provider: ContextProvider<never> | undefined;
  private readonly listened = new Set<string>();
  private readonly onEvent = (event: Event) => {
    const own = this.adapter?.events?.[event.type];
    if (own) own(event as CustomEvent);
    else this.onShared(event as CustomEvent);
  };

  /** Play again (the same seed or a new one), save the replay, go back: the same for every game, by its bar. */
  private onShared(event: CustomEvent): void {
    const bar = this.adapter?.bar();
    if (!bar || !('summary' in bar)) return;
    const { launcher, save } = bar as AnyBar;
    if (event.type === 'restart' && event.detail?.newSeed !== undefined) restartGame(launcher, event.detail.newSeed);
    else if (event.type === 'back') launcher.back();
    else if (event.type === 'save-replay') save();
  }

  constructor() {
    super();
    new LaunchedSession<EventTarget, ShellLauncher>(this as never, this.onKey);
    new ReplayCheckController(this);
  }

  private onKey = (event: KeyboardEvent): void => {
    const adapter = this.adapter;
    if (!adapter || event.defaultPrevented) return;
    const launcher = this.launcher;
    if (launcher) {
      if (!launcher.shown) return;
      const session = this.session as { undo(): void; redo(): unknown } | undefined;
      if (frameKey(event, launcher, session)) return event.preventDefault();
    }
    if (adapter.key?.(event)) event.preventDefault();
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.adapterOf !== this.play) this.useAdapter();
  }

  /** The adapter of the game named by `play`: its context provided, its styles added, its events listened to. */
  private useAdapter(): void {
    const factory = playAdapterFor(this.play);
    if (!factory) throw new Error(`No play adapter is registered for "${this.play}".`);
    const adapter = (this.adapter = factory(this));
    this.adapterOf = this.play;
    if (adapter.context) this.provider = new ContextProvider(this, { context: adapter.context as never });
    const own = (this.constructor as typeof LitElement).elementStyles;
    if (this.renderRoot instanceof ShadowRoot && adapter.styles) adoptStyles(this.renderRoot, [...own, adapter.styles]);
    for (const type of [...SHARED_EVENTS, ...Object.keys(adapter.events ?? {})])
      if (!this.listened.has(type)) {
        this.listened.add(type);
        this.renderRoot.addEventListener(type, this.onEvent);
      }
  }

  protected override update(changed: PropertyValues<this>): void {
    // After the launched session's hostUpdate has taken the launcher's session: the parts read it from here.
    if (this.provider && this.provider.value !== this.session) this.provider.setValue(this.session as never);
    super.update(changed);
  }

  override render() {
    const adapter = this.adapter;
    if (!adapter) return nothing;
    const bar = adapter.bar();
    const request = this.game?.start ?? this.launcher?.request;
    const mark = replayCheckMark(request);
    const frame = html`<tr-play-frame>
      <div slot="bar">
        ${'summary' in bar ? playtestTopBar(bar as AnyBar, mark) : [bar, mark]}${adapter.alerts?.()}${replayCheckNote(request)}
      </div>
      ${adapter.board()} ${adapter.side()} ${adapter.log?.()} ${adapter.dialogs?.()}
    </tr-play-frame>`;
    return adapter.region ? html`<section class="shell" aria-label=${adapter.region}>${frame}</section>` : frame;
  }

  static override styles = [
    topBarStyles,
    replayCheckStyles,
    css`
      :host {
        display: block;
        height: 100%;
        min-height: 0;
      }
      .shell {
        height: 100%;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-play-shell': TrPlayShell;
  }
}
