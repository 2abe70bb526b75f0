import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { board, dispatchDrag, levelEditor, part, settled, spacePoint } from './level-fixtures.ts';
import type { TrLevelWorkbench } from '../../src/ui/level/level-workbench.ts';

const tiles = (bench: TrLevelWorkbench) =>
  (
    bench.state.value.layout as {
      tiles: { slot: { x: number; y: number }; tile: string; face: string; rotation: number }[];
    }
  ).tiles;
const tokens = (bench: TrLevelWorkbench) => (bench.state.value.layout as { tokens: Record<string, unknown>[] }).tokens;
const face = (bench: TrLevelWorkbench, key: string) => part(bench, 'tr-face-palette', `[data-face="${key}"]`);
const token = (bench: TrLevelWorkbench, label: string) => part(bench, 'tr-token-palette', `[data-token="${label}"]`);
const button = (bench: TrLevelWorkbench, host: string, text: RegExp) => {
  const root = host ? bench.shadowRoot!.querySelector(host)!.shadowRoot! : bench.shadowRoot!;
  const found = [...root.querySelectorAll('button')].find((b) => text.test(b.textContent!.trim()));
  if (!found) throw new Error(`No button ${text} in ${host}`);
  return found;
};
const notice = (bench: TrLevelWorkbench) => part(bench, '', '.notice').textContent!.trim();
async function undo(bench: TrLevelWorkbench) {
  button(bench, '', /Undo/).click();
  await settled(bench);
}
async function redo(bench: TrLevelWorkbench) {
  button(bench, '', /Redo/).click();
  await settled(bench);
}

