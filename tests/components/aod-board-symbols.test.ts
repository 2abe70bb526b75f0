// The Angel of Darkness board draws its symbols as pictures big enough to see: the torch of an open
// secret room, the time bomb under the large counter, and a reload symbol; each cell's name says them.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/aod/aod-board.ts';
import { aodModule, aodContent, aodView, type AodState } from '../../src/engine/aod/index.ts';
import { aodPack as pack } from './aod-fixtures.ts';

describe('the Angel of Darkness board symbols', () => {
  it('shows the torch, the time bomb and a reload symbol on open tiles, each at least 16 pixels', async () => {
    const game = aodModule.prepare([pack]);
    const state = structuredClone(
      game.newGame({ kind: 'aodSetup', id: 'museum' }, { seed: 1, players: 2 }).state,
    ) as AodState;
    state.cells[2 * 5 + 2] = { piece: 'secret-room#9', open: true, rotation: 0 };
    state.cells[2 * 5 + 3] = { piece: 'reload-life#9', open: true, rotation: 0 };
    state.bomb = { at: { x: 2, y: 2 }, exploded: false, holder: null, ring: 0, ticking: false };
    const view = aodView(aodContent([pack]), state, 'lara');
    const board = document.createElement('tr-aod-board');
    board.ctx = { state: view, viewer: 'lara', legal: [], act: () => {}, describe: () => '' };
    document.body.append(board);
    await board.updateComplete;
    const cells = [...board.shadowRoot!.querySelectorAll('[role="gridcell"]')];
    const room = cells.find((c) => /^Column 3, row 3: Secret room/.test(c.getAttribute('aria-label') ?? ''))!;
    expect(room.getAttribute('aria-label')).to.match(/torch \(secret room\).*; the time bomb/);
    const life = cells.find((c) => /^Column 4, row 3: Life reload/.test(c.getAttribute('aria-label') ?? ''))!;
    for (const [cell, symbol] of [
      [room, 'svg.aod-torch'],
      [room, 'svg.aod-bomb'],
      [life, 'svg.aod-life'],
    ] as const) {
      const box = cell.querySelector(symbol)!.getBoundingClientRect();
      expect(box.width, symbol).to.be.at.least(16);
      expect(box.height, symbol).to.be.at.least(16);
      // Inside its tile, not drawn somewhere else on the page.
      const tile = cell.getBoundingClientRect();
      expect(
        box.left >= tile.left && box.right <= tile.right && box.top >= tile.top && box.bottom <= tile.bottom,
        symbol,
      ).to.equal(true);
    }
    board.remove();
  });
});
