// The Angel of Darkness in print: the museum's setup sheet (the museum drawn, who plays whom, what to
// take from the box, the rules in short) laid out on A4 pages, a fixed museum's tiles drawn as they
// lie with their torch, and the card sheets of the game's components.
import { expect } from '@esm-bundle/chai';
import { printCards, printSetupSheet } from '../../src/ui/print/print-open.ts';
import type { ContentItem } from '../../src/model/content.ts';
import { aodPack as pack } from './aod-fixtures.ts';
import tiles from '../../content/base/aod/tiles.json' with { type: 'json' };
import museum from '../../content/base/aod/museum.json' with { type: 'json' };
import cards from '../../content/base/aod/action-cards.json' with { type: 'json' };
import discoveries from '../../content/base/aod/discoveries.json' with { type: 'json' };
import objects from '../../content/base/aod/objects.json' with { type: 'json' };

const A4_HEIGHT_PX = (297 / 25.4) * 96;

const rows = (root: Element, table: string) =>
  [...root.querySelectorAll(`table.${table} tbody tr`)].map((r) =>
    [...r.querySelectorAll('td')].map((td) => td.textContent!.trim()),
  );

describe('the Angel of Darkness setup sheet and cards', () => {
  afterEach(() => document.querySelectorAll('tr-print-view').forEach((e) => e.remove()));

  it('prints the rulebook museum: a 5 × 5 deal face down, the starting tile, the seats, the components and the rules, each page within A4', async () => {
    const view = printSetupSheet(museum as unknown as ContentItem, [pack])!;
    await view.updateComplete;
    expect(view.getAttribute('aria-label')).to.equal('Setup sheet: The museum at night');
    const sheets = [...view.querySelectorAll<HTMLElement>('section.sheet')];
    expect(sheets.map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      'Setup sheet of The museum at night',
      'Components of The museum at night',
      'Rules of The museum at night',
    ]);
    // Each page holds its content: none runs over the paper's height (the print would break it).
    for (const s of sheets)
      expect(s.getBoundingClientRect().height, s.getAttribute('aria-label')!).to.be.at.most(A4_HEIGHT_PX + 1);
    const picture = view.querySelector('.diagram svg')!;
    expect(picture.getAttribute('aria-label')).to.equal(
      'The museum, 5 by 5, every tile dealt face down at random; the starting tile below C5',
    );
    expect(picture.querySelectorAll('g.tile.back')).to.have.length(25);
    expect(picture.querySelectorAll('g.tile.start')).to.have.length(1);
    expect(picture.getBoundingClientRect().width).to.be.at.most(sheets[0]!.getBoundingClientRect().width);

    expect(rows(view, 'seats')).to.deep.equal([
      ['2', 'Lara Croft', 'Pieter van Eckhardt', 'Lara Croft → Pieter van Eckhardt', 'each plays for themselves'],
      [
        '3',
        'Lara Croft',
        'Pieter van Eckhardt, Joachim Karel',
        'Lara Croft → Pieter van Eckhardt → Joachim Karel',
        'each plays for themselves',
      ],
      [
        '4',
        'Lara Croft, Kurtis Trent',
        'Pieter van Eckhardt, Joachim Karel',
        'Lara Croft → Pieter van Eckhardt → Kurtis Trent → Joachim Karel',
        "two teams: partners' points are added up",
      ],
    ]);
    const tileRows = rows(view, 'tiles');
    expect(tileRows[0]).to.deep.equal(['Secret room', 'walls east, south and west, torch (secret room)', '5']);
    expect(tileRows.at(-2)).to.deep.equal(['Starting tile', 'the entrance and safety zone, below C5', '1']);
    expect(view.textContent).to.contain('25 corridor tiles for 25 places.');
    expect(rows(view, 'deck').map((r) => r[0])).to.deep.equal([
      'energy',
      'energy',
      'energy',
      'ammo',
      'ammo',
      'ammo',
      'life',
      'life',
      'life',
    ]);
    expect(view.textContent).to.match(/55 action cards: 20 energy, \d+ ammo, \d+ life/);
    expect(rows(view, 'discoveries')).to.have.length(5);
    expect(rows(view, 'objects').at(-1)).to.deep.equal([
      'The large fifth painting / piece of evidence',
      'the large fifth counter',
      String(objects.at(-1)!.value),
    ]);
    expect(view.querySelector('ul.facts')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'Hand limit: 7 cards · Actions per turn: 3 · Energy: open 1, turn 1, move 1',
    );
    expect(view.querySelector('table.fixed')).to.equal(null);
  });

  it('draws a fixed museum as laid: its tiles turned, the torch of the secret room, and a list of places', async () => {
    const fixed = {
      ...museum,
      id: 'corridor-pair',
      name: 'Corridor pair',
      width: 2,
      height: 1,
      deal: 'fixed',
      tiles: undefined,
      fixed: [
        { tile: 'secret-room', at: { x: 0, y: 0 }, rotation: 90 },
        { tile: 'reload-ammo', at: { x: 1, y: 0 }, open: true },
      ],
      start: { x: -1, y: 0 },
      handLimit: 5,
      actionsPerTurn: 2,
    } as unknown as ContentItem;
    const view = printSetupSheet(fixed, [pack])!;
    await view.updateComplete;
    expect([...view.querySelectorAll('section.sheet')].map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      'Setup sheet of Corridor pair',
      'Tiles of Corridor pair',
      'Components of Corridor pair',
      'Rules of Corridor pair',
    ]);
    for (const s of view.querySelectorAll('section.sheet'))
      expect(s.getBoundingClientRect().height).to.be.at.most(A4_HEIGHT_PX + 1);
    const picture = view.querySelector('.diagram svg')!;
    expect(picture.getAttribute('aria-label')).to.equal(
      'The museum, 2 by 1, tiles laid as shown; the starting tile left of A1',
    );
    expect(picture.querySelectorAll('g.tile:not(.start)')).to.have.length(2);
    expect(picture.querySelectorAll('.aod-torch')).to.have.length(1);
    expect(picture.querySelectorAll('.aod-ammo')).to.have.length(1);
    // The secret room's walls (east, south, west) turned a quarter clockwise: south, west and north.
    const room = picture.querySelector('g.tile')!;
    expect(room.querySelectorAll('rect.wall')).to.have.length(3);
    expect(rows(view, 'fixed')).to.deep.equal([
      ['A1', 'Secret room', '90° clockwise', 'face down'],
      ['B1', 'Ammo reload', 'as printed', 'face up'],
    ]);
    expect(
      rows(view, 'tiles')
        .slice(0, 2)
        .map((r) => [r[0], r[2]]),
    ).to.deep.equal([
      ['Secret room', '1'],
      ['Ammo reload', '1'],
    ]);
    expect(view.querySelector('ul.facts')!.textContent).to.contain('Hand limit: 5 cards');
    expect(view.querySelector('ul.facts')!.textContent).to.contain('Actions per turn: 2');
  });

  it("prints the game's action cards, discovery counters, evidence, paintings and tiles on card sheets", async () => {
    const view = printCards(pack, [pack]);
    await view.updateComplete;
    const names = [...view.querySelectorAll('.card.face')].map((c) => c.getAttribute('data-card-name'));
    expect(names).to.include.members([
      'Energy 2',
      'Discovery counter 1',
      'Piece of evidence 1',
      'The large fifth painting / piece of evidence',
      'Secret room',
      'Starting tile',
      'Info tile',
    ]);
    expect(names).to.have.length(cards.length + discoveries.length + objects.length + tiles.length);
    const energy2 = [...view.querySelectorAll('.card.face')].find(
      (c) => c.getAttribute('data-card-name') === 'Energy 2',
    )!;
    expect(energy2.textContent).to.contain(`${cards.find((c) => c.id === 'energy-2')!.copies} copies`);
    expect(energy2.querySelector('.aod-energy')).to.not.equal(null);
    const room = [...view.querySelectorAll('.card.face')].find(
      (c) => c.getAttribute('data-card-name') === 'Secret room',
    )!;
    expect(room.querySelector('svg.aod-tile .aod-torch')).to.not.equal(null);
    expect(view.querySelectorAll('.card .too-long-flag')).to.have.length(0);
  });
});
