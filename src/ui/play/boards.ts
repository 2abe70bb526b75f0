/**
 * The per-game part of the play shell: a board view for each game that has one. A game without an
 * entry here is shown as a plain summary of what the viewer may see (play-shell.ts), so a new module
 * can be played before its board is drawn.
 *
 * A board is drawn from a BoardContext and may be played on: a click on a tile or a figure calls
 * `act` with one of the `legal` actions (the shell's action list stays as the keyboard way to the same
 * actions). Register a board with `registerBoard(gameId, context => template)` in the game's board
 * module, and list that module in ./all-boards.ts so the shell loads it.
 */
import type { TemplateResult } from 'lit';

export interface BoardContext {
  /**
   * The state as the viewer may see it: the module's `view(state, viewer)` when the game has hidden
   * information, else the whole state.
   */
  state: unknown;
  /** The seat the board is drawn for (the person at the screen), or undefined for what all see. */
  viewer: string | undefined;
  /** The actions the viewer may take now; empty while a bot plays or the device is being passed. */
  legal: readonly unknown[];
  /** Takes one of `legal` (the shell applies it, then lets the bots play their seats). */
  act(action: unknown): void;
  /** The module's words for an action, for titles and names of clickable places. */
  describe(action: unknown): string;
  /**
   * Every event of the game so far, in order, as the module gave them (what every player sees: the
   * log's events), for a board that shows the last of something (the dice of the last test).
   */
  events?: readonly unknown[];
  /**
   * The digest of the whole state (the one a replay by the CLI reaches): a board shows it at the end.
   * Computed from the state itself, never from the viewer's view of it.
   */
  digest?: () => string;
}

export type BoardView = (context: BoardContext) => TemplateResult;

const boards = new Map<string, BoardView>();

export function registerBoard(gameId: string, view: BoardView): void {
  boards.set(gameId, view);
}

export function boardFor(gameId: string): BoardView | undefined {
  return boards.get(gameId);
}
