import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/ui/tr-app.ts';
import type { TrApp } from '../../src/ui/tr-app.ts';
import { AppStore } from '../../src/store/app-store.ts';
import { mount, settled, testPack } from './fixtures.ts';

async function shell(): Promise<{ app: TrApp; store: AppStore }> {
  history.replaceState(null, '', location.pathname + location.search);
  const store = new AppStore();
  store.addPacks([testPack]);
  const app = document.createElement('tr-app');
  app.store = store;
  await mount(app);
  await settled(app);
  return { app, store };
}

const root = (app: TrApp) => app.shadowRoot!;
const tab = (app: TrApp, name: string) =>
  [...root(app).querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent!.trim() === name)!;
const selectedTab = (app: TrApp) => root(app).querySelector('[role="tab"][aria-selected="true"]')!.textContent!.trim();
const visiblePanels = (app: TrApp) =>
  [...root(app).querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);

describe('the app shell', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('shows the areas as tabs and the Library first', async () => {
    const { app } = await shell();
    const tabs = [...root(app).querySelectorAll('[role="tab"]')].map((t) => t.textContent!.trim());
    expect(tabs).to.deep.equal(['Library', 'Level editor', 'CCG designer', 'JSON editor', 'Playtest']);
    expect(selectedTab(app)).to.equal('Library');
    expect(visiblePanels(app)).to.deep.equal(['panel-library']);
  });

  it('switches areas with a click, showing one panel at a time and keeping the area in the URL', async () => {
    const { app, store } = await shell();
    tab(app, 'Level editor').click();
    await settled(app);
    expect(store.area).to.equal('level');
    expect(selectedTab(app)).to.equal('Level editor');
    expect(visiblePanels(app)).to.deep.equal(['panel-level']);
    expect(location.hash).to.equal('#level');
    const editor = root(app).querySelector('tr-level-editor')!;
    // The level editor's code is fetched when its area opens.
    for (let i = 0; i < 100 && !editor.shadowRoot!.querySelector('tr-level-main'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(editor.shadowRoot!.querySelector('tr-level-main'), 'the level editor is loaded').to.exist;

    tab(app, 'Playtest').click();
    await settled(app);
    expect(visiblePanels(app)).to.deep.equal(['panel-playtest']);
  });

  it('switches areas with the keyboard: arrows move (and wrap), Home and End jump', async () => {
    const { app, store } = await shell();
    tab(app, 'Library').focus();
    await sendKeys({ press: 'ArrowRight' });
    await settled(app);
    expect(store.area).to.equal('level');
    expect(root(app).activeElement?.textContent?.trim()).to.equal('Level editor', 'focus follows the tab');
    await sendKeys({ press: 'End' });
    await settled(app);
    expect(visiblePanels(app)).to.deep.equal(['panel-playtest']);
    await sendKeys({ press: 'ArrowRight' });
    await settled(app);
    expect(store.area).to.equal('library', 'ArrowRight wraps around');
    await sendKeys({ press: 'ArrowLeft' });
    await settled(app);
    expect(store.area).to.equal('playtest', 'ArrowLeft wraps around');
    await sendKeys({ press: 'Home' });
    await settled(app);
    expect(selectedTab(app)).to.equal('Library');
    expect(visiblePanels(app)).to.deep.equal(['panel-library']);
  });

  it('only the selected tab is in the tab order', async () => {
    const { app } = await shell();
    const order = [...root(app).querySelectorAll<HTMLElement>('[role="tab"]')].map((t) => t.tabIndex);
    expect(order).to.deep.equal([0, -1, -1, -1, -1]);
  });

  it('opens the area named in the URL hash', async () => {
    history.replaceState(null, '', '#playtest');
    const store = new AppStore();
    const app = document.createElement('tr-app');
    app.store = store;
    await mount(app);
    expect(store.area).to.equal('playtest');
    expect(visiblePanels(app)).to.deep.equal(['panel-playtest']);
  });
});
