import { expect } from '@esm-bundle/chai';
import { levelEditor, part } from './level-fixtures.ts';

/**
 * Whether Chromium paints the element as one stacking context (which it keeps as one cached piece
 * of paint when nothing in it changed): positioned with a z-index, or isolated, or paint-contained.
 */
function stackingContext(el: Element): boolean {
  const s = getComputedStyle(el);
  return (
    (s.position !== 'static' && s.zIndex !== 'auto') ||
    s.isolation === 'isolate' ||
    /paint|strict|content/.test(s.contain)
  );
}

describe('board legend: its paint kept apart from the board', () => {
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  // Laying a tile repaints the board's section; the legend, in the same section, was walked again
  // with it on every drop (about 0.1 ms of the drop's Paint, docs/level-editor-performance.md).
  it('is a stacking context of its own, beside the board and overlapping none of it', async () => {
    const { bench } = await levelEditor();
    const legend = part(bench, '', 'tr-board-legend');
    expect(legend.shadowRoot!.querySelectorAll('li').length).to.be.greaterThan(10);
    expect(stackingContext(legend), 'the legend is a stacking context').to.equal(true);
    // Its own stacking context changes what is seen only where something overlaps it.
    const a = legend.getBoundingClientRect();
    const b = part(bench, 'tr-level-board', '.scroller').getBoundingClientRect();
    expect(a.top >= b.bottom || a.bottom <= b.top || a.left >= b.right || a.right <= b.left).to.equal(true);
  });
});
