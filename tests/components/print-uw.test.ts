// The Underworld's print sheets in the print frame: a region sheet (its three tracks drawn as rows
// of spaces left to right, what each space gives, the obstacles with who pays, price, alternative
// and penalty, its enemy and object cards), the game sheet (journey, starting kits by player count,
// thresholds, Jörmungandr's price), the cards (progress, object, enemy, with their backs), and the
// library's whole-pack Print reaching all of them. Layouts: nothing wider than its page, each sheet
// one page of A4 for the base content.
import { expect } from '@esm-bundle/chai';
import { printPack, printSetupSheet, printCards } from '../../src/ui/print/print-open.ts';
import { contextOf, type SheetContext } from '../../src/ui/print/sheets.ts';
import { uwCards } from '../../src/ui/print/uw-cards.ts';
import { uwGameSheet, uwRegionSheet } from '../../src/ui/print/uw-sheets.ts';
import type { TrPrintView } from '../../src/ui/print/print-view.ts';
import type { UwRegion } from '../../src/model/types.generated.ts';
import { uwItem, uwPack } from './uw-fixtures.ts';

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.textContent!.replace(/\s+/g, ' ').trim());
const labels = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.getAttribute('aria-label'));
const mm = (px: number) => (px * 25.4) / 96;

async function shown(view: TrPrintView) {
  await view.updateComplete;
  view.paper = 'a4';
  await view.updateComplete;
  return view;
}

/** Every page of the sheets is within the paper's width, and (one page each) within its height. */
function expectFitsPages(view: TrPrintView) {
  for (const sheet of view.querySelectorAll<HTMLElement>('section.sheet')) {
    expect(sheet.scrollWidth, `${sheet.getAttribute('aria-label')} is not wider than its page`).to.be.at.most(
      sheet.clientWidth + 1,
    );
    expect(
      mm(sheet.getBoundingClientRect().height),
      `${sheet.getAttribute('aria-label')} fits one A4 page`,
    ).to.be.at.most(297.5);
    for (const table of sheet.querySelectorAll('table'))
      expect(table.getBoundingClientRect().right).to.be.at.most(sheet.getBoundingClientRect().right + 1);
  }
}

