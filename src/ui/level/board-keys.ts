/**
 * The board's keyboard: arrows move the cursor (Page Up/Down one slot), Enter or Space places or
 * selects, R/Shift+R rotate or turn, F flips, Delete removes, M picks up, Shift+arrows set a
 * facing, Escape stops placing then clears the selection. Returns whether the key was handled.
 */
import { TILE_SPACES } from '../../model/coc-grid.ts';
import type { LevelEditorState } from './level-state.ts';

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};
const ARROW_FACING = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' } as const;

export function boardKey(state: LevelEditorState, event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const arrow = ARROWS[event.key];
  const key = event.key;
  if (arrow && event.shiftKey) state.face(ARROW_FACING[key as keyof typeof ARROW_FACING]);
  else if (arrow) state.moveCursor(arrow[0], arrow[1]);
  else if (key === 'PageDown' || key === 'PageUp') state.moveCursor(0, (key === 'PageDown' ? 1 : -1) * TILE_SPACES);
  else if (key === 'Enter' || key === ' ') state.activate();
  else if (key === 'r' || key === 'R') state.rotate(event.shiftKey ? -1 : 1);
  else if (key === 'f' || key === 'F') state.flip();
  else if (key === 'Delete' || key === 'Backspace') state.remove();
  else if (key === 'm' || key === 'M') state.pickUpSelection();
  else if (key === 'Escape') {
    if (state.armed) state.arm(undefined);
    else state.select({ kind: 'level' });
  } else return false;
  return true;
}
