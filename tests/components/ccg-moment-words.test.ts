// The CCG playtest's choice dialog for a card's moment (rule decision 193): Ambush, offered to a competing
// player when another raider ends her move at her raider's location.
import { expect } from '@esm-bundle/chai';
import { ccgContent, defaultDrawDeck, newGame, type CcgAction } from '../../src/engine/ccg/index.ts';
import { afterSteps, ccgPack, decisionDialog } from './ccg-playtest-fixtures.ts';

describe('the CCG playtest: a card’s moment', () => {
  afterEach(() => document.querySelectorAll('tr-choice-dialog').forEach((el) => el.remove()));

  it('asks the competing player whose raider is there whether to play Ambush, in words, with “Play nothing now”', async () => {
    const content = ccgContent(ccgPack);
    const deck = [...defaultDrawDeck(content, true).filter((c) => c.card !== 'ambush'), { card: 'ambush', count: 1 }];
    let state = newGame(
      content,
      { kind: 'ccgLevel', id: 'introductory-cave' },
      {
        seed: 4,
        mode: 'hotSeat',
        players: [
          { raider: 'lara-croft-spelunker', deck },
          { raider: 'pierre', deck },
        ],
        setup: {
          map: [{ spot: { column: 1, depth: 2 }, card: 'open-cavern' }],
          raiders: [{ hand: [] }, { at: { column: 1, depth: 2 }, hand: ['ambush'] }],
        },
      },
    );
    const steps: CcgAction[] = [
      {
        type: 'rollOrder',
        dice: [
          [6, 6, 6],
          [1, 1],
        ],
      },
      { type: 'chooseFirst', first: 0 },
      { type: 'move', side: 'top' },
      { type: 'stop' },
    ];
    state = afterSteps(content, state, steps);
    expect(state.pending?.kind).to.equal('moment');
    const root = await decisionDialog(content, state);
    expect(root.querySelector('h3')!.textContent).to.equal('Player 2: play a card on Player 1?');
    expect(root.querySelector('.detail')!.textContent).to.contain('Player 1 ends her move at Player 2’s location');
    expect([...root.querySelectorAll('button.choice')].map((b) => b.textContent!.trim())).to.deep.equal([
      'Play nothing now',
      'Play Ambush',
    ]);
  });
});
