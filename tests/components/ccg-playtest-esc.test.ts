import { expect } from '@esm-bundle/chai';
import '../../src/ui/tr-app.ts';
import type { TrApp } from '../../src/ui/tr-app.ts';
import { AppStore } from '../../src/store/app-store.ts';
import { mount, settled } from './fixtures.ts';
import { ccgPack } from './ccg-playtest-fixtures.ts';
import { playCcgLevel } from '../../src/ui/ccg/ccg-playtest-code.ts';

// Esc pressed at once after a CCG launch that waited for the playtest's code (Ctrl+Enter or Playtest in the designer
// before that code was in): the launch comes with the code, and the Esc in the next task must find the game's keys
// there. The Playtest area used to make its CCG games only after a further import once told the code was in, so
// that an Esc in between reached nobody and the game stayed on screen (the e2e keys spec's flake).

const nextTask = () => new Promise((r) => setTimeout(r));
const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
  );

describe('a CCG playtest launched as its code comes in', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('Esc in the next task goes back to where the game was started, the game no longer on screen', async () => {
    history.replaceState(null, '', location.pathname + location.search);
    const store = new AppStore();
    store.addPacks([ccgPack]);
    const app = document.createElement('tr-app') as TrApp;
    app.store = store;
    await mount(app);
    await settled(app);
    store.setArea('ccg');
    await settled(app);
    const level = ccgPack.items.find((i) => i.kind === 'ccgLevel')!;
    // The first launch: the playtest's code is fetched, and the game launched as soon as it is in.
    await playCcgLevel(store, { packId: ccgPack.id, kind: 'ccgLevel', id: level.id }, level, 'ccg');
    expect(store.area).to.equal('playtest');
    await nextTask();
    press('Escape');
    await settled(app);
    expect(store.area).to.equal('ccg');
    const area = app.shadowRoot!.querySelector('tr-playtest')!;
    await settled(area);
    expect(area.shadowRoot!.querySelector('tr-play-shell[play="ccg"]:not([hidden])')).to.equal(null);
  });
});
