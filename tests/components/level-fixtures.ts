// A level editor on its own for component tests: an ItemDocument of an empty chapter, the base
// pack's tiles, and the level checks (without the schema part, which needs ajv) as its validator.
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { emptyChapter } from '../../src/model/coc-level-new.ts';
import { levelProblems } from '../../src/model/level-problems.ts';
import { runChecks } from '../../src/model/checks/index.ts';
import { ItemDocument } from '../../src/store/item-document.ts';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage, type ContentStorage } from '../../src/store/storage.ts';
import { workspaceFor } from '../../src/ui/level/level-workspace.ts';
import '../../src/ui/level/level-workbench.ts';
import type { TrLevelWorkbench } from '../../src/ui/level/level-workbench.ts';
import tiles1 from '../../content/base/coc/levels/tiles/tiles-01-08.json' with { type: 'json' };
import tiles2 from '../../content/base/coc/levels/tiles/tiles-09-16.json' with { type: 'json' };
import { mount, settled } from './fixtures.ts';

export const tilesPack: Pack = {
  kind: 'pack',
  id: 'base',
  name: 'Base',
  version: '1.0.0',
  description: 'Tiles for the tests.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: [...(tiles1 as ContentItem[]), ...(tiles2 as ContentItem[])],
};

const checksOnly = (pack: unknown, options: { dependencies: readonly Pack[] }) =>
  runChecks({
    pack: pack as Pack,
    items: (pack as Pack).items.map((item, index) => ({ item, index })),
    references: [],
    dependencies: options.dependencies,
  });

export async function levelEditor(
  item: ContentItem = emptyChapter('test-level'),
): Promise<{ bench: TrLevelWorkbench; doc: ItemDocument }> {
  const doc = new ItemDocument({ packId: 'mine', kind: item.kind, id: item.id }, item);
  const bench = document.createElement('tr-level-workbench');
  bench.style.cssText = 'display:flex;width:1300px;height:850px';
  bench.packs = [tilesPack];
  bench.validator = (draft) => Promise.resolve(levelProblems(draft, [], [tilesPack], checksOnly));
  bench.doc = doc;
  await mount(bench);
  await settled(bench);
  return { bench, doc };
}

/** The element matching `selector` inside a shadow root of the workbench's parts. */
export function part<T extends Element = HTMLElement>(bench: TrLevelWorkbench, host: string, selector: string): T {
  const root = host === '' ? bench.shadowRoot! : bench.shadowRoot!.querySelector(host)!.shadowRoot!;
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in ${host || 'the workbench'}`);
  return found;
}

export const board = (bench: TrLevelWorkbench) => part(bench, 'tr-level-board', '.board');

/** The viewport point at the centre of space (x, y) of the board. */
export function spacePoint(bench: TrLevelWorkbench, x: number, y: number): { clientX: number; clientY: number } {
  const rect = board(bench).getBoundingClientRect();
  const cell = rect.width / bench.state.grid.width;
  return { clientX: rect.left + (x + 0.5) * cell, clientY: rect.top + (y + 0.5) * cell };
}

/** A whole drag and drop with dispatched events carrying one real DataTransfer. */
export async function dispatchDrag(bench: TrLevelWorkbench, source: Element, x: number, y: number): Promise<void> {
  const dataTransfer = new DataTransfer();
  const at = spacePoint(bench, x, y);
  source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer }));
  const target = board(bench);
  target.dispatchEvent(
    new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer, ...at }),
  );
  await settled(bench);
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer, ...at }));
  source.dispatchEvent(new DragEvent('dragend', { bubbles: true, composed: true, dataTransfer }));
  await settled(bench);
}

export { settled };

/**
 * A level editor on a draft kept by a real AppStore (in memory, or in the given storage): for what
 * needs the store — the face painter's tile copies, new tiles, saving and its errors.
 */
export async function storeLevelEditor(
  storage: ContentStorage = new MemoryStorage(),
): Promise<{ bench: TrLevelWorkbench; doc: ItemDocument; store: AppStore }> {
  const store = new AppStore({
    storage,
    autosaveDelay: 5,
    check: async () => () => ({ problems: [], references: [] }),
  });
  store.addPacks([structuredClone(tilesPack)]);
  const mine = store.createPack({ name: 'My drafts' });
  const ref = store.createItem(mine.id, emptyChapter('test-level'));
  const doc = store.openDocument(ref, { activate: false });
  const bench = document.createElement('tr-level-workbench');
  bench.style.cssText = 'display:flex;width:1300px;height:850px';
  bench.packs = store.packs;
  bench.workspace = workspaceFor(store);
  bench.validator = (draft) => Promise.resolve(levelProblems(draft, [], [tilesPack], checksOnly));
  bench.doc = doc;
  // As the level editor's main view does: the workbench gets the packs again after every change.
  store.addEventListener('change', () => {
    bench.packs = store.packs;
    bench.saveStatus = store.saveStatus;
  });
  await mount(bench);
  await settled(bench);
  return { bench, doc, store };
}
