/**
 * Starting playtests from anywhere in the app (the level editor's Playtest button and Ctrl+Enter,
 * the library's levels, a loaded replay) and going back: one launcher per store, given the level
 * as it stands, that starts the game at once and switches to the Playtest area. It remembers the
 * options (seed, mode, starting kit) so that playing again after an edit replays the same dice.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { AdvancedOptions, PlayersMode } from '../engine/coc/index.ts';
import type { CocAction, GameRef, LevelRef, NewGameOptions } from '../engine/coc/index.ts';
import { modulePlayFor } from './module-play.ts';
import type { AppStore, Area } from './app-store.ts';
import type { PlaytestSession } from './playtest-session.ts';
import { onScreenInPlaytest } from './playtest-screen.ts';
import { PlayLauncher, rehearsal, whenIdleBeforeLaunch, type LaunchRequest } from './play-launch.ts';
import { kitInventory, type KitGear } from '../analysis/coc-kit-gear.ts';

// The engine comes with the session module, loaded on demand (the app's first load stays small);
// the Playtest area loads it as soon as the packs are in, so a launch is synchronous after that.
type SessionModule = typeof import('./playtest-session.ts');
let sessionModule: SessionModule | undefined;
export async function loadSessionModule(): Promise<SessionModule> {
  return (sessionModule ??= await import('./playtest-session.ts'));
}

export interface PlaytestOptions {
  seed: string;
  /** campaign: the Island Campaign on the pack's island board (the level's own board when it is one). */
  mode: 'single' | 'challenge' | 'series' | 'campaign';
  /** 0 or 1, in mode challenge. */
  challenge: number;
  /** The starting kit: as the level says, or Lara's health and dice set by hand, and with gear all she holds. */
  kit: { custom: false } | { custom: true; health: number; dice: number; gear?: KitGear };
  /** The advanced-enemy module's parts switched on, or null for standard enemies. */
  advanced?: AdvancedOptions | null;
  /** A multiplayer mode, seats at one screen; `bots`: the enemy seats (Lara against Natla Tech) the random bot plays.
   * */
  players?: { mode: PlayersMode; count: number; bots: number[] } | null;
}

export const DEFAULT_OPTIONS: PlaytestOptions = { seed: '1', mode: 'single', challenge: 0, kit: { custom: false } };

/** A level, or an island board (played as the Island Campaign); returnTo: the area that `back` shows again. */
export interface PlaytestRequest extends LaunchRequest<GameRef, CocAction, NewGameOptions> {
  returnTo: Area;
  /** The draft's errors as the editor's checker found them: named too when the level cannot be played. */
  problems?: string[];
}

export function gameOptions(o: PlaytestOptions): NewGameOptions {
  const seed = /^-?\d+$/.test(o.seed.trim()) ? Number(o.seed.trim()) : o.seed;
  return {
    seed,
    mode: o.mode,
    ...(o.mode === 'challenge' ? { challenge: o.challenge } : {}),
    ...(o.advanced && Object.values(o.advanced).some(Boolean) ? { advanced: { ...o.advanced } } : {}),
    ...(o.players ? { players: { mode: o.players.mode, count: o.players.count } } : {}),
    ...(o.kit.custom
      ? {
          setup: {
            lara: { health: o.kit.health, maxHealth: Math.max(o.kit.health, 10), dice: o.kit.dice },
            ...(o.kit.gear ? { inventory: kitInventory(o.kit.gear) } : {}),
          },
        }
      : {}),
  };
}

/**
 * What a game is started on: an island board is always played as the Island Campaign (mode
 * campaign chosen for a level plays the pack's first island board: the engine's default).
 */
export function gameStart(level: GameRef, options: NewGameOptions): { level: GameRef; options: NewGameOptions } {
  return level.kind === 'islandBoard' && options.mode !== 'campaign'
    ? { level, options: { ...options, mode: 'campaign' } }
    : { level, options };
}

export class PlaytestLauncher extends PlayLauncher<PlaytestRequest, PlaytestOptions, PlaytestSession, CocAction> {
  constructor(readonly store: AppStore) {
    super(DEFAULT_OPTIONS);
  }

  protected loaded(): boolean {
    return sessionModule !== undefined;
  }

  protected load(): Promise<SessionModule> {
    return loadSessionModule();
  }

  protected withItems(packs: readonly Pack[], items: ContentItem[]): Pack[] {
    return sessionModule!.withScenarioItems(packs, items);
  }

  protected newSession(r: PlaytestRequest, packs: Pack[]): PlaytestSession {
    // The random bot plays the enemy seats chosen in the options (not in a replay loaded to watch).
    const bots = r.options ? [] : (this.options.players?.bots ?? []);
    return new sessionModule!.PlaytestSession({
      packs,
      content: this.preparedFor(packs, sessionModule!.rulesContent),
      title: r.title,
      ...gameStart(r.level, r.options ?? gameOptions(this.options)),
      bots,
    });
  }

  /** Shows the Playtest area; the URL keeps naming the area the game came from (store-packs.ts, urlArea). */
  protected show(): void {
    modulePlayFor(this.store).clear();
    this.store.setArea('playtest', true);
  }

  /** Whether the Playtest area is the one on screen, showing this playtest (or its list: no other game is on screen).
   * */
  get shown(): boolean {
    return this.store.area === 'playtest' && onScreenInPlaytest(this.store, this, true);
  }

  /** The app's packs, for replays that name a level of a pack. */
  basePacks(): readonly Pack[] {
    return this.store.packs;
  }

  /** Back to where the playtest was started from; the level is as it was (the game never writes to it). */
  back(): void {
    const to = this.request?.returnTo ?? 'level';
    if (to === 'playtest') {
      // Started from the Playtest area's own list: closing the game shows that list again.
      this.request = undefined;
      this.session = undefined;
      this.error = undefined;
      this.changed();
    } else this.store.setArea(to);
  }
}

/**
 * A launcher with a game started and not shown: the Playtest area draws it hidden before the first
 * launch, so that the playtest's elements exist by then (see tr-playtest). The game is the level
 * open in the editor as it stands (the launch most likely to come, which then changes little on
 * screen), or else the packs' first chapter.
 */
export function rehearsalFor(store: AppStore): PlaytestLauncher | undefined {
  const items = store.packs.flatMap((p) => p.items);
  const open = store.openLevel;
  const candidates = [
    items.find((i) => open && i.kind === open.kind && i.id === open.id),
    items.find((i) => i.kind === 'chapter'),
  ].filter((i) => i !== undefined);
  return rehearsal(
    () => new PlaytestLauncher(store),
    candidates.map((item): PlaytestRequest => ({
      packs: store.packs,
      items: [],
      level: { kind: item.kind, id: item.id } as LevelRef,
      title: item.name,
      returnTo: 'level',
    })),
  );
}

/** Once the packs are in and the browser is idle, unless a playtest was asked for by then: `then` gets a rehearsal. */
export function rehearseWhenIdle(store: AppStore, then: (rehearsal: PlaytestLauncher | undefined) => void): void {
  whenIdleBeforeLaunch(
    store,
    () => !launcherFor(store).request && store.area !== 'playtest',
    () => then(rehearsalFor(store)),
  );
}

const launchers = new WeakMap<AppStore, PlaytestLauncher>();

export function launcherFor(store: AppStore): PlaytestLauncher {
  let l = launchers.get(store);
  if (!l) launchers.set(store, (l = new PlaytestLauncher(store)));
  return l;
}
