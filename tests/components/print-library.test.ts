// The library's Print reaches the Underworld and RPG sheets: "Print pack" holds every region,
// game, character, challenge and encounter sheet and the Underworld cards; a selected region or
// character has its own Print button; and the library's list of kinds with a sheet is the print
// registry's (the list lives in the first load, the registry is fetched on demand). The region
// designer prints the item open and opens the journey's difficulty report with its players; the
// RPG designer prints the item open.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/tr-app.ts';
import type { TrApp } from '../../src/ui/tr-app.ts';
import { AppStore } from '../../src/store/app-store.ts';
import type { Pack } from '../../src/model/content.ts';
import { SHEET_KINDS } from '../../src/ui/library-items.ts';
import { sheetKinds } from '../../src/ui/print/sheets.ts';
import '../../src/ui/print/print-open.ts';
import { ContextProvider } from '@lit/context';
import { storeContext } from '../../src/ui/store-context.ts';
import '../../src/ui/uw/uw-designer.ts';
import '../../src/ui/rpg/rpg-designer.ts';
import { mount, settled } from './fixtures.ts';
import { uwPack } from './uw-fixtures.ts';
import { rpgPack } from './rpg-fixtures.ts';

const pack: Pack = { ...uwPack, id: 'games', name: 'Two games', items: [...uwPack.items, ...rpgPack.items] };
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function printView(): Promise<HTMLElement & { updateComplete: Promise<unknown> }> {
  for (let i = 0; i < 100 && !document.querySelector('tr-print-view'); i++) await new Promise((r) => setTimeout(r, 20));
  const view = document.querySelector('tr-print-view')!;
  await view.updateComplete;
  return view;
}

async function library() {
  history.replaceState(null, '', location.pathname);
  const store = new AppStore();
  store.addPacks([pack]);
  const app = document.createElement('tr-app') as TrApp;
  app.store = store;
  await mount(app);
  await settled(app);
  return { app, lib: app.shadowRoot!.querySelector('tr-library')!.shadowRoot! };
}

const button = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => text(b) === name);

describe("the library's Print for the Underworld and the RPG", () => {
  afterEach(() => {
    document.querySelectorAll('tr-app, tr-print-view').forEach((el) => el.remove());
  });

  it('lists the same kinds with a sheet as the print registry', () => {
    expect(Object.keys(SHEET_KINDS).sort()).to.deep.equal(sheetKinds().sort());
  });

  it('"Print pack" holds every sheet of both games and the Underworld cards', async () => {
    const { lib } = await library();
    button(lib, 'Print pack')!.click();
    const view = await printView();
    const contents = [...view.querySelectorAll('ol.contents li')].map(text);
    const count = (kind: string) => pack.items.filter((i) => i.kind === kind).length;
    expect(contents.filter((c) => c.startsWith('Region sheet: ')).length).to.equal(count('uwRegion'));
    expect(contents.filter((c) => c.startsWith('Character sheet: ')).length).to.equal(count('rpgCharacter'));
    expect(contents).to.include('Setup sheet: Tomb Raider Underworld');
    expect(contents).to.include('Setup sheet: Temple hall ambush');
    expect(contents).to.include('Setup sheet: Read the frieze');
    expect(view.querySelectorAll('section.sheet[data-item]').length).to.equal(
      count('uwRegion') + count('uwGame') + count('rpgCharacter') + count('rpgChallenge') + count('rpgEncounter'),
    );
    expect(view.querySelectorAll('.card.face').length).to.equal(count('uwCard'));
  });

  it('prints a selected region and a selected character from their own buttons', async () => {
    const { app, lib } = await library();
    const open = async (name: string, print: string) => {
      [...lib.querySelectorAll<HTMLButtonElement>('.item')].find((b) => text(b).startsWith(name))!.click();
      await settled(app);
      button(lib.querySelector('.detail')!, print)!.click();
      return printView();
    };
    const region = await open('The City Swallowed by Niflheim', 'Print region sheet');
    expect(region.getAttribute('aria-label')).to.equal('Region sheet: The City Swallowed by Niflheim');
    expect(region.querySelectorAll('.uw-track').length).to.equal(3);
    region.remove();
    const lara = await open('Lara Croft', 'Print character sheet');
    expect(lara.getAttribute('aria-label')).to.equal('Character sheet: Lara Croft');
  });

  it('the region designer prints the region open and analyses its journey with the players chosen; the RPG designer prints a character', async () => {
    const store = new AppStore();
    store.addPacks([pack]);
    const host = document.createElement('div');
    (host as HTMLElement & { provider?: unknown }).provider = new ContextProvider(host, {
      context: storeContext,
      initialValue: store,
    });
    const uw = document.createElement('tr-uw-designer');
    uw.ref = { packId: pack.id, kind: 'uwRegion', id: 'helheim' };
    host.append(uw);
    document.body.append(host);
    await settled(uw);
    const root = uw.shadowRoot!;
    button(root, 'Print region sheet')!.click();
    const sheet = await printView();
    expect(sheet.getAttribute('aria-label')).to.equal('Region sheet: Helheim');
    sheet.remove();
    const players = root.querySelector<HTMLSelectElement>('select[aria-label="Players"]')!;
    players.value = '3';
    players.dispatchEvent(new Event('change'));
    await settled(uw);
    button(root, 'Analyse')!.click();
    let dialog: HTMLDialogElement | null = null;
    for (let i = 0; i < 750 && !dialog; i++) {
      await new Promise((r) => setTimeout(r, 20));
      dialog = document.querySelector('dialog[aria-label="Analyse Tomb Raider Underworld"]');
    }
    expect(
      dialog,
      `the difficulty report of the journey (dialogs: ${[...document.querySelectorAll('dialog')].map((d) => d.getAttribute('aria-label')).join(', ')})`,
    ).to.exist;
    const panel = dialog!.querySelector('tr-analysis-panel') as HTMLElement & {
      updateComplete: Promise<unknown>;
      seats: number;
    };
    await panel.updateComplete;
    expect(panel.seats).to.equal(3);
    const seats = [...panel.shadowRoot!.querySelectorAll('label')]
      .find((l) => l.textContent!.includes('Seats'))!
      .querySelector('select')!;
    expect(seats.value).to.equal('3');
    dialog!.close();
    dialog!.remove();
    uw.remove();
    const rpg = document.createElement('tr-rpg-designer');
    rpg.ref = { packId: pack.id, kind: 'rpgCharacter', id: 'lara' };
    host.append(rpg);
    await settled(rpg);
    for (let i = 0; i < 100 && !button(rpg.shadowRoot!, 'Print character sheet'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      await settled(rpg);
    }
    button(rpg.shadowRoot!, 'Print character sheet')!.click();
    expect((await printView()).getAttribute('aria-label')).to.equal('Character sheet: Lara Croft');
    host.remove();
  });
});
