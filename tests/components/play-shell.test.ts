// The shared play shell (ui/play/play-shell.ts) plays any game module (module-play-view.ts): here the
// CCG module, a real game. Actions are buttons in the module's words, the shared log (play-log.ts) can
// be gone back to, a seat can be handed to a bot, the shared top bar restarts, saves and loads a
// replay, Esc asks to close, Ctrl+Z and Ctrl+Y undo and redo.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/play/module-play-view.ts';
import { ccgModule } from '../../src/engine/ccg/index.ts';
import { ModuleGame } from '../../src/store/module-game.ts';
import type { GameModule } from '../../src/engine/games.ts';
import { ccgPack } from './ccg-playtest-fixtures.ts';
import { settled } from './fixtures.ts';

function newGame(seats: Record<string, string> = {}): ModuleGame {
  return new ModuleGame({
    game: ccgModule as GameModule,
    packs: [ccgPack],
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    options: {
      seed: 3,
      mode: 'hotseat',
      players: [{ raider: 'lara-croft-spelunker' }, { raider: 'lara-croft-spelunker' }],
    },
    seats,
  });
}

async function shellOf(game: ModuleGame) {
  const el = document.createElement('tr-play-shell');
  el.game = game;
  document.body.append(el);
  await settled(el);
  return el;
}

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
}

const buttons = (root: ShadowRoot, within: string) => [...root.querySelectorAll<HTMLButtonElement>(`${within} button`)];

