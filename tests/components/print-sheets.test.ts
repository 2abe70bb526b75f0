import { expect } from '@esm-bundle/chai';
import type { ContentItem } from '../../src/model/content.ts';
import { printSetupSheet } from '../../src/ui/print/print-open.ts';
import type { TrPrintView } from '../../src/ui/print/print-view.ts';
import { ccgLevelsPack, choosePaper, cocPack, expectSheetsFit, itemOf, region, texts } from './print-fixtures.ts';

// The setup sheets' layouts in a real browser: a Crypt of Chronos chapter with its challenges, an
// island location card, a crypt card and a CCG level, read by their regions, headings, tables and
// words; the components counted against the box with the warning only when the box is short; and
// every sheet measured on A4 and on US Letter: one page each, nothing outside the printed part.

const open = async (item: ContentItem, packs = [cocPack]) => {
  const view = printSetupSheet(item, packs)!;
  await view.updateComplete;
  return view;
};
const headers = (table: Element) => texts(table, 'thead th');
const rows = (table: Element) => [...table.querySelectorAll('tbody tr')].map((tr) => texts(tr, 'td'));
const tableAfter = (view: TrPrintView, heading: string) => {
  const h = [...view.querySelectorAll('h2')].find((e) => e.textContent === heading);
  if (!h) throw new Error(`No heading ${heading}`);
  let el = h.nextElementSibling;
  while (el && el.localName !== 'table' && !el.querySelector('table')) el = el.nextElementSibling;
  return el!.localName === 'table' ? el! : el!.querySelector('table')!;
};

