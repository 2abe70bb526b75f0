/**
 * Several pieces selected at once (Shift+click, Shift+drag a box) and the editor's clipboard: what
 * Ctrl+C copied stays here while the page is open, so it can be pasted in another draft too.
 */
import { isObject } from '../../model/json-read.ts';
import { isPoint } from '../../model/checks/coc-level/level-data.ts';
import type { Point } from '../../model/coc-grid.ts';
import { placements, type Edit, type EditableLayout, type LevelRules } from '../../model/coc-layout-edit.ts';
import { copyPieces, pastePieces, type Clipboard } from '../../model/coc-board-edit.ts';
import type { Selection } from './level-state.ts';
import { between, toggledIn } from '../multi-pick.ts';

let clipboard: Clipboard | undefined;

type Part = { kind: 'token'; index: number } | { kind: 'tile'; slot: Point };

const sameSlot = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/** The selection as lists of token indexes and tile slots. */
export function partsOf(selection: Selection): { tokens: number[]; slots: Point[] } {
  switch (selection.kind) {
    case 'token':
      return { tokens: [selection.index], slots: [] };
    case 'tile':
      return { tokens: [], slots: [selection.slot] };
    case 'many':
      return { tokens: selection.tokens, slots: selection.slots };
    default:
      return { tokens: [], slots: [] };
  }
}

/** The selection with one part added, or taken out if it was in. */
export function toggled(selection: Selection, part: Part): Selection {
  const { tokens, slots } = partsOf(selection);
  const next =
    part.kind === 'token'
      ? { tokens: toggledIn(tokens, part.index, (a, b) => a === b), slots }
      : { tokens, slots: toggledIn(slots, part.slot, sameSlot) };
  return simplest(next.tokens, next.slots);
}

function simplest(tokens: number[], slots: Point[]): Selection {
  if (tokens.length + slots.length === 0) return { kind: 'level' };
  if (tokens.length === 1 && !slots.length) return { kind: 'token', index: tokens[0]! };
  if (slots.length === 1 && !tokens.length) return { kind: 'tile', slot: slots[0]! };
  return { kind: 'many', tokens, slots };
}

/** Every token on the spaces of the box from `a` to `b`, and every laid tile whose three by three spaces lie in it. */
export function selectedParts(layout: EditableLayout, a: Point, b: Point): Selection {
  const inX = between(a.x, b.x);
  const inY = between(a.y, b.y);
  const inside = (p: Point) => inX(p.x) && inY(p.y);
  const tokens = layout.tokens.flatMap((t, i) => (isObject(t) && isPoint(t.at) && inside(t.at) ? [i] : []));
  const slots = placements(layout)
    .filter((p) => inside({ x: p.slot.x * 3, y: p.slot.y * 3 }) && inside({ x: p.slot.x * 3 + 2, y: p.slot.y * 3 + 2 }))
    .map((p) => p.slot);
  return simplest(tokens, slots);
}

/** Copies the selection; words for the notice, or undefined when nothing is selected. */
export function copySelection(layout: EditableLayout, selection: Selection): string | undefined {
  const { tokens, slots } = partsOf(selection);
  const copied = copyPieces(layout, tokens, slots);
  if (!copied) return undefined;
  clipboard = copied;
  const words = [
    copied.tokens.length ? `${copied.tokens.length} token${copied.tokens.length === 1 ? '' : 's'}` : '',
    copied.tiles.length ? `${copied.tiles.length} tile${copied.tiles.length === 1 ? '' : 's'}` : '',
  ];
  return `Copied ${words.filter(Boolean).join(' and ')}: move the cursor and press Ctrl+V to paste.`;
}

/** The paste of the clipboard at `at`, or undefined when nothing was copied. */
export function pasteClipboard(layout: EditableLayout, rules: LevelRules, at: Point): Edit | undefined {
  return clipboard && pastePieces(layout, rules, clipboard, at);
}
