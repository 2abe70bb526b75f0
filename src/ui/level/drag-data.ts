/**
 * What a drag carries between the palettes and the board. The data is written under our own type;
 * while dragging, browsers only let the page see the type, so the editor also keeps the pick in
 * its state, and reads the data itself on the drop.
 */
import type { Pick } from './level-state.ts';

export const PICK_TYPE = 'application/x-tr-level-pick';

export function writePick(data: DataTransfer | null, pick: Pick): void {
  if (!data) return;
  data.setData(PICK_TYPE, JSON.stringify(pick));
  data.setData('text/plain', JSON.stringify(pick));
  data.effectAllowed = pick.kind === 'face' || pick.kind === 'token' || pick.kind === 'enemy' ? 'copy' : 'move';
}

export function readPick(data: DataTransfer | null): Pick | undefined {
  const text = data?.getData(PICK_TYPE);
  if (!text) return undefined;
  try {
    const pick = JSON.parse(text) as Pick;
    return typeof pick === 'object' && pick !== null && typeof pick.kind === 'string' ? pick : undefined;
  } catch {
    return undefined;
  }
}
