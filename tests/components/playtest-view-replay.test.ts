// The Playtest area's list loads a replay of any game: a module game's replay (the file the shared bar's
// "Save replay" writes) opens that game in the shared shell with its actions queued to watch from the
// start, back to the list; it is checked at once (in a worker) against its recorded digest, and a
// replay that no longer reproduces says so. A file that is no replay, or whose game or level is not
// in the library, gets words in the list.
import { expect } from '@esm-bundle/chai';
import { ContextProvider } from '@lit/context';
import { AppStore } from '../../src/store/app-store.ts';
import { storeContext } from '../../src/ui/store-context.ts';
import '../../src/ui/playtest-view.ts';
// The module games' view, as the app has it fetched by then (its first fetch here would be the test's whole time).
import '../../src/ui/play/module-play-view.ts';
import type { TrPlaytest } from '../../src/ui/playtest-view.ts';
import { modulePlayFor } from '../../src/store/module-play.ts';
import { aodModule } from '../../src/engine/aod/index.ts';
import { ModuleGame } from '../../src/store/module-game.ts';
import type { GameModule } from '../../src/engine/games.ts';
import { aodPack } from './aod-fixtures.ts';
import { settled } from './fixtures.ts';
import '../../src/ui/ccg-playtest/ccg-play.ts';
import { loadCcgReplay, replayText } from '../../src/ui/ccg-playtest/ccg-replay.ts';
import { launchCcgShell } from './ccg-playtest-fixtures.ts';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function until(done: () => unknown, what: string): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!done()) throw new Error(`Timed out waiting for ${what}`);
}

/** The Playtest area on a store holding the base Angel of Darkness content, its list of levels shown. */
async function playtestArea(): Promise<{ el: TrPlaytest; store: AppStore }> {
  const store = new AppStore();
  store.addPacks([aodPack]);
  const host = document.createElement('div');
  (host as HTMLElement & { provider?: unknown }).provider = new ContextProvider(host, {
    context: storeContext,
    initialValue: store,
  });
  const el = document.createElement('tr-playtest');
  host.append(el);
  document.body.append(host);
  store.setArea('playtest');
  await until(() => el.shadowRoot?.querySelector('tr-playtest-start')?.shadowRoot, 'the list of levels');
  return { el, store };
}

/** A museum game of three bots, some actions in, as "Save replay" writes it. */
function savedReplay() {
  const game = new ModuleGame({
    game: aodModule as GameModule,
    packs: [aodPack],
    level: { kind: 'aodSetup', id: 'museum' },
    options: { seed: 7, players: 3 },
    seats: { lara: 'random', pieter: 'random', joachim: 'random' },
  });
  game.playBots(5);
  return JSON.parse(JSON.stringify(game.record)) as ModuleGame['record'];
}

/** Chooses a file with the list's "Load replay…" (its picker's input, as the browser fills it). */
function load(el: TrPlaytest, content: unknown): void {
  const list = el.shadowRoot!.querySelector('tr-playtest-start')!.shadowRoot!;
  const button = [...list.querySelectorAll('button')].find((b) => text(b) === 'Load replay…');
  expect(button, 'the list has the shared Load replay button').to.exist;
  const input = list.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = new DataTransfer();
  files.items.add(new File([typeof content === 'string' ? content : JSON.stringify(content)], 'game.replay.json'));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

const listAlert = (el: TrPlaytest) =>
  el.shadowRoot!.querySelector('tr-playtest-start')?.shadowRoot?.querySelector('[role="alert"]');

describe('loading a module game’s replay in the Playtest area', () => {
  afterEach(() => document.querySelectorAll('tr-playtest').forEach((e) => e.parentElement!.remove()));

  it('opens the game in the shell with its actions to watch, checked to reproduce its digest', async () => {
    const { el, store } = await playtestArea();
    const record = savedReplay();
    load(el, record);
    const shell = () => el.shadowRoot!.querySelector('tr-play-shell');
    await until(() => shell()?.shadowRoot?.querySelector('[role="toolbar"]'), 'the shell');
    const game = modulePlayFor(store).game!;
    expect(game.start.game.id).to.equal('aod');
    expect(game.steps).to.have.length(0);
    expect(game.future).to.deep.equal(record.actions);
    const root = shell()!.shadowRoot!;
    await settled(shell()!);
    expect(text(root.querySelector('h2'))).to.contain('The Angel of Darkness');
    expect([...root.querySelectorAll('button')].map(text)).to.include('← Back to the list of levels');
    await until(() => root.querySelector('.replay-check.ok'), 'the check');
    expect(text(root.querySelector('.replay-check'))).to.equal('The replay reproduces what it recorded.');
  });

  it('says when the replay does not reproduce its recorded digest', async () => {
    const { el } = await playtestArea();
    load(el, { ...savedReplay(), digest: '0badd1ge' });
    const shell = () => el.shadowRoot!.querySelector('tr-play-shell');
    await until(() => shell()?.shadowRoot?.querySelector('.replay-check[role="alert"]'), 'the check');
    expect(text(shell()!.shadowRoot!.querySelector('.replay-check'))).to.match(
      /^The replay does not reproduce: after its 5 actions the game's digest is \S+, not the 0badd1ge it recorded\./,
    );
  });

  it('names the problem of a file that is no replay, or of a game or level not in the library', async () => {
    const { el, store } = await playtestArea();
    load(el, { ...savedReplay(), level: { kind: 'aodSetup', id: 'louvre' } });
    await until(() => listAlert(el), 'the words');
    expect(text(listAlert(el))).to.equal(
      'The replay is of The Angel of Darkness\'s aodSetup "louvre", which is not in the library (nor in the file).',
    );
    load(el, { ...savedReplay(), game: 'chess' });
    await until(() => text(listAlert(el)).includes('chess'), 'the words');
    expect(text(listAlert(el))).to.contain('not a replay of a game played here');
    load(el, 'a letter');
    await until(() => text(listAlert(el)).startsWith('The file is not JSON'), 'the words');
    expect(modulePlayFor(store).game).to.equal(undefined);
  });
});

describe('a CCG replay (a scenario file) loaded in its playtest', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((e) => e.remove()));

  it('is checked against its expectations when loaded: one that no longer holds is named', async () => {
    const { main, launcher } = await launchCcgShell();
    const session = launcher.session!;
    session.apply(session.legal[0]!);
    session.apply(session.legal[0]!);
    const saved = JSON.parse(replayText(session));
    expect(await loadCcgReplay(launcher, JSON.stringify(saved))).to.equal(undefined);
    const root = main.shadowRoot!;
    await until(() => root.querySelector('.replay-check.ok'), 'the check');

    saved.expect.turn = 99;
    expect(await loadCcgReplay(launcher, JSON.stringify(saved))).to.equal(undefined);
    expect(launcher.session!.future).to.have.length(2);
    await until(() => root.querySelector('.replay-check[role="alert"]'), 'the check');
    expect(text(root.querySelector('.replay-check'))).to.match(
      /^The replay does not reproduce the state it recorded: \/turn: expected 99, got \d+\b/,
    );
  });
});
