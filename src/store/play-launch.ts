/**
 * What the two playtests' launchers (Crypt of Chronos, playtest-launch.ts; CCG,
 * ccg-playtest-launch.ts) share: a request (the level as it stands, laid over the packs), the
 * session started from it at once when the engine's module is in (else as soon as it is), the
 * options kept for the next game (so that playing again after an edit rolls the same dice),
 * restarting, and the rehearsal (a game started hidden while the app is idle, so that the first
 * launch after a page load reuses the playtest's elements instead of creating them: `rehearsal`,
 * `whenIdleBeforeLaunch`). Each session prepares its engine's content itself, once, when it starts.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { AppStore } from './app-store.ts';
import { showInPlaytest } from './playtest-screen.ts';

/** A request to play a level, as both games word it. */
export interface LaunchRequest<Level, Action, GameOptions> {
  /** The packs, and the level's items as they stand now (drafts not yet saved), laid over them. */
  packs: readonly Pack[];
  items: ContentItem[];
  level: Level;
  title: string;
  /** Actions to replay (a loaded replay): watched from the start, or played through. */
  actions?: Action[];
  /** A replay's own start (its options win over the launcher's). */
  options?: GameOptions;
  /** When the user asked (performance.now() or an event's timeStamp), to measure the time to the first frame. */
  askedAt?: number;
}

/** A session as the launcher sees it: the actions still to replay. */
interface LaunchedGame<Action> {
  future: Action[];
}

export abstract class PlayLauncher<
  Request extends LaunchRequest<unknown, Action, unknown>,
  Options,
  Session extends LaunchedGame<Action>,
  Action,
> extends EventTarget {
  request: Request | undefined;
  session: Session | undefined;
  /** Why the last playtest could not start. */
  error: string | undefined;
  /** Its game was started by `prepare` (a rehearsal, never on screen), not by `launch`. */
  prepared = false;
  /** How long the engine took to start the last game (ms). */
  startMs = 0;
  /**
   * The content of the last start (the request's items laid over its packs) and what the game's engine prepared
   * from it, kept while the request's packs and items are the same: a restart, or a launch of a level not edited
   * since, does not prepare the engine's content again (~5 ms for the base pack). An edit brings new items, so the
   * next start prepares anew. The launcher owns both; the engines keep no cache.
   */
  private kept: { packs: readonly Pack[]; items: ContentItem[]; all: Pack[]; prepared?: unknown } | undefined;
  constructor(public options: Options) {
    super();
  }

  /** The app's store (its area, its packs). */
  abstract readonly store: AppStore;

  /** The engine's session module when it is loaded (a launch is synchronous then), and loading it. */
  protected abstract loaded(): boolean;
  protected abstract load(): Promise<unknown>;
  /** A new game of the request's level on this content (throws when the level cannot be played). */
  protected abstract newSession(request: Request, content: Pack[]): Session;
  /** The request's items laid over its packs. */
  protected abstract withItems(packs: readonly Pack[], items: ContentItem[]): Pack[];
  /** Shows the playtest (after a launch). */
  protected abstract show(): void;

  /** Starts a playtest of the request's level and shows it. */
  launch(request: Request): void {
    this.request = request;
    this.prepared = false;
    if (this.loaded()) this.start();
    else void this.load().then(() => this.request === request && this.start());
    // Every playtest is drawn in the Playtest area: the last launched is the one on screen.
    showInPlaytest(this.store, this);
    this.show();
  }

  /**
   * Starts a game without showing it: a rehearsal. The playtest's main element draws it hidden
   * while the app is idle, so that its elements exist (and are styled) before the first real launch.
   */
  prepare(request: Request): void {
    this.request = request;
    this.prepared = true;
    this.start();
  }

  /** Starts again with these options (the same level as it was launched). */
  restart(options: Options = this.options): void {
    this.options = options;
    if (this.request) this.request = { ...this.request, options: undefined, actions: undefined, askedAt: undefined };
    this.start();
  }

  protected start(): void {
    const r = this.request;
    if (!r || !this.loaded()) return;
    const t0 = performance.now();
    try {
      const session = this.newSession(r, this.contentOf(r));
      if (r.actions) session.future = [...r.actions];
      this.session = session;
      this.error = undefined;
    } catch (e) {
      this.session = undefined;
      this.error = e instanceof Error ? e.message : String(e);
    }
    this.startMs = performance.now() - t0;
    this.changed();
  }

  /** The request's items laid over its packs: the same array as the last start's while neither changed. */
  private contentOf(r: Request): Pack[] {
    const k = this.kept;
    if (
      k &&
      k.packs === r.packs &&
      k.items.length === r.items.length &&
      k.items.every((item, i) => item === r.items[i])
    )
      return k.all;
    this.kept = { packs: r.packs, items: r.items, all: this.withItems(r.packs, r.items) };
    return this.kept.all;
  }

  /** What `prepare` makes of the content `all` of this start, made once per content (see `kept`). */
  protected preparedFor<C>(all: Pack[], prepare: (packs: Pack[]) => C): C {
    const k = this.kept;
    if (!k || k.all !== all) return prepare(all);
    if (k.prepared === undefined) k.prepared = prepare(all);
    return k.prepared as C;
  }

  protected changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

/** The first of these requests that plays, started hidden by a new launcher from `make` (see `prepare`); none when none
 * plays. */
export function rehearsal<R, L extends { prepare(request: R): void; session: unknown }>(
  make: () => L,
  requests: R[],
): L | undefined {
  for (const request of requests) {
    const launcher = make();
    launcher.prepare(request);
    if (launcher.session) return launcher;
  }
  return undefined;
}

/**
 * Once the packs are in and the browser is idle, `then` runs if `wanted()` still says so (no game
 * was launched by then, the playtest is not on screen): when to rehearse.
 */
export function whenIdleBeforeLaunch(store: AppStore, wanted: () => boolean, then: () => void): void {
  if (store.packLoad.state !== 'ready')
    return void store.addEventListener('change', () => whenIdleBeforeLaunch(store, wanted, then), { once: true });
  requestIdleCallback(() => wanted() && then(), { timeout: 2000 });
}
