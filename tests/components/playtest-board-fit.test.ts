import { expect } from '@esm-bundle/chai';
import { arenaSession, mountWith, shadow } from './playtest-fixtures.ts';
import { settled } from './fixtures.ts';
import '../../src/ui/playtest/playtest-board.ts';

// The board fitted to its area (issue 19, "must hold": the playtest no slower than before the seam).
// It is fitted without a CSS size container: a size container made each switch of the app's areas
// (Esc back to the editor) lay the hidden board out again. See docs/engine-performance.md.

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('the playtest board, fitted', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('fills its area’s width or height, whichever it meets first, with square spaces, and follows a resize', async () => {
    const board = await mountWith('tr-playtest-board', arenaSession(1, { enemies: [] }));
    const host = board.parentElement!;
    Object.assign(host.style, { display: 'flex', flexDirection: 'column', width: '1200px', height: '300px' });
    Object.assign(board.style, { flex: '1', minHeight: '0', display: 'flex', flexDirection: 'column' });
    const root = shadow(board);
    const scroller = root.querySelector<HTMLElement>('.scroller')!;
    const svgEl = root.querySelector('svg.board')!;
    const columns = Number(svgEl.getAttribute('data-columns'));
    const rows = Number(svgEl.getAttribute('data-rows'));
    const fits = async () => {
      await frame();
      await settled(board);
      const style = getComputedStyle(scroller);
      const width = scroller.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const height = scroller.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      const box = svgEl.getBoundingClientRect();
      expect(box.width, 'as wide as the area allows').to.be.closeTo(Math.min(width, (height * columns) / rows), 1);
      expect(box.height, 'square spaces').to.be.closeTo((box.width * rows) / columns, 1);
      expect(box.height, 'no taller than the area').to.be.at.most(height + 1);
    };
    await fits();
    expect(svgEl.getBoundingClientRect().width, 'the height met first').to.be.below(1000);
    host.style.width = '300px';
    host.style.height = '900px';
    await fits();
    expect(svgEl.getBoundingClientRect().width, 'the width met first').to.be.below(300);
    // No size container (container-type: size) on the board's area: see above.
    expect(getComputedStyle(scroller).containerType).to.equal('normal');
  });
});
