import { expect } from '@esm-bundle/chai';
import { render, svg } from 'lit';
import type { Space } from '../../src/model/coc-grid.ts';
import {
  CELL,
  LOCATION_COLOURS,
  locationMark,
  movedPath,
  raisedEdges,
  spaceArt,
  terrainDefs,
} from '../../src/ui/level/terrain-art.ts';

// A face of three rows: LOW, HIGH, BLOCK, then a HIGH slope, a LOW quicksand, HIGH, then LOW, LOW, HIGH.
const FACE: Space[][] = [
  [{ terrain: 'low' }, { terrain: 'high' }, { terrain: 'block' }],
  [
    { terrain: 'high', feature: { type: 'slope', downhill: 'E' } },
    { terrain: 'low', feature: { type: 'quicksand' } },
    { terrain: 'high' },
  ],
  [{ terrain: 'low' }, { terrain: 'low' }, { terrain: 'high' }],
];

/** The face drawn in one SVG, its raised edges in the spaces ('own') or apart. */
function draw(edges: 'own' | 'apart'): SVGSVGElement {
  const host = document.createElement('div');
  document.body.append(host);
  const spaces = FACE.flatMap((row, y) => row.map((space, x) => ({ space, x, y })));
  render(
    svg`<svg viewBox="0 0 ${3 * CELL} ${3 * CELL}">${terrainDefs()}
      ${spaces.map(({ space, x, y }) => spaceArt(space, 'jungle', x, y, edges))}
      ${edges === 'apart' ? raisedEdges(spaces.map(({ space, x, y }) => ({ terrain: space.terrain, x, y }))) : null}</svg>`,
    host,
  );
  return host.querySelector('svg')!;
}

/** The shapes drawn (each one display item to paint), patterns left out. */
const shapes = (root: SVGSVGElement) =>
  [...root.querySelectorAll('rect, path, ellipse, line, circle')].filter((el) => !el.closest('defs'));

describe('terrain art', () => {
  afterEach(() => document.querySelectorAll('body > div').forEach((el) => el.remove()));

  it('draws a space with nothing drawn over its colour or hatching as one rectangle, filled and outlined', () => {
    const root = draw('own');
    const groups = [...root.querySelectorAll('g.terrain')];
    expect(groups).to.have.length(9);
    const plainLow = groups[0]!;
    expect(plainLow.querySelectorAll('rect')).to.have.length(1);
    const rect = plainLow.querySelector('rect')!;
    expect([rect.getAttribute('fill'), rect.getAttribute('stroke')]).to.deep.equal([
      LOCATION_COLOURS.jungle.low,
      'rgba(0,0,0,.18)',
    ]);
    // BLOCK: its colour, then its hatching outlined.
    const block = [...groups[2]!.querySelectorAll('rect')];
    expect(block.map((r) => [r.getAttribute('fill'), r.getAttribute('stroke')])).to.deep.equal([
      [LOCATION_COLOURS.jungle.block, null],
      ['url(#hatch-block)', 'rgba(0,0,0,.18)'],
    ]);
    // A HIGH space with its own edges keeps its outline last, over the edges.
    const high = [...groups[1]!.children].map((el) => el.getAttribute('class') ?? el.getAttribute('fill'));
    expect(high).to.deep.equal([LOCATION_COLOURS.jungle.high, 'url(#hatch-high)', 'high-edge', 'high-edge', 'none']);
    // A feature drawn over the space: the outline is its own rectangle, last.
    expect(groups[4]!.lastElementChild!.getAttribute('fill')).to.equal('none');
  });

  it("draws the raised edges of a drawing's HIGH spaces in two paths when apart, each edge where the space draws it", () => {
    const own = draw('own');
    const apart = draw('apart');
    const highs = FACE.flat().filter((s) => s.terrain === 'high').length;
    expect(own.querySelectorAll('.high-edge')).to.have.length(2 * highs);
    expect(apart.querySelectorAll('g.terrain .high-edge')).to.have.length(0);
    const edges = [...apart.querySelectorAll(':scope > .high-edge')];
    expect(edges).to.have.length(2);
    // The same strokes, the same segments: the two paths of the spaces, joined in order.
    const joined = (i: number) =>
      [...own.querySelectorAll('.high-edge')]
        .filter((_, j) => j % 2 === i)
        .map((p) => p.getAttribute('d'))
        .join(' ');
    expect(edges.map((p) => p.getAttribute('d'))).to.deep.equal([joined(0), joined(1)]);
    const ownStroke = [...own.querySelectorAll('.high-edge')].slice(0, 2).map((p) => p.getAttribute('stroke'));
    expect(edges.map((p) => p.getAttribute('stroke'))).to.deep.equal(ownStroke);
    // Shapes: 9 colours, 5 hatchings, the outlines of the two spaces with a feature (the others ride on their last
    // rectangle), slope 4, quicksand 2, edges 2; with each space's own edges, 8 edges and the 4 HIGHs outlined apart.
    expect(shapes(apart)).to.have.length(9 + 5 + 2 + 4 + 2 + 2);
    expect(shapes(own)).to.have.length(9 + 5 + 5 + 4 + 2 + 2 * highs);
    expect(raisedEdges([{ terrain: 'low', x: 0, y: 0 }])).to.equal(null);
  });

  it('draws a location mark at its place by moving its points, with no transform, where the translated mark was', () => {
    expect(movedPath('M6 3 A3 3 0 1 1 5.5 3 Z M6 0 V1.5 M0 6 H1.5 C1 2 3 4 5 6 L7 8', 3, 4)).to.equal(
      'M9 7 A3 3 0 1 1 8.5 7 Z M9 4 V5.5 M3 10 H4.5 C4 6 6 8 8 10 L10 12',
    );
    const host = document.createElement('div');
    document.body.append(host);
    const box = (location: 'jungle' | 'mountain' | 'desert' | 'tomb', x: number, y: number) => {
      render(svg`<svg viewBox="0 0 40 40">${locationMark(location, x, y)}</svg>`, host);
      const mark = host.querySelector('path')!;
      expect(mark.hasAttribute('transform'), location).to.equal(false);
      const b = mark.getBBox();
      return [b.x, b.y, b.width, b.height].map((v) => v.toFixed(3));
    };
    for (const location of ['jungle', 'mountain', 'desert', 'tomb'] as const) {
      const [x, y, w, h] = box(location, 0, 0).map(Number);
      expect(box(location, 5, 7), location).to.deep.equal([x! + 5, y! + 7, w!, h!].map((v) => v.toFixed(3)));
    }
  });
});
