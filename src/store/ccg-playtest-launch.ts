/**
 * Starting CCG playtests from the CCG designer (its Playtest button and Ctrl+Enter, a loaded
 * replay), the library or the Playtest area (ui/ccg/ccg-playtest-code.ts) and going back: one
 * launcher per store, given the level as it stands (the draft, not saved), that starts the game at
 * once. The game is shown in the Playtest area, as every playtest is; "back" (Esc) shows again the
 * area it was started from (the designer with the draft as it was, the library, the Playtest
 * area's list). It keeps the options (seed, solitaire or hot-seat, the raiders) so that playing
 * again after an edit rolls the same dice.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { CcgAction, CcgContent, GameMode, LevelRef, NewGameOptions } from '../engine/ccg/index.ts';
import type { AppStore, Area } from './app-store.ts';
import type { CcgPlaytestSession } from './ccg-playtest-session.ts';
import type { Series } from '../engine/ccg/index.ts';
import { isObject } from '../model/json-read.ts';
import { leavePlaytest, onScreenInPlaytest } from './playtest-screen.ts';
import { PlayLauncher, rehearsal, whenIdleBeforeLaunch, type LaunchRequest } from './play-launch.ts';

// The engine comes with the session module, loaded on demand (the designer loads it while idle
// once a level is open), so that a launch is synchronous after that.
type SessionModule = typeof import('./ccg-playtest-session.ts');
let sessionModule: SessionModule | undefined;
export async function loadCcgSessionModule(): Promise<SessionModule> {
  return (sessionModule ??= await import('./ccg-playtest-session.ts'));
}

export interface CcgPlaytestOptions {
  seed: string;
  mode: GameMode;
  /** The power 1 raider card of each player, in seat order (one in solitaire). */
  raiders: string[];
  /** Play the series the level is written for (its item's `series`), level after level. */
  series?: boolean;
}

export const DEFAULT_RAIDER = 'lara-croft-spelunker';
export const DEFAULT_CCG_OPTIONS: CcgPlaytestOptions = { seed: '1', mode: 'solitaire', raiders: [DEFAULT_RAIDER] };

export interface CcgPlaytestRequest extends LaunchRequest<LevelRef, CcgAction, NewGameOptions> {
  /** The area to show again when the game is left (the designer, the library, the Playtest area's list); none: the
   * designer. */
  returnTo?: Area;
  /**
   * A series being played: the record as it stands before the level on screen (its `next`). The
   * request's level stays the one the series was started from; restarting plays the same level of
   * the series again.
   */
  series?: Series;
  /** The seed the series' levels are seeded from (a loaded replay's); the options' seed when left out. */
  seriesSeed?: number | string;
}

/** The seed as the engine takes it: a whole number when it reads as one, else the text. */
export function seedOf(text: string): number | string {
  const t = text.trim();
  return /^-?\d+$/.test(t) ? Number(t) : t;
}

export function ccgGameOptions(o: CcgPlaytestOptions): NewGameOptions {
  const raiders = o.mode === 'solitaire' ? o.raiders.slice(0, 1) : o.raiders;
  return {
    seed: seedOf(o.seed),
    mode: o.mode,
    players: raiders.map((raider, i) => ({ name: `Player ${i + 1}`, raider })),
  };
}

/** The level's items laid over the packs (the first of an id wins in the engine's reading). */
export function withDraft(packs: readonly Pack[], items: ContentItem[]): Pack[] {
  if (!items.length) return [...packs];
  return [
    {
      kind: 'pack',
      id: 'ccg-playtest-draft',
      name: 'Draft',
      version: '0.0.0',
      description: 'The level as it stands in the designer.',
      authors: [],
      schemaVersion: 1,
      items,
    },
    ...packs,
  ];
}

export class CcgPlaytestLauncher extends PlayLauncher<
  CcgPlaytestRequest,
  CcgPlaytestOptions,
  CcgPlaytestSession,
  CcgAction
