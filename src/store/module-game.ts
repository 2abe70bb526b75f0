/**
 * A game of any module (engine/core/game-module.ts) played in the shared play shell (ui/play/):
 * the session's history and time travel (play-session.ts), the seats — each a person or one of the
 * module's bots — and the bots' turns played one action at a time. Nothing here knows a game: what
 * differs comes through the module (words, whose turn, the bots).
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { GameModule, LevelRef, PreparedGame } from '../engine/games.ts';
import { seedRandom, type RandomState } from '../engine/core/random.ts';
import { PlaySession } from './play-session.ts';

/** Who plays a seat: a person at the screen, or a bot of the module by its id. */
export type SeatPlayer = 'human' | string;

export interface ModuleGameStart {
  game: GameModule;
  packs: readonly Pack[];
  level: LevelRef;
  /** The module's own game options (seed, players, mode…); without them, the module's defaults. */
  options?: unknown;
  /** Seat id → who plays it; a seat not named is played by a person. */
  seats?: Record<string, SeatPlayer>;
  /** The seed of the bots' own generator (their choices, never the game's dice). */
  botSeed?: number | string;
  /** Items of the user's own that the level needs (the level as it stands, its own tiles…), written into the record. */
  items?: ContentItem[];
  /** A loaded replay's actions: the game's future, watched from the start (Redo, the log). */
  actions?: readonly unknown[];
}

export class ModuleGame extends PlaySession<unknown, unknown, unknown> {
  readonly prepared: PreparedGame<unknown, unknown, unknown, unknown>;
  readonly options: unknown;
  seats: Record<string, SeatPlayer>;
  private readonly botRandom: RandomState;
  /** Events of the new game (before the first action). */
  readonly startEvents: unknown[];

  /** Starts the game; throws the engine's error (in words) when the level cannot be played. */
  constructor(readonly start: ModuleGameStart) {
    const prepared = start.game.prepare(start.packs);
    const options = start.options ?? prepared.defaultOptions?.(start.level, 1) ?? { seed: 1 };
    const first = prepared.newGame(start.level, options);
    super(first.state, { apply: (s, a) => prepared.applyAction(s, a), legal: (s) => prepared.legalActions(s) });
    this.prepared = prepared;
    this.options = options;
    this.startEvents = first.events;
    this.seats = { ...(start.seats ?? {}) };
    this.botRandom = seedRandom(`play-shell:${start.botSeed ?? 1}`);
    this.future = [...(start.actions ?? [])];
  }

  get outcome(): { over: boolean; winners: string[] } {
    return this.prepared.outcome(this.state);
  }

  /** The seat the game waits for now (undefined for a one-player game that names none). */
  get actor(): string | undefined {
    return this.prepared.actor?.(this.state);
  }

  /** The bot that plays the seat the game waits for, if a bot does. */
  get botToMove(): string | undefined {
    if (this.outcome.over) return undefined;
    const who = this.seats[this.actor ?? ''];
    return who && who !== 'human' && this.prepared.players[who] ? who : undefined;
  }

  /** The seats played by a person at the screen (every seat when the module names none). */
  get humanSeats(): string[] {
    const seats = this.prepared.seats?.(this.state) ?? [];
    return seats.map((s) => s.id).filter((id) => (this.seats[id] ?? 'human') === 'human');
  }

  /** The seat whose person holds the device now (set when they say so on the pass screen). */
  private holder: string | undefined;

  /**
   * The seat the screen is shown to: with one person at the table, theirs; in hot-seat, the person
   * who took the device last; in a game without seats, whoever is to act.
   */
  get viewer(): string | undefined {
    if (!this.prepared.seats) return this.actor;
    const humans = this.humanSeats;
    return humans.length === 1 ? humans[0] : this.holder;
  }

  /**
   * The seat the device must be passed to before anything more is shown, in a hot-seat game with
   * hidden information: the person to act now is not the one who holds it.
   */
  get passTo(): string | undefined {
    if (!this.prepared.view || this.outcome.over) return undefined;
    const actor = this.actor;
    if (actor === undefined || this.botToMove || this.humanSeats.length < 2) return undefined;
    if (actor === this.holder || this.seeAlike(actor, this.holder)) return undefined;
    return actor;
  }

  /** Whether two seats see the same of the game now (a game whose hidden part is hidden from all, like a deck's order).
   * */
  private seeAlike(a: string, b: string | undefined): boolean {
    const view = this.prepared.view!;
    return (
      JSON.stringify(view.call(this.prepared, this.state, a)) ===
      JSON.stringify(view.call(this.prepared, this.state, b))
    );
  }

  /** The person to act says they hold the device: their hand is shown. */
  takeDevice(): void {
    this.holder = this.actor;
    this.dispatchEvent(new Event('change'));
  }

  /**
   * The state as the screen may show it now: the module's view for the viewer (for everyone once the
   * game is over: a board is always drawn from the same shape, and the module shows then what its
   * rules reveal at the end).
   */
  get shown(): unknown {
    const view = this.prepared.view;
    if (!view) return this.state;
    return view.call(this.prepared, this.state, this.passTo || this.outcome.over ? undefined : this.viewer);
  }

  /** The actions the person at the screen may take now (none while the device is passed or a bot plays). */
  get offered(): unknown[] {
    return this.passTo || this.botToMove ? [] : this.legal;
  }

  /** Words for an action (in the state it is taken in): the module's, or its type and fields. */
  describe(action: unknown, state: unknown = this.state): string {
    return this.prepared.describeAction?.(state, action) ?? actionLabel(action);
  }

  /** Lets the bots play the seats they hold, at most `budget` actions (so a page stays responsive). */
  playBots(budget = 200): number {
    let played = 0;
    for (let bot = this.botToMove; bot && played < budget; bot = this.botToMove) {
      const action = this.prepared.players[bot]!.choose(this.state, this.botRandom);
      if (action === undefined || !this.apply(action)) break;
      played++;
    }
    return played;
  }

  /**
   * The record of this game as the module's replay takes it, with the items of the user's own it
   * needs and the digest of the state reached (`npm run replay` checks it).
   */
  get record(): {
    game: string;
    level: LevelRef;
    options: unknown;
    actions: unknown[];
    items?: ContentItem[];
    digest: string;
  } {
    return {
      game: this.start.game.id,
      level: this.start.level,
      options: this.options,
      actions: this.steps.map((s) => s.action),
      ...(this.start.items?.length ? { items: this.start.items } : {}),
      digest: this.prepared.digest(this.state),
    };
  }
}

/** An action in words when its module gives none: "move (side top)". */
export function actionLabel(action: unknown): string {
  if (!action || typeof action !== 'object') return String(action);
  const { type, ...rest } = action as Record<string, unknown>;
  const fields = Object.entries(rest).map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return fields.length ? `${String(type)} (${fields.join(', ')})` : String(type);
}
