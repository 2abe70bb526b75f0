import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { board, dispatchDrag, levelEditor, part, settled } from './level-fixtures.ts';
import { emptyChapter } from '../../src/model/coc-level-new.ts';
import type { TrLevelWorkbench } from '../../src/ui/level/level-workbench.ts';
import chapterSchema from '../../schemas/chapter.schema.json' with { type: 'json' };
import commonSchema from '../../schemas/coc-common.schema.json' with { type: 'json' };

// What the level editor's other tests leave out: the face palette's filters and search, moving a
// laid tile and a placed token by dragging them on the board (one undo step each), every token
// kind drawn with its own icon, and the inspector's help text for every field of the schema,
// the two challenges' fields included; a problem about a level field focuses that field; Ctrl+Y.

type Placement = { slot: { x: number; y: number }; tile: string; face: string; rotation: number };
const tiles = (bench: TrLevelWorkbench) => (bench.state.value.layout as { tiles: Placement[] }).tiles;
const tokens = (bench: TrLevelWorkbench) => (bench.state.value.layout as { tokens: Record<string, unknown>[] }).tokens;
const paletteRoot = (bench: TrLevelWorkbench) => bench.shadowRoot!.querySelector('tr-face-palette')!.shadowRoot!;
const shownFaces = (bench: TrLevelWorkbench) =>
  [...paletteRoot(bench).querySelectorAll<HTMLElement>('[data-face]')].map((el) => el.dataset.face!);
const boardRoot = (bench: TrLevelWorkbench) => bench.shadowRoot!.querySelector('tr-level-board')!.shadowRoot!;
const form = (bench: TrLevelWorkbench) =>
  bench.shadowRoot!.querySelector('tr-level-inspector')!.shadowRoot!.querySelector('tr-schema-form')!.shadowRoot!;
async function undo(bench: TrLevelWorkbench) {
  [...bench.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === '↶ Undo')!.click();
  await settled(bench);
}
async function type(bench: TrLevelWorkbench, input: HTMLInputElement | HTMLSelectElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input'));
  await settled(bench);
}

