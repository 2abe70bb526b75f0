/**
 * The level board's layers besides terrain and tokens: the grid of named cells a screen reader (and
 * a test) reads, the designer's notes, and the editing overlays (sight areas, Lara's reach), drawn
 * as outlines that never hide terrain or tokens.
 */
import { html, nothing } from 'lit';
import type { GridSpace, LevelGrid, Point } from '../../model/coc-grid.ts';
import { isObject } from '../../model/json-read.ts';
import { isPoint } from '../../model/checks/coc-level/level-data.ts';
import type { EditableLayout } from '../../model/coc-layout-edit.ts';
import type { BoardNote } from '../../model/coc-board-edit.ts';
import type { TileInfo } from '../../model/checks/coc-level/level-data.ts';
import { tokenWords } from './token-words.ts';
import { placeStyle } from './board-marks.ts';
import type { EditOverlays } from './edit-overlays.ts';

const FACING_WORDS: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** "HIGH, slope down to the east, tile 7". */
export function terrainWords(space: GridSpace | null | undefined, tiles: ReadonlyMap<string, TileInfo>): string {
  if (!space) return 'no tile';
  const terrain = space.terrain === 'low' ? 'LOW' : space.terrain === 'high' ? 'HIGH' : 'BLOCK';
  const feature =
    space.feature?.type === 'slope'
      ? `, slope down to the ${FACING_WORDS[space.feature.downhill]}`
      : space.feature?.type === 'quicksand'
        ? ', quicksand'
        : '';
  return `${terrain}${feature}, tile ${tiles.get(space.tile)?.number ?? space.tile}`;
}

/**
 * Every space as a grid cell named by what is on it: "(4, 1), HIGH, tile 7; spawn point 2 facing S,
 * Wolf starts; note: …". Laid over the board in its exact places, invisible, letting the pointer through.
 */
export function cellsLayer(
  grid: LevelGrid,
  layout: EditableLayout,
  tiles: ReadonlyMap<string, TileInfo>,
  notes: readonly BoardNote[],
  enemyName: (id: string) => string,
  selected: ReadonlySet<number>,
  marks: ReadonlyMap<string, string[]>,
) {
  const onSpace = new Map<string, string[]>();
  const put = (p: Point, what: string) => onSpace.set(`${p.x},${p.y}`, [...(onSpace.get(`${p.x},${p.y}`) ?? []), what]);
  layout.tokens.forEach((t, i) => {
    if (!isObject(t) || !isPoint(t.at)) return;
    const enemy = t.type === 'spawnPoint' && typeof t.enemy === 'string' ? `, ${enemyName(t.enemy)} starts here` : '';
    put(t.at, `${tokenWords({ ...t, enemy: undefined })}${enemy}${selected.has(i) ? ' (selected)' : ''}`);
  });
  for (const n of notes) put(n.at, `note: ${n.text}`);
  for (const [key, words] of marks)
    for (const w of words) put({ x: Number(key.split(',')[0]), y: Number(key.split(',')[1]) }, w);
  return html`<div class="cells" role="grid" aria-label="Spaces of the level board" aria-readonly="true" style="grid-template-columns: repeat(${grid.width}, var(--cell))">
    ${grid.rows.map(
      (row, y) =>
        html`<div role="row">${row.map((space, x) => {
          const what = onSpace.get(`${x},${y}`);
          return html`<div role="gridcell" aria-label="(${x}, ${y}), ${terrainWords(space, tiles)}${what ? `; ${what.join('; ')}` : ''}"></div>`;
        })}</div>`,
    )}
  </div>`;
}

/** The overlays shown, in words for the cells: "seen from spawn point 2", "Lara reaches it with 1 move point left". */
export function overlayWords(
  overlays: EditOverlays | undefined,
  sight: boolean,
  reach: boolean,
): Map<string, string[]> {
  const words = new Map<string, string[]>();
  const put = (p: Point, w: string) => words.set(`${p.x},${p.y}`, [...(words.get(`${p.x},${p.y}`) ?? []), w]);
  if (overlays && sight)
    for (const s of overlays.sight) for (const p of s.cells) put(p, `seen from spawn point ${s.spawn}`);
  if (overlays && reach)
    for (const r of overlays.reach)
      put(r.at, `Lara reaches it with ${r.points} move point${r.points === 1 ? '' : 's'} left`);
  return words;
}

/** A folded corner on each space with a note, its text as the tooltip. */
export function notesLayer(notes: readonly BoardNote[]) {
  return notes.map(
    (n) => html`<div class="note-mark" title=${n.text} style=${placeStyle(n.at.x, n.at.y)} aria-hidden="true"></div>`,
  );
}

/** Sight areas as dashed outlines with the spawn point's number; Lara's reach as green rings with the points left. */
export function overlayLayer(overlays: EditOverlays | undefined, sight: boolean, reach: boolean) {
  if (!overlays) return nothing;
  return html`${
    sight
      ? overlays.sight.map((s, i) =>
          s.cells.map(
            (p) =>
              html`<div class="sight-mark" data-spawn=${s.spawn} style=${placeStyle(p.x + (i % 3) * 0.08, p.y + (i % 3) * 0.08)} aria-hidden="true"><span>${s.spawn}</span></div>`,
          ),
        )
      : nothing
  }
  ${reach ? overlays.reach.map((r) => html`<div class="reach-mark" style=${placeStyle(r.at.x, r.at.y)} aria-hidden="true"><span>${r.points}</span></div>`) : nothing}`;
}
