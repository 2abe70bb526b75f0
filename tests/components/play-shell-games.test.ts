// One play shell draws every game: the Crypt of Chronos and the CCG through their adapters
// (playtest/coc-play.ts, ccg-playtest/ccg-play.ts), in the shared frame with the shared top bar.
import { expect } from '@esm-bundle/chai';
import { DEFAULT_OPTIONS } from '../../src/store/playtest-launch.ts';
import '../../src/ui/playtest/coc-play.ts';
import '../../src/ui/ccg-playtest/ccg-play.ts';
import type { TrPlayShell } from '../../src/ui/play/play-shell.ts';
import { mount, settled } from './fixtures.ts';
import { smallSession } from './playtest-fixtures.ts';
import { launchCcgShell } from './ccg-playtest-fixtures.ts';

const root = (el: Element) => el.shadowRoot!;
const button = (el: Element, name: RegExp) =>
  [...root(el).querySelectorAll('button')].find((b) => name.test(b.textContent!.trim()));
const inSlot = (shell: Element, slot: string) => root(shell).querySelector(`tr-play-frame > [slot="${slot}"]`);

describe('the play shell draws every game through its adapter', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((el) => el.remove()));

  it('a Crypt of Chronos game: the shared bar, its board, panels, log and keys', async () => {
    const session = smallSession(2);
    let back = 0;
    const restarts: unknown[] = [];
    // The launcher as the shell reads it: its session, on screen, its options and request, back.
    const launcher = Object.assign(new EventTarget(), {
      session,
      shown: true,
      options: { ...DEFAULT_OPTIONS, seed: '2' },
      request: { title: 'Small', packs: session.setup.packs, level: session.state.level, returnTo: 'level' },
      error: undefined,
      back: () => back++,
      restart: (options: unknown) => restarts.push(options),
    });
    const shell = document.createElement('tr-play-shell') as TrPlayShell;
    shell.play = 'coc';
    shell.launcher = launcher;
    await mount(shell);
    await settled(shell);
    const bar = root(shell).querySelector('[role="toolbar"]')!;
    expect(bar.getAttribute('aria-label')).to.equal('Playtest');
    expect(bar.querySelector('h2')!.textContent).to.contain('Playtest: Small');
    expect(button(shell, /^← Back to the editor$/), 'back').to.exist;
    expect(button(shell, /^Options \(seed 2\)$/), 'the options').to.exist;
    expect(inSlot(shell, 'board')!.localName).to.equal('tr-playtest-board');
    expect(inSlot(shell, 'side')!.querySelector('tr-lara-board'), "Lara's board beside it").to.exist;
    expect(inSlot(shell, 'log')!.localName).to.equal('tr-playtest-log');
    expect(root(inSlot(shell, 'log')!).textContent).to.contain('Small');
    // The frame's keys, on the game's session: Ctrl+Z takes an action back, Esc goes back.
    session.apply(session.legal[0]!);
    expect(session.steps).to.have.length(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    expect(session.steps).to.have.length(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(back).to.equal(1);
    // The shared parts' events (the end summary's Play again and Back), answered by the shell for every game.
    const part = inSlot(shell, 'board')!;
    const send = (type: string, detail?: unknown) =>
      part.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    send('restart', { newSeed: false });
    send('restart', { newSeed: true });
    send('back');
    expect(restarts).to.have.length(2);
    expect(restarts[0]).to.deep.equal({ ...DEFAULT_OPTIONS, seed: '2' });
    expect((restarts[1] as { seed: string }).seed).not.to.equal('2');
    expect(back).to.equal(2);
  });

  it('a CCG game: the shared bar, its map, panels, log, and its hand-over dialog', async () => {
    const { main: shell } = await launchCcgShell(
      { title: 'Intro' },
      { seed: '3', mode: 'hotSeat', raiders: ['lara-croft-spelunker', 'pierre'] },
      'the designer',
    );
    expect(root(shell).querySelector('[role="toolbar"] h2')!.textContent).to.contain('Playtest: Intro');
    expect(button(shell, /^← Back to the designer$/), 'back').to.exist;
    expect(button(shell, /^Options \(seed 3, hot-seat, 2 raiders\)$/), 'the options').to.exist;
    expect(inSlot(shell, 'board')!.localName).to.equal('tr-ccg-play-map');
    expect(root(inSlot(shell, 'board')!).querySelector('[role="grid"]'), 'the map').to.exist;
    expect(inSlot(shell, 'side')!.querySelector('tr-ccg-raider-panel'), "the raiders' cards beside it").to.exist;
    expect(inSlot(shell, 'log')!.localName).to.equal('tr-ccg-play-log');
    expect(root(shell).querySelector('tr-play-frame > tr-ccg-handover[slot="dialog"]'), 'the hand-over').to.exist;
  });
});
