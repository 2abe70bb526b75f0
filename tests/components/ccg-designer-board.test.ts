// The CCG designer's map as a board (issue 22): zoom and pan (the shared BoardPan; zoom keeps the
// point under the pointer or the middle still; cards dragged onto the map at any zoom), Shift+click
// and Shift+drag selection with Ctrl+C / Ctrl+V / Delete each one undo step, and the path overlay
// from the entrances.
import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { ContentItem } from '../../src/model/content.ts';
import { emptyCcgLevel } from '../../src/model/ccg-level-new.ts';
import { placeCard, placeEntrance } from '../../src/model/ccg-level-edit.ts';
import type { TrCcgWorkbench } from '../../src/ui/ccg/ccg-workbench.ts';
import type { TrCcgMap } from '../../src/ui/ccg/ccg-map.ts';
import { settled } from './fixtures.ts';
import { browserCard, button, cell, designer, fixed, root, rulebookLevels } from './ccg-designer-fixtures.ts';

const map = (bench: TrCcgWorkbench) => bench.shadowRoot!.querySelector('tr-ccg-map') as TrCcgMap;
const scroller = (bench: TrCcgWorkbench) => root(bench, 'tr-ccg-map').querySelector<HTMLElement>('.scroller')!;
const frame = (bench: TrCcgWorkbench) => root(bench, 'tr-ccg-map').querySelector<HTMLElement>('.frame')!;
const zoomShown = (bench: TrCcgWorkbench) => root(bench, 'tr-ccg-map').querySelector('.zoom')!.textContent!.trim();
const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};
/** Where a client point falls on the drawn map, as fractions of its width and height. */
const onMap = (bench: TrCcgWorkbench, x: number, y: number) => {
  const r = frame(bench).getBoundingClientRect();
  return [(x - r.left) / r.width, (y - r.top) / r.height];
};
const editable = () => ({ ...(rulebookLevels.find((l) => l.id === 'death-by-design') as ContentItem), id: 'mine' });

async function mouseDrag(
  bench: TrCcgWorkbench,
  from: [number, number],
  to: [number, number],
  button: 'left' | 'middle' = 'left',
) {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down', button });
  for (let i = 1; i <= 6; i++)
    await sendMouse({
      type: 'move',
      position: [Math.round(from[0] + ((to[0] - from[0]) * i) / 6), Math.round(from[1] + ((to[1] - from[1]) * i) / 6)],
    });
  await sendMouse({ type: 'up', button });
  await settled(bench);
}

async function shiftClick(bench: TrCcgWorkbench, el: Element) {
  await sendKeys({ down: 'Shift' });
  await sendMouse({ type: 'click', position: centre(el) });
  await sendKeys({ up: 'Shift' });
  await settled(bench);
}

