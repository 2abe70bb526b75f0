import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/end-summary.ts';
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
