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
const afterFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
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
    expect(tabs).to.deep.equal([
      'Library',
      'Level editor',
      'CCG designer',
      'Other games',
      'JSON editor',
      'Dice lab',
      'Playtest',
    ]);
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
    // The URL is written once the frame that shows the area is out.
    expect(location.hash).to.equal('');
    await afterFrame();
    expect(location.hash).to.equal('#level');
    const editor = root(app).querySelector('tr-level-editor')!;
    // The level editor's code is fetched when its area opens.
    for (let i = 0; i < 400 && !editor.shadowRoot!.querySelector('tr-level-main'); i++)
      await new Promise((r) => setTimeout(r, 20));
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

  it('keeps a hidden area laid out, but not shown, focusable or hit', async () => {
    const { app } = await shell();
    const button = root(app).querySelector('tr-library')!.shadowRoot!.querySelector('button')!;
    const size = button.getBoundingClientRect();
    tab(app, 'Playtest').click();
    await settled(app);
    // Still laid out (display: none would make it 0 × 0 and build it again when shown)...
    expect(button.getBoundingClientRect().width).to.equal(size.width);
    expect(button.getBoundingClientRect().height).to.equal(size.height);
    // ...but out of sight, out of the tab order and out of reach of the pointer.
    expect(button.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })).to.equal(false);
    button.focus();
    expect(button.matches(':focus')).to.equal(false);
    const middle = { x: size.left + size.width / 2, y: size.top + size.height / 2 };
    const hit = root(app).elementFromPoint(middle.x, middle.y);
    expect(hit === null || !root(app).querySelector('#panel-library')!.contains(hit)).to.equal(true);
    tab(app, 'Library').click();
    await settled(app);
    expect(button.checkVisibility({ visibilityProperty: true })).to.equal(true);
    button.focus();
    expect(button.matches(':focus')).to.equal(true);
    // The shown panel is hit, not the hidden ones stacked after it in the same cell.
    const shownHit = root(app).elementFromPoint(middle.x, middle.y);
    expect(shownHit !== null && root(app).querySelector('#panel-library')!.contains(shownHit)).to.equal(true);
  });

  it('keeps naming, in the URL, the area a game was launched from (a reload cannot bring the game back)', async () => {
    const { app, store } = await shell();
    tab(app, 'Level editor').click();
    await settled(app);
    await afterFrame();
    expect(location.hash).to.equal('#level');
    // A launch (playtest-launch.ts) shows the Playtest area and leaves the URL alone.
    store.setArea('playtest', true);
    await settled(app);
    await afterFrame();
    expect(visiblePanels(app)).to.deep.equal(['panel-playtest']);
    expect(store.urlArea).to.equal('level');
    expect(location.hash).to.equal('#level');
    expect(root(app).querySelector('#panel-level')!.getAttribute('aria-hidden')).to.equal('true');
    // Back, then the Playtest tab chosen: the URL follows.
    store.setArea('level');
    await settled(app);
    tab(app, 'Playtest').click();
    await settled(app);
    await afterFrame();
    expect(location.hash).to.equal('#playtest');
    expect(root(app).querySelector('#panel-playtest')!.getAttribute('aria-hidden')).to.equal('false');
  });

  it('takes the focus out of an area as it is hidden, before the next frame (keys go to the area shown)', async () => {
    const { app, store } = await shell();
    const button = root(app).querySelector('tr-library')!.shadowRoot!.querySelector('button')!;
    button.focus();
    expect(button.matches(':focus')).to.equal(true);
    store.setArea('playtest', true);
    await settled(app);
    expect(button.matches(':focus')).to.equal(false);
    expect(document.activeElement === document.body || document.activeElement === null).to.equal(true);
  });

  it('only the selected tab is in the tab order', async () => {
    const { app } = await shell();
    const order = [...root(app).querySelectorAll<HTMLElement>('[role="tab"]')].map((t) => t.tabIndex);
    expect(order).to.deep.equal([0, -1, -1, -1, -1, -1, -1]);
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

  it('does not redraw a hidden area on every change, and brings it up to date when it is shown', async () => {
    const { app, store } = await shell();
    const library = root(app).querySelector('tr-library')!;
    let renders = 0;
    const render = library.render.bind(library);
    library.render = () => (renders++, render());
    tab(app, 'Level editor').click();
    await settled(app);
    renders = 0;
    store.createPack({ name: 'Made while hidden' });
    store.createPack({ name: 'Also hidden' });
    await new Promise((r) => setTimeout(r, 20));
    await settled(app);
    expect(renders).to.equal(0, 'the hidden library was not redrawn');
    tab(app, 'Library').click();
    await settled(app);
    await new Promise((r) => setTimeout(r, 0));
    await settled(app);
    expect(renders).to.be.greaterThan(0);
    expect(library.shadowRoot!.textContent).to.contain('Made while hidden');
    expect(library.shadowRoot!.textContent).to.contain('Also hidden');
  });
});