describe('the shared play shell', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((e) => e.remove()));

  it('shows the legal actions as buttons and applies the one clicked', async () => {
    const game = newGame();
    const el = await shellOf(game);
    const actions = buttons(el.shadowRoot!, 'section[aria-label="Actions"]');
    expect(actions.length).to.equal(game.legal.length);
    expect(actions.length).to.be.greaterThan(0);
    actions[0]!.click();
    await settled(el);
    expect(game.steps.length).to.equal(1);
    const log = el.shadowRoot!.querySelector('tr-module-play-log')!.shadowRoot!;
    expect(log.querySelector('section[aria-label="Log"]')!.textContent).to.contain(
      `1. ${game.describe(game.steps[0]!.action, game.first)}`,
    );
  });

  it('goes back to a step of the log (a replay of the shorter log) and undoes', async () => {
    const game = newGame();
    const el = await shellOf(game);
    for (let i = 0; i < 3; i++) {
      buttons(el.shadowRoot!, 'section[aria-label="Actions"]')[0]!.click();
      await settled(el);
    }
    expect(game.steps.length).to.equal(3);
    const digestAfterOne = (() => {
      const g = newGame();
      g.apply(game.steps[0]!.action);
      return g.prepared.digest(g.state);
    })();
    const log = el.shadowRoot!.querySelector('tr-module-play-log')!.shadowRoot!;
    const back = [...log.querySelectorAll<HTMLButtonElement>('button.back')];
    back[1]!.click(); // just before the second step (after the first)
    await settled(el);
    expect(game.steps.length).to.equal(1);
    expect(game.prepared.digest(game.state)).to.equal(digestAfterOne);
    const undo = buttons(log, 'section[aria-label="Log"] .bar').find((b) => b.textContent?.trim().endsWith('Undo'))!;
    undo.click();
    await settled(el);
    expect(game.steps.length).to.equal(0);
    expect(undo.disabled).to.equal(true);
  });

  it('lets a bot play a seat: choosing the random bot for every seat plays the game on', async () => {
    const game = newGame();
    const el = await shellOf(game);
    const selects = [...el.shadowRoot!.querySelectorAll<HTMLSelectElement>('fieldset.seats select')];
    expect(selects.map((s) => s.getAttribute('aria-label'))).to.have.length(2);
    for (const s of selects) {
      s.value = 'random';
      s.dispatchEvent(new Event('change'));
    }
    await settled(el);
    expect(game.steps.length).to.be.greaterThan(0);
    for (const step of game.steps) expect(step.action).to.be.an('object');
  });

  it('asks to close on Esc', async () => {
    const el = await shellOf(newGame());
    let closed = 0;
    el.addEventListener('close', () => closed++);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(closed).to.equal(1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(closed, 'Esc with the focus on the body').to.equal(2);
    el.style.display = 'none';
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(closed, 'not while hidden').to.equal(2);
  });

  it('undoes on Ctrl+Z and redoes on Ctrl+Y, as the other games do', async () => {
    const game = newGame();
    const el = await shellOf(game);
    buttons(el.shadowRoot!, 'section[aria-label="Actions"]')[0]!.click();
    await settled(el);
    const key = (k: string) =>
      window.dispatchEvent(new KeyboardEvent('keydown', { key: k, ctrlKey: true, cancelable: true }));
    key('z');
    expect(game.steps.length).to.equal(0);
    expect(game.future.length).to.equal(1);
    key('y');
    expect(game.steps.length).to.equal(1);
  });

  it('the shared top bar: Restart and New seed ask for a new game, Save replay loads back as a game to watch', async () => {
    const game = newGame({ '1': 'random' });
    const el = await shellOf(game);
    const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="toolbar"]')!;
    expect(bar.querySelector('h2')!.textContent).to.contain('Tomb Raider CCG');
    const asked: { options: { seed: unknown }; seats?: unknown; actions?: readonly unknown[] }[] = [];
    el.addEventListener('start-game', (e) => asked.push((e as CustomEvent).detail));
    const named = (name: string) => [...bar.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
    expect(named('Restart').disabled).to.equal(false);
    named('Restart').click();
    named('New seed').click();
    expect(asked[0]!.options).to.deep.equal(game.options);
    expect(asked[0]!.seats).to.deep.equal({ '1': 'random' });
    expect(asked[1]!.options.seed).to.be.a('number');

    // The record "Save replay" writes, loaded back by "Load replay": the same game, its actions ahead.
    buttons(el.shadowRoot!, 'section[aria-label="Actions"]')[0]!.click();
    await settled(el);
    const record = game.record;
    expect(record.actions.length).to.be.greaterThan(0);
    const input = bar.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([JSON.stringify(record)], 'game.replay.json'));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await until(() => asked.length === 3);
    const loaded = asked[2]!;
    expect(loaded.actions).to.deep.equal(record.actions);
    const watched = new ModuleGame(loaded as never);
    expect(watched.future.length).to.equal(record.actions.length);
    watched.travel(record.actions.length);
    expect(watched.prepared.digest(watched.state)).to.equal(record.digest);

    // A file that is not a replay says why.
    files.items.clear();
    files.items.add(new File(['{"game": "chess"}'], 'other.json'));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await until(() => !!el.shadowRoot!.querySelector('[role="alert"]'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain(
      'not a replay of a game played here',
    );
    expect(asked).to.have.length(3);
  });

  it('"Load replay…" is the shared button opening the file picker; a loaded replay is checked against its digest', async () => {
    const game = newGame({ '1': 'random' });
    const el = await shellOf(game);
    el.addEventListener('start-game', (e) => (el.game = new ModuleGame((e as CustomEvent).detail)));
    const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="toolbar"]')!;
    const input = bar.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.hidden, 'no raw file input on the bar').to.equal(true);
    let picked = 0;
    input.addEventListener('click', (e) => {
      picked++;
      e.preventDefault();
    });
    const button = [...bar.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Load replay…')!;
    button.click();
    expect(picked).to.equal(1);

    buttons(el.shadowRoot!, 'section[aria-label="Actions"]')[0]!.click();
    await settled(el);
    const files = new DataTransfer();
    files.items.add(new File([JSON.stringify({ ...game.record, digest: 'f00d' })], 'game.replay.json'));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await until(() => el.game !== game);
    await settled(el);
    const note = () => el.shadowRoot!.querySelector('.replay-check');
    expect(note()!.textContent).to.contain('Checking that the replay reproduces');
    // The worker's first start loads every engine: longer than a click's wait.
    for (let i = 0; i < 400 && note()?.getAttribute('role') !== 'alert'; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(note()!.textContent).to.match(/not the f00d it recorded\. The level or the rules may have changed/);
  });

  for (const [width, height] of [
    [1400, 900],
    [1000, 800],
  ])
    it(`the log's Undo, To the start and Redo fit its narrow column in one row, named (${width}×${height})`, async () => {
      const game = newGame({ '1': 'random' });
      const el = document.createElement('tr-play-shell');
      el.style.cssText = `display:block;width:${width}px;height:${height}px`;
      el.game = game;
      document.body.append(el);
      await settled(el);
      const log = el.shadowRoot!.querySelector('tr-module-play-log')!.shadowRoot!;
      const bar = log.querySelector<HTMLElement>('.bar')!;
      const named = buttons(log, '.bar').map((b) => b.getAttribute('aria-label'));
      expect(named).to.deep.equal(['Undo', 'To the start', 'Redo']);
      const rows = new Set(buttons(log, '.bar').map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(rows.size, 'one row').to.equal(1);
      const tallest = Math.max(...buttons(log, '.bar').map((b) => b.getBoundingClientRect().height));
      expect(tallest).to.be.lessThan(32);
      expect(bar.getBoundingClientRect().height).to.be.lessThan(tallest + 12);
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
    });
});