describe('setup sheets', () => {
  afterEach(() => {
    document.querySelectorAll('tr-print-view').forEach((el) => el.remove());
    localStorage.removeItem('tr-print-paper');
  });

  it('a chapter: its board, tiles, spawn points, components, rules and both challenges, on two pages of A4 and of Letter', async () => {
    const view = await open(itemOf(cocPack, 'chapter', 'landfall'));
    expect(view.getAttribute('role')).to.equal('dialog');
    expect(view.getAttribute('aria-label')).to.equal('Setup sheet: Landfall');
    const board = region(view, 'Setup sheet of Landfall')!;
    const setup = region(view, 'Setup of Landfall')!;
    expect(view.querySelectorAll('section.sheet')).to.have.length(2);
    expect(board.querySelector('h1')!.textContent).to.equal('Landfall');
    expect(board.querySelector('.subtitle')!.textContent).to.equal('The Crypt of Chronos · Chapter 1 · sample');
    const diagram = board.querySelector('svg[role="img"]')!;
    expect(diagram.getAttribute('aria-label')).to.equal('Board of Landfall');
    expect(diagram.querySelectorAll('g.tile')).to.have.length(16);

    expect(texts(setup, 'h2')).to.deep.equal([
      'Tiles to take from the box',
      'Spawn points',
      'Components',
      'Rules',
      'Challenges',
    ]);
    const tiles = tableAfter(view, 'Tiles to take from the box');
    expect(headers(tiles)).to.deep.equal(['Tile', 'Face up', 'Slot', 'Rotation']);
    expect(rows(tiles).map((r) => Number(r[0]))).to.deep.equal(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(rows(tiles)[0]).to.deep.equal(['1', 'jungle', 'B2', 'as printed']);
    const spawns = tableAfter(view, 'Spawn points');
    expect(headers(spawns)).to.deep.equal(['Spawn point', 'Space', 'Facing', 'Starts with']);
    expect(rows(spawns)[1]).to.deep.equal(['2', '(6, 1)', 'E', 'Wildlife']);
    const components = tableAfter(view, 'Components');
    expect(headers(components)).to.deep.equal(['Component', 'Needed', 'In the box']);
    expect(rows(components)).to.deep.include.members([
      ['Wildlife miniature', '1', '4'],
      ['red door', '1', '3'],
      ['Dual Pistols (weapon card)', '1', '1'],
      ['Level tiles', '16', '32'],
    ]);
    expect(setup.querySelector('[role="alert"]'), 'no warning for a base chapter').to.equal(null);
    expect(setup.querySelector('.ok')!.textContent).to.equal('The box holds everything this level needs.');
    expect(texts(setup, 'h3')).to.include.members([
      'Objectives',
      'Starting kit',
      'Challenge 1: Bare Knuckles',
      'Challenge 2: Eyes in the Canopy',
    ]);
    expect(setup.textContent).to.contain('Collect every artifact on the level.');
    expect(setup.textContent).to.contain('Weapons: Dual Pistols');
    expect(setup.textContent).to.contain('Lara starts SEEN');

    expectSheetsFit(view, 'a4', 10);
    await choosePaper(view, 'US Letter');
    expect(view.paper).to.equal('letter');
    expectSheetsFit(view, 'letter', 10);
    // The paper chosen is kept for the next print.
    view.close();
    expect((await open(itemOf(cocPack, 'crypt', 'chamber-of-hours'))).paper).to.equal('letter');
  });

  it('a chapter needing more than the box holds warns, naming each shortfall, its challenges included', async () => {
    const landfall = itemOf(cocPack, 'chapter', 'landfall');
    const layout = landfall.layout as { tokens: { type: string }[] };
    const spawns = [1, 2, 3, 4, 5, 6].map((n) => ({
      type: 'spawnPoint',
      at: { x: n, y: 6 },
      number: n,
      facing: 'N',
      enemy: 'natla-tech',
    }));
    const challenges = landfall.challenges as { start: object }[];
    const swarm: ContentItem = {
      ...landfall,
      id: 'swarm',
      name: 'Swarm',
      layout: { ...layout, tokens: [...layout.tokens.filter((t) => t.type !== 'spawnPoint'), ...spawns] },
      challenges: [challenges[0], { ...challenges[1], start: { weapons: ['bow', 'bow'] } }],
    };
    const view = await open(swarm);
    const warning = region(view, 'Setup of Swarm')!.querySelector('[role="alert"]')!;
    expect(texts(warning, 'div')).to.deep.equal([
      'Natla Tech miniature: the level needs 6, the box holds 5.',
      'Challenge 2 (Eyes in the Canopy): Bow (weapon card): the level needs 2, the box holds 1.',
    ]);
    expect([...view.querySelectorAll('tr.short')].map((tr) => texts(tr, 'td'))).to.deep.equal([
      ['Natla Tech miniature', '6', '5'],
    ]);
    expect(view.querySelector('.ok')).to.equal(null);
  });

  it('an island location card and a crypt card: their kind, location type, condition, boss and objectives', async () => {
    const location = await open(itemOf(cocPack, 'location', 'strangler-fig-crossing'));
    const sheet = region(location, 'Setup of Strangler Fig Crossing')!;
    expect(region(location, 'Setup sheet of Strangler Fig Crossing')!.querySelector('.subtitle')!.textContent).to.equal(
      'The Crypt of Chronos · Island location card · sample',
    );
    expect(texts(sheet, 'li')).to.include.members([
      'Location type: jungle',
      'SEARCH at least once on this level.',
      'RESEARCH at least once on this level.',
      '2 resources drawn from the bag',
    ]);
    expect(texts(sheet, 'h2')).to.not.include('Challenges');
    expect(expectSheetsFit(location, 'a4', 10)).to.deep.equal([false, false]);
    location.close();

    const crypt = await open(itemOf(cocPack, 'crypt', 'chamber-of-hours'));
    const cryptSheet = region(crypt, 'Setup of Chamber of Hours')!;
    expect(region(crypt, 'Setup sheet of Chamber of Hours')!.querySelector('.subtitle')!.textContent).to.equal(
      'The Crypt of Chronos · Crypt card · sample',
    );
    expect(texts(cryptSheet, 'li')).to.include.members([
      'Location type: tomb',
      'Defeat the boss.',
      'When the artifact is taken, place the Noise Token on its space.',
    ]);
    expect(texts(cryptSheet, 'li').some((l) => /^Location condition: /.test(l) && !l.endsWith('overclock'))).to.equal(
      true,
      'the condition by its name',
    );
    await choosePaper(crypt, 'US Letter');
    expect(expectSheetsFit(crypt, 'letter', 10)).to.deep.equal([false, false]);
  });

  it("a CCG level: its map, rules, fixed cards with number, name, face and turn, and the level's piles", async () => {
    const view = await open(itemOf(ccgLevelsPack, 'ccgLevel', 'death-by-design'), [ccgLevelsPack]);
    const map = region(view, 'Setup sheet of Death by Design')!;
    const cards = region(view, 'Cards of Death by Design')!;
    expect(map.querySelector('.subtitle')!.textContent).to.equal('Tomb Raider CCG · level · 2 players');
    expect(map.querySelector('svg[role="img"]')!.getAttribute('aria-label')).to.equal('Map of Death by Design');
    expect(texts(map, 'h2')).to.deep.equal(['Rules']);
    expect(texts(map, 'li')).to.include.members([
      '2 players',
      'Map 5 wide and 7 deep',
      'Treasure room: Treasure Cave or Treasure Vault.',
    ]);
    const fixed = cards.querySelector('table.fixed')!;
    expect(headers(fixed)).to.deep.equal(['Column', 'Depth', 'No.', 'Card', 'Face', 'Turn']);
    expect(rows(fixed)).to.have.length(35);
    expect(rows(fixed)).to.deep.include(['1', '1', '026', 'Tomb Entrance (entrance)', 'up', 'top deeper']);
    expect(rows(fixed).filter((r) => r[4] === 'down')).to.have.length(32);
    const spare = [...cards.querySelectorAll('section.deck')].find((d) => d.textContent!.includes('Spare locations'))!;
    expect(headers(spare.querySelector('table')!)).to.deep.equal(['No.', 'Card', 'Copies']);
    expect(rows(spare.querySelector('table')!)).to.have.length(9);

    // The map and rules on one page; the 35 fixed cards and the spare pile run over onto a second.
    expect(expectSheetsFit(view, 'a4', 10)).to.deep.equal([false, true]);
    await choosePaper(view, 'US Letter');
    expect(expectSheetsFit(view, 'letter', 10)).to.deep.equal([false, true]);
  });
});
