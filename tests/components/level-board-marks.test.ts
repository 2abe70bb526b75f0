import { expect } from '@esm-bundle/chai';
import { board, dispatchDrag, levelEditor, part, settled } from './level-fixtures.ts';
import type { TrLevelWorkbench } from '../../src/ui/level/level-workbench.ts';

// The problems' marks on the level board (launchdraw): all in one positioned layer, each placed by its grid, so a
// drop does not give the compositor one layer a mark (and one its badge) to sort; each still frames its own space.

const marks = (bench: TrLevelWorkbench) => [
  ...part(bench, 'tr-level-board', '.problem-marks').querySelectorAll<HTMLElement>('.problem-mark'),
];

describe("the level board's problem marks", () => {
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  it('frames the space a problem is about, from one layer, with no layer of their own', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, part(bench, 'tr-face-palette', '[data-face="tile-1:jungle"]'), 0, 0);
    // A second artifact's place is a problem about that token (the space (1, 2)).
    await dispatchDrag(bench, part(bench, 'tr-token-palette', '[data-token="artifact"]'), 1, 2);
    for (let i = 0; i < 50 && !marks(bench).some((m) => m.classList.contains('space')); i++) {
      await new Promise((r) => setTimeout(r, 20));
      await settled(bench);
    }
    const mark = marks(bench).find((m) => m.classList.contains('space'))!;
    expect(mark, 'a mark on the token’s space').to.exist;
    const cell = board(bench).getBoundingClientRect().width / bench.state.grid.width;
    const b = board(bench).getBoundingClientRect();
    const m = mark.getBoundingClientRect();
    expect([m.left - b.left, m.top - b.top, m.width, m.height].map((v) => Math.round(v / cell))).to.deep.equal([
      1, 2, 1, 1,
    ]);
    const badge = mark.querySelector('span')!;
    expect(badge.textContent).to.equal('!');
    // As before: 6 px right of and 8 px above the inside of the mark's 2 px border.
    const bb = badge.getBoundingClientRect();
    expect([bb.right - m.right, m.top - bb.top].map(Math.round), 'the badge sticks out at the top right').to.deep.equal(
      [4, 6],
    );
    expect([getComputedStyle(mark).position, getComputedStyle(badge).position]).to.deep.equal(['static', 'static']);
    const layer = mark.parentElement!;
    expect([getComputedStyle(layer).position, getComputedStyle(layer).zIndex]).to.deep.equal(['absolute', '3']);
  });
});
