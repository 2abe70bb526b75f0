import { expect } from '@esm-bundle/chai';
import '../../src/ui/tr-app.ts';
import type { TrApp } from '../../src/ui/tr-app.ts';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import { formatItem } from '../../src/store/item-document.ts';
import { mount, settled, testPack } from './fixtures.ts';
import { html, LitElement } from 'lit';
import { ContextProvider } from '@lit/context';
import { storeContext, StoreController } from '../../src/ui/store-context.ts';

// Issue 19, item 5: components showing only session state (the shell: the area) are not
// re-rendered by document edits, and those showing only document state (the tabs' notices, the
// dice lab) not by session changes; a hidden one is still brought up to date when it is shown.

type Counted = HTMLElement & { render(): unknown; updateComplete: Promise<unknown> };

function countRenders(element: Counted): { count: number } {
  const counter = { count: 0 };
  const render = element.render.bind(element);
  element.render = () => {
    counter.count++;
    return render();
  };
  return counter;
}

async function shell() {
  history.replaceState(null, '', location.pathname + location.search);
  const store = new AppStore({
    storage: new MemoryStorage(),
    autosaveDelay: 60_000,
    check: async () => async () => ({ problems: [], references: [] }),
  });
  store.addPacks([testPack]);
  store.duplicatePack('test-pack');
  await store.flush();
  const app = document.createElement('tr-app');
  app.store = store;
  await mount(app);
  await settled(app);
  return { app, store };
}

const inShell = <T extends Element>(app: TrApp, selector: string) =>
  app.shadowRoot!.querySelector(selector) as unknown as T;
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));

describe('separate change signals for document and session state', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('document edits do not re-render the shell; area changes do not re-render the notices', async () => {
    const { app, store } = await shell();
    const doc = store.openDocument({ packId: 'test-pack-copy', kind: 'enemy', id: 'wildlife' });
    await settled(app);
    const shellRenders = countRenders(app as unknown as Counted);
    for (let i = 1; i <= 8; i++) {
      doc.setText(formatItem({ ...doc.value, name: `Wildlife ${i}` }));
      await app.updateComplete;
    }
    // At most once, for the save status going from saved to saving.
    expect(shellRenders.count).to.be.at.most(1);

    const notices = inShell<Counted>(app, 'tr-sync-notices');
    const noticeRenders = countRenders(notices);
    for (const area of ['json', 'dice', 'library', 'json'] as const) {
      store.setArea(area);
      await settled(app);
    }
    expect(noticeRenders.count).to.equal(0);
    expect(shellRenders.count).to.be.at.least(4);
  });

  it('a hidden component that missed a document change is brought up to date when it is shown', async () => {
    const store = new AppStore({ check: async () => async () => ({ problems: [], references: [] }) });
    store.addPacks([testPack]);
    store.duplicatePack('test-pack');
    const area = document.createElement('div');
    area.hidden = true;
    new ContextProvider(area, { context: storeContext, initialValue: store });
    const element = document.createElement('test-documents-only') as DocumentsOnly;
    area.append(element);
    await mount(area);
    await element.updateComplete;
    const before = element.renders;
    store.renamePack('test-pack-copy', 'Renamed while hidden');
    await frame();
    expect(element.renders).to.equal(before, 'not drawn while hidden');
    area.hidden = false;
    // Shown by a session change (the area), which this element does not listen to for itself.
    store.setArea('dice');
    await frame();
    expect(element.renders).to.equal(before + 1, 'drawn once it is shown');
    expect(element.shadowRoot!.textContent).to.contain('Renamed while hidden');
    area.remove();
  });
});

class DocumentsOnly extends LitElement {
  private readonly app = new StoreController(this, ['documents']);
  renders = 0;
  override render() {
    this.renders++;
    return html`${this.app.store?.packs.map((p) => p.name).join(', ')}`;
  }
}
customElements.define('test-documents-only', DocumentsOnly);