describe('the level editor: palette filters, moves on the board, icons and help', () => {
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  it('filters the face palette by location type and tile number, and searches it', async () => {
    const { bench } = await levelEditor();
    const own = shownFaces(bench);
    expect(own.length).to.equal(16);
    expect(
      own.every((f) => f.endsWith(':jungle')),
      'the level’s own location type',
    ).to.equal(true);
    const [location, number, search] = [
      paletteRoot(bench).querySelector('select')!,
      paletteRoot(bench).querySelector<HTMLInputElement>('input[type="number"]')!,
      paletteRoot(bench).querySelector<HTMLInputElement>('input[type="search"]')!,
    ];
    await type(bench, location, 'all');
    expect(shownFaces(bench)).to.have.length(32);
    await type(bench, location, 'tomb');
    expect(shownFaces(bench).every((f) => f.endsWith(':tomb'))).to.equal(true);
    await type(bench, number, '3');
    expect(shownFaces(bench)).to.deep.equal(['tile-3:tomb']);
    await type(bench, number, '');
    await type(bench, location, 'all');
    await type(bench, search, 'tile 12 jungle');
    expect(shownFaces(bench)).to.deep.equal(['tile-12:jungle']);
    await type(bench, search, 'no such words');
    expect(shownFaces(bench)).to.deep.equal([]);
    expect(paletteRoot(bench).querySelector('.none')!.textContent).to.contain('No face matches');
  });

  it('moves a laid tile to another slot by dragging it, its tokens with it; one undo puts it back', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, part(bench, 'tr-face-palette', '[data-face="tile-1:jungle"]'), 1, 1);
    const low = bench.state.grid.rows.flat().find((s) => s?.terrain === 'low' && !s.feature)!;
    await dispatchDrag(bench, part(bench, 'tr-token-palette', '[data-token="artifact"]'), low.x, low.y);
    expect(tokens(bench)).to.have.length(1);
    const steps = bench.state.doc.toJSON().history.steps.length;
    await dispatchDrag(bench, boardRoot(bench).querySelector('[data-slot="0,0"]')!, 7, 4);
    expect(tiles(bench)).to.deep.equal([{ slot: { x: 2, y: 1 }, tile: 'tile-1', face: 'jungle', rotation: 0 }]);
    expect(tokens(bench)[0]!.at).to.deep.equal({ x: low.x + 6, y: low.y + 3 }, 'the artifact travels with its tile');
    expect(bench.state.doc.toJSON().history.steps.length).to.equal(steps + 1);
    await undo(bench);
    expect(tiles(bench)[0]!.slot).to.deep.equal({ x: 0, y: 0 });
    expect(tokens(bench)[0]!.at).to.deep.equal({ x: low.x, y: low.y });
  });

  it('moves a placed token to another space by dragging it; a block space refuses it; one undo puts it back', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, part(bench, 'tr-face-palette', '[data-face="tile-1:jungle"]'), 1, 1);
    const lows = bench.state.grid.rows.flat().filter((s) => s?.terrain === 'low' && !s.feature);
    const block = bench.state.grid.rows.flat().find((s) => s?.terrain === 'block')!;
    await dispatchDrag(bench, part(bench, 'tr-token-palette', '[data-token="exit"]'), lows[0]!.x, lows[0]!.y);
    const exit = () => boardRoot(bench).querySelector('.token[data-type="exit"]')!;
    await dispatchDrag(bench, exit(), block.x, block.y);
    expect(tokens(bench)[0]!.at).to.deep.equal({ x: lows[0]!.x, y: lows[0]!.y }, 'not onto block');
    await dispatchDrag(bench, exit(), lows[1]!.x, lows[1]!.y);
    expect(tokens(bench)[0]!.at).to.deep.equal({ x: lows[1]!.x, y: lows[1]!.y });
    await undo(bench);
    expect(tokens(bench)[0]!.at).to.deep.equal({ x: lows[0]!.x, y: lows[0]!.y });
  });

  it('draws every kind of token with its own icon: door colours by letter, open or closed, barrier health, a starting enemy’s initial', async () => {
    const { bench } = await levelEditor();
    for (const [i, face] of ['tile-1:jungle', 'tile-2:jungle', 'tile-3:jungle', 'tile-4:jungle'].entries())
      await dispatchDrag(bench, part(bench, 'tr-face-palette', `[data-face="${face}"]`), i * 3 + 1, 1);
    const lows = bench.state.grid.rows.flat().filter((s) => s?.terrain === 'low' && !s.feature);
    const labels = [
      ...bench.shadowRoot!.querySelector('tr-token-palette')!.shadowRoot!.querySelectorAll<HTMLElement>('[data-token]'),
    ].map((el) => el.dataset.token!);
    expect(labels).to.have.length(14);
    for (const [i, label] of labels.entries())
      await dispatchDrag(bench, part(bench, 'tr-token-palette', `[data-token="${label}"]`), lows[i]!.x, lows[i]!.y);
    expect(tokens(bench)).to.have.length(14);
    const drawn = [...boardRoot(bench).querySelectorAll('.token')];
    const look = (el: Element) =>
      [
        el.getAttribute('data-type'),
        el.querySelector('g')!.getAttribute('class'),
        el.querySelector('text')?.textContent?.trim() ?? '',
      ].join(' ');
    expect(drawn.map(look)).to.have.members([
      'door door closed R',
      'door door open R',
      'door door closed B',
      'door door open B',
      'door door closed G',
      'door door open G',
      'switch switch R',
      'switch switch B',
      'artifact artifact ',
      'barrier barrier 3',
      'boulder boulder ',
      'exit exit ',
      'laraStart lara ',
      'spawnPoint spawn 1',
    ]);
    for (const el of drawn)
      expect(el.getAttribute('aria-label'), el.getAttribute('data-type')!).to.match(/\(\d+, \d+\)/);
    // A starting enemy set on the spawn point shows as a badge with its initial.
    bench.state.select({ kind: 'token', index: 13 });
    bench.state.setField('/layout/tokens/13/enemy', 'natla-tech', 'Set the starting enemy');
    await settled(bench);
    const badge = boardRoot(bench).querySelector('.token[data-type="spawnPoint"] g.enemy')!;
    expect([
      badge.getAttribute('data-enemy'),
      badge.querySelector('.enemy-letter')!.textContent,
      badge.querySelector('title')!.textContent,
    ]).to.deep.equal(['natla-tech', 'NT', 'natla-tech starts here']);
    // Terrain reads without colour: high and block carry a pattern, low none.
    const terrain = [...boardRoot(bench).querySelectorAll('g.terrain')];
    for (const kind of ['high', 'block'])
      expect(terrain.find((g) => g.getAttribute('data-terrain') === kind)!.innerHTML).to.contain(`url(#hatch-${kind})`);
    expect(terrain.find((g) => g.getAttribute('data-terrain') === 'low')!.innerHTML).not.to.contain('url(#hatch');
  });

  it('shows the schema’s help for every field of the level, and for each field of both challenges', async () => {
    const { bench } = await levelEditor();
    const root = form(bench);
    const defs = commonSchema.$defs as Record<string, { description?: string }>;
    for (const name of Object.keys(chapterSchema.properties).filter((n) => n !== 'kind' && n !== 'layout')) {
      const help = root.querySelector(`#f_${name}-help`);
      expect(help, `help of ${name}`).to.exist;
      expect(help!.textContent!.trim().length, `help of ${name}`).to.be.above(10);
    }
    const challenge = commonSchema.$defs.challenge.properties as Record<
      string,
      { description?: string; $ref?: string }
    >;
    for (const i of [0, 1])
      for (const [name, sub] of Object.entries(challenge)) {
        const help = root.querySelector(`#f_challenges_${i}_${name}-help`);
        expect(help, `challenge ${i + 1}: help of ${name}`).to.exist;
        const expected = sub.description ?? defs[sub.$ref?.replace('#/$defs/', '') ?? '']?.description;
        if (expected) expect(help!.textContent).to.equal(expected);
      }
  });

  it('a problem about a level field, clicked, selects the level and focuses that field in the inspector', async () => {
    const { bench } = await levelEditor({ ...emptyChapter('test-level'), boss: 'bear', bossSpawnPoint: 4 });
    const panel = bench.shadowRoot!.querySelector('tr-problems-panel')!.shadowRoot!;
    const item = async () => {
      for (let i = 0; i < 50; i++) {
        const found = [...panel.querySelectorAll('button')].find((b) => /spawn point 4/.test(b.textContent!));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the boss spawn point problem is not listed');
    };
    (await item()).click();
    await settled(bench);
    await new Promise((r) => requestAnimationFrame(r));
    expect(bench.state.selection).to.deep.equal({ kind: 'level' });
    expect(form(bench).activeElement?.id).to.equal('f_bossSpawnPoint');
  });

  it('redoes with Ctrl+Y as with Ctrl+Shift+Z', async () => {
    const { bench } = await levelEditor();
    await dispatchDrag(bench, part(bench, 'tr-face-palette', '[data-face="tile-1:jungle"]'), 1, 1);
    board(bench).focus();
    await sendKeys({ press: 'Control+z' });
    await settled(bench);
    expect(tiles(bench)).to.deep.equal([]);
    await sendKeys({ press: 'Control+y' });
    await settled(bench);
    expect(tiles(bench)).to.have.length(1);
    await sendKeys({ press: 'Control+z' });
    await sendKeys({ press: 'Control+Shift+Z' });
    await settled(bench);
    expect(tiles(bench)).to.have.length(1);
  });
});
