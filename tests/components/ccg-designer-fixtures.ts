// The CCG level designer's test bench, shared by its component tests: the base pack's cards and the
// rulebook's levels, a workbench of 1400 × 900 on a level, and finders for its parts.
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { emptyCcgLevel } from '../../src/model/ccg-level-new.ts';
import { levelProblems } from '../../src/model/level-problems.ts';
import { runChecks } from '../../src/model/checks/index.ts';
import { ItemDocument } from '../../src/store/item-document.ts';
import '../../src/ui/ccg/ccg-workbench.ts';
import type { TrCcgWorkbench } from '../../src/ui/ccg/ccg-workbench.ts';
import cards1 from '../../content/base/ccg/cards/001-025-into-the-caves.json' with { type: 'json' };
import cards2 from '../../content/base/ccg/cards/026-050-trapped-in-the-tombs.json' with { type: 'json' };
import cards3 from '../../content/base/ccg/cards/051-100-common.json' with { type: 'json' };
import cards4 from '../../content/base/ccg/cards/101-150-uncommon.json' with { type: 'json' };
import cards5 from '../../content/base/ccg/cards/151-200-rare.json' with { type: 'json' };
import cards6 from '../../content/base/ccg/cards/201-211-secret-moves-and-bonus.json' with { type: 'json' };
import atlantis from '../../content/base/ccg/levels/atlantis.json' with { type: 'json' };
import deathByDesign from '../../content/base/ccg/levels/death-by-design.json' with { type: 'json' };
import exploreTheDepths from '../../content/base/ccg/levels/explore-the-depths.json' with { type: 'json' };
import freestyle from '../../content/base/ccg/levels/freestyle.json' with { type: 'json' };
import intoTheCaves from '../../content/base/ccg/levels/into-the-caves.json' with { type: 'json' };
import introductory from '../../content/base/ccg/levels/introductory.json' with { type: 'json' };
import parallelPeril from '../../content/base/ccg/levels/parallel-peril.json' with { type: 'json' };
import parallelPickUp from '../../content/base/ccg/levels/parallel-pick-up.json' with { type: 'json' };
import pickUpSeries from '../../content/base/ccg/levels/pick-up-series.json' with { type: 'json' };
import trappedInTheTombs from '../../content/base/ccg/levels/trapped-in-the-tombs.json' with { type: 'json' };
import { mount, settled } from './fixtures.ts';

export const cardsPack: Pack = {
  kind: 'pack',
  id: 'base',
  name: 'Base',
  version: '1.0.0',
  description: 'CCG cards for the tests.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: [cards1, cards2, cards3, cards4, cards5, cards6].flat() as ContentItem[],
};
export const rulebookLevels = [
  atlantis,
  deathByDesign,
  exploreTheDepths,
  freestyle,
  intoTheCaves,
  introductory,
  parallelPeril,
  parallelPickUp,
  pickUpSeries,
  trappedInTheTombs,
].flat() as ContentItem[];
export const checksOnly = (pack: unknown, options: { dependencies: readonly Pack[] }) =>
  runChecks({
    pack: pack as Pack,
    items: (pack as Pack).items.map((item, index) => ({ item, index })),
    references: [],
    dependencies: options.dependencies,
  });

export async function designer(
  item: ContentItem = emptyCcgLevel('test-level'),
): Promise<{ bench: TrCcgWorkbench; doc: ItemDocument }> {
  const doc = new ItemDocument({ packId: 'mine', kind: item.kind, id: item.id }, item);
  const bench = document.createElement('tr-ccg-workbench');
  bench.style.cssText = 'display:flex;width:1400px;height:900px';
  bench.packs = [cardsPack];
  bench.validator = (draft) => Promise.resolve(levelProblems(draft, [], [cardsPack], checksOnly));
  bench.doc = doc;
  await mount(bench);
  await settled(bench);
  return { bench, doc };
}

export const root = (bench: TrCcgWorkbench, host: string) =>
  host ? bench.shadowRoot!.querySelector(host)!.shadowRoot! : bench.shadowRoot!;
export function part<T extends Element = HTMLElement>(bench: TrCcgWorkbench, host: string, selector: string): T {
  const found = root(bench, host).querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in ${host || 'the workbench'}`);
  return found;
}
export const cell = (bench: TrCcgWorkbench, column: number, depth: number) =>
  part(bench, 'tr-ccg-map', `[data-column="${column}"][data-depth="${depth}"]`);
export const browserCard = (bench: TrCcgWorkbench, id: string) =>
  part(bench, 'tr-ccg-card-browser', `li[data-card="${id}"]`);
export const button = (bench: TrCcgWorkbench, host: string, text: RegExp) => {
  const found = [...root(bench, host).querySelectorAll('button')].find(
    (b) => text.test(b.textContent!.trim()) || text.test(b.getAttribute('aria-label') ?? ''),
  );
  if (!found) throw new Error(`No button ${text} in ${host}`);
  return found;
};
export const fixed = (bench: TrCcgWorkbench) =>
  (bench.state.value.fixedCells ?? []) as {
    cell: { column: number; depth: number };
    card: string;
    face: string;
    rotation?: number;
  }[];
export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A whole drag and drop with dispatched events carrying one real DataTransfer. */
export async function dispatchDrag(bench: TrCcgWorkbench, source: Element, target: Element): Promise<void> {
  const dataTransfer = new DataTransfer();
  source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer }));
  source.dispatchEvent(new DragEvent('dragend', { bubbles: true, composed: true, dataTransfer }));
  await settled(bench);
}

export async function problems(bench: TrCcgWorkbench): Promise<string[]> {
  await wait(400);
  await settled(bench);
  return [...root(bench, 'tr-ccg-problems').querySelectorAll('li button')].map((b) => b.textContent!.trim());
}
