import { expect } from '@esm-bundle/chai';
import '../../src/ui/play/play-frame.ts';
import { mount } from './fixtures.ts';

// The play frame shared by every game: the bar above, the board, the side panels and the log side by side, the
// dialogs over the table without a cell of their own.

function frame(withLog: boolean): HTMLElement {
  const el = document.createElement('tr-play-frame');
  el.style.cssText = 'display: flex; width: 1200px; height: 600px';
  el.innerHTML = `<div slot="bar" style="height: 40px">Bar</div>
    <div slot="board">Board</div>
    <div slot="side">Side</div>
    ${withLog ? '<div slot="log">Log</div>' : ''}
    <div slot="dialog">An end summary</div>`;
  return el;
}

const box = (el: Element, slot: string) => el.querySelector(`[slot="${slot}"]`)!.getBoundingClientRect();

describe('the play frame', () => {
  afterEach(() => document.querySelectorAll('tr-play-frame').forEach((el) => el.remove()));

  it('lays the board, the side panels and the log side by side under the bar, the full height', async () => {
    const el = await mount(frame(true));
    const [bar, board, side, log] = ['bar', 'board', 'side', 'log'].map((s) => box(el, s));
    expect(board.top).to.equal(bar!.bottom);
    expect(board.right).to.be.at.most(side!.left);
    expect(side!.right).to.be.at.most(log!.left);
    expect(board.height, 'the dialog takes no row of the table').to.equal(600 - 40);
    expect(el.hasAttribute('no-log')).to.equal(false);
  });

  it('gives the log’s column to the board when nothing is in the log slot (the play shell)', async () => {
    const el = await mount(frame(false));
    expect(el.hasAttribute('no-log')).to.equal(true);
    const [board, side] = ['board', 'side'].map((s) => box(el, s));
    expect(side!.right).to.be.closeTo(el.getBoundingClientRect().right, 1);
    expect(board!.width).to.be.greaterThan(700);
  });
});
