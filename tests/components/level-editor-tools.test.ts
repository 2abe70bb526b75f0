import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { board, dispatchDrag, levelEditor, part, settled, spacePoint, storeLevelEditor } from './level-fixtures.ts';
import type { TrLevelWorkbench } from '../../src/ui/level/level-workbench.ts';
import { SHORTCUTS } from '../../src/ui/level/level-help.ts';
import type { MemoryStorage } from '../../src/store/storage.ts';

// The level editor's tools besides drag and drop: the tile-face painter, the inspector's fields,
// grid size, zoom and pan, the Delete key, saving errors, the help overlay and the ARIA names.

type Placement = { slot: { x: number; y: number }; tile: string; face: string; rotation: number };
const tiles = (bench: TrLevelWorkbench) => (bench.state.value.layout as { tiles: Placement[] }).tiles;
const tokens = (bench: TrLevelWorkbench) => (bench.state.value.layout as { tokens: Record<string, unknown>[] }).tokens;
const face = (bench: TrLevelWorkbench, key: string) => part(bench, 'tr-face-palette', `[data-face="${key}"]`);
const token = (bench: TrLevelWorkbench, label: string) => part(bench, 'tr-token-palette', `[data-token="${label}"]`);
function button(bench: TrLevelWorkbench, host: string, text: RegExp): HTMLButtonElement {
  const root = host ? bench.shadowRoot!.querySelector(host)!.shadowRoot! : bench.shadowRoot!;
  const found = [...root.querySelectorAll('button')].find(
    (b) => text.test(b.textContent!.trim()) || text.test(b.getAttribute('aria-label') ?? ''),
  );
  if (!found) throw new Error(`No button ${text} in ${host || 'the workbench'}`);
  return found;
}
async function click(bench: TrLevelWorkbench, host: string, text: RegExp) {
  button(bench, host, text).click();
  await settled(bench);
}
const undo = (bench: TrLevelWorkbench) => click(bench, '', /^↶ Undo$/);
const boardRoot = (bench: TrLevelWorkbench) => bench.shadowRoot!.querySelector('tr-level-board')!.shadowRoot!;
const formInput = (bench: TrLevelWorkbench, id: string) =>
  bench
    .shadowRoot!.querySelector('tr-level-inspector')!
    .shadowRoot!.querySelector('tr-schema-form')!
    .shadowRoot!.querySelector<HTMLInputElement>(`#${id}`)!;
async function waitFor(bench: TrLevelWorkbench, test: () => boolean, what: string) {
  for (let i = 0; i < 100 && !test(); i++) await new Promise((r) => setTimeout(r, 20));
  await settled(bench);
  if (!test()) throw new Error(`Timed out waiting for ${what}`);
}
/** The drawn spaces of the slot at index `slot` (row by row), as the board's terrain layer has them. */
const drawnSpaces = (bench: TrLevelWorkbench, slot = 0) => [
  ...boardRoot(bench).querySelectorAll('.slot-terrain')[slot]!.querySelectorAll('g.terrain'),
];

