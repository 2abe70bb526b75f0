// The CCG playtest's choice dialog for a level's starting bonus (the engine's startingBonus decision).
import { expect } from '@esm-bundle/chai';
import type { AppStore } from '../../src/store/app-store.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { CcgPlaytestLauncher, loadCcgSessionModule } from '../../src/store/ccg-playtest-launch.ts';
import '../../src/ui/ccg-playtest/ccg-playtest-main.ts';
import type { TrCcgPlaytestMain } from '../../src/ui/ccg-playtest/ccg-playtest-main.ts';
import atlantis from '../../content/base/ccg/levels/atlantis.json' with { type: 'json' };
import { mount, settled } from './fixtures.ts';
import { ccgPack } from './ccg-playtest-fixtures.ts';

const pack: Pack = { ...ccgPack, items: [...ccgPack.items, atlantis as ContentItem] };

describe('the CCG playtest: a level’s starting bonus', () => {
  afterEach(() => document.querySelectorAll('tr-ccg-playtest-main').forEach((el) => el.remove()));

  it('asks each player in the choice dialog, in words: the cards allowed, and declining last', async () => {
    await loadCcgSessionModule();
    const launcher = new CcgPlaytestLauncher({ area: 'ccg', packs: [pack] } as unknown as AppStore);
    launcher.options = { seed: '2', mode: 'hotSeat', raiders: ['lara-croft-spelunker', 'pierre'] };
    launcher.launch({ packs: [pack], items: [], level: { kind: 'ccgLevel', id: 'atlantis' }, title: 'Atlantis' });
    const main = document.createElement('tr-ccg-playtest-main') as TrCcgPlaytestMain;
    main.launcher = launcher;
    await mount(main);
    await settled(main);
    const s = launcher.session!;
    expect(s.state.pending?.kind).to.equal('startingBonus');
    const dialog = main.shadowRoot!.querySelector('tr-ccg-choice-dialog')!.shadowRoot!;
    expect(dialog.querySelector('h3')!.textContent).to.equal('Player 1: starting bonus');
    expect(dialog.querySelector('.detail')!.textContent).to.contain('a power 2 character upgrade or a treasure of power 1 or less');
    expect(dialog.querySelector('.detail')!.textContent).to.contain('may also begin without it');
    const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('button.choice')];
    const words = buttons.map((b) => b.textContent!.trim());
    expect(words).to.include('Begin with Lara Croft, Adventurer');
    expect(words[words.length - 1]).to.equal('Begin without a bonus');
    buttons.find((b) => b.textContent!.trim() === 'Begin with Lara Croft, Adventurer')!.click();
    await settled(main);
    expect(s.state.raiders[0]!.saved.map((c) => c.split('#')[0])).to.deep.equal(['lara-croft-adventurer']);
    expect(s.state.pending?.kind).to.equal('startingBonus');
    expect(s.state.pending?.player).to.equal(1, 'then the second player is asked (after the hand-over)');
  });
});