describe('the CCG designer map as a board', () => {
  // The whole 1400 × 900 workbench on screen, so the real mouse reaches every part of it.
  before(() => setViewport({ width: 1400, height: 900 }));
  afterEach(() => document.querySelectorAll('tr-ccg-workbench').forEach((el) => el.remove()));

  it('zooms with + − 0 and the buttons, keeping the middle still; Ctrl+wheel keeps the spot under the pointer', async () => {
    const { bench } = await designer(editable());
    const width = cell(bench, 1, 1).getBoundingClientRect().width;
    expect(zoomShown(bench)).to.equal('100%');
    cell(bench, 3, 4).focus();
    await sendKeys({ press: '+' });
    await settled(bench);
    expect(zoomShown(bench)).to.equal('125%');
    expect(cell(bench, 1, 1).getBoundingClientRect().width).to.be.closeTo(width * 1.25, 1);
    button(bench, 'tr-ccg-map', /Zoom in/).click();
    await settled(bench);
    // Scrolled to somewhere in the middle: the map's point in the middle of the view stays there.
    const view = scroller(bench);
    view.scrollTop = 200;
    view.scrollLeft = 50;
    const middle = centre(view);
    const before = onMap(bench, ...middle);
    await map(bench).zoomBy(1);
    await settled(bench);
    expect(zoomShown(bench)).to.equal('200%');
    const after = onMap(bench, ...middle);
    expect(after[0]).to.be.closeTo(before[0]!, 0.01);
    expect(after[1]).to.be.closeTo(before[1]!, 0.01);
    // Ctrl+wheel at a spot: the same spot stays under the pointer.
    const [x, y] = centre(cell(bench, 2, 5));
    const spotBefore = onMap(bench, x + 20, y + 10);
    scroller(bench).dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: 100,
        ctrlKey: true,
        clientX: x + 20,
        clientY: y + 10,
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    await settled(bench);
    expect(zoomShown(bench)).to.equal('150%');
    const spotAfter = onMap(bench, x + 20, y + 10);
    expect(spotAfter[0]).to.be.closeTo(spotBefore[0]!, 0.01);
    expect(spotAfter[1]).to.be.closeTo(spotBefore[1]!, 0.01);
    // 0 fits the whole 5 × 7 map into the view.
    cell(bench, 1, 1).focus();
    await sendKeys({ press: '0' });
    await new Promise((r) => setTimeout(r, 50));
    await settled(bench);
    const fitted = frame(bench).getBoundingClientRect();
    const area = scroller(bench).getBoundingClientRect();
    expect(fitted.height).to.be.at.most(area.height);
    expect(fitted.width).to.be.at.most(area.width);
    const fit = map(bench).zoom;
    expect(fit).to.be.lessThan(1);
    button(bench, 'tr-ccg-map', /Zoom out/).click();
    await new Promise((r) => setTimeout(r, 50));
    await settled(bench);
    expect(map(bench).zoom).to.be.lessThan(fit);
  });

  it('pans by dragging the background or with the middle button, and a pan is no click', async () => {
    const { bench } = await designer(editable());
    await map(bench).zoomTo(2);
    await settled(bench);
    const view = scroller(bench);
    view.scrollLeft = 300;
    view.scrollTop = 300;
    const label = root(bench, 'tr-ccg-map').querySelector('[role=rowheader]')!;
    label.scrollIntoView({ block: 'center', inline: 'nearest' });
    const [left, top] = [view.scrollLeft, view.scrollTop];
    const [x, y] = centre(label);
    await mouseDrag(bench, [x, y], [x + 10, y - 120]);
    expect(view.scrollTop - top).to.be.closeTo(120, 3);
    expect(view.scrollLeft).to.be.closeTo(Math.max(0, left - 10), 3);
    // The middle button pans from over a card too, and selects nothing.
    const selected = bench.state.selection;
    const [cx, cy] = centre(cell(bench, 2, 5));
    const before = view.scrollTop;
    await mouseDrag(bench, [cx, cy], [cx, cy + 80], 'middle');
    expect(before - view.scrollTop).to.be.closeTo(80, 3);
    expect(bench.state.selection).to.equal(selected);
  });

  it('takes a card dragged from the list at 50% and at 200%', async () => {
    const { bench } = await designer();
    const spots: [number, [number, number]][] = [
      [0.5, [2, 2]],
      [2, [1, 5]],
    ];
    for (const [scale, [column, depth]] of spots) {
      await map(bench).zoomTo(scale);
      // Scrolled so that the spot is in view (as a user would with the scroll bars).
      const view = scroller(bench);
      const box = view.getBoundingClientRect();
      const target = cell(bench, column, depth).getBoundingClientRect();
      view.scrollLeft += target.left - box.left - 40;
      view.scrollTop += target.top - box.top - 40;
      await settled(bench);
      const from = browserCard(bench, 'treasure-cave');
      await mouseDrag(
        bench,
        [Math.round(from.getBoundingClientRect().left + 30), centre(from)[1]],
        centre(cell(bench, column, depth)),
      );
      expect(cell(bench, column, depth).dataset.card, `at ${scale * 100}%`).to.equal('treasure-cave');
    }
    expect(fixed(bench)).to.have.length(2);
  });

  it('Shift+click selects two cards; Ctrl+C, Ctrl+V pastes them on free spots as one undo step; Delete removes a selection as one', async () => {
    let level: ContentItem = emptyCcgLevel('multi', 'Multi');
    level = placeCard(level, { column: 1, depth: 2 }, 'fork', 'up', 0);
    level = placeCard(level, { column: 2, depth: 2 }, 'pond', 'down');
    const { bench } = await designer(level);
    await sendMouse({ type: 'click', position: centre(cell(bench, 1, 2)) });
    await shiftClick(bench, cell(bench, 2, 2));
    expect(cell(bench, 1, 2).getAttribute('aria-selected')).to.equal('true');
    expect(cell(bench, 2, 2).getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Control+c' });
    await settled(bench);
    expect(root(bench, '').querySelector('.notice')!.textContent).to.contain('Copied 2 cards');
    await sendKeys({ press: 'Control+v' });
    await settled(bench);
    // The cursor's spot and its neighbour are taken: the pair lands on the nearest free place, in the same shape.
    expect(
      fixed(bench)
        .map((f) => `${f.card} ${f.cell.column},${f.cell.depth}`)
        .sort(),
    ).to.deep.equal(['fork 1,2', 'fork 2,1', 'pond 2,2', 'pond 3,1']);
    expect(cell(bench, 2, 1).getAttribute('aria-selected')).to.equal('true');
    expect(cell(bench, 3, 1).getAttribute('aria-selected')).to.equal('true');
    expect(button(bench, '', /Undo/).getAttribute('aria-description')).to.equal('Undoes: Paste 2 cards');
    await sendKeys({ press: 'Control+z' });
    await settled(bench);
    expect(fixed(bench)).to.have.length(2);
    // Shift+drag a box over both, then Delete: both go, and one undo brings both back.
    const a = cell(bench, 1, 2).getBoundingClientRect();
    const b = cell(bench, 2, 2).getBoundingClientRect();
    await sendKeys({ down: 'Shift' });
    await mouseDrag(
      bench,
      [Math.round(a.left + 10), Math.round(a.top + 10)],
      [Math.round(b.left + 30), Math.round(b.top + 30)],
    );
    await sendKeys({ up: 'Shift' });
    expect(fixed(bench)).to.have.length(2, 'a Shift+drag moves no card');
    expect(bench.state.picked).to.have.length(2);
    await sendKeys({ press: 'Delete' });
    await settled(bench);
    expect(fixed(bench)).to.deep.equal([]);
    await sendKeys({ press: 'Control+z' });
    await settled(bench);
    expect(fixed(bench)).to.have.length(2);
  });

  it('the path overlay: steps from the entrance, dead ends and unreachable spots, off again', async () => {
    let level: ContentItem = { ...emptyCcgLevel('paths', 'Paths'), map: { width: 3, depth: 4 } };
    level = placeEntrance(level, { column: 1, depth: 1 }, 'cave-entrance');
    level = placeCard(level, { column: 2, depth: 1 }, 'dead-end', 'up', 0);
    level = placeCard(level, { column: 1, depth: 2 }, 'bat-cave', 'up', 0);
    level = placeCard(level, { column: 1, depth: 3 }, 'end-of-line', 'up', 0);
    const { bench } = await designer(level);
    const toggle = root(bench, 'tr-ccg-map').querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(toggle.closest('label')!.textContent).to.contain('Paths from the entrances');
    expect(root(bench, 'tr-ccg-map').querySelector('svg.paths')).to.equal(null);
    toggle.click();
    await settled(bench);
    const summary = root(bench, 'tr-ccg-map').querySelector('.path-summary')!.textContent!.replace(/\s+/g, ' ');
    expect(summary).to.contain('Paths from 1 entrance: 9 spots no entrance reaches, 1 dead end');
    expect(summary).to.contain('E1 reaches no path to depth 4');
    expect(cell(bench, 1, 2).getAttribute('aria-label')).to.contain('1 step from E1');
    expect(cell(bench, 1, 3).getAttribute('aria-label')).to.contain('2 steps from E1, a dead end');
    expect(cell(bench, 3, 3).getAttribute('aria-label')).to.contain('no entrance reaches it');
    expect(cell(bench, 1, 1).querySelector('svg.paths')!.getAttribute('data-path')).to.equal('entrance');
    expect(cell(bench, 2, 1).querySelector('svg.paths')!.getAttribute('data-path')).to.equal('unreachable');
    // Drawn over the card, never hiding it: the overlay takes no clicks and the card's name still shows.
    expect(getComputedStyle(cell(bench, 1, 2).querySelector('svg.paths')!).pointerEvents).to.equal('none');
    toggle.click();
    await settled(bench);
    expect(root(bench, 'tr-ccg-map').querySelector('svg.paths')).to.equal(null);
    expect(cell(bench, 1, 2).getAttribute('aria-label')).not.to.contain('step');
  });
});
