/**
 * How terrain is drawn (SVG, one space = CELL units): each location type has its own hue, and
 * elevation is told apart by lightness, pattern and edge, never by hue alone, so the board reads
 * for colour-blind eyes and in greyscale: LOW is pale and plain; HIGH is a clearly darker shade,
 * hatched, with a raised edge (light top and left, dark bottom and right); BLOCK is near black and
 * cross-hatched; a slope shows a chevron pointing downhill,
 * quicksand rings of dots. Each SVG that uses these must include `terrainDefs()` once.
 */
import { svg } from 'lit';
import type { Facing, LocationType, Space } from '../../model/coc-grid.ts';

export const CELL = 40;

export const LOCATION_COLOURS: Record<LocationType, { low: string; high: string; block: string; edge: string }> = {
  jungle: { low: '#e2f0cf', high: '#86a860', block: '#2c3823', edge: '#4f7a2c' },
  mountain: { low: '#eef1f5', high: '#8e9cb0', block: '#343b47', edge: '#56677f' },
  desert: { low: '#f8ecca', high: '#c49a55', block: '#4f3e22', edge: '#a97b2c' },
  tomb: { low: '#f1e9df', high: '#9c8069', block: '#332821', edge: '#6e5446' },
};

export const FACING_DEGREES: Record<Facing, number> = { N: 0, E: 90, S: 180, W: 270 };

/** Patterns shared by every drawing of terrain in one SVG. */
export function terrainDefs() {
  return svg`<defs>
    <pattern id="hatch-high" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <line x1="0" y1="0" x2="0" y2="8" stroke="rgba(0,0,0,.32)" stroke-width="2.5"></line>
    </pattern>
    <pattern id="hatch-block" width="7" height="7" patternUnits="userSpaceOnUse">
      <path d="M0 0L7 7M7 0L0 7" stroke="rgba(255,255,255,.28)" stroke-width="1.2"></path>
    </pattern>
    <pattern id="quicksand" width="10" height="10" patternUnits="userSpaceOnUse">
      <circle cx="2.5" cy="2.5" r="1.3" fill="rgba(110,70,20,.55)"></circle>
      <circle cx="7.5" cy="7.5" r="1.3" fill="rgba(110,70,20,.55)"></circle>
    </pattern>
  </defs>`;
}

const GRID_STROKE = 'rgba(0,0,0,.18)';
/** The raised edge's width, and its two strokes: lit from the top left. */
const EDGE = 2.5;
const EDGE_LIGHT = 'rgba(255,255,255,.85)';
const EDGE_DARK = 'rgba(0,0,0,.6)';

/**
 * One space at (x, y) in CELL units, with the location's look. With `edges` 'apart' a HIGH space's raised edge is left
 * out: the drawing then ends with `raisedEdges` of all its spaces. Every shape is a display item that the page's one
 * composited layer converts again on each frame it repaints (Layerize), whatever changed; so the space's outline is
 * stroked by its last full-space rectangle when nothing is drawn after that (filled then outlined, as two rectangles
 * painted it), and the raised edges of a whole slot or face are two paths instead of two a space.
 */
export function spaceArt(space: Space, location: LocationType, x: number, y: number, edges: 'own' | 'apart' = 'own') {
  const px = x * CELL;
  const py = y * CELL;
  const feature = space.feature;
  const hatch = space.terrain === 'high' ? 'url(#hatch-high)' : space.terrain === 'block' ? 'url(#hatch-block)' : null;
  const ownEdges = space.terrain === 'high' && edges === 'own';
  const outlineLast = !feature && !ownEdges;
  const cell = (fill: string, outline: boolean) =>
    outline
      ? svg`<rect x=${px} y=${py} width=${CELL} height=${CELL} fill=${fill} stroke=${GRID_STROKE} stroke-width="0.6"></rect>`
      : svg`<rect x=${px} y=${py} width=${CELL} height=${CELL} fill=${fill}></rect>`;
  return svg`<g class="terrain ${space.terrain}" data-terrain=${space.terrain}>
    ${cell(LOCATION_COLOURS[location][space.terrain], outlineLast && !hatch)}
    ${hatch ? cell(hatch, outlineLast) : null}
    ${
      ownEdges
        ? svg`<path class="high-edge" d=${lightEdge(px, py)} fill="none" stroke=${EDGE_LIGHT} stroke-width=${EDGE}></path>
      <path class="high-edge" d=${darkEdge(px, py)} fill="none" stroke=${EDGE_DARK} stroke-width=${EDGE}></path>`
        : null
    }
    ${
      feature?.type === 'quicksand'
        ? svg`<rect x=${px} y=${py} width=${CELL} height=${CELL} fill="url(#quicksand)"></rect>
          <ellipse class="quicksand" cx=${px + CELL / 2} cy=${py + CELL / 2} rx="12" ry="7" fill="none" stroke="rgba(110,70,20,.8)" stroke-width="1.5" stroke-dasharray="3 2"></ellipse>`
        : null
    }
    ${feature?.type === 'slope' ? slopeArt(feature.downhill, px, py) : null}
    ${outlineLast ? null : cell('none', true)}
  </g>`;
}