describe('the Underworld print sheets', () => {
  afterEach(() => document.querySelector('tr-print-view')?.remove());

  it("draws Niflheim's region sheet: the tracks as rows of spaces, the six obstacles with price, alternative and penalty, its cards", async () => {
    const region = uwItem('uwRegion', 'niflheim') as unknown as UwRegion;
    const view = await shown(printSetupSheet(uwItem('uwRegion', 'niflheim'), [uwPack])!);
    expect(view.getAttribute('aria-label')).to.equal(`Region sheet: ${region.name}`);
    expect(view.querySelector('.subtitle')!.textContent).to.contain('region 1 of 6 in “Tomb Raider Underworld”');
    // The three tracks, each with every space of the content, in order and left to right.
    for (const t of ['acrobatics', 'battle', 'trick'] as const) {
      const spaces = [...view.querySelectorAll<HTMLElement>(`.uw-track.${t} .uw-space`)];
      expect(spaces.length, t).to.equal(region.tracks[t].length);
      for (let i = 1; i < spaces.length; i++) {
        const [a, b] = [spaces[i - 1]!.getBoundingClientRect(), spaces[i]!.getBoundingClientRect()];
        expect(
          b.top === a.top ? b.left > a.right : b.top >= a.bottom,
          `${t} space ${i + 1} comes after space ${i}`,
        ).to.equal(true);
      }
    }
    expect(labels(view, '.uw-track.battle .uw-space')[2]).to.equal('Space 3: object: Pistols');
    expect(labels(view, '.uw-track.acrobatics .uw-space').at(-1)).to.match(/^Space \d+ \(end\)/);
    expect(view.querySelector('.uw-track.acrobatics .uw-space.end')!.textContent).to.contain('End: next region');
    expect(view.querySelector('.uw-track.battle .uw-space.end')!.textContent).to.contain('the track stops');
    // The obstacles in Natla's order, each with its price, the die as alternative and the penalty.
    const rows = [...view.querySelectorAll('table.uw-obstacles tbody tr')];
    expect(rows.map((r) => r.querySelector('strong')!.textContent)).to.deep.equal(region.obstacles.map((o) => o.name));
    const cells = (i: number) => texts(rows[i]!, 'td');
    const each = region.obstacles.findIndex((o) => o.who === 'each' && o.penalty.some((p) => p.type === 'obstacleDie'));
    expect(cells(each)[2]).to.equal('Each player in turn');
    expect(cells(each)[4]).to.equal('each player who does not pay rolls the obstacle die once');
    const together = region.obstacles.findIndex((o) => o.who === 'together');
    expect(cells(together)[2]).to.equal('All players together');
    expect(cells(together)[4]).to.contain('for the whole table');
    expect(cells(each)[5]).to.equal('—');
    // Its enemy and object cards, named, with what eliminates an enemy and where an object is found.
    expect(view.querySelectorAll('table.uw-enemies tbody tr').length).to.equal(region.enemies.length);
    expect(texts(view.querySelector('table.uw-enemies tbody tr')!, 'td')).to.deep.equal(['Shark', '2 battle']);
    expect(texts(view, 'table.uw-enemies tbody tr td:last-child')).to.include('2 points of win');
    const pistols = texts(view, 'table.uw-objects tbody tr').find((t) => t.startsWith('Pistols'))!;
    expect(pistols, 'an object row').to.be.a('string');
    expect(pistols).to.contain('eliminates 1 enemy');
    expect(pistols).to.contain('battle space 3');
    expectFitsPages(view);
  });

  it("says where the last region's acrobatics track leads, and that leaving Jan Mayen gives cards", async () => {
    const helheim = await shown(printSetupSheet(uwItem('uwRegion', 'helheim'), [uwPack])!);
    expect(helheim.querySelector('.uw-track.acrobatics .uw-space.end')!.textContent).to.contain('End: Jörmungandr');
    helheim.remove();
    const janMayen = await shown(printSetupSheet(uwItem('uwRegion', 'jan-mayen'), [uwPack])!);
    expect(janMayen.textContent).to.match(
      /On leaving the region\s*Every player still in the game gets 2 × draw a card/,
    );
    expectFitsPages(janMayen);
    janMayen.remove();
    // An obstacle whose penalty is not the die: pay or be eliminated, with no alternative.
    const bhogavati = await shown(printSetupSheet(uwItem('uwRegion', 'bhogavati'), [uwPack])!);
    const mapRoom = [...bhogavati.querySelectorAll('table.uw-obstacles tbody tr')].find((r) =>
      r.textContent!.includes('The map room'),
    )!;
    expect(texts(mapRoom, 'td').slice(2)).to.deep.equal(['The active player', '2 trick', '—', 'be eliminated']);
  });

  it("draws the game sheet: the journey in order, the starting kits by player count, the thresholds and Jörmungandr's price", async () => {
    const game = uwItem('uwGame', 'underworld');
    const view = await shown(printSetupSheet(game, [uwPack])!);
    const journey = texts(view, 'ol.uw-journey > li strong');
    expect(journey).to.deep.equal([
      ...(game.journey as string[]).map((id) => uwItem('uwRegion', id).name),
      'Jörmungandr',
    ]);
    expect([...view.querySelectorAll('table.uw-start tbody tr')].map((r) => texts(r, 'td').join(' '))).to.deep.equal([
      'One player (solo) 8 3 two cards',
      'Two players 8 2 one card',
      'Three or four players 6 1 one card',
    ]);
    expect(
      [...view.querySelectorAll('table.uw-jormungandr tbody tr')].map((r) => texts(r, 'td').join(' ')),
    ).to.deep.equal(['4 of 4 7', '3 of 4 9', '2 of 4 11', '1 of 4 13', '0 of 4 15']);
    expect(view.textContent).to.contain('With 8 enemies visible at once, the players lose.');
    expect(view.textContent).to.contain('On changing region with 4–5 enemies visible, Lara loses 1 health.');
    expect(view.textContent).to.contain('On changing region with 6 or more enemies visible, Lara loses 2 health.');
    expect(view.querySelector('.warning')).to.equal(null);
    expectFitsPages(view);
  });

  it('prints every card: progress with its copies, weapons, moves and Thor objects, enemies with what eliminates them; backs name the region', async () => {
    const cards = uwCards(uwPack.items, contextOf([uwPack]));
    const all = uwPack.items.filter((i) => i.kind === 'uwCard');
    expect(cards.length).to.equal(all.length);
    expect(cards.slice(0, 3).map((c) => c.name)).to.deep.equal(['Acrobatics', 'Battle', 'Trick']);
    const view = await shown(printCards(uwPack, [uwPack]));
    view.backs = true;
    await view.updateComplete;
    const faces = [...view.querySelectorAll<HTMLElement>('.card.face')];
    expect(faces.length).to.equal(all.length);
    expect(faces[0]!.textContent).to.contain('20 copies');
    const shark = faces.find((f) => f.dataset.cardName === 'Shark')!;
    expect(shark.querySelector('.card-stats')!.textContent).to.contain('Discard 2 battle');
    const gauntlet = faces.find((f) => f.dataset.cardName === "Thor's Gauntlet")!;
    expect(gauntlet.querySelector('.card-kind')!.textContent).to.equal("Thor's object");
    const niflheim = uwItem('uwRegion', 'niflheim').name;
    expect(texts(view, '.card.back').filter((t) => t.endsWith(`Enemy · ${niflheim}`)).length).to.equal(
      all.filter((c) => c.type === 'enemy' && c.region === 'niflheim').length,
    );
    expect(view.querySelector('[role=alert]'), 'no card text is too long').to.equal(null);
    // Nine to a page, each card 63 × 88 mm.
    const box = faces[0]!.getBoundingClientRect();
    expect(Math.round(mm(box.width))).to.equal(63);
    expect(Math.round(mm(box.height))).to.equal(88);
  });

  it("the whole pack's Print holds the game sheet, every region sheet and the cards", async () => {
    const view = await shown(printPack(uwPack, [uwPack]));
    const regions = uwPack.items.filter((i) => i.kind === 'uwRegion');
    const contents = texts(view, 'ol.contents li');
    expect(contents).to.include('Setup sheet: Tomb Raider Underworld');
    for (const r of regions) expect(contents).to.include(`Region sheet: ${r.name}`);
    expect(contents.at(-1)).to.match(/^Cards: \d+/);
    expect(view.querySelectorAll('section.uw-sheet[data-item]').length).to.equal(regions.length + 1);
    expect(view.querySelectorAll('.card.face').length).to.equal(uwPack.items.filter((i) => i.kind === 'uwCard').length);
    expectFitsPages(view);
  });

  it('a print run prepares the Underworld content once, for every sheet and card', () => {
    let builds = 0;
    const run = (): SheetContext => {
      const context = contextOf([uwPack]);
      return { ...context, prepared: (game, build) => context.prepared(game, (packs) => (builds++, build(packs))) };
    };
    const context = run();
    uwCards(uwPack.items, context);
    for (const item of uwPack.items.filter((i) => i.kind === 'uwRegion')) uwRegionSheet(item, context);
    uwGameSheet(uwItem('uwGame', 'underworld'), context);
    expect(builds).to.equal(1);
    // The next print run (the packs may have changed) prepares its own.
    uwCards(uwPack.items, run());
    expect(builds).to.equal(2);
  });
});
