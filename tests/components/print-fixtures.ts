// Print view fixtures for component tests: the base pack's Crypt of Chronos levels, tiles and cards
// (island-fixtures.ts), a chapter, the CCG cards and Death by Design; the paper chosen as a user
// does; and the measure of a printed page: each sheet as big as its paper, nothing outside the
// part of it that prints.
import { expect } from '@esm-bundle/chai';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { islandPack } from './island-fixtures.ts';
import { ccgPack } from './ccg-playtest-fixtures.ts';
import landfall from '../../content/base/coc/levels/chapters/chapter-01-landfall.json' with { type: 'json' };
import deathByDesign from '../../content/base/ccg/levels/death-by-design.json' with { type: 'json' };
import type { TrPrintView } from '../../src/ui/print/print-view.ts';

export const cocPack: Pack = {
  ...islandPack,
  id: 'coc',
  name: 'Crypt of Chronos',
  items: [...islandPack.items, landfall as ContentItem],
};
export const ccgLevelsPack: Pack = { ...ccgPack, items: [...ccgPack.items, deathByDesign as ContentItem] };

export const itemOf = (pack: Pack, kind: string, id: string): ContentItem => {
  const item = pack.items.find((i) => i.kind === kind && i.id === id);
  if (!item) throw new Error(`No ${kind} ${id}`);
  return item;
};

/** Pixels of a millimetre on screen (96 px to the inch). */
export const MM = 96 / 25.4;
export const PAGES = { a4: { width: 210 * MM, height: 297 * MM }, letter: { width: 8.5 * 96, height: 11 * 96 } };

/** Chooses the paper in the print bar, as a user does, and waits for the sheets to be laid out again. */
export async function choosePaper(view: TrPrintView, label: 'A4' | 'US Letter'): Promise<void> {
  const select = view.querySelector<HTMLSelectElement>('.print-bar select')!;
  select.value = [...select.options].find((o) => o.textContent === label)!.value;
  select.dispatchEvent(new Event('change'));
  await view.updateComplete;
}

export const region = (root: ParentNode, label: string) =>
  root.querySelector<HTMLElement>(`section[aria-label="${label}"]`);
export const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.textContent!.replace(/\s+/g, ' ').trim());

/**
 * Each sheet is one page of `paper`, or runs over onto more (it is then taller): nothing in it
 * (table, list, diagram, card, crop mark; not the inside of drawings) lies outside the sheet less
 * `inset` millimetres on each side, the part of the page that prints; and a sheet that runs over
 * breaks only between blocks (table rows, list items, blocks kept whole) that each fit on a page.
 * Returns, for each sheet, whether it runs over.
 */
export function expectSheetsFit(view: TrPrintView, paper: 'a4' | 'letter', inset: number): boolean[] {
  const page = PAGES[paper];
  const sheets = [...view.querySelectorAll<HTMLElement>('section.sheet')];
  expect(sheets.length).to.be.greaterThan(0);
  return sheets.map((sheet) => {
    const name = sheet.getAttribute('aria-label') ?? 'a sheet';
    const box = sheet.getBoundingClientRect();
    expect(box.width, `${name}: width on ${paper}`).to.be.closeTo(page.width, 1);
    expect(box.height, `${name}: at least a page tall on ${paper}`).to.be.at.least(page.height - 1);
    expect(sheet.scrollWidth, `${name}: nothing sticks out sideways`).to.be.at.most(sheet.clientWidth);
    const edge = inset * MM - 0.5;
    for (const el of sheet.querySelectorAll<Element>('*:not(svg *)')) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 && b.height === 0) continue;
      const what = `${name}: ${el.localName}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').slice(0, 40)}" on ${paper}`;
      expect(b.left - box.left, what).to.be.at.least(edge);
      expect(box.right - b.right, what).to.be.at.least(edge);
      expect(b.top - box.top, what).to.be.at.least(edge);
      expect(box.bottom - b.bottom, what).to.be.at.least(edge);
    }
    const runsOver = box.height > page.height + 1;
    if (runsOver)
      for (const block of sheet.querySelectorAll('.avoid, tr, li, .diagram, h1, h2, h3, p'))
        expect(
          block.getBoundingClientRect().height,
          `${name}: a block kept whole is shorter than a page`,
        ).to.be.at.most(page.height - 2 * inset * MM);
    return runsOver;
  });
}
