import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/end-summary.ts';
import '../../src/ui/ccg-playtest/ccg-end-summary.ts';
import { ccgSession, mountCcg, show } from './ccg-playtest-fixtures.ts';
import { settled } from './fixtures.ts';
import { buttonNamed, lostArenaSession, mountWith, shadow } from './playtest-fixtures.ts';

// The end of a game (issue 8): won or lost, every number of the summary, and what next — play
// again with the same or a new seed, back to the editor, save the replay.

describe('the end summary', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('shows a lost game with every number, and fires play again (same or new seed) and back', async () => {
    const session = lostArenaSession();
    expect(session.state.status).to.equal('lost');
    const end = await mountWith('tr-end-summary', session);
    const root = shadow(end);
    expect(root.querySelector('h3')!.textContent).to.match(/^Lost/);
    const fields = Object.fromEntries(
      [...root.querySelectorAll('dd')].map((dd) => [dd.getAttribute('data-field'), dd.textContent]),
    );
    expect(Object.keys(fields)).to.deep.equal([
      'Rounds',
      'Actions',
      'Damage taken',
      'Dice lost',
      'Enemies defeated',
      'Times SEEN',
      'Noise made',
      'Artifacts collected',
      'Resources gathered',
      'Event Cards used',
    ]);
    expect(fields['Damage taken']).to.equal('1');
    expect(fields['Actions']).to.equal('3');
    const heard: unknown[] = [];
    for (const name of ['restart', 'back', 'save-replay'])
      end.addEventListener(name, (e) => heard.push([name, (e as CustomEvent).detail ?? null]));
    buttonNamed(end, /^Play again \(same seed\)$/).click();
    buttonNamed(end, /^Play again, new seed$/).click();
    buttonNamed(end, /^Save the replay$/).click();
    buttonNamed(end, /^Back to the editor$/).click();
    expect(heard).to.deep.equal([
      ['restart', { newSeed: false }],
      ['restart', { newSeed: true }],
      ['save-replay', null],
      ['back', null],
    ]);
    buttonNamed(end, /^Look at the board$/).click();
    await settled(end);
    expect(root.querySelector('[role="dialog"]')).to.equal(null);
  });
});

// The CCG's end in the same frame: who won and why, the game's figures (each raider's deeds), the same buttons.
describe('the CCG end summary', () => {
  afterEach(() => document.querySelectorAll('.ccg-playtest-host').forEach((el) => el.remove()));

  it('shows the winner, why, and the figures, and fires play again, save and back', async () => {
    const session = ccgSession();
    const end = await mountCcg('tr-ccg-end-summary', session);
    expect(end.shadowRoot!.querySelector('[role="dialog"]'), 'nothing while the game is on').to.equal(null);
    show(session, (state) => {
      state.status = 'won';
      state.winners = [0];
      state.outcome = 'Player 1 found the treasure.';
      state.turn = 4;
      state.raiders[0]!.creaturesRemoved = 2;
      state.raiders[0]!.deepest = 3;
    });
    await settled(end);
    const root = end.shadowRoot!;
    expect(root.querySelector('h3')!.textContent).to.equal('Won by Player 1');
    expect(root.textContent).to.contain('Player 1 found the treasure.');
    const fields = Object.fromEntries(
      [...root.querySelectorAll('dd')].map((dd) => [dd.getAttribute('data-field'), dd.textContent]),
    );
    expect(fields).to.deep.include({
      Turns: '4',
      Actions: '1',
      'Creatures removed': '2',
      'Deepest depth reached': '3',
    });
    expect('Points' in fields).to.equal(false, 'no points outside a bounty hunt');
    const heard: unknown[] = [];
    for (const name of ['restart', 'back', 'save-replay'])
      end.addEventListener(name, (e) => heard.push([name, (e as CustomEvent).detail ?? null]));
    buttonNamed(end, /^Play again, new seed$/).click();
    buttonNamed(end, /^Save the replay$/).click();
    buttonNamed(end, /^Back to the designer$/).click();
    expect(heard).to.deep.equal([
      ['restart', { newSeed: true }],
      ['save-replay', null],
      ['back', null],
    ]);
    buttonNamed(end, /^Look at the board$/).click();
    await settled(end);
    expect(root.querySelector('[role="dialog"]')).to.equal(null);
  });
});
