/**
 * The board's terrain layer: one SVG per tile slot (an empty slot's dashed outline, or the laid
 * face's nine spaces with the tile's edge and location mark; the tile's number is drawn by the
 * slot's box, above the tokens: level-board.ts). Each slot's drawing is kept
 * until that slot changes, so laying one tile on a big level redraws one slot, not all of them
 * (this is what keeps a placement within one frame on an 8 × 8 level).
 */
import { html, svg } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { TILE_SPACES, type GridSpace, type LevelGrid } from '../../model/coc-grid.ts';
import { CELL, LOCATION_COLOURS, locationMark, raisedEdges, spaceArt, terrainDefs } from './terrain-art.ts';
import { placeStyle } from './board-marks.ts';

const SLOT = TILE_SPACES * CELL;

/** The nine spaces of slot (sx, sy) as laid, or undefined when the slot is empty. */
function slotSpaces(grid: LevelGrid, sx: number, sy: number): GridSpace[] | undefined {
  const spaces: GridSpace[] = [];
  for (let y = 0; y < TILE_SPACES; y++)
    for (let x = 0; x < TILE_SPACES; x++) {
      const space = grid.rows[sy * TILE_SPACES + y]?.[sx * TILE_SPACES + x];
      if (space) spaces.push(space);
    }
  return spaces.length ? spaces : undefined;
}

/** What a slot's drawing depends on, as one string (the tile's own data is compared separately). */
function slotKey(spaces: GridSpace[] | undefined): string {
  if (!spaces) return '';
  return spaces
    .map(
      (s) =>
        `${s.tile}/${s.face}/${s.terrain}/${s.feature?.type ?? ''}${s.feature?.type === 'slope' ? s.feature.downhill : ''}`,
    )
    .join('|');
}

function slotArt(spaces: GridSpace[] | undefined, sx: number, sy: number) {
  const x = sx * SLOT;
  const y = sy * SLOT;
  if (!spaces)
    return svg`<rect class="empty-slot" x=${x + 3} y=${y + 3} width=${SLOT - 6} height=${SLOT - 6} rx="6"></rect>`;
  const first = spaces[0]!;
  return svg`${spaces.map((s) => spaceArt(s, s.face, s.x, s.y, 'apart'))}${raisedEdges(spaces)}
    <rect x=${x + 1.5} y=${y + 1.5} width=${SLOT - 3} height=${SLOT - 3} fill="none" stroke=${LOCATION_COLOURS[first.face].edge} stroke-width="3"></rect>
    <rect x=${x + 3} y=${y + 3} width="16" height="16" rx="3" fill="rgba(255,255,255,.85)"></rect>
    ${locationMark(first.face, x + 5, y + 5)}`;
}

/**
 * The whole terrain layer of the board: the patterns once, then one SVG per slot, placed on the
 * board like the slots' boxes. A slot of its own is laid out and painted on its own: laying a tile
 * lays out and paints that slot, where one SVG for the board laid out and painted all of them.
 */
export function terrainLayer(grid: LevelGrid) {
  const columns = Math.ceil(grid.width / TILE_SPACES);
  const rows = Math.ceil(grid.height / TILE_SPACES);
  const slots = [];
  for (let sy = 0; sy < rows; sy++)
    for (let sx = 0; sx < columns; sx++) {
      const spaces = slotSpaces(grid, sx, sy);
      slots.push(
        html`<svg class="slot-terrain" viewBox="${sx * SLOT} ${sy * SLOT} ${SLOT} ${SLOT}" style=${placeStyle(sx * TILE_SPACES, sy * TILE_SPACES, TILE_SPACES)} aria-hidden="true"
          >${guard([slotKey(spaces)], () => slotArt(spaces, sx, sy))}</svg
        >`,
      );
    }
  return html`<svg class="terrain-defs" width="0" height="0" aria-hidden="true">${terrainDefs()}</svg>${slots}`;
}
