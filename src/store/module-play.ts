/**
 * The game of a module played in the shared play shell (ui/play/), for the Playtest area: which game
 * is on screen and the area it was started from, to go back to on Close or Esc. One per store.
 */
import type { AppStore, Area } from './app-store.ts';
import { ModuleGame, type ModuleGameStart } from './module-game.ts';
import { leavePlaytest, onScreenInPlaytest, showInPlaytest } from './playtest-screen.ts';

export class ModulePlay extends EventTarget {
  game: ModuleGame | undefined;
  /** Why the last game could not start, in the engine's words. */
  error: string | undefined;
  from: Area = 'library';

  constructor(private readonly store: AppStore) {
    super();
  }

  /**
   * Starts a game and shows it in the Playtest area; the bots play their seats up to the first person's turn.
   * `from`: the area to go back to (else the one shown now, or the last game's when that is the Playtest area).
   */
  start(start: ModuleGameStart, from?: Area): void {
    this.game?.removeEventListener('change', this.relay);
    try {
      this.game = new ModuleGame(start);
      this.game.addEventListener('change', this.relay);
      this.error = undefined;
      this.game.playBots();
    } catch (e) {
      this.game = undefined;
      this.error = e instanceof Error ? e.message : String(e);
    }
    if (from) this.from = from;
    else if (this.store.area !== 'playtest') this.from = this.store.area;
    showInPlaytest(this.store, this);
    this.store.setArea('playtest', true);
    this.changed();
  }

  /** Ends the game on screen and goes back to where it was started. */
  close(): void {
    this.game?.removeEventListener('change', this.relay);
    this.game = undefined;
    this.error = undefined;
    leavePlaytest(this.store, this);
    this.store.setArea(this.from);
    this.changed();
  }

  /** Takes the game off screen without leaving the area (another playtest is launched there). */
  clear(): void {
    if (!this.game && !this.error) return;
    this.game?.removeEventListener('change', this.relay);
    this.game = undefined;
    this.error = undefined;
    leavePlaytest(this.store, this);
    this.changed();
  }

  /** Whether its game is the one the Playtest area shows (the last one launched there). */
  get onScreen(): boolean {
    return (this.game !== undefined || this.error !== undefined) && onScreenInPlaytest(this.store, this);
  }

  private readonly relay = () => this.changed();

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

const plays = new WeakMap<AppStore, ModulePlay>();

export function modulePlayFor(store: AppStore): ModulePlay {
  let play = plays.get(store);
  if (!play) plays.set(store, (play = new ModulePlay(store)));
  return play;
}
