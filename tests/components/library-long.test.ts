import { expect } from '@esm-bundle/chai';
import '../../src/ui/tr-app.ts';
import type { TrApp } from '../../src/ui/tr-app.ts';
import type { TrLibrary } from '../../src/ui/library-view.ts';
import { AppStore } from '../../src/store/app-store.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import type { Problem } from '../../src/model/problem.ts';
import { mount, settled, testPack } from './fixtures.ts';

// Issue 27: after importing a pack of 33,334 bad relics the library drew every item and every one of
// its 100,002 problems, which held the page for a minute and more. Long lists are drawn a page at a time.

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function library(store: AppStore): Promise<{ app: TrApp; lib: TrLibrary }> {
  history.replaceState(null, '', location.pathname);
  const app = document.createElement('tr-app');
  app.store = store;
  await mount(app);
  await settled(app);
  return { app, lib: app.shadowRoot!.querySelector('tr-library')! };
}

describe('the library with a long pack', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('draws a page of items and problems at a time, keeps the selected item in view, and counts them all', async () => {
    const relics = 3_000;
    const long: Pack = {
      ...testPack,
      id: 'long',
      name: 'Long',
      items: [
        // Imported items may lack their required fields (issue 27: they are kept with their problems).
        ...Array.from({ length: relics }, (_, i) => ({ kind: 'relic', id: `r${i}` }) as unknown as ContentItem),
        { kind: 'enemy', id: 'wolf', name: 'Wolf' },
      ],
    };
    const store = new AppStore();
    store.addPacks([testPack, long]);
    store.selectPack('long');
    const problems: Problem[] = Array.from({ length: 3 * relics }, (_, i) => ({
      severity: 'error',
      pointer: `/items/${Math.floor(i / 3)}/f${i % 3}`,
      message: 'Missing a field.',
      itemId: `r${Math.floor(i / 3)}`,
    }));
    store.setPackProblems('long', problems);
    store.selectItem({ packId: 'long', kind: 'relic', itemId: 'r2999' });
    const { app, lib } = await library(store);
    const r = lib.shadowRoot!;
    const relicList = () => r.querySelector('section.kind[data-kind="relic"]')!;
    // Every item and problem is counted; a page of each is drawn (the fault drew 3,000 items and 9,000 problems).
    expect(text(relicList().querySelector('h3'))).to.equal('Relics (3000)');
    expect(text(r.querySelector('.pack-problems summary'))).to.equal('9000 errors, 0 warnings');
    expect(r.querySelectorAll('.pack-problems li').length).to.equal(250);
    expect(text(r.querySelector('.pack-problems .more'))).to.equal('8,750 more not shown. Show 250 more');
    // The first 250 relics and the selected one, far past them.
    const relicButtons = () => [...relicList().querySelectorAll('.item')];
    expect(relicButtons().length).to.equal(251);
    expect(text(relicButtons()[0])).to.equal('(no name: r0) 3 problems');
    expect(text(relicButtons()[250])).to.equal('(no name: r2999) 3 problems');
    expect(relicButtons()[250]!.getAttribute('aria-pressed')).to.equal('true');
    expect(text(r.querySelector('section.kind[data-kind="enemy"] .item'))).to.equal('Wolf');
    // The whole shadow tree stays small: about one page per list, not one node per item.
    expect(r.querySelectorAll('*').length).to.be.below(3_000);
    // "Show 250 more" draws the next page of that list only.
    const showMore = [...relicList().querySelectorAll('button')].find((b) => text(b) === 'Show 250 more')!;
    expect(text(relicList().querySelector('.more'))).to.equal('2,750 more not shown. Show 250 more');
    showMore.click();
    await settled(app);
    expect(relicButtons().length).to.equal(501);
    // The list is in the library's order (by name, then id: r0, r1, r10, r100, …).
    const byId = Array.from({ length: relics }, (_, i) => `r${i}`).sort((a, b) => a.localeCompare(b));
    expect(text(relicButtons()[499])).to.equal(`(no name: ${byId[499]}) 3 problems`);
    expect(text(relicButtons()[500])).to.equal('(no name: r2999) 3 problems');
    expect(r.querySelectorAll('.pack-problems li').length).to.equal(250);
    // Another pack and back: the list is drawn as far as before.
    store.selectPack('test-pack');
    await settled(app);
    store.selectPack('long');
    await settled(app);
    expect(relicButtons().length).to.equal(501);
  });
});