> {
  /** The content the last game was started on (prepared once per start), kept when that game could not start: the
   * options still offer its raiders. */
  startedOn: CcgContent | undefined;

  constructor(readonly store: AppStore) {
    super(DEFAULT_CCG_OPTIONS);
  }

  protected loaded(): boolean {
    return sessionModule !== undefined;
  }

  protected load(): Promise<SessionModule> {
    return loadCcgSessionModule();
  }

  protected withItems(packs: readonly Pack[], items: ContentItem[]): Pack[] {
    return withDraft(packs, items);
  }

  protected newSession(r: CcgPlaytestRequest, packs: Pack[]): CcgPlaytestSession {
    const m = sessionModule!;
    // Prepared once here: a series' start reads it too.
    const start = {
      packs,
      content: (this.startedOn = this.preparedFor(packs, m.ccgContent)),
      level: r.level,
      title: r.title,
    };
    if (r.options)
      return new m.CcgPlaytestSession({
        ...start,
        options: r.options,
        ...(r.series ? { series: r.series, seriesSeed: r.seriesSeed ?? r.options.seed } : {}),
      });
    if (!r.series && (!this.options.series || !seriesOfLevel(packs, r.level.id)))
      return new m.CcgPlaytestSession({ ...start, options: ccgGameOptions(this.playable(packs, r.level.id)) });
    // A series: its next level, with what the raiders carried over, seeded from the playtest's seed.
    const series =
      r.series ?? m.newSeries(start.content, r.level.id, ccgGameOptions({ ...this.options, mode: 'hotSeat' }).players!);
    const game = m.seriesGameOptions(series, m.seriesSeed(r.seriesSeed ?? seedOf(this.options.seed), series.next));
    if (!r.series) this.request = { ...r, series };
    return new m.CcgPlaytestSession({
      ...start,
      level: game.level,
      options: game.options,
      series,
      seriesSeed: r.seriesSeed ?? seedOf(this.options.seed),
    });
  }

  /** Why the game is not played with the options as chosen (a level with no solitaire rules played hot-seat). */
  note: string | undefined;

  /**
   * The options a level can be played with: solitaire needs the level's solitaire rules (its
   * obstacle deck); a level with none is played hot-seat with as few raiders as it allows, and `note` says so.
   */
  private playable(packs: readonly Pack[], id: string): CcgPlaytestOptions {
    this.note = undefined;
    const item = packs.flatMap((p) => p.items).find((i) => i.kind === 'ccgLevel' && i.id === id);
    if (this.options.mode !== 'solitaire' || !item || isObject(item.solitaire)) return this.options;
    const min = isObject(item.players) && typeof item.players.min === 'number' ? Math.max(2, item.players.min) : 2;
    const raiders = Array.from(
      { length: min },
      (_, i) => this.options.raiders[i] ?? this.options.raiders[0] ?? DEFAULT_RAIDER,
    );
    this.note = `${String(item.name ?? id)} has no solitaire rules (no obstacle deck): it is played hot-seat with ${min} raiders. Add solitaire rules in the designer to play it alone.`;
    return { ...this.options, mode: 'hotSeat', raiders };
  }

  /** Starts again: a change of the series option, of the mode or of the raiders starts a new series; else the same
   * level of it. */
  override restart(options: CcgPlaytestOptions = this.options): void {
    const before = this.options;
    const same =
      options.series === before.series &&
      options.mode === before.mode &&
      options.raiders.join() === before.raiders.join();
    if (this.request?.series && !same) this.request = { ...this.request, series: undefined, seriesSeed: undefined };
    super.restart(options);
  }

  /** Goes on to the series' next level (the record with the level just played finished into it). */
  nextSeriesLevel(series: Series): void {
    if (!this.request) return;
    this.request = { ...this.request, series, options: undefined, actions: undefined, askedAt: undefined };
    this.start();
  }

  /** Plays the series again from its first level, from the same seed (also after a loaded replay of one of its levels:
   * the series option is set). */
  restartSeries(): void {
    if (this.request) this.request = { ...this.request, series: undefined };
    this.options = { ...this.options, series: true };
    super.restart(this.options);
  }

  /** Shows the Playtest area; the URL keeps naming the area the game came from (store-packs.ts, urlArea). */
  protected show(): void {
    this.changed();
    this.store.setArea('playtest', true);
  }

  /** Back to where the game was started (the designer when not said); the level is as it was (the game never writes to
   * it). */
  back(): void {
    const to = this.request?.returnTo ?? 'ccg';
    this.request = undefined;
    this.session = undefined;
    this.error = undefined;
    leavePlaytest(this.store, this);
    this.changed();
    if (to !== 'playtest') this.store.setArea(to);
  }

  /** Whether its game is on screen (the Playtest area shown, this game the last launched there); a rehearsal never is.
   * */
  get shown(): boolean {
    return (
      this.request !== undefined &&
      this.store.area === 'playtest' &&
      !this.prepared &&
      onScreenInPlaytest(this.store, this)
    );
  }
}

/** The series a level is written for (its item's `series`), if any. */
export function seriesOfLevel(packs: readonly Pack[], id: string): Record<string, unknown> | undefined {
  const item = packs.flatMap((p) => p.items).find((i) => i.kind === 'ccgLevel' && i.id === id);
  return item && isObject(item.series) ? item.series : undefined;
}

/**
 * A launcher with a game started and not shown (a rehearsal, play-launch.ts): the CCG designer
 * draws it hidden before the first launch, so that the playtest's elements exist by then. The game
 * is the level open in the designer as saved (the launch most likely to come, which then changes
 * little on screen), or else the packs' first CCG level that plays with the launcher's options
 * (one raider, solitaire: some levels are for several).
 */
export function ccgRehearsalFor(
  store: AppStore,
  packs: readonly Pack[],
  open?: { id: string },
): CcgPlaytestLauncher | undefined {
  const levels = packs.flatMap((p) => p.items).filter((i) => i.kind === 'ccgLevel');
  const candidates = [...levels.filter((i) => i.id === open?.id), ...levels.filter((i) => i.id !== open?.id)];
  return rehearsal(
    () => new CcgPlaytestLauncher(store),
    candidates.map((item): CcgPlaytestRequest => ({
      packs,
      items: [],
      level: { kind: 'ccgLevel', id: item.id },
      title: item.name ?? item.id,
    })),
  );
}

/** Once the packs are in and the browser is idle, unless a CCG game was launched by then: `then` gets a rehearsal of
 * `what()`. */
export function rehearseCcgWhenIdle(
  store: AppStore,
  what: () => { packs: readonly Pack[]; open?: { id: string } },
  then: (rehearsal: CcgPlaytestLauncher | undefined) => void,
): void {
  whenIdleBeforeLaunch(
    store,
    () => !ccgLauncherFor(store).request,
    () => {
      const { packs, open } = what();
      then(ccgRehearsalFor(store, packs, open));
    },
  );
}

const launchers = new WeakMap<AppStore, CcgPlaytestLauncher>();

export function ccgLauncherFor(store: AppStore): CcgPlaytestLauncher {
  let l = launchers.get(store);
  if (!l) launchers.set(store, (l = new CcgPlaytestLauncher(store)));
  return l;
}