/** The raised edge of a HIGH space at (px, py), lit from the top left (the same on every location type). */
const lightEdge = (px: number, py: number) => `M${px + EDGE / 2} ${py + CELL} V${py + EDGE / 2} H${px + CELL}`;
const darkEdge = (px: number, py: number) => `M${px + CELL - EDGE / 2} ${py} V${py + CELL - EDGE / 2} H${px}`;

/**
 * The raised edges of the HIGH spaces among `spaces` (drawn with `spaceArt(..., 'apart')`), one light and one dark path
 * for all of them, to follow the spaces in the same SVG. Each edge stays inside its own space, so the edges of two
 * spaces never overlap.
 */
export function raisedEdges(spaces: readonly { terrain: string; x: number; y: number }[]) {
  const high = spaces.filter((s) => s.terrain === 'high');
  if (high.length === 0) return null;
  const light = high.map((s) => lightEdge(s.x * CELL, s.y * CELL)).join(' ');
  const dark = high.map((s) => darkEdge(s.x * CELL, s.y * CELL)).join(' ');
  return svg`<path class="high-edge" d=${light} fill="none" stroke=${EDGE_LIGHT} stroke-width=${EDGE}></path>
    <path class="high-edge" d=${dark} fill="none" stroke=${EDGE_DARK} stroke-width=${EDGE}></path>`;
}

/** Two chevrons pointing downhill. */
function slopeArt(downhill: Facing, px: number, py: number) {
  return svg`<g class="slope" data-downhill=${downhill} transform="translate(${px + CELL / 2} ${py + CELL / 2}) rotate(${FACING_DEGREES[downhill]})">
    <path d="M-10 2 L0 -8 L10 2" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"></path>
    <path d="M-10 2 L0 -8 L10 2" fill="none" stroke="#222" stroke-width="2.2" stroke-linejoin="round"></path>
    <path d="M-10 12 L0 2 L10 12" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"></path>
    <path d="M-10 12 L0 2 L10 12" fill="none" stroke="#222" stroke-width="2.2" stroke-linejoin="round"></path>
  </g>`;
}

/** The location marks in their 12-unit box (absolute commands only). */
const MARKS: Record<LocationType, string> = {
  jungle: 'M2 10 C2 4 6 1 11 1 C11 6 8 10 2 10 Z M2 10 L7 5',
  mountain: 'M0 11 L5 2 L8 7 L9.5 5 L12 11 Z',
  desert: 'M6 3 A3 3 0 1 1 5.99 3 Z M6 0 V1.5 M6 10.5 V12 M0 6 H1.5 M10.5 6 H12',
  tomb: 'M1 11 H11 M2 11 V3 M10 11 V3 M1 3 H11 L6 0 Z M5 11 V3 M7 11 V3',
};

/** For each path command, which of its numbers (repeating) are an x (0), a y (1) or neither (-1). */
const AXES: Record<string, number[]> = {
  M: [0, 1],
  L: [0, 1],
  C: [0, 1, 0, 1, 0, 1],
  A: [-1, -1, -1, -1, -1, 0, 1],
  H: [0],
  V: [1],
  Z: [],
};

/** An absolute path moved by (x, y). */
export function movedPath(d: string, x: number, y: number): string {
  return d
    .replace(/([A-Z])([^A-Z]*)/g, (_, command: string, args: string) => {
      const axes = AXES[command]!;
      const numbers = args.trim()
        ? args
            .trim()
            .split(/[\s,]+/)
            .map(Number)
        : [];
      const moved = numbers.map((n, i) => {
        const axis = axes[i % axes.length];
        return axis === 0 ? n + x : axis === 1 ? n + y : n;
      });
      return `${command}${moved.join(' ')} `;
    })
    .trim();
}

/**
 * A small mark of the location type (leaf, peak, sun, column), drawn in a 12-unit box at (x, y). Its points are moved
 * rather than the path translated: a transform is a node of the page's property trees, and each one cuts the painted
 * content into more pieces for the compositor to sort (Layerize) on every frame that repaints.
 */
export function locationMark(location: LocationType, x: number, y: number) {
  const c = LOCATION_COLOURS[location].edge;
  return svg`<path class="location-mark" d=${movedPath(MARKS[location], x, y)} fill=${location === 'desert' ? c : 'none'} stroke=${c} stroke-width="1.4"></path>`;
}

/** Text describing a space for screen readers and tooltips: "high, slope running E". */
export function spaceWords(space: Space | undefined): string {
  if (!space) return 'no tile';
  const feature =
    space.feature?.type === 'slope'
      ? `, slippery slope downhill ${space.feature.downhill}`
      : space.feature?.type === 'quicksand'
        ? ', quicksand'
        : '';
  return `${space.terrain}${feature}`;
}
