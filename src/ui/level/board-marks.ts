/**
 * What the board shows besides terrain and tokens: the problems' marks (a red frame on the tile or
 * space a problem is about), and the words a screen reader hears for the keyboard cursor.
 */
import { html } from 'lit';
import { TILE_SPACES, spaceAt, type Point } from '../../model/coc-grid.ts';
import { isObject } from '../../model/json-read.ts';
import { isPoint } from '../../model/checks/coc-level/level-data.ts';
import { placements, slotOfSpace, tileName } from '../../model/coc-layout-edit.ts';
import { tokensOn } from '../../model/coc-token-edit.ts';
import { spaceWords } from './terrain-art.ts';
import { describePick, tokenWords, type LevelEditorState } from './level-state.ts';

/**
 * Where a box goes on the board, in the board's `--cell` units, as a style attribute. A plain
 * string, not styleMap: Lit leaves an attribute alone when its text is the same, where styleMap
 * would set every property again on each render of the 64 slots and tokens of a big level.
 */
export function placeStyle(x: number, y: number, size?: number): string {
  return `left:calc(var(--cell) * ${x});top:calc(var(--cell) * ${y})${size === undefined ? '' : `;width:calc(var(--cell) * ${size});height:calc(var(--cell) * ${size})`}`;
}

/** A box over a whole slot or one space. */
export function areaStyle(at: Point, area: 'slot' | 'space'): string {
  const n = area === 'slot' ? TILE_SPACES : 1;
  return placeStyle(at.x * n, at.y * n, n);
}

/** One mark per tile or space that problems point at, its tooltip listing them. */
export function problemMarks(state: LevelEditorState) {
  const marks = new Map<string, { at: Point; area: 'slot' | 'space'; message: string }>();
  for (const problem of state.problems) {
    const tile = /^\/layout\/tiles\/(\d+)/.exec(problem.pointer);
    const token = /^\/layout\/tokens\/(\d+)/.exec(problem.pointer);
    const raw = tile ? state.layout.tiles[Number(tile[1])] : token ? state.layout.tokens[Number(token[1])] : undefined;
    const at = isObject(raw) ? (tile ? raw.slot : raw.at) : undefined;
    if (!isPoint(at)) continue;
    const area = tile ? 'slot' : 'space';
    const key = `${area}${at.x},${at.y}`;
    marks.set(key, {
      at,
      area,
      message: marks.has(key) ? `${marks.get(key)!.message}\n${problem.message}` : problem.message,
    });
  }
  return [...marks.values()].map(
    ({ at, area, message }) =>
      html`<div class="problem-mark ${area}" title=${message} style=${areaStyle(at, area)}><span aria-hidden="true">!</span></div>`,
  );
}

/** "Cursor on space (4, 1) in slot (1, 0), tile 7 jungle: high, quicksand; red door (closed)." */
export function cursorWords(state: LevelEditorState): string {
  const { cursor, layout, grid } = state;
  const slot = slotOfSpace(cursor);
  const space = spaceAt(grid, cursor);
  const placed = placements(layout).find((p) => p.slot.x === slot.x && p.slot.y === slot.y);
  const tokens = tokensOn(layout, cursor).map((i) => tokenWords(layout.tokens[i]));
  const armed = state.armed ? ` Placing: ${describePick(state, state.armed)}.` : '';
  const tile = placed ? `${tileName(state.tiles, placed.tile)} ${placed.face}` : 'empty slot';
  return `Cursor on space (${cursor.x}, ${cursor.y}) in slot (${slot.x}, ${slot.y}), ${tile}: ${spaceWords(space)}${tokens.length ? `; ${tokens.join(', ')}` : ''}.${armed}`;
}
