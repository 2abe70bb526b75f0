import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { CcgPlaytestOptions } from '../../src/store/ccg-playtest-launch.ts';
import '../../src/ui/ccg-playtest/ccg-play.ts';
import '../../src/ui/ccg-playtest/ccg-playtest-options.ts';
import type { TrCcgPlaytestOptions } from '../../src/ui/ccg-playtest/ccg-playtest-options.ts';
import { mount, settled } from './fixtures.ts';
import { ccgLauncher, ccgRequest, ccgShell, launchCcgShell } from './ccg-playtest-fixtures.ts';

const inner = (el: Element, tag: string) => el.shadowRoot!.querySelector(tag)!;

const playtest = (options: CcgPlaytestOptions) => launchCcgShell({}, options);

describe('the CCG playtest', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell, tr-ccg-playtest-options').forEach((el) => el.remove()));

  it('hot-seat: the screen is handed over before another player acts, her hand hidden from the one before', async () => {
    const { main, launcher } = await playtest({
      seed: '3',
      mode: 'hotSeat',
      raiders: ['lara-croft-spelunker', 'pierre'],
    });
    const s = launcher.session!;
    expect(s.state.raiders.map((r) => r.raider)).to.deep.equal(['lara-croft-spelunker', 'pierre']);
    const handover = inner(main, 'tr-ccg-handover');
    let handovers = 0;
    for (let i = 0; i < 60 && handovers < 2; i++) {
      await settled(main);
      if (s.handover !== undefined) {
        const next = s.handover;
        handovers++;
        expect(handover.shadowRoot!.querySelector('h3')!.textContent).to.equal(`Pass the screen to Player ${next + 1}`);
        const decision = main.shadowRoot!.querySelector('tr-choice-dialog');
        expect(!decision || decision.shadowRoot!.querySelector('[role="dialog"]') === null).to.equal(
          true,
          'no decision is shown before the hand-over',
        );
        // The keys of the game do nothing behind the hand-over screen: Enter continues.
        const steps = s.steps.length;
        await sendKeys({ press: '1' });
        expect(s.steps.length).to.equal(steps);
        await sendKeys({ press: 'Enter' });
        await settled(main);
        expect(s.viewer).to.equal(next);
        const panel = inner(main, 'tr-ccg-raider-panel').shadowRoot!;
        expect(panel.querySelector(`section[data-player="${next}"] [aria-label="Hand"]`) !== null).to.equal(true);
        expect(panel.querySelector(`section[data-player="${1 - next}"] .hidden-hand`) !== null).to.equal(true);
      } else if (s.choice) await sendKeys({ press: 'Enter' });
      else await sendKeys({ press: '1' });
    }
    expect(handovers).to.equal(2);
  });

  it('a launch draws the map and the bar first, the panels beside them the frame after; the keys work from the first frame', async () => {
    const launcher = await ccgLauncher();
    const main = ccgShell();
    main.launcher = launcher;
    await mount(main);
    launcher.launch(ccgRequest({ askedAt: performance.now() }));
    await main.updateComplete;
    const side = main.shadowRoot!.querySelector<HTMLElement>('.side')!;
    const map = inner(main, 'tr-ccg-play-map') as HTMLElement;
    expect(main.hasAttribute('first-frame')).to.equal(true);
    expect(getComputedStyle(side).contentVisibility).to.equal('hidden');
    expect(getComputedStyle(map).contentVisibility).to.equal('visible');
    const s = launcher.session!;
    // A key in the same frame (dispatched at once: sendKeys could come after it).
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', cancelable: true }));
    expect(main.hasAttribute('first-frame')).to.equal(true);
    expect(s.steps[0]!.action).to.deep.equal({ type: 'move', player: 0, side: 'top' });
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    expect(main.hasAttribute('first-frame')).to.equal(false);
    expect(getComputedStyle(side).contentVisibility).to.equal('visible');
  });

  it('plays from the keyboard: an arrow moves and explores, a digit takes a listed action, Ctrl+Z and Ctrl+Y go back and forward', async () => {
    const { main, launcher } = await playtest({ seed: '1', mode: 'solitaire', raiders: ['lara-croft-spelunker'] });
    const s = launcher.session!;
    expect(s.legal.some((a) => a.type === 'move' && a.side === 'top')).to.equal(true);
    await sendKeys({ press: 'ArrowUp' });
    await settled(main);
    expect(s.steps[0]!.action).to.deep.equal({ type: 'move', player: 0, side: 'top' });
    expect(s.steps[0]!.events.some((e) => e.type === 'explore')).to.equal(true);
    while (s.choice) {
      await sendKeys({ press: 'Enter' });
      await settled(main);
    }
    const taken = s.steps.length;
    await sendKeys({ press: 'Control+z' });
    await settled(main);
    expect(s.steps.length).to.equal(taken - 1);
    await sendKeys({ press: 'Control+y' });
    await settled(main);
    expect(s.steps.length).to.equal(taken);
    const list = inner(main, 'tr-ccg-action-list') as HTMLElement & { offered: unknown[] };
    if (list.offered.length) {
      const first = list.offered[0];
      await sendKeys({ press: '1' });
      expect(s.steps.at(-1)!.action).to.deep.equal(first);
    }
  });

  it('restarts with the options chosen: seed, hot-seat with three raiders and their characters', async () => {
    const { main, launcher } = await playtest({ seed: '1', mode: 'solitaire', raiders: ['lara-croft-spelunker'] });
    const options = main.shadowRoot!.querySelector('tr-ccg-playtest-options') as TrCcgPlaytestOptions;
    const root = options.shadowRoot!;
    expect(
      [...root.querySelectorAll('select[aria-label="Character of raider 1"] option')].map((o) => o.textContent),
    ).to.include('Pierre');
    const seed = root.querySelector<HTMLInputElement>('input.seed')!;
    seed.value = '77';
    seed.dispatchEvent(new Event('input'));
    root.querySelector<HTMLInputElement>('input[value="hotSeat"]')!.click();
    await options.updateComplete;
    expect(root.querySelector<HTMLSelectElement>('select[aria-label="Number of raiders"]')!.value).to.equal(
      '2',
      'Introductory takes two',
    );
    const second = root.querySelector<HTMLSelectElement>('select[aria-label="Character of raider 2"]')!;
    second.value = 'larsen';
    second.dispatchEvent(new Event('change'));
    await options.updateComplete;
    root.querySelector<HTMLButtonElement>('button.restart')!.click();
    await settled(main);
    expect(launcher.options).to.deep.equal({
      seed: '77',
      mode: 'hotSeat',
      raiders: ['lara-croft-spelunker', 'larsen'],
    });
    const s = launcher.session!;
    expect(s.setup.options.seed).to.equal(77);
    expect(s.state.mode).to.equal('hotSeat');
    expect(s.state.raiders.map((r) => r.raider)).to.deep.equal(['lara-croft-spelunker', 'larsen']);
    expect(inner(main, 'tr-ccg-play-log').shadowRoot!.querySelector('.entry.start')!.textContent).to.contain(
      'seed 77, hot-seat, 2 raiders',
    );
  });
});
