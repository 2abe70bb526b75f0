/**
 * Our own drawing of a CCG location card for the map and the card browser: the class's colour,
 * number, name, class, danger and search rating, and the exit arrows turned with the card (the
 * text stays upright so it can be read). Face-down cards show their back with the name small, so
 * the designer still knows which card it is.
 */
import { css, svg, type SVGTemplateResult } from 'lit';
import { rotatedExits, type CcgCardInfo, type Side } from '../../model/ccg-card-catalog.ts';

export const CLASS_COLOURS: Record<string, string> = {
  cave: '#8d6e4f',
  tomb: '#6b7f8f',
  atlantean: '#8a4f7d',
  generic: '#7d8a4f',
};

const ARROWS: Record<Side, string> = {
  top: '50,3 42,13 58,13',
  right: '97,50 87,42 87,58',
  bottom: '50,97 42,87 58,87',
  left: '3,50 13,42 13,58',
};

export const classWord = (c: CcgCardInfo | undefined) =>
  c?.locationClass ? c.locationClass[0]!.toUpperCase() + c.locationClass.slice(1) : (c?.type ?? 'Unknown');

/** The most characters of a name's line that fit between the card's side exits at the name's size. */
const LINE = 11;

/** Splits a name into at most two short lines for a 100-unit card. */
function lines(name: string): string[] {
  if (name.length <= LINE) return [name];
  const words = name.split(' ');
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= LINE) first = (first + ' ' + words.shift()).trim();
  if (!first) first = words.shift() ?? '';
  const rest = words.join(' ');
  return [first, rest.length > LINE + 1 ? rest.slice(0, LINE) + '…' : rest].filter(Boolean);
}

/** A line of the name, squeezed to the room between the side exits when it is longer than a line holds (one long word).
 * */
const nameLine = (text: string, y: number, fill: string) =>
  text.length > LINE
    ? svg`<text x="50" y=${y} class="name" fill=${fill} textLength="78" lengthAdjust="spacingAndGlyphs">${text}</text>`
    : svg`<text x="50" y=${y} class="name" fill=${fill}>${text}</text>`;

export function cardArt(
  card: CcgCardInfo | undefined,
  id: string,
  face: 'up' | 'down',
  rotation: number | undefined,
): SVGTemplateResult {
  const colour = CLASS_COLOURS[card?.locationClass ?? ''] ?? '#777';
  const number = card?.number !== undefined ? String(card.number).padStart(3, '0') : '—';
  const name = card?.name ?? id;
  if (face === 'down')
    return svg`<svg viewBox="0 0 100 100" class="card-art down" aria-hidden="true">
      <rect x="2" y="2" width="96" height="96" rx="6" fill="#3b3026" stroke=${colour} stroke-width="4"></rect>
      <path d="M10 20 L90 80 M10 80 L90 20" stroke="#5a4a3a" stroke-width="3"></path>
      <text x="50" y="16" class="num" fill="#e8dcc8">${number}</text>
      ${lines(name).map((l, i) => nameLine(l, 48 + i * 12, '#f4ead8'))}
      <text x="50" y="90" class="small" fill="#cdbb9f">face down${rotation !== undefined ? ` · ${rotation}°` : ''}</text>
    </svg>`;
  // A turned card is drawn turned, text and all, as it lies on the table (each exit keeps the class of the side it
  // leads to).
  const turn = rotation ?? 0;
  const exits = (card?.exits ?? []).map((side) => ({ side, to: rotatedExits([side], turn)[0] ?? side }));
  return svg`<svg viewBox="0 0 100 100" class="card-art up ${turn ? 'turned' : ''}" aria-hidden="true"><g transform="rotate(${turn} 50 50)">
    <rect x="2" y="2" width="96" height="96" rx="6" fill="#f8f1e3" stroke=${colour} stroke-width="4"></rect>
    <rect x="2" y="2" width="96" height="22" rx="6" fill=${colour}></rect>
    <text x="8" y="17" class="num start" fill="#fff">${number}</text>
    <text x="92" y="17" class="small end" fill="#fff">${classWord(card)}</text>
    ${lines(name).map((l, i) => nameLine(l, 44 + i * 12, '#2b2620'))}
    <text x="30" y="82" class="stat" fill="#8e1414">⚠${card?.danger ?? '?'}</text>
    <circle cx="62" cy="78" r="5" fill="none" stroke="#1d4d80" stroke-width="1.6"></circle>
    <line x1="65.5" y1="81.5" x2="69" y2="85" stroke="#1d4d80" stroke-width="1.8"></line>
    <text x="76" y="82" class="stat" fill="#1d4d80">${card?.searchRating ?? '?'}</text>
    ${card?.entrance ? svg`<text x="50" y="66" class="small" fill="#2e7d32">entrance</text>` : ''}
    ${card?.treasureRoom ? svg`<text x="50" y="66" class="small" fill="#a86b00">treasure ${card.treasureRoomPower ?? ''}</text>` : ''}
    ${exits.map((e) => svg`<polygon points=${ARROWS[e.side]} fill="#c0651a" class="exit exit-${e.to}"></polygon>`)}
  </g></svg>`;
}

/** The drawing's text styles, for the shadow root of an element that shows cards (the designer's map, the playtest's).
 * */
export const cardArtStyles = css`
  svg.card-art {
    width: 100%;
    height: 100%;
    display: block;
  }
  svg.card-art text {
    text-anchor: middle;
    font-family: system-ui, sans-serif;
  }
  svg.card-art .start {
    text-anchor: start;
  }
  svg.card-art .end {
    text-anchor: end;
  }
  svg.card-art .name {
    font-size: 11px;
    font-weight: 600;
  }
  svg.card-art .num {
    font-size: 11px;
    font-weight: 700;
  }
  svg.card-art .small {
    font-size: 8px;
  }
  svg.card-art .stat {
    font-size: 11px;
  }
`;

/** The level map's grid, the same in the designer and the playtest: rows by depth with their labels, unknown spots, a
 * treasure room drawn when entered. */
export const levelMapStyles = css`
  :host {
    display: block;
    overflow: auto;
    padding: 0.6rem;
  }
  .map {
    display: inline-flex;
    flex-direction: column;
    gap: 4px;
  }
  .row {
    display: grid;
    grid-template-columns: 4.5rem repeat(var(--columns), 6.5rem);
    gap: 4px;
  }
  .depth {
    display: flex;
    flex-direction: column;
    justify-content: center;
    font-size: 0.8rem;
    color: #5d5448;
  }
  .depth small {
    font-size: 0.7rem;
    color: #8a4b16;
  }
  .drawn {
    display: flex;
    flex-direction: column;
    height: 100%;
    box-sizing: border-box;
    border: 2px dashed #a86b00;
    border-radius: 6px;
    background: #fff4dc;
    font-size: 0.65rem;
    /* Clear of the path overlay's edge strokes (ccg-paths-layer.ts), which reach 8% into a spot. */
    padding: 0.6rem 0.55rem;
    justify-content: center;
    text-align: center;
    gap: 0.1rem;
  }
  .cell.unknown {
    border: 2px dashed #cbbfa9;
    background: #faf6ee;
  }
`;
