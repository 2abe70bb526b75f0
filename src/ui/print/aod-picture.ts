/**
 * The museum of an Angel of Darkness setup as a picture for its setup sheet: the grid of places with
 * columns A, B, C… from the left and rows 1, 2, 3… from the top; a fixed tile drawn as it lies (its
 * walls turned, its reload symbol, its torch; "up" on a tile laid face up); a place dealt at random
 * as a face-down back; and the starting tile on the ring beside the museum. Also one tile alone, for
 * the tiles' card sheet.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { AodSetup, AodTile } from '../../model/types.generated.ts';
import { COMPASS, turnWalls, type Compass } from '../aod/aod-words.ts';
import { symbolAt } from '../aod/aod-symbols.ts';

export type TileCatalog = ReadonlyMap<string, AodTile>;

const S = 40;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A place as the sheet names it: "C5". */
export const placeName = (x: number, y: number) => `${LETTERS[x] ?? `#${x + 1}`}${y + 1}`;
/** The starting tile's place, beside the museum: "below C5", "left of A3". */
export function startName(s: Pick<AodSetup, 'width' | 'height' | 'start'>): string {
  const { x, y } = s.start;
  if (y >= s.height) return `below ${placeName(x, s.height - 1)}`;
  if (y < 0) return `above ${placeName(x, 0)}`;
  if (x < 0) return `left of ${placeName(0, y)}`;
  if (x >= s.width) return `right of ${placeName(s.width - 1, y)}`;
  return `on ${placeName(x, y)} (inside the museum: move it beside a side)`;
}

/** One tile's face, `size` units square at (x, y): walls as thick sides, its symbols. */
export function tileFace(
  tile: AodTile | undefined,
  x: number,
  y: number,
  size: number,
  rotation = 0,
  start = false,
): SVGTemplateResult {
  const walls = turnWalls((tile?.walls ?? []) as Compass[], rotation);
  const w = size * 0.12;
  const side: Record<Compass, [number, number, number, number]> = {
    N: [x, y, size, w],
    S: [x, y + size - w, size, w],
    W: [x, y, w, size],
    E: [x + size - w, y, w, size],
  };
  const icon = size * 0.34;
  return svg`<g class="tile${start ? ' start' : ''}">
    <rect x=${x} y=${y} width=${size} height=${size} fill=${start ? '#e3f1de' : '#f7efdf'} stroke="#8a7a62" stroke-width="0.6"></rect>
    ${COMPASS.filter((c) => walls.includes(c)).map((c) => {
      const [rx, ry, rw, rh] = side[c];
      return svg`<rect class="wall" x=${rx} y=${ry} width=${rw} height=${rh} fill="#4a3b2a"></rect>`;
    })}
    ${tile?.reload ? symbolAt(tile.reload, x + size * 0.14, y + size * 0.14, icon) : ''}
    ${tile?.torch ? symbolAt('torch', x + size - size * 0.14 - icon, y + size * 0.14, icon) : ''}
    ${start ? svg`<text x=${x + size / 2} y=${y + size * 0.62} text-anchor="middle" font-size=${size * 0.2} font-weight="700" fill="#2d6a2d">START</text>` : ''}
  </g>`;
}

/** A face-down tile: the back every corridor tile shares. */
function tileBack(x: number, y: number, size: number): SVGTemplateResult {
  return svg`<g class="tile back">
    <rect x=${x} y=${y} width=${size} height=${size} fill="#5d4e3c" stroke="#8a7a62" stroke-width="0.6"></rect>
    <text x=${x + size / 2} y=${y + size * 0.62} text-anchor="middle" font-size=${size * 0.36} fill="#d9c9a8">?</text>
  </g>`;
}

/** The museum: the grid, its tiles or backs, the starting tile and the place names around it. */
export function aodMuseumPicture(setup: AodSetup, tiles: TileCatalog): SVGTemplateResult {
  const { width, height } = setup;
  const ox = S * 1.5;
  const oy = S * 1.5;
  const fixed = setup.deal === 'fixed' ? (setup.fixed ?? []) : [];
  const places: SVGTemplateResult[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const laid = fixed.find((f) => f.at.x === x && f.at.y === y);
      const px = ox + x * S;
      const py = oy + y * S;
      if (setup.deal !== 'fixed') places.push(tileBack(px, py, S));
      else if (!laid)
        places.push(
          svg`<rect class="empty" x=${px} y=${py} width=${S} height=${S} fill="#fff" stroke="#a1261b" stroke-dasharray="3 2"></rect>`,
        );
      else
        places.push(
          svg`${tileFace(tiles.get(laid.tile), px, py, S, laid.rotation ?? 0)}${laid.open ? svg`<text x=${px + S / 2} y=${py + S - 3} text-anchor="middle" font-size="7" fill="#1d4d80" font-weight="700">UP</text>` : ''}`,
        );
    }
  const labels = [
    ...Array.from(
      { length: width },
      (_, x) =>
        svg`<text x=${ox + x * S + S / 2} y=${S * 0.35} text-anchor="middle" font-size="11" fill="#4d463d">${LETTERS[x] ?? x + 1}</text>`,
    ),
    ...Array.from(
      { length: height },
      (_, y) =>
        svg`<text x=${S * 0.25} y=${oy + y * S + S / 2 + 4} text-anchor="middle" font-size="11" fill="#4d463d">${y + 1}</text>`,
    ),
  ];
  const start = setup.start;
  const startTile = tiles.get(setup.startTile);
  const total = { w: (width + 3) * S, h: (height + 3) * S };
  return svg`<svg class="aod-museum" viewBox="0 0 ${total.w} ${total.h}" role="img" aria-label=${`The museum, ${width} by ${height}${setup.deal === 'fixed' ? ', tiles laid as shown' : ', every tile dealt face down at random'}; the starting tile ${startName(setup)}`}>
    ${labels}
    ${places}
    ${tileFace(startTile, ox + start.x * S, oy + start.y * S, S, 0, true)}
  </svg>`;
}

/** One tile alone (a square picture), for its card. */
export function aodTilePicture(tile: AodTile): SVGTemplateResult {
  return svg`<svg class="aod-tile" viewBox="0 0 100 100" role="img" aria-label=${tile.name}>${tileFace(tile, 1, 1, 98, 0, tile.role === 'start')}</svg>`;
}
