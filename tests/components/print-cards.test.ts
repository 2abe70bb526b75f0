import { expect } from '@esm-bundle/chai';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { printCards } from '../../src/ui/print/print-open.ts';
import type { TrPrintView } from '../../src/ui/print/print-view.ts';
import { TEXT_FITS, TEXT_FITS_SMALL } from '../../src/ui/print/card-sheets.ts';
import { MM, ccgLevelsPack, choosePaper, cocPack, expectSheetsFit, itemOf, region, texts } from './print-fixtures.ts';

// The card sheets' layout in a real browser: poker cards (63 × 88 mm) nine to a page in a 3 × 3
// grid, crop marks on the card lines outside the grid, each page of faces followed on request by
// its backs in duplex order (each row mirrored), long text shrunk to fit and longer text flagged;
// every page measured on A4 and on US Letter.

/** Words of about `length` characters, as a card's text. */
const words = (length: number) =>
  'Lara climbs the ledge, draws the bow and waits for the wolf. '
    .repeat(Math.ceil(length / 61))
    .slice(0, length)
    .trim();
const custom = (id: string, name: string, length: number): ContentItem => ({
  kind: 'ability',
  id,
  name,
  provenance: 'sample',
  text: words(length),
});

const cards: ContentItem[] = [
  itemOf(cocPack, 'event', 'boulder-trap'),
  itemOf(cocPack, 'weapon', 'bow'),
  itemOf(cocPack, 'outfit', 'antarctica'),
  itemOf(cocPack, 'ability', 'adorn'),
  custom('full', 'Full Page', TEXT_FITS),
  custom('shrunk', 'Small Print', TEXT_FITS_SMALL),
  custom('long', 'Long Winded', TEXT_FITS_SMALL + 60),
  itemOf(cocPack, 'research', 'dodge-a-trap'),
  itemOf(cocPack, 'boss', 'bear'),
  itemOf(cocPack, 'enemy', 'natla-tech'),
  itemOf(ccgLevelsPack, 'ccgCard', 'cave-entrance'),
];
const pack: Pack = {
  kind: 'pack',
  id: 'deck',
  name: 'Deck',
  version: '1.0.0',
  description: 'Cards to print.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: cards,
};

const open = async () => {
  const view = printCards(pack, [pack, cocPack, ccgLevelsPack]);
  await view.updateComplete;
  return view;
};
const faces = (page: Element) => [...page.querySelectorAll<HTMLElement>('.card')];
const names = (page: Element) =>
  faces(page).map((c) => c.dataset.cardName ?? c.textContent!.replace(/\s+/g, ' ').trim());
const rel = (el: Element, to: Element) => {
  const a = el.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  return { x: a.left - b.left, y: a.top - b.top, width: a.width, height: a.height };
};

async function withBacks(view: TrPrintView) {
  const box = [...view.querySelectorAll('label')]
    .find((l) => l.textContent!.includes('Backs after each page (duplex)'))!
    .querySelector('input')!;
  box.click();
  await view.updateComplete;
}