describe('the level editor', () => {
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  it('lays a face dropped on a slot (dispatched drag events), and undo/redo take it back and forth', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 4, 1);
    expect(tiles(bench)).to.deep.equal([{ slot: { x: 1, y: 0 }, tile: 'tile-1', face: 'jungle', rotation: 0 }]);
    expect(part(bench, 'tr-level-board', '[data-slot="1,0"]').getAttribute('aria-label')).to.contain(
      'tile 1, jungle face',
    );
    await undo(bench);
    expect(tiles(bench)).to.deep.equal([]);
    expect(bench.shadowRoot!.querySelector('tr-level-board')!.shadowRoot!.querySelector('[data-slot="1,0"]')).to.equal(
      null,
    );
    await redo(bench);
    expect(tiles(bench)).to.have.length(1);
  });

  it('draws a drop on the board in the frame after it, and the parts beside the board once that frame is out', async () => {
    const { bench } = await levelEditor();
    const dataTransfer = new DataTransfer();
    const at = spacePoint(bench, 4, 1);
    const source = face(bench, 'tile-1:jungle');
    source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer }));
    board(bench).dispatchEvent(
      new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer, ...at }),
    );
    await settled(bench);
    const inspector = bench.shadowRoot!.querySelector('tr-level-inspector')!;
    const inspected = inspector.shadowRoot!.textContent;
    board(bench).dispatchEvent(
      new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer, ...at }),
    );
    // What the next frame draws: the new tile on the board; the inspector and the palette wait.
    const drawn = await new Promise<{
      slot: boolean;
      inspectorWaits: boolean;
      inspected: string | null;
      paletteLabel: string | null;
    }>((resolve) =>
      requestAnimationFrame(() =>
        resolve({
          slot: !!bench.shadowRoot!.querySelector('tr-level-board')!.shadowRoot!.querySelector('[data-slot="1,0"]'),
          inspectorWaits: inspector.isUpdatePending,
          inspected: inspector.shadowRoot!.textContent,
          paletteLabel: source.getAttribute('aria-label'),
        }),
      ),
    );
    expect(drawn.slot, 'the tile is on the board in the next frame').to.equal(true);
    expect(drawn.inspectorWaits).to.equal(true);
    expect(drawn.inspected).to.equal(inspected);
    expect(drawn.paletteLabel).not.to.contain('already laid');
    await settled(bench);
    expect(inspector.isUpdatePending).to.equal(false);
    expect(inspector.shadowRoot!.textContent).not.to.equal(inspected);
    expect(face(bench, 'tile-1:jungle').getAttribute('aria-label')).to.contain('already laid');
  });

  it("lays a tile by changing the board's pieces in place: no piece is added or taken away, the other slots are left alone", async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-2:jungle'), 0, 0);
    const root = bench.shadowRoot!.querySelector('tr-level-board')!.shadowRoot!;
    // Problem marks come and go with the checks; every other piece of the board stays the same element.
    const pieces = () => [...board(bench).children].filter((el) => !el.classList.contains('problem-mark'));
    const before = pieces();
    const firstSlot = root.querySelectorAll('.slot-terrain')[0]!.innerHTML;
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 4, 1);
    expect(tiles(bench)).to.have.length(2);
    const after = pieces();
    expect(after.length).to.equal(before.length);
    expect(
      after.every((el, i) => el === before[i]),
      'the same elements, in the same order',
    ).to.equal(true);
    expect(root.querySelectorAll('.slot-terrain')).to.have.length(16, 'one drawing per slot of the 4 × 4 grid');
    expect(root.querySelectorAll('.slot-terrain')[1]!.querySelectorAll('g.terrain')).to.have.length(
      9,
      'the new tile is drawn',
    );
    expect(root.querySelectorAll('.slot-terrain')[0]!.innerHTML).to.equal(
      firstSlot,
      'the first tile is drawn as it was',
    );
    expect(
      root.querySelector('.preview')!.classList.contains('off'),
      'the drop preview is hidden, not removed',
    ).to.equal(true);
  });

  it('lays a face with a real mouse drag from the palette to the board', async () => {
    const { bench } = await levelEditor();
    const from = face(bench, 'tile-2:jungle').getBoundingClientRect();
    const to = spacePoint(bench, 7, 4);
    await sendMouse({
      type: 'move',
      position: [Math.round(from.left + from.width / 2), Math.round(from.top + from.height / 3)],
    });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 8; i++)
      await sendMouse({
        type: 'move',
        position: [
          Math.round(from.left + ((to.clientX - from.left) * i) / 8),
          Math.round(from.top + ((to.clientY - from.top) * i) / 8),
        ],
      });
    await sendMouse({ type: 'up' });
    await settled(bench);
    expect(tiles(bench)).to.deep.equal([{ slot: { x: 2, y: 1 }, tile: 'tile-2', face: 'jungle', rotation: 0 }]);
    await undo(bench);
    expect(tiles(bench)).to.deep.equal([]);
  });

  it('rotates the selected tile with the button and with R; each undoes alone', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-3:jungle'), 0, 0);
    button(bench, 'tr-level-inspector', /^⟳ Rotate$/).click();
    await settled(bench);
    expect(tiles(bench)[0]!.rotation).to.equal(90);
    board(bench).focus();
    await sendKeys({ press: 'r' });
    await settled(bench);
    expect(tiles(bench)[0]!.rotation).to.equal(180);
    await undo(bench);
    expect(tiles(bench)[0]!.rotation).to.equal(90);
    await undo(bench);
    expect(tiles(bench)[0]!.rotation).to.equal(0);
    await redo(bench);
    expect(tiles(bench)[0]!.rotation).to.equal(90);
  });

  it('flips the selected tile to its other face with F and with the button, when the level mixes faces', async () => {
    const { bench, doc } = await levelEditor();
    doc.update((v) => ({ ...v, mixedFaces: true }), { label: 'Mixed faces' });
    await dispatchDrag(bench, face(bench, 'tile-4:jungle'), 1, 1);
    board(bench).focus();
    await sendKeys({ press: 'f' });
    await settled(bench);
    expect(tiles(bench)[0]!.face).to.equal('tomb');
    button(bench, 'tr-level-inspector', /Flip/).click();
    await settled(bench);
    expect(tiles(bench)[0]!.face).to.equal('jungle');
    await undo(bench);
    expect(tiles(bench)[0]!.face).to.equal('tomb');
    await undo(bench);
    expect(tiles(bench)[0]!.face).to.equal('jungle');
    await redo(bench);
    expect(tiles(bench)[0]!.face).to.equal('tomb');
  });

  it('places a spawn point and turns it with the keyboard, the buttons and a drag around it; one drag is one step', async () => {
    const { bench, doc } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-5:jungle'), 0, 0);
    const low = bench.state.grid.rows.flat().find((s) => s && s.terrain === 'low' && !s.feature)!;
    await dispatchDrag(bench, token(bench, 'spawn point'), low.x, low.y);
    expect(tokens(bench)).to.deep.equal([{ type: 'spawnPoint', facing: 'S', at: { x: low.x, y: low.y }, number: 1 }]);
    const arrow = () =>
      part(bench, 'tr-level-board', '[data-token-index="0"] .facing-arrow').getAttribute('data-facing');
    expect(arrow()).to.equal('S');
    board(bench).focus();
    await sendKeys({ press: 'Shift+ArrowLeft' });
    await settled(bench);
    expect(tokens(bench)[0]!.facing).to.equal('W');
    expect(arrow()).to.equal('W');
    button(bench, 'tr-level-inspector', /Turn right/).click();
    await settled(bench);
    expect(tokens(bench)[0]!.facing).to.equal('N');
    // Drag around the token: east, then south, in one gesture.
    const handle = part(bench, 'tr-level-board', '.turn-handle');
    const centre = spacePoint(bench, low.x, low.y);
    const cell = board(bench).getBoundingClientRect().width / bench.state.grid.width;
    const steps = doc.toJSON().history.steps.length;
    handle.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        composed: true,
        pointerId: 1,
        clientX: centre.clientX + cell,
        clientY: centre.clientY,
      }),
    );
    handle.hasPointerCapture = () => true;
    handle.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        composed: true,
        pointerId: 1,
        clientX: centre.clientX,
        clientY: centre.clientY + cell,
      }),
    );
    await settled(bench);
    expect(tokens(bench)[0]!.facing).to.equal('S');
    expect(doc.toJSON().history.steps.length).to.equal(steps + 1, 'the whole drag is one step');
    await undo(bench);
    expect(tokens(bench)[0]!.facing).to.equal('N');
    await undo(bench);
    expect(tokens(bench)[0]!.facing).to.equal('W');
    await undo(bench);
    expect(tokens(bench)[0]!.facing).to.equal('S');
    await undo(bench);
    expect(tokens(bench)).to.deep.equal([]);
    await redo(bench);
    expect(tokens(bench)).to.have.length(1);
  });

  it('refuses a token dropped on a block space and says why', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 0, 0);
    const block = bench.state.grid.rows.flat().find((s) => s?.terrain === 'block')!;
    const before = bench.state.doc.toJSON().history.steps.length;
    await dispatchDrag(bench, token(bench, 'artifact'), block.x, block.y);
    expect(tokens(bench)).to.deep.equal([]);
    expect(notice(bench)).to.match(/cannot go on \(\d, \d\): it is a block space/);
    expect(bench.state.doc.toJSON().history.steps.length).to.equal(before, 'nothing to undo');
  });

  it('shows the reason of an illegal drop while hovering, before the drop', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 0, 0);
    const dataTransfer = new DataTransfer();
    face(bench, 'tile-1:jungle').dispatchEvent(
      new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer }),
    );
    board(bench).dispatchEvent(
      new DragEvent('dragover', {
        bubbles: true,
        composed: true,
        cancelable: true,
        dataTransfer,
        ...spacePoint(bench, 4, 4),
      }),
    );
    await settled(bench);
    expect(part(bench, 'tr-level-board', '.preview.illegal .reason').textContent).to.match(
      /tile 1 is already laid in slot \(0, 0\)/,
    );
  });

  it('lists a problem live, selects its subject on click, and clears it once fixed', async () => {
    const { bench } = await levelEditor();
    const panel = () => part(bench, 'tr-problems-panel', 'ul').textContent!;
    const waitFor = async (test: () => boolean) => {
      for (let i = 0; i < 50 && !test(); i++) await new Promise((r) => setTimeout(r, 20));
      await settled(bench);
    };
    await waitFor(() => panel().includes("no Lara's start"));
    expect(panel()).to.contain("no Lara's start");
    await dispatchDrag(bench, face(bench, 'tile-1:jungle'), 0, 0);
    await dispatchDrag(bench, token(bench, "Lara's start"), 0, 1);
    await waitFor(() => !panel().includes("no Lara's start"));
    expect(panel()).not.to.contain("no Lara's start");
    // A problem about a token: a second exit… is refused, so make one about the spawn points instead.
    await dispatchDrag(bench, token(bench, 'artifact'), 1, 2);
    await waitFor(() => panel().includes('artifacts'));
    const item = [...bench.shadowRoot!.querySelector('tr-problems-panel')!.shadowRoot!.querySelectorAll('button')].find(
      (b) => /artifacts/.test(b.textContent!),
    )!;
    bench.state.select({ kind: 'level' });
    item.click();
    await settled(bench);
    expect(bench.state.selection).to.deep.equal({ kind: 'token', index: 1 });
    expect(part(bench, 'tr-level-board', '.problem-mark')).to.exist;
  });
});
