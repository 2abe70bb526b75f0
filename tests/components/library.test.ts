import { expect } from '@esm-bundle/chai';
import '../../src/ui/tr-app.ts';
import type { TrApp } from '../../src/ui/tr-app.ts';
import type { TrLibrary } from '../../src/ui/library-view.ts';
import { AppStore } from '../../src/store/app-store.ts';
import { mount, settled, testPack, bear } from './fixtures.ts';

async function library(store: AppStore): Promise<{ app: TrApp; lib: TrLibrary }> {
  history.replaceState(null, '', location.pathname);
  const app = document.createElement('tr-app');
  app.store = store;
  await mount(app);
  await settled(app);
  return { app, lib: app.shadowRoot!.querySelector('tr-library')! };
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the library', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('gets the store from the shell through context and lists the pack and its items by kind', async () => {
    const store = new AppStore();
    store.addPacks([testPack]);
    const { lib } = await library(store);
    const r = lib.shadowRoot!;
    expect(text(r.querySelector('aside button')))
      .to.contain('Test pack')
      .and.contain('3 items');
    const groups = [...r.querySelectorAll('.kind')].map((g) => [
      text(g.querySelector('h3')),
      [...g.querySelectorAll('.item')].map((b) => text(b)),
    ]);
    expect(groups).to.deep.equal([
      ['Chapters (1)', ['Lost Valley sample']],
      ['Enemies (2)', ['Natla Tech', 'Wildlife']],
    ]);
  });

  it('re-renders when packs arrive in the store after it is shown', async () => {
    const store = new AppStore();
    const { app, lib } = await library(store);
    expect(text(lib.shadowRoot!.querySelector('[role="status"]'))).to.equal('Loading packs…');
    store.addPacks([testPack]);
    await settled(app);
    expect(lib.shadowRoot!.querySelectorAll('.item').length).to.equal(3);
  });

  it('shows the selected item and its content', async () => {
    const store = new AppStore();
    store.addPacks([testPack]);
    const { app, lib } = await library(store);
    const wildlife = [...lib.shadowRoot!.querySelectorAll<HTMLButtonElement>('.item')].find(
      (b) => text(b) === 'Wildlife',
    )!;
    wildlife.click();
    await settled(app);
    expect(wildlife.getAttribute('aria-pressed')).to.equal('true');
    const detail = lib.shadowRoot!.querySelector('.detail')!;
    expect(text(detail.querySelector('h2'))).to.equal('Wildlife');
    expect(JSON.parse(detail.querySelector('pre')!.textContent!)).to.deep.equal(testPack.items[0]);
  });

  it("shows the pack's problems, marks the items that have some, and lists them with the item", async () => {
    const store = new AppStore();
    store.addPacks([testPack]);
    const { app, lib } = await library(store);
    expect(text(lib.shadowRoot!.querySelector('.checking'))).to.equal('Checking the pack…');
    store.setPackProblems('test-pack', [
      { severity: 'error', pointer: '/items/1/health', message: 'Health must be at least 1.', itemId: 'natla-tech' },
      { severity: 'warning', pointer: '/items/1', message: 'Has no picture.', itemId: 'natla-tech' },
      { severity: 'error', pointer: '/version', message: 'Bad version.' },
    ]);
    await settled(app);
    const r = lib.shadowRoot!;
    expect(text(r.querySelector('.pack-problems summary'))).to.equal('2 errors, 1 warning');
    const natla = [...r.querySelectorAll<HTMLButtonElement>('.item')].find((b) => text(b).startsWith('Natla Tech'))!;
    expect(text(natla)).to.equal('Natla Tech 2 problems');
    expect(r.querySelectorAll('.tag.problem').length).to.equal(1);
    natla.click();
    await settled(app);
    const listed = [...r.querySelectorAll('.item-problems li')].map(text);
    expect(listed).to.deep.equal(['/health Health must be at least 1.', '/ Has no picture.']);
  });

  it('says when a pack has no problems', async () => {
    const store = new AppStore();
    store.addPacks([testPack]);
    store.setPackProblems('test-pack', []);
    const { lib } = await library(store);
    expect(text(lib.shadowRoot!.querySelector('.ok'))).to.equal('No problems found.');
  });

  it('says plainly when the packs could not be loaded', async () => {
    const store = new AppStore();
    const { app, lib } = await library(store);
    await store.loadPacks(() => Promise.reject(new Error('disk on fire')));
    await settled(app);
    expect(text(lib.shadowRoot!.querySelector('[role="alert"]'))).to.contain('disk on fire');
  });
  it('searches and filters the items: by text, kind, location type, provenance and problems', async () => {
    const store = new AppStore();
    const pack = {
      ...testPack,
      items: [
        ...testPack.items,
        { kind: 'location', id: 'dune-gate', name: 'Dune Gate', locationType: 'desert' },
        { kind: 'chapter', id: 'ice-hall', name: 'Ice Hall', locationType: 'mountain', provenance: 'sample' as const },
      ],
    };
    store.addPacks([pack]);
    store.setPackProblems(pack.id, [{ severity: 'error', pointer: '/items/1/health', message: 'Too healthy.' }]);
    const { lib } = await library(store);
    const r = lib.shadowRoot!;
    const names = () =>
      [...r.querySelectorAll('.item')].map((b) => text(b).replace(/ (sample|rulebook|\d+ problems?).*$/, ''));
    const set = async (label: string, value: string) => {
      const el = r.querySelector(`[aria-label="${label}"]`) as HTMLInputElement | HTMLSelectElement;
      el.value = value;
      el.dispatchEvent(new Event(el instanceof HTMLInputElement ? 'input' : 'change'));
      await settled(lib);
    };
    expect(names()).to.have.length(5);
    await set('Search items', 'natla');
    expect(names()).to.deep.equal(['Natla Tech']);
    await set('Search items', 'ice-h');
    expect(names()).to.deep.equal(['Ice Hall']);
    await set('Search items', '');
    await set('Kind', 'enemy');
    expect(names()).to.deep.equal(['Natla Tech', 'Wildlife']);
    await set('Kind', '');
    await set('Location type', 'desert');
    expect(names()).to.deep.equal(['Dune Gate']);
    await set('Location type', '');
    await set('Provenance', 'none');
    expect(names()).to.deep.equal(['Dune Gate']);
    await set('Provenance', 'sample');
    expect(names()).to.deep.equal(['Ice Hall', 'Lost Valley']);
    await set('Provenance', '');
    const problemsOnly = r.querySelector('.filters input[type="checkbox"]') as HTMLInputElement;
    problemsOnly.click();
    await settled(lib);
    expect(names()).to.deep.equal(['Natla Tech']);
    await set('Search items', 'nothing like this');
    expect(text(r.querySelector('.none'))).to.equal('No item matches.');
  });

  it('shows the overview (counts by kind, dependencies), and deleting an item warns about the items that refer to it, with undo', async () => {
    const store = new AppStore();
    const base = { ...testPack, id: 'base', name: 'Base', items: [] };
    await store.start(async () => ({ packs: [base], problems: [] }));
    store.importPack({
      ...testPack,
      id: 'mine',
      name: 'Mine',
      dependencies: [
        { id: 'base', version: '1.2.3' },
        { id: 'elsewhere', version: '2.0.0' },
      ],
      items: [
        bear,
        { kind: 'chapter', id: 'den', name: 'Den', boss: 'bear' },
        { kind: 'relic', id: 'idol', name: 'Idol', text: 'Shiny.' },
      ],
    });
    await store.checked();
    const { app, lib } = await library(store);
    const r = lib.shadowRoot!;
    const overview = r.querySelector('.overview')!;
    expect(text(overview.querySelector('dd'))).to.equal('3 — Chapters 1, Bosses 1, Relics 1');
    expect(text(overview.querySelector('.dependencies'))).to.equal('Base 1.2.3, elsewhere 2.0.0 missing');

    [...r.querySelectorAll<HTMLButtonElement>('.item')].find((b) => text(b).startsWith('Bear'))!.click();
    await settled(app);
    [...r.querySelectorAll<HTMLButtonElement>('.detail button')].find((b) => text(b) === 'Delete')!.click();
    const dialog = async () => {
      for (let n = 0; n < 100; n++) {
        const found = document.querySelector('dialog.tr-dialog');
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no dialog');
    };
    let asked = await dialog();
    expect(text(asked.querySelector('.warning'))).to.contain('refer to it');
    expect([...asked.querySelectorAll('.report li')].map(text)).to.deep.equal(['den']);
    [...asked.querySelectorAll('button')].find((b) => text(b) === 'Cancel')!.click();
    await settled(app);
    expect(store.pack('mine')!.items.map((i) => i.id)).to.deep.equal(['bear', 'den', 'idol']);

    [...r.querySelectorAll<HTMLButtonElement>('.detail button')].find((b) => text(b) === 'Delete')!.click();
    asked = await dialog();
    [...asked.querySelectorAll('button')].find((b) => text(b) === 'Delete')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await settled(app);
    expect(store.pack('mine')!.items.map((i) => i.id)).to.deep.equal(['den', 'idol']);
    expect(text(r.querySelector('.toast'))).to.contain('Deleted Bear');
    [...r.querySelectorAll<HTMLButtonElement>('.toast button')].find((b) => text(b) === 'Undo')!.click();
    await settled(app);
    expect(store.pack('mine')!.items.map((i) => i.id)).to.deep.equal(['bear', 'den', 'idol']);
  });
});