describe('the level editor tools', () => {
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  it('paints a face: terrain, a slope with its direction, quicksand; the board follows; one stroke is one undo step', async () => {
    const { bench, store } = await storeLevelEditor();
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 1, 1);
    await click(bench, 'tr-level-inspector', /Paint this face/);
    // tile-1 is built in: an editable copy is made in the drafts and the level uses it.
    expect(tiles(bench)[0]!.tile).to.equal('tile-1-custom');
    expect(store.packs.some((p) => store.isEditable(p.id) && p.items.some((i) => i.id === 'tile-1-custom'))).to.equal(
      true,
    );
    const painter = bench.shadowRoot!.querySelector('tr-face-editor')!.shadowRoot!;
    const paintAt = async (brush: string, ...spaces: [number, number][]) => {
      painter.querySelector<HTMLButtonElement>(`[data-brush="${brush}"]`)!.click();
      await settled(bench);
      const [first, ...rest] = spaces.map(([x, y]) => painter.querySelector<HTMLElement>(`[data-space="${x},${y}"]`)!);
      first!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, button: 0 }));
      for (const el of rest) el.dispatchEvent(new PointerEvent('pointerenter'));
      painter.querySelector('.spaces')!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      await settled(bench);
    };
    await paintAt('block', [1, 1]);
    expect(bench.state.grid.rows[1]![1]!.terrain).to.equal('block');
    expect(drawnSpaces(bench)[4]!.getAttribute('data-terrain')).to.equal('block');
    await paintAt('slope-E', [0, 0]);
    expect(bench.state.grid.rows[0]![0]!.feature).to.deep.equal({ type: 'slope', downhill: 'E' });
    expect(drawnSpaces(bench)[0]!.querySelector('.slope')!.getAttribute('data-downhill')).to.equal('E');
    await paintAt('quicksand', [2, 2]);
    expect(bench.state.grid.rows[2]![2]!.feature).to.deep.equal({ type: 'quicksand' });
    expect(drawnSpaces(bench)[8]!.querySelector('ellipse.quicksand')).to.exist;
    await paintAt('high', [0, 2], [1, 2]);
    expect([bench.state.grid.rows[2]![0]!.terrain, bench.state.grid.rows[2]![1]!.terrain]).to.deep.equal([
      'high',
      'high',
    ]);
    // Undo (the toolbar's, while painting) takes back the whole stroke, then the quicksand.
    await undo(bench);
    expect([bench.state.grid.rows[2]![0]!.terrain, bench.state.grid.rows[2]![1]!.terrain]).to.deep.equal([
      'low',
      'low',
    ]);
    expect(bench.state.grid.rows[2]![2]!.feature).to.deep.equal({ type: 'quicksand' });
    await undo(bench);
    expect(bench.state.grid.rows[2]![2]!.feature).to.equal(undefined);
    expect(drawnSpaces(bench)[8]!.querySelector('ellipse.quicksand')).to.equal(null);
    expect(bench.state.grid.rows[0]![0]!.feature).to.deep.equal({ type: 'slope', downhill: 'E' });
  });

  it('creates a new tile to paint', async () => {
    const { bench, store } = await storeLevelEditor();
    await click(bench, 'tr-face-palette', /^New tile$/);
    const tile = bench.state.faceDoc!.value;
    expect(tile.kind).to.equal('tile');
    expect(store.packs.find((p) => store.isEditable(p.id))!.items.map((i) => i.id)).to.include(tile.id);
    expect(part(bench, 'tr-face-editor', 'h2').textContent).to.equal(`Paint ${tile.name}`);
    expect(
      bench.shadowRoot!.querySelector('tr-face-editor')!.shadowRoot!.querySelectorAll('[role="gridcell"]'),
    ).to.have.length(9);
  });

  it('edits level properties in the inspector; typing in a field undoes as one step', async () => {
    const { bench, doc } = await levelEditor();
    const name = formInput(bench, 'f_name');
    expect(
      bench
        .shadowRoot!.querySelector('tr-level-inspector')!
        .shadowRoot!.querySelector('tr-schema-form')!
        .shadowRoot!.querySelector('#f_name-help')!.textContent,
    ).to.contain("The chapter's title");
    const steps = doc.toJSON().history.steps.length;
    name.focus();
    for (const ch of ' Two') {
      name.value += ch;
      name.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    await settled(bench);
    expect(doc.value.name).to.equal('New chapter Two');
    expect(doc.toJSON().history.steps.length).to.equal(steps + 1, 'the typing is one step');
    const invasion = formInput(bench, 'f_invadedAt');
    const before = doc.value.invadedAt;
    invasion.focus();
    invasion.value = '7';
    invasion.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await settled(bench);
    expect(doc.value.invadedAt).to.equal(7);
    await undo(bench);
    expect(doc.value.invadedAt).to.equal(before);
    expect(doc.value.name).to.equal('New chapter Two');
    await undo(bench);
    expect(doc.value.name).to.equal('New chapter');
    expect(formInput(bench, 'f_name').value).to.equal('New chapter');
  });

  it('changes the grid size, undoably', async () => {
    const { bench } = await levelEditor();
    const columns = part<HTMLSelectElement>(bench, '', 'select[aria-label="Columns"]');
    columns.value = '5';
    columns.dispatchEvent(new Event('change'));
    await settled(bench);
    expect((bench.state.value.layout as { size: unknown }).size).to.deep.equal({ columns: 5, rows: 4 });
    expect(board(bench).getAttribute('aria-label')).to.contain('5 by 4 tile slots');
    await undo(bench);
    expect(board(bench).getAttribute('aria-label')).to.contain('4 by 4 tile slots');
  });

  it('fits the board to its area by default, zooms in and out, and 0 fits it again', async () => {
    const { bench } = await levelEditor();
    const scroller = part(bench, 'tr-level-board', '.scroller');
    const fits = () => {
      const b = board(bench).getBoundingClientRect();
      const w = scroller.clientWidth - 16;
      const h = scroller.clientHeight - 16;
      return b.width <= w + 1 && b.height <= h + 1 && (Math.abs(b.width - w) < 2 || Math.abs(b.height - h) < 2);
    };
    await waitFor(bench, fits, 'the board to fit');
    expect(bench.state.zoom).to.equal('fit');
    const fitted = board(bench).getBoundingClientRect().width;
    await click(bench, '', /Zoom in/);
    await click(bench, '', /Zoom in/);
    expect(bench.state.zoom).to.be.a('number');
    expect(board(bench).getBoundingClientRect().width).to.be.greaterThan(fitted);
    expect(part(bench, '', '.zoom').textContent).to.match(/^\d+%$/);
    await click(bench, '', /Zoom out/);
    board(bench).focus();
    await sendKeys({ press: '0' });
    await settled(bench);
    expect(bench.state.zoom).to.equal('fit');
    expect(fits()).to.equal(true);
  });

  it('pans a zoomed board by dragging the background, with the middle button and with Alt+arrows; a plain click still selects', async () => {
    const { bench } = await levelEditor();
    bench.state.resize(8, 8);
    bench.state.zoom = 2;
    bench.state.changed();
    await settled(bench);
    await new Promise((r) => requestAnimationFrame(r));
    const scroller = part(bench, 'tr-level-board', '.scroller');
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth + 300, 'the board overflows');
    const start = spacePoint(bench, 6, 6);
    const drag = async (button: 'left' | 'middle', dx: number, dy: number) => {
      const from = [Math.round(start.clientX), Math.round(start.clientY)] as [number, number];
      await sendMouse({ type: 'move', position: from });
      await sendMouse({ type: 'down', button });
      for (let i = 1; i <= 5; i++)
        await sendMouse({ type: 'move', position: [from[0] + (dx * i) / 5, from[1] + (dy * i) / 5] });
      await sendMouse({ type: 'up', button });
      await settled(bench);
    };
    await drag('left', -200, -120);
    expect(scroller.scrollLeft).to.be.closeTo(200, 4);
    expect(scroller.scrollTop).to.be.closeTo(120, 4);
    expect(bench.state.cursor).to.deep.equal({ x: 0, y: 0 }, 'the drag did not click');
    await drag('middle', 100, 60);
    expect(scroller.scrollLeft).to.be.closeTo(100, 4);
    expect(scroller.scrollTop).to.be.closeTo(60, 4);
    board(bench).focus();
    await sendKeys({ press: 'Alt+ArrowRight' });
    expect(scroller.scrollLeft).to.be.closeTo(180, 4);
    // A plain click after the pans selects the space under it.
    const here = spacePoint(bench, 6, 5);
    await sendMouse({ type: 'click', position: [Math.round(here.clientX), Math.round(here.clientY)] });
    await settled(bench);
    expect(bench.state.cursor).to.deep.equal({ x: 6, y: 5 });
  });

  it('removes the selected token, then the selected tile, with Delete; undo brings each back', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 0, 0);
    const low = bench.state.grid.rows.flat().find((s) => s && s.terrain === 'low' && !s.feature)!;
    await dispatchDrag(bench, token(bench, 'artifact'), low.x, low.y);
    expect(tokens(bench)).to.have.length(1);
    board(bench).focus();
    await sendKeys({ press: 'Delete' });
    await settled(bench);
    expect(tokens(bench)).to.deep.equal([]);
    bench.state.select({ kind: 'tile', slot: { x: 0, y: 0 } });
    await settled(bench);
    await sendKeys({ press: 'Delete' });
    await settled(bench);
    expect(tiles(bench)).to.deep.equal([]);
    expect(boardRoot(bench).querySelector('[data-slot="0,0"]')).to.equal(null);
    await undo(bench);
    expect(tiles(bench)).to.have.length(1);
    await undo(bench);
    expect(tokens(bench)).to.have.length(1);
  });

  it('replacing a laid tile with another face is one undoable step', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 1, 1);
    await dispatchDrag(bench, face(bench, 'tile-2:jungle'), 2, 2);
    expect(tiles(bench).map((t) => t.tile)).to.deep.equal(['tile-2']);
    expect(button(bench, '', /^↶ Undo$/).getAttribute('aria-description')).to.equal(
      'Undoes: Replace tile 1 with tile 2',
    );
    await undo(bench);
    expect(tiles(bench).map((t) => t.tile)).to.deep.equal(['tile-1']);
  });

  for (const [name, error, words] of [
    ['full', new DOMException('The quota has been exceeded.', 'QuotaExceededError'), /no room left to save your work/],
    ['blocked', new DOMException('Access denied.', 'SecurityError'), /does not let the workshop store data/],
  ] as const)
    it(`a storage that is ${name} shows a clear message, and the draft stays in memory`, async () => {
      const { bench, doc, store } = await storeLevelEditor();
      await store.flush();
      const storage = (store as unknown as { storage: MemoryStorage }).storage;
      storage.failWith = error;
      await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 1, 1);
      await waitFor(bench, () => !!bench.shadowRoot!.querySelector('.save.error'), 'the error');
      const message = part(bench, '', '.save.error');
      expect(message.getAttribute('role')).to.equal('alert');
      expect(message.textContent).to.match(words);
      expect(message.textContent).to.contain('kept while this tab stays open');
      expect(tiles(bench)).to.have.length(1);
      expect(store.pack(doc.ref.packId)!.items.find((i) => i.id === doc.ref.id)!.layout).to.deep.equal(
        doc.value.layout,
      );
      // Once storage works again the draft is saved.
      storage.failWith = undefined;
      await store.flush();
      await settled(bench);
      expect(part(bench, '', '.save').textContent).to.equal('Saved');
      expect(
        storage.documents.get([...storage.documents.keys()].find((k) => k.includes(doc.ref.id))!)!.history.steps.at(-1)!
          .state.value.layout,
      ).to.deep.equal(doc.value.layout);
    });

  it('? opens the help overlay listing every shortcut', async () => {
    const { bench } = await levelEditor();
    board(bench).focus();
    await sendKeys({ press: '?' });
    await settled(bench);
    const help = bench.shadowRoot!.querySelector('tr-level-help')!.shadowRoot!;
    const dialog = help.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    const listed = [...help.querySelectorAll('dt')].map((dt) => dt.textContent!.trim());
    expect(listed).to.deep.equal(SHORTCUTS.flatMap(([, keys]) => keys.map(([k]) => k)));
    for (const key of [
      'Ctrl+Z',
      'Ctrl+Shift+Z or Ctrl+Y',
      'R / Shift+R',
      'F',
      'Delete or Backspace',
      'Shift+arrow',
      'Alt+arrow',
      '?',
    ])
      expect(listed).to.include(key);
    await sendKeys({ press: 'Escape' });
    expect(dialog.open).to.equal(false);
  });

  it('names and roles tell a screen reader what is where', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 0, 0);
    const low = bench.state.grid.rows.flat().find((s) => s && s.terrain === 'low' && !s.feature)!;
    await dispatchDrag(bench, token(bench, 'spawn point'), low.x, low.y);
    expect(part(bench, '', '.toolbar').getAttribute('role')).to.equal('toolbar');
    expect(board(bench).getAttribute('role')).to.equal('application');
    expect(board(bench).getAttribute('aria-label')).to.equal('Level board, 4 by 4 tile slots');
    const status = boardRoot(bench).getElementById('cursor-status')!;
    expect(board(bench).getAttribute('aria-describedby')).to.equal('cursor-status');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.match(/^Cursor on space \(\d+, \d+\) in slot/);
    expect(part(bench, 'tr-level-board', '[data-slot="0,0"]').getAttribute('aria-label')).to.equal(
      'Slot (0, 0): tile 1, jungle face, rotated 0°',
    );
    expect(part(bench, 'tr-level-board', '[data-token-index="0"]').getAttribute('aria-label')).to.equal(
      `spawn point 1 facing S on (${low.x}, ${low.y}), selected`,
    );
    expect(part(bench, 'tr-face-palette', '[role="listbox"]').getAttribute('aria-labelledby')).to.equal(
      'faces-heading',
    );
    expect(face(bench, 'tile-1:jungle').getAttribute('aria-label')).to.equal('Tile 1, jungle face, already laid');
    expect(token(bench, 'artifact').getAttribute('aria-label')).to.equal('Place artifact');
    expect(button(bench, '', /Zoom in/).getAttribute('aria-label')).to.equal('Zoom in');
    expect(part(bench, '', '.notice').getAttribute('role')).to.equal('status');
  });
});
