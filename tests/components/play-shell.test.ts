// The shared play shell (ui/play/play-shell.ts) plays any game module: here the CCG module, a real
// game. Actions are buttons in the module's words, the log can be gone back to, a seat can be
// handed to a bot, and Esc asks to close.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/play/play-shell.ts';
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
    const log = el.shadowRoot!.querySelector('section[aria-label="Log"]')!.textContent!;
    expect(log).to.contain('▸');
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
    const back = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.back')];
    back[1]!.click(); // just before the second step
    await settled(el);
    expect(game.steps.length).to.equal(1);
    expect(game.prepared.digest(game.state)).to.equal(digestAfterOne);
    const undo = buttons(el.shadowRoot!, 'header').find((b) => b.textContent === 'Undo')!;
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
});
