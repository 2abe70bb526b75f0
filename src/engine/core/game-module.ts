/**
 * The game-module contract (DESIGN.md "Game modules"): what every game offers the rest of the app.
 * Each game implements it once in `src/engine/<game>/index.ts`, the only engine file that code
 * outside `engine/` may import (tests/unit/layering.test.ts). The play shell, the design analysis,
 * print sheets and the CLI are written against this interface, so a new game is a module plus small
 * UI adapters, never a parallel tree. How to add a game: docs/architecture.md.
 *
 * A module is prepared once from the content it plays (`prepare(packs)`): the content is resolved
 * and indexed there, and the prepared game carries it, so no call needs the packs again.
 */
import type { Pack } from '../../model/content.ts';
import type { LeftOutItem } from './checked-content.ts';

/** The games of the product; each id is also the folder of its engine. */
export type GameId = 'coc' | 'ccg' | 'aod' | 'uw' | 'rpg';

/** Which level of the content a game is played on: a content item by kind and id. */
export interface LevelRef {
  kind: string;
  id: string;
}

/** What one call of apply gives back: the next state (the input is never changed) and what happened. */
export interface Applied<S, E> {
  state: S;
  events: E[];
}

/** The record of a game: the level, the options it started with and every action applied. */
export interface Log<A, O> {
  level: LevelRef;
  options: O;
  actions: A[];
}

/**
 * A player (bot): given a state, the action it takes. Bots are pure and reproducible: their chance
 * comes from the generator they are given, never from Math.random, and they think by iteration
 * budgets, never by time. A bot never reads hidden information unless its `oracle` flag says so.
 */
export interface Player<S, A> {
  id: string;
  /** Words for a person choosing a bot: "random", "careful", "planner". */
  name: string;
  /** True when it reads what a player at the table could not see (deck order, face-down cards). */
  oracle: boolean;
  choose(state: S, random: [number, number, number, number]): A | undefined;
  /** A searching bot's budget: futures played a searched decision (in iterations, never in time). */
  budget?: number;
  /** The same bot with another budget (a searching bot only): the same seeds give the same games. */
  withBudget?(iterations: number): Player<S, A>;
}

/** The result of a scenario file run through a module (docs/scenarios.md). */
export interface ScenarioRun<S> {
  /** The state report printed by the CLI (any field of it may be expected). */
  report?: unknown;
  /** The step that was refused (0: the setup), with the engine's reason. */
  error?: { step: number; message: string };
  /** Expectations that do not hold, each naming its path in the report. */
  mismatches: string[];
  /**
   * Faults of the file found while running it (an expected field the report does not have, an
   * invalid regular expression, an unknown action), each at its JSON Pointer in the file.
   */
  problems?: { pointer: string; message: string }[];
  state?: S;
}

/** A game prepared from its content: everything needed to play and to check it. */
export interface PreparedGame<S, A, E, O> {
  /** The levels of the content that can be played (for lists in the app and the CLI). */
  levels(): LevelRef[];
  /**
   * The items of the content left out because they fail their kind's schema, each with the validator's
   * problems (engine/core/checked-content.ts, rule decision 575): the engine never sees them, and a level
   * among them cannot be played (newGame refuses it, naming the problems). A module whose engine still
   * reads unchecked content leaves this out.
   */
  leftOut?(): readonly LeftOutItem[];
  newGame(level: LevelRef, options: O): Applied<S, E>;
  /** The options a playtest of this level starts with when the person chose none (at least the seed). */
  defaultOptions?(level: LevelRef, seed: number): O;
  /** Every action the rules allow now (empty when the game is over). */
  legalActions(state: S): A[];
  /** Applies one action; throws an Error whose message says, in words, why a refused action is refused. */
  applyAction(state: S, action: A): Applied<S, E>;
  /**
   * The same as applyAction, played on `state` itself (no copy of the state per action), for callers
   * that keep no earlier state (simulations, bots): the same next state and the same events. The
   * state must be the caller's own (a newGame state is); only for legal actions (a refused action may
   * leave it half changed). A module without it is played through applyAction.
   */
  applyActionInPlace?(state: S, action: A): E[];
  replay(log: Log<A, O>): Applied<S, E>;
  /** A short stable hash of the whole state (recorded games compare digests). */
  digest(state: S): string;
  /** Whether the game is still going on, and who won when it is over. */
  outcome(state: S): { over: boolean; winners: string[] };
  /**
   * The words of one event, as the log shows it. The log is seen by every seat at the table, so the
   * words say only what every player sees ("Lara draws two cards", not which).
   */
  describeEvent(event: E): string;
  /**
   * What one seat may see of the state: the state with what that seat must not see (the other
   * players' hands, face-down tiles, the order of a deck) taken out. With `undefined`, what every
   * player at the table sees. A game with hidden information must give it: the play shell then draws
   * the board from it and, in hot-seat, hides the board behind a "pass the device" screen between
   * two people's turns. A game without hidden information leaves it out.
   */
  view?(state: S, seat: string | undefined): unknown;
  /**
   * Words for an action, as a button or the log names it ("Move to the top", "Shoot the Wolf"). A
   * module without them is shown by its action's type and fields (ui/play/action-label.ts).
   */
  describeAction?(state: S, action: A): string;
  /**
   * The seat whose decision is pending now (a player's index as a string, or a side's name), so that
   * the play shell can hand the device over in hot-seat and let a bot play its seats. A game with one
   * player may leave it out.
   */
  actor?(state: S): string | undefined;
  /** The seats of a game in play, in turn order, with their names (for the shell's seat list). */
  seats?(state: S): { id: string; name: string }[];
  /** The bots that can play this game, by id. */
  players: Record<string, Player<S, A>>;
}

/** A game module: its identity, the content it owns and how to prepare it. */
export interface GameModule<S = unknown, A = unknown, E = unknown, O = unknown> {
  id: GameId;
  /** The game's name, as on its box. */
  name: string;
  /** The content kinds this game owns (each also listed in model/kinds.ts with its words). */
  kinds: readonly string[];
  /** The kinds of item that are a level of this game (what the CLI and the playtest can start). */
  levelKinds: readonly string[];
  prepare(packs: readonly Pack[]): PreparedGame<S, A, E, O>;
  /** Runs a scenario file of this game (its `game` field names the module). */
  runScenario(packs: readonly Pack[], scenario: unknown): ScenarioRun<S>;
  /** The JSON Schema that a scenario file of this game must satisfy. */
  scenarioSchema: object;
}
