/**
 * The Angel of Darkness's symbols drawn as small pictures (not font glyphs, which a browser without
 * the right font draws as nothing or a box): the torch of a secret room, the time bomb, and the three
 * reload symbols (energy, ammo, life). Used by the board, the museum designer and the printed sheets
 * and cards. Each is decorative (aria-hidden): the tile or cell around it names what it shows.
 */
import { svg, type SVGTemplateResult } from 'lit';

export type SymbolName = 'torch' | 'bomb' | 'energy' | 'ammo' | 'life';

const DRAWINGS: Record<SymbolName, SVGTemplateResult> = {
  // A torch: a handle and a flame with its bright core.
  torch: svg`<path d="M10.5 13 h3 l-0.6 9 h-1.8 z" fill="#6b4423"></path>
    <path d="M9 13.2 h6 v1.6 h-6 z" fill="#3b2a1a"></path>
    <path d="M12 1.5 C15.5 5 17 8 15.6 11 C14.9 12.5 13.6 13.2 12 13.2 C10.4 13.2 9.1 12.5 8.4 11 C7.4 8.8 8.6 6.8 10 5.6 C10 7.2 10.6 8.2 11.4 8.6 C10.8 6.2 11.2 3.8 12 1.5 z" fill="#e8590c"></path>
    <path d="M12 6.5 C13.6 8.4 14.2 10 13.4 11.4 C13 12 12.5 12.3 12 12.3 C11.2 12.3 10.5 11.7 10.5 10.8 C10.5 9.6 11.4 8.9 12 6.5 z" fill="#ffd43b"></path>`,
  // A time bomb: a round black bomb with a lit fuse.
  bomb: svg`<circle cx="10.5" cy="14" r="7.5" fill="#212121"></circle>
    <circle cx="8" cy="11.5" r="2" fill="#9e9e9e" opacity="0.7"></circle>
    <path d="M14.5 7.5 l2.2 -2.2" stroke="#212121" stroke-width="2.6" stroke-linecap="round"></path>
    <path d="M16.5 5.4 C17.5 3.6 19 3.4 20 2.4" stroke="#8d6e63" stroke-width="1.2" fill="none"></path>
    <path d="M20.5 0.6 l0.6 1.4 l1.5 -0.2 l-1 1.1 l0.7 1.3 l-1.4 -0.5 l-1 1.1 l0 -1.5 l-1.4 -0.6 l1.4 -0.5 z" fill="#ff9800"></path>`,
  // Energy: a lightning bolt.
  energy: svg`<path d="M13.5 1 L5 13.5 h6 L9.5 23 L19 9.5 h-6 z" fill="#e0a800" stroke="#8a6500" stroke-width="0.8" stroke-linejoin="round"></path>`,
  // Ammo: a cartridge.
  ammo: svg`<path d="M9 8 C9 4 10.5 1.5 12 1 C13.5 1.5 15 4 15 8 z" fill="#b8860b"></path>
    <rect x="9" y="8" width="6" height="12" fill="#d4a017" stroke="#7a5a00" stroke-width="0.6"></rect>
    <rect x="8.3" y="20" width="7.4" height="2.5" fill="#7a5a00"></rect>`,
  // Life: a heart.
  life: svg`<path d="M12 21.5 C5 16 2 12.5 2 8.5 C2 5.4 4.4 3 7.3 3 C9.3 3 10.9 4.1 12 5.8 C13.1 4.1 14.7 3 16.7 3 C19.6 3 22 5.4 22 8.5 C22 12.5 19 16 12 21.5 z" fill="#c0392b"></path>`,
};

/** One symbol, `size` CSS pixels (or any CSS length) square, drawn on a 24 × 24 grid. */
export function symbolIcon(name: SymbolName, size: string = '1em', cls = ''): SVGTemplateResult {
  return svg`<svg class=${`aod-symbol aod-${name} ${cls}`.trim()} viewBox="0 0 24 24" width=${size} height=${size} aria-hidden="true" focusable="false">${DRAWINGS[name]}</svg>`;
}

/** The same drawing placed inside another SVG picture at (x, y), `size` units square. */
export function symbolAt(name: SymbolName, x: number, y: number, size: number): SVGTemplateResult {
  return svg`<g class=${`aod-symbol aod-${name}`} transform=${`translate(${x} ${y}) scale(${size / 24})`}>${DRAWINGS[name]}</g>`;
}
