/**
 * Pictures of levels, for export (SVG, PNG), print sheets and the library's thumbnails: one whole
 * SVG drawn from the content alone, with the level editor's own drawings of terrain and tokens
 * (terrain-art.ts, token-icons.ts) and the CCG designer's card drawing (ccg-card-art.ts).
 *
 * A Crypt of Chronos level: every laid tile with its spaces, its edge in the face's colour, and a
 * label in its bottom-right corner with the tile's number and its rotation; every token with its
 * icon, over the labels (spawn points with their number, facing and starting enemy). A CCG level:
 * its map of spots by depth (depth 1 at the bottom), fixed cards, entrance rooms and treasure
 * rooms drawn when entered.
 *
 * Each drawing names what it shows (`<title>` on each tile and card) so that the picture, opened
 * alone, still says what it is, and so that it can be read without colour.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import { TILE_SPACES } from '../../model/coc-grid.ts';
import { gridOf, layoutOf, placements, sizeOf } from '../../model/coc-layout-edit.ts';
import type { TileInfo } from '../../model/checks/coc-level/level-data.ts';
import { isObject } from '../../model/json-read.ts';
import { CELL, LOCATION_COLOURS, locationMark, spaceArt, terrainDefs } from '../level/terrain-art.ts';
import { tokenIcon } from '../level/token-icons.ts';
import { tokenWords } from '../level/token-words.ts';
import { readLevelMap, type MapCell } from '../../model/ccg-level-map.ts';
import type { CcgCardInfo } from '../../model/ccg-card-catalog.ts';
import { cardArt } from '../ccg/ccg-card-art.ts';

const SLOT = TILE_SPACES * CELL;

/** The picture's size in its own units (the SVG's viewBox), for choosing a pixel size. */
export interface PictureSize {
  width: number;
  height: number;
}

export const COC_LEVEL_KINDS = ['chapter', 'location', 'crypt'];

export function cocPictureSize(level: ContentItem): PictureSize {
  const size = sizeOf(layoutOf(level));
  return { width: size.columns * SLOT, height: size.rows * SLOT };
}

/** The whole board of a Crypt of Chronos level (chapter, location card, crypt card) as one SVG. */
export function cocLevelPicture(level: ContentItem, tiles: ReadonlyMap<string, TileInfo>): SVGTemplateResult {
  const layout = layoutOf(level);
  const { width, height } = cocPictureSize(level);
  const grid = gridOf(layout, tiles);
  const laid = placements(layout);
  const spaces = grid.rows.flatMap((row) => row.filter((s) => s !== null));
  const size = sizeOf(layout);
  const empty = [];
  for (let y = 0; y < size.rows; y++)
    for (let x = 0; x < size.columns; x++)
      if (!laid.some((p) => p.slot.x === x && p.slot.y === y))
        empty.push(
          svg`<rect class="empty-slot" x=${x * SLOT + 4} y=${y * SLOT + 4} width=${SLOT - 8} height=${SLOT - 8} rx="6" fill="none" stroke="#b9ad98" stroke-width="2" stroke-dasharray="6 5"></rect>`,
        );
  const name = typeof level.name === 'string' ? level.name : level.id;
  return svg`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width=${width} height=${height} class="level-picture" role="img" aria-label="Board of ${name}" font-family="system-ui, sans-serif">
    <title>${name}</title>
    ${terrainDefs()}
    <rect class="background" x="0" y="0" width=${width} height=${height} fill="#f7f3ea"></rect>
    ${empty}
    ${spaces.map((s) => spaceArt(s, s.face, s.x, s.y))}
    ${laid.map((p) => {
      const number = tiles.get(p.tile)?.number;
      const x = p.slot.x * SLOT;
      const y = p.slot.y * SLOT;
      const label = `${number ?? '?'}`;
      const turn = p.rotation ? ` ${p.rotation}°` : '';
      const labelWidth = 22 + (label.length + turn.length) * 7;
      // The label in the tile's bottom-right corner, where tokens (placed from the top-left) seldom are, as on the
      // playtest board.
      const lx = x + SLOT - 3 - labelWidth;
      const ly = y + SLOT - 18;
      return svg`<g class="tile" data-tile=${p.tile} data-number=${number ?? ''} data-face=${p.face} data-rotation=${p.rotation}>
        <title>Tile ${label}, ${p.face} face, rotated ${p.rotation}°</title>
        <rect x=${x + 1.5} y=${y + 1.5} width=${SLOT - 3} height=${SLOT - 3} fill="none" stroke=${LOCATION_COLOURS[p.face].edge} stroke-width="3"></rect>
        <rect x=${lx} y=${ly} width=${labelWidth} height="15" rx="3" fill="rgba(255,255,255,.8)"></rect>
        ${locationMark(p.face, lx + 1, ly + 1.5)}
        <text class="tile-number" x=${lx + 15} y=${ly + 12} font-size="12" font-weight="700" fill="#222">${label}<tspan font-size="9" font-weight="400">${turn}</tspan></text>
      </g>`;
    })}
    ${layout.tokens.map((token) => {
      if (!isObject(token) || !isObject(token.at) || typeof token.at.x !== 'number' || typeof token.at.y !== 'number')
        return null;
      const cx = (token.at.x + 0.5) * CELL;
      const cy = (token.at.y + 0.5) * CELL;
      return svg`<g class="token" data-type=${String(token.type)} transform="translate(${cx} ${cy}) scale(0.85)"><title>${tokenWords(token)}</title>${tokenIcon(token)}</g>`;
    })}
  </svg>`;
}

