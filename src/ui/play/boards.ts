/**
 * The per-game part of the play shell: a board view for each game that has one. A game without an
 * entry here is shown as a plain summary of its state (play-shell.ts), so a new module can be played
 * before its board is drawn. Register a board with `registerBoard(gameId, state => template)`.
 */
import type { TemplateResult } from 'lit';

export type BoardView = (state: unknown) => TemplateResult;

const boards = new Map<string, BoardView>();

export function registerBoard(gameId: string, view: BoardView): void {
  boards.set(gameId, view);
}

export function boardFor(gameId: string): BoardView | undefined {
  return boards.get(gameId);
}