describe('card sheets', () => {
  afterEach(() => {
    document.querySelectorAll('tr-print-view').forEach((el) => el.remove());
    localStorage.removeItem('tr-print-paper');
  });

  it('lay poker cards nine to a page, in the pack’s order by game and deck, with crop marks on the card lines', async () => {
    const view = await open();
    expect(view.getAttribute('aria-label')).to.equal('Cards of Deck');
    expect(texts(view, 'section.sheet').length).to.equal(2);
    const first = region(view, 'Card page 1')!;
    const second = region(view, 'Card page 2')!;
    expect(names(first)).to.deep.equal([
      'Boulder Trap',
      'Bow',
      'Antarctica',
      'Adorn',
      'Full Page',
      'Small Print',
      'Long Winded',
      'Dodge a Trap',
      'Bear',
    ]);
    expect(names(second)).to.deep.equal(['Natla Tech', 'Cave Entrance']);
    for (const card of faces(first)) {
      const b = card.getBoundingClientRect();
      expect(b.width / MM, card.dataset.cardName).to.be.closeTo(63, 0.1);
      expect(b.height / MM, card.dataset.cardName).to.be.closeTo(88, 0.1);
    }
    // A 3 × 3 grid without gaps: columns 63 mm apart, rows 88 mm apart.
    const grid = first.querySelector('.card-grid')!;
    const at = faces(first).map((c) => rel(c, grid));
    expect(at.map((p) => [Math.round(p.x / MM), Math.round(p.y / MM)])).to.deep.equal([
      [0, 0],
      [63, 0],
      [126, 0],
      [0, 88],
      [63, 88],
      [126, 88],
      [0, 176],
      [63, 176],
      [126, 176],
    ]);
    // The weapon's range template is drawn on its card; the CCG location shows its number.
    expect(first.querySelector('[data-card-name="Bow"] svg.range-template')!.getAttribute('aria-label')).to.match(
      /^Range: \d+ spaces/,
    );
    expect(second.querySelector('[data-card-name="Cave Entrance"] .card-name')!.textContent).to.equal(
      '001 Cave Entrance',
    );

    // Crop marks: on each of the 4 column lines above and below, on each row line left and right.
    const crops = (page: Element) =>
      [...page.querySelectorAll('.crop')].map((c) => rel(c, page.querySelector('.card-grid')!));
    expect(crops(first)).to.have.length(16);
    expect(crops(second), 'one row: 4 column lines, 2 row lines').to.have.length(12);
    const lines = new Set([0, 63, 126, 189]);
    for (const c of crops(first).filter((c) => c.height > c.width)) {
      expect(lines.has(Math.round((c.x + c.width / 2) / MM)), 'a vertical mark on a column line').to.equal(true);
      expect(c.y + c.height <= 0 || c.y >= 264 * MM, 'outside the grid').to.equal(true);
    }
    for (const c of crops(first).filter((c) => c.width > c.height)) {
      expect([0, 88, 176, 264]).to.include(Math.round((c.y + c.height / 2) / MM));
      expect(c.x + c.width <= 0 || c.x >= 189 * MM).to.equal(true);
    }
    expect(expectSheetsFit(view, 'a4', 5)).to.deep.equal([false, false]);
    await choosePaper(view, 'US Letter');
    expect(expectSheetsFit(view, 'letter', 5)).to.deep.equal([false, false]);
  });

  it("names an event card's type in words on both its sides", async () => {
    const spawn = itemOf(cocPack, 'event', 'natla-tech-spawn');
    const view = printCards({ ...pack, items: [spawn] }, [cocPack]);
    await view.updateComplete;
    expect(texts(region(view, 'Card page 1')!, '.card-kind')).to.deep.equal(['Event · enemy spawn']);
    await withBacks(view);
    expect(texts(region(view, 'Backs of card page 1')!, '.card-kind')).to.deep.equal(['Event · INVADED']);
  });

  it('shrinks a long text to fit the card and flags a text too long even shrunk', async () => {
    const view = await open();
    const card = (name: string) => view.querySelector<HTMLElement>(`.card[data-card-name="${name}"]`)!;
    const fits = (name: string) => {
      const text = card(name).querySelector<HTMLElement>('.card-text')!;
      return text.scrollHeight <= text.clientHeight;
    };
    const size = (name: string) => parseFloat(getComputedStyle(card(name).querySelector('.card-text')!).fontSize);
    expect(card('Full Page').classList.contains('small-text')).to.equal(false);
    expect(fits('Full Page'), `${TEXT_FITS} characters fit at the normal size`).to.equal(true);
    expect(card('Small Print').classList.contains('small-text')).to.equal(true);
    expect(size('Small Print')).to.be.lessThan(size('Full Page'));
    expect(fits('Small Print'), `${TEXT_FITS_SMALL} characters fit shrunk`).to.equal(true);
    expect(card('Small Print').querySelector('[role="note"]')).to.equal(null);
    expect(card('Long Winded').querySelector('[role="note"]')!.textContent).to.equal(
      'Text too long for the card: shorten it.',
    );
    expect(card('Long Winded').classList.contains('too-long')).to.equal(true);
    expect(view.querySelector('[role="alert"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'Too long for a card (shorten the text): Long Winded.',
    );
  });

  it('puts each page’s backs after it, each row mirrored so a back lands behind its face when turned on the long edge', async () => {
    const view = await open();
    await withBacks(view);
    expect([...view.querySelectorAll('section.sheet')].map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      'Card page 1',
      'Backs of card page 1',
      'Card page 2',
      'Backs of card page 2',
    ]);
    for (const n of [1, 2]) {
      const front = region(view, `Card page ${n}`)!;
      const back = region(view, `Backs of card page ${n}`)!;
      const fronts = faces(front).map((c) => rel(c, front.querySelector('.card-grid')!));
      const backs = faces(back).map((c) => rel(c, back.querySelector('.card-grid')!));
      expect(backs).to.have.length(fronts.length);
      fronts.forEach((f, i) => {
        expect(backs[i]!.x / MM, `back ${i + 1} of page ${n} mirrored`).to.be.closeTo(189 - 63 - f.x / MM, 0.1);
        expect(backs[i]!.y, `back ${i + 1} of page ${n} on its face's row`).to.be.closeTo(f.y, 0.5);
      });
    }
    // An event card's back is its INVADED side; the others the deck's back.
    const backs = faces(region(view, 'Backs of card page 1')!);
    expect(backs[0]!.textContent).to.contain('INVADED side');
    const back = (card: Element) => [
      card.querySelector('.back-game')!.textContent,
      card.querySelector('.back-game + div')!.textContent,
    ];
    expect(back(backs[1]!)).to.deep.equal(['The Crypt of Chronos', 'Weapon']);
    expect(back(faces(region(view, 'Backs of card page 2')!)[1]!)).to.deep.equal(['Tomb Raider CCG', 'Location']);
    expect(expectSheetsFit(view, 'a4', 5)).to.deep.equal([false, false, false, false]);
    await choosePaper(view, 'US Letter');
    expect(expectSheetsFit(view, 'letter', 5)).to.deep.equal([false, false, false, false]);
  });
});