const CARD = 100;
const GAP = 6;
const LABEL = 70;

export function ccgPictureSize(level: ContentItem): PictureSize {
  const map = readLevelMap(level);
  return { width: LABEL + map.width * (CARD + GAP), height: map.depth * (CARD + GAP) + GAP };
}

function ccgCell(cell: MapCell, catalog: ReadonlyMap<string, CcgCardInfo>, x: number, y: number) {
  const name = (id: string | undefined) => (id ? (catalog.get(id)?.name ?? id) : 'any entrance room');
  const at = (body: SVGTemplateResult) =>
    svg`<svg x=${x} y=${y} width=${CARD} height=${CARD} viewBox="0 0 100 100">${body}</svg>`;
  const where = `column ${cell.spot.column}, depth ${cell.spot.depth}`;
  switch (cell.kind) {
    case 'card': {
      const card = catalog.get(cell.card);
      const number = card?.number !== undefined ? `${card.number} ` : '';
      return svg`<g class="card" data-card=${cell.card} data-face=${cell.face}><title>${number}${name(cell.card)}, face ${cell.face}${cell.rotation !== undefined ? `, turned ${cell.rotation}°` : ', turned as explored'} (${where})</title>${at(cardArt(card, cell.card, cell.face, cell.rotation))}</g>`;
    }
    case 'entrance':
      return svg`<g class="entrance" data-card=${cell.card ?? ''}><title>Entrance: ${name(cell.card)} (${where})</title>${at(cardArt(catalog.get(cell.card ?? ''), cell.card ?? 'entrance', 'up', 0))}
        ${cell.card ? null : svg`<text x=${x + CARD / 2} y=${y + CARD - 4} font-size="8" text-anchor="middle">any entrance room</text>`}</g>`;
    case 'drawnTreasureRoom':
      return svg`<g class="treasure-room"><title>Treasure room drawn from ${cell.choices.map(name).join(' or ')} (${where})</title>
        <rect x=${x + 2} y=${y + 2} width=${CARD - 4} height=${CARD - 4} rx="6" fill="#fff4dc" stroke="#a86b00" stroke-width="2" stroke-dasharray="5 3"></rect>
        <text x=${x + CARD / 2} y=${y + 22} font-size="10" font-weight="700" text-anchor="middle">Treasure room</text>
        ${cell.choices.slice(0, 5).map((c, i) => svg`<text x=${x + CARD / 2} y=${y + 40 + i * 12} font-size="8" text-anchor="middle">${name(c)}</text>`)}</g>`;
    default:
      return svg`<rect class="unknown" x=${x + 2} y=${y + 2} width=${CARD - 4} height=${CARD - 4} rx="6" fill="#faf6ee" stroke="#cbbfa9" stroke-width="2" stroke-dasharray="5 3"></rect>`;
  }
}

/** A CCG level's map (the first entrance setup, or the one given) as one SVG. */
export function ccgLevelPicture(
  level: ContentItem,
  catalog: ReadonlyMap<string, CcgCardInfo>,
  setup = 0,
): SVGTemplateResult {
  const map = readLevelMap(level, setup);
  const { width, height } = ccgPictureSize(level);
  const name = typeof level.name === 'string' ? level.name : level.id;
  const rowY = (depth: number) => GAP + (map.depth - depth) * (CARD + GAP);
  return svg`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width=${width} height=${height} class="level-picture" role="img" aria-label="Map of ${name}" font-family="system-ui, sans-serif">
    <title>${name}</title>
    <style>text { font-family: system-ui, sans-serif; } svg.card-art text { text-anchor: middle; } .start { text-anchor: start; } .end { text-anchor: end; } .name { font-size: 11px; font-weight: 600; } .num { font-size: 11px; font-weight: 700; } .small { font-size: 8px; } .stat { font-size: 11px; }</style>
    <rect class="background" x="0" y="0" width=${width} height=${height} fill="#f7f3ea"></rect>
    ${map.rows.map(
      (
        row,
        d,
      ) => svg`<text class="depth" x="6" y=${rowY(d + 1) + CARD / 2} font-size="13" fill="#5d5448">Depth ${d + 1}</text>
        ${map.startingDepth !== 1 ? svg`<text x="6" y=${rowY(d + 1) + CARD / 2 + 14} font-size="10" fill="#8a4b16">rating ${map.startingDepth + d}</text>` : null}
        ${row.map((cell, c) => ccgCell(cell, catalog, LABEL + c * (CARD + GAP), rowY(d + 1)))}`,
    )}
  </svg>`;
}
