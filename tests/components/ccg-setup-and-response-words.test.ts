// The CCG playtest's choice dialog for the setup's starting bonus (startingBonus) and the hot-seat response window
// (respond).
import { expect } from '@esm-bundle/chai';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import '../../src/ui/ccg-playtest/ccg-play.ts';
import atlantis from '../../content/base/ccg/levels/atlantis.json' with { type: 'json' };
import intoTheCaves from '../../content/base/ccg/levels/into-the-caves.json' with { type: 'json' };
import { ccgContent, defaultDrawDeck, newGame, type CcgAction } from '../../src/engine/ccg/index.ts';
import { settled } from './fixtures.ts';
import { afterSteps, ccgPack, decisionDialog, launchCcgShell } from './ccg-playtest-fixtures.ts';

const pack: Pack = { ...ccgPack, items: [...ccgPack.items, atlantis as ContentItem, intoTheCaves as ContentItem] };

describe('the CCG playtest: a level’s starting bonus', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell, tr-choice-dialog').forEach((el) => el.remove()));

  it('asks each player in the choice dialog, in words: the cards allowed, and declining last', async () => {
    const { main, launcher } = await launchCcgShell(
      { packs: [pack], level: { kind: 'ccgLevel', id: 'atlantis' }, title: 'Atlantis' },
      { seed: '2', mode: 'hotSeat', raiders: ['lara-croft-spelunker', 'pierre'] },
    );
    const s = launcher.session!;
    expect(s.state.pending?.kind).to.equal('startingBonus');
    const dialog = main.shadowRoot!.querySelector('tr-choice-dialog')!.shadowRoot!;
    expect(dialog.querySelector('h3')!.textContent).to.equal('Player 1: starting bonus');
    expect(dialog.querySelector('.detail')!.textContent).to.contain(
      'a power 2 character upgrade or a treasure of power 1 or less',
    );
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

  it('asks a competing player whether to answer another raider’s roll, in words, with her cards and “Let the roll stand”', async () => {
    const content = ccgContent(pack);
    const deck = [...defaultDrawDeck(content, false), { card: 'poor-aim', count: 1 }];
    let state = newGame(
      content,
      { kind: 'ccgLevel', id: 'into-the-caves' },
      {
        seed: 1,
        players: [{ raider: 'lara-croft-duelist' }, { raider: 'pierre', deck }],
        setup: {
          map: [{ spot: { column: 1, depth: 2 }, card: 'open-cavern', obstacles: ['wolves'] }],
          raiders: [{ hand: [] }, { hand: ['poor-aim'] }],
        },
      },
    );
    const steps: CcgAction[] = [
      {
        type: 'rollOrder',
        dice: [
          [6, 6],
          [1, 1],
        ],
      },
      { type: 'chooseFirst', first: 0 },
      { type: 'move', side: 'top' },
      { type: 'stop' },
      { type: 'test', option: 0, dice: [3, 3, 2, 1] },
    ];
    state = afterSteps(content, state, steps);
    expect(state.pending?.kind).to.equal('respond');
    const root = await decisionDialog(content, state);
    expect(root.querySelector('h3')!.textContent).to.equal('Player 2: answer Player 1’s roll?');
    expect(root.querySelector('.detail')!.textContent).to.contain('rolled 9 against 8 (fight), a success');
    expect([...root.querySelectorAll('button.choice')].map((b) => b.textContent!.trim())).to.deep.equal([
      'Let the roll stand',
      'Play Poor Aim',
    ]);
  });
});
