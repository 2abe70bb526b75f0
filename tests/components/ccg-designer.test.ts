import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { TrCcgWorkbench } from '../../src/ui/ccg/ccg-workbench.ts';
import { settled } from './fixtures.ts';
import {
  rulebookLevels,
  root,
  cell,
  browserCard,
  button,
  fixed,
  designer,
  part,
  dispatchDrag,
  problems,
} from './ccg-designer-fixtures.ts';

async function select(bench: TrCcgWorkbench, host: string, selector: string, value: string) {
  const el = part<HTMLSelectElement>(bench, host, selector);
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
  await settled(bench);
}

describe('the CCG level designer', () => {
  // The whole 1400 × 900 workbench on screen, so the real mouse reaches every spot of the map (under the map's view
  // tools).
  before(() => setViewport({ width: 1400, height: 900 }));
  afterEach(() => document.querySelectorAll('tr-ccg-workbench').forEach((el) => el.remove()));

  it('draws the map with depth 1 at the bottom and the depth ratings of a deeper start', async () => {
    const { bench, doc } = await designer();
    const rows = [...root(bench, 'tr-ccg-map').querySelectorAll('[role=row]')];
    expect(rows).to.have.length(6);
    expect(rows[0]!.querySelector('[role=rowheader]')!.textContent).to.contain('Depth 6');
    expect(rows[5]!.querySelector('[role=rowheader]')!.textContent).to.contain('Depth 1');
    expect(cell(bench, 1, 1).getBoundingClientRect().top).to.be.greaterThan(
      cell(bench, 1, 6).getBoundingClientRect().top,
    );
    doc.update((v) => ({ ...v, map: { width: 3, depth: 6, startingDepth: 3 } }), { label: 'Start deeper' });
    await settled(bench);
    expect(root(bench, 'tr-ccg-map').querySelector('[role=row]:last-child [role=rowheader]')!.textContent).to.contain(
      'rating 3',
    );
  });

  it('drops a card on a cell, rotates it, flips it face down, and undo takes each back', async () => {
    const { bench } = await designer();
    await select(bench, 'tr-ccg-card-browser', 'select[aria-label="Place on the map as"]', 'up');
    await dispatchDrag(bench, browserCard(bench, 'dim-cavern'), cell(bench, 2, 3));
    expect(fixed(bench)).to.deep.equal([
      { type: 'card', cell: { column: 2, depth: 3 }, card: 'dim-cavern', face: 'up', rotation: 0 },
    ]);
    expect(cell(bench, 2, 3).dataset.kind).to.equal('card');
    expect(cell(bench, 2, 3).getAttribute('aria-label')).to.contain('Dim Cavern, face up');
    cell(bench, 2, 3).focus();
    await sendKeys({ press: 'r' });
    await settled(bench);
    expect(fixed(bench)[0]!.rotation).to.equal(90);
    button(bench, 'tr-ccg-spot-inspector', /Rotate right/).click();
    await settled(bench);
    expect(fixed(bench)[0]!.rotation).to.equal(180);
    expect(cell(bench, 2, 3).dataset.rotation).to.equal('180');
    button(bench, 'tr-ccg-spot-inspector', /Turn face down/).click();
    await settled(bench);
    expect(fixed(bench)[0]!.face).to.equal('down');
    expect(cell(bench, 2, 3).dataset.face).to.equal('down');
    button(bench, '', /Undo/).click();
    await settled(bench);
    expect(fixed(bench)[0]!.face).to.equal('up');
    button(bench, '', /Undo/).click();
    button(bench, '', /Undo/).click();
    button(bench, '', /Undo/).click();
    await settled(bench);
    expect(fixed(bench)).to.deep.equal([]);
  });

  it('places a card with a real mouse drag from the card list, and moves it between cells', async () => {
    const { bench } = await designer();
    const drag = async (from: Element, to: Element) => {
      const a = from.getBoundingClientRect();
      const b = to.getBoundingClientRect();
      const start = [Math.round(a.left + 30), Math.round(a.top + a.height / 2)];
      const end = [Math.round(b.left + b.width / 2), Math.round(b.top + b.height / 2)];
      await sendMouse({ type: 'move', position: start as [number, number] });
      await sendMouse({ type: 'down' });
      for (let i = 1; i <= 6; i++)
        await sendMouse({
          type: 'move',
          position: [
            Math.round(start[0]! + ((end[0]! - start[0]!) * i) / 6),
            Math.round(start[1]! + ((end[1]! - start[1]!) * i) / 6),
          ],
        });
      await sendMouse({ type: 'up' });
      await settled(bench);
    };
    await drag(browserCard(bench, 'treasure-cave'), cell(bench, 2, 2));
    expect(fixed(bench).map((f) => [f.card, f.cell.depth, f.face])).to.deep.equal([['treasure-cave', 2, 'down']]);
    await drag(cell(bench, 2, 2), cell(bench, 3, 4));
    expect(fixed(bench).map((f) => [f.card, f.cell.column, f.cell.depth])).to.deep.equal([['treasure-cave', 3, 4]]);
    expect(cell(bench, 2, 2).dataset.kind).to.equal('unknown');
  });

  it('adds a deck range: one deck per depth range, split in two, each with its cards', async () => {
    const { bench } = await designer();
    await dispatchDrag(bench, browserCard(bench, 'pond'), part(bench, 'tr-ccg-decks', 'section.deck'));
    await select(bench, 'tr-ccg-decks', 'select[aria-label="Deck layout"]', 'byDepth');
    button(bench, 'tr-ccg-decks', /Add a depth range/).click();
    await settled(bench);
    const decks = [...root(bench, 'tr-ccg-decks').querySelectorAll('section.deck')];
    expect(decks).to.have.length(2);
    expect(bench.state.value.levelDeck).to.deep.equal({
      layout: 'byDepth',
      decks: [
        { fromDepth: 1, toDepth: 3, deck: { cards: [{ card: 'pond', count: 1 }] } },
        { fromDepth: 4, toDepth: 6, deck: {} },
      ],
    });
    await dispatchDrag(bench, browserCard(bench, 'treasure-cave'), decks[1]!);
    expect(bench.state.decks[1]!.cards).to.deep.equal([{ card: 'treasure-cave', count: 1 }]);
    expect(cell(bench, 1, 5).textContent).to.contain('Depths 4–6');
    const count = part<HTMLInputElement>(
      bench,
      'tr-ccg-decks',
      'section.deck[data-index="0"] input[aria-label="Copies of Pond"]',
    );
    count.value = '3';
    count.dispatchEvent(new Event('change'));
    await settled(bench);
    expect(bench.state.decks[0]!.size).to.equal(3);
  });

  it('a check appears, selects its cell when clicked, and clears when fixed', async () => {
    const { bench, doc } = await designer();
    doc.update((v) => ({ ...v, treasureRoom: { minimumDepth: 4 } }), { label: 'Treasure depth' });
    await dispatchDrag(bench, browserCard(bench, 'treasure-cave'), cell(bench, 2, 2));
    const found = (await problems(bench)).find((p) => /above the treasure room's minimum depth of 4/.test(p));
    expect(found, 'the problem is listed').to.exist;
    expect(cell(bench, 2, 2).classList.contains('problem')).to.equal(true);
    bench.state.select(undefined);
    const item = [...root(bench, 'tr-ccg-problems').querySelectorAll<HTMLButtonElement>('li button')].find((b) =>
      /minimum depth of 4/.test(b.textContent!),
    )!;
    item.click();
    await settled(bench);
    expect(bench.state.selection).to.deep.equal({ kind: 'spot', spot: { column: 2, depth: 2 } });
    expect(cell(bench, 2, 2).getAttribute('aria-selected')).to.equal('true');
    await dispatchDrag(bench, cell(bench, 2, 2), cell(bench, 2, 4));
    expect((await problems(bench)).some((p) => /minimum depth of 4/.test(p))).to.equal(false);
  });

  it('a deck problem selects the deck; the keyboard places a card picked in the list', async () => {
    const { bench } = await designer();
    const shortfall = (await problems(bench)).find((p) => /short/.test(p));
    expect(shortfall).to.exist;
    [...root(bench, 'tr-ccg-problems').querySelectorAll<HTMLButtonElement>('li button')]
      .find((b) => /short/.test(b.textContent!))!
      .click();
    await settled(bench);
    expect(bench.state.selection).to.deep.equal({ kind: 'deck', index: 0 });
    expect(part(bench, 'tr-ccg-decks', 'section.deck').classList.contains('selected')).to.equal(true);
    await select(bench, 'tr-ccg-card-browser', 'select[aria-label="Place on the map as"]', 'entrance');
    browserCard(bench, 'cave-entrance').focus();
    await sendKeys({ press: 'Enter' });
    await settled(bench);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await settled(bench);
    expect((bench.state.value.entrances as { setups: unknown[] }).setups).to.deep.equal([
      { rooms: [{ cell: { column: 2, depth: 1 }, card: 'cave-entrance' }] },
    ]);
    expect(cell(bench, 2, 1).dataset.kind).to.equal('entrance');
  });

  it('opens every rulebook level: its whole map, its entrances in row 1, its decks, and no problems', async () => {
    expect(rulebookLevels.length).to.equal(14);
    for (const level of rulebookLevels) {
      const { bench } = await designer(level);
      const map = level.map as { width: number; depth: number };
      expect(root(bench, 'tr-ccg-map').querySelectorAll('[role=gridcell]').length, level.id).to.equal(
        map.width * map.depth,
      );
      const entrances = [...root(bench, 'tr-ccg-map').querySelectorAll<HTMLElement>('[data-kind="entrance"]')];
      expect(entrances.length, level.id).to.be.greaterThan(0);
      expect(
        entrances.every((e) => e.dataset.depth === '1'),
        level.id,
      ).to.equal(true);
      const layout = (level.levelDeck as { layout: string }).layout;
      const decks = root(bench, 'tr-ccg-decks').querySelectorAll('section.deck:not(.spares)').length;
      expect(decks, level.id).to.equal(
        layout === 'fixedMap' ? 0 : layout === 'single' ? 1 : (level.levelDeck as { decks: unknown[] }).decks.length,
      );
      expect(await problems(bench), level.id).to.deep.equal([]);
      bench.remove();
    }
  });

  it('a rules problem opens the rules form at its field; typing there fixes it', async () => {
    const { bench, doc } = await designer();
    doc.update((v) => ({ ...v, players: { min: 3, max: 2 } }), { label: 'Players' });
    expect((await problems(bench)).some((p) => /fewer than the fewest/.test(p))).to.equal(true);
    [...root(bench, 'tr-ccg-problems').querySelectorAll<HTMLButtonElement>('li button')]
      .find((b) => /fewer than the fewest/.test(b.textContent!))!
      .click();
    await settled(bench);
    await settled(bench);
    expect(part(bench, '', '[role=tab][aria-selected="true"]').textContent).to.equal('Rules');
    const field = part<HTMLInputElement>(bench, 'tr-ccg-rules-form', 'input[aria-label="Most players"]');
    expect(root(bench, 'tr-ccg-rules-form').activeElement).to.equal(field);
    field.value = '4';
    field.dispatchEvent(new Event('input'));
    expect(bench.state.value.players).to.deep.equal({ min: 3, max: 4 });
    expect((await problems(bench)).some((p) => /fewer than the fewest/.test(p))).to.equal(false);
  });

  it('entrance setups: a second setup for even players, its own entrances on the map, and how raiders start', async () => {
    const { bench } = await designer();
    bench.state.select({ kind: 'rules', pointer: '/entrances' });
    await settled(bench);
    await select(bench, 'tr-ccg-rules-form', 'select[aria-label="Starting entrance"]', 'rollToChoose');
    await select(bench, 'tr-ccg-rules-form', 'select[aria-label="odd or even"]', 'odd');
    await select(bench, 'tr-ccg-card-browser', 'select[aria-label="Place on the map as"]', 'entrance');
    await dispatchDrag(bench, browserCard(bench, 'cave-entrance'), cell(bench, 2, 1));
    button(bench, 'tr-ccg-rules-form', /Add a setup/).click();
    await settled(bench);
    await select(bench, 'tr-ccg-rules-form', 'select[aria-label="odd or even"]', 'even');
    expect(cell(bench, 2, 1).dataset.kind, 'the new setup has no entrance yet').to.equal('unknown');
    await dispatchDrag(bench, browserCard(bench, 'cave-entrance'), cell(bench, 1, 1));
    await dispatchDrag(bench, browserCard(bench, 'tomb-entrance'), cell(bench, 3, 1));
    expect(bench.state.value.entrances).to.deep.equal({
      setups: [
        { rooms: [{ cell: { column: 2, depth: 1 }, card: 'cave-entrance' }], players: { parity: 'odd' } },
        {
          rooms: [
            { cell: { column: 1, depth: 1 }, card: 'cave-entrance' },
            { cell: { column: 3, depth: 1 }, card: 'tomb-entrance' },
          ],
          players: { parity: 'even' },
        },
      ],
      start: 'rollToChoose',
    });
    await select(bench, 'tr-ccg-rules-form', 'select[aria-label="Entrance setup"]', '0');
    expect(cell(bench, 2, 1).dataset.kind).to.equal('entrance');
    expect(cell(bench, 1, 1).dataset.kind).to.equal('unknown');
    // Cards dropped on the treasure room and solitaire fields.
    const treasure = part(bench, 'tr-ccg-rules-form', 'input[aria-label="Treasure room cards"]');
    await dispatchDrag(bench, browserCard(bench, 'treasure-cave'), treasure);
    expect(bench.state.value.treasureRoom).to.deep.equal({ cards: ['treasure-cave'] });
  });

  it('a bounty hunter goal edits its bonus points: added, the deed in words, counted by hand or by the playtest, points, removed', async () => {
    const { bench } = await designer();
    bench.state.select({ kind: 'rules', pointer: '/goal' });
    await settled(bench);
    await select(bench, 'tr-ccg-rules-form', 'select[aria-label="Goal"]', 'bountyHunter');
    button(bench, 'tr-ccg-rules-form', /Add bonus points/).click();
    await settled(bench);
    expect(bench.state.value.goal).to.deep.equal({
      type: 'bountyHunter',
      pointsPerCreature: 1,
      pointsPerTreasurePower: 1,
      bonusPoints: [{ for: 'Removing a trap obstacle', deed: 'removeTrap', points: 1 }],
    });
    button(bench, 'tr-ccg-rules-form', /Add bonus points/).click();
    await settled(bench);
    const deed = part<HTMLInputElement>(bench, 'tr-ccg-rules-form', 'input[aria-label="Deed 2"]');
    deed.value = 'Reaching depth 5';
    deed.dispatchEvent(new Event('input'));
    await settled(bench);
    await select(bench, 'tr-ccg-rules-form', 'select[aria-label="Deed 2 counted"]', '');
    const points = part<HTMLInputElement>(bench, 'tr-ccg-rules-form', 'input[aria-label="Deed 2 points"]');
    points.value = '3';
    points.dispatchEvent(new Event('input'));
    await settled(bench);
    expect((bench.state.value.goal as { bonusPoints: unknown }).bonusPoints).to.deep.equal([
      { for: 'Removing a trap obstacle', deed: 'removeTrap', points: 1 },
      { for: 'Reaching depth 5', points: 3 },
    ]);
    button(bench, 'tr-ccg-rules-form', /Remove deed 1/).click();
    await settled(bench);
    expect((bench.state.value.goal as { bonusPoints: unknown }).bonusPoints).to.deep.equal([
      { for: 'Reaching depth 5', points: 3 },
    ]);
    expect(
      (await problems(bench)).filter((p) => /bonus|goal/i.test(p)),
      'the schema accepts what the form wrote',
    ).to.deep.equal([]);
  });

  it('filters the card browser by text, class, number range and danger', async () => {
    const { bench } = await designer();
    const count = () => root(bench, 'tr-ccg-card-browser').querySelectorAll('li.card').length;
    const all = count();
    await select(bench, 'tr-ccg-card-browser', 'select[aria-label="Class"]', 'tomb');
    expect(count()).to.be.lessThan(all);
    expect(
      [...root(bench, 'tr-ccg-card-browser').querySelectorAll<HTMLElement>('li.card')].every((li) =>
        li.textContent!.includes('Tomb'),
      ),
    ).to.equal(true);
    const low = part<HTMLInputElement>(bench, 'tr-ccg-card-browser', 'input[aria-label="Lowest number"]');
    low.value = '28';
    low.dispatchEvent(new Event('input'));
    const high = part<HTMLInputElement>(bench, 'tr-ccg-card-browser', 'input[aria-label="Highest number"]');
    high.value = '28';
    high.dispatchEvent(new Event('input'));
    await settled(bench);
    expect(
      [...root(bench, 'tr-ccg-card-browser').querySelectorAll<HTMLElement>('li.card')].map((li) => li.dataset.card),
    ).to.deep.equal(['treasure-vault']);
  });
});
