// The choice dialog asks how to load ammo a card gives (a shareAmmo decision) and answers it; Lara's
// board shows the level's special rules in words and which of them the engine applies.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/lara-board.ts';
import { PlaytestSession as Session } from '../../src/store/playtest-session.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { arenaSession, buttonNamed, dialogFor, cardsPack, mountWith, shadow } from './playtest-fixtures.ts';

describe('sharing out ammo in the playtest', () => {
  afterEach(() => document.querySelectorAll('tr-choice-dialog').forEach((el) => el.remove()));

  it('crafting ammo with two weapons that have room asks how to load it; the chosen split is applied', async () => {
    const session = arenaSession(1, {
      inventory: {
        resources: ['scrap', 'oil'],
        weapons: [
          { id: 'bow', ammo: 0 },
          { id: 'dual-pistols', ammo: 0 },
        ],
      },
    });
    expect(session.apply({ type: 'craft', recipe: 'ammo' }), session.error).to.be.ok;
    expect(session.state.pending?.kind).to.equal('shareAmmo');
    const dialog = await dialogFor(session);
    expect(shadow(dialog).textContent).to.contain('Load 5 ammo');
    const labels = [...shadow(dialog).querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(labels).to.include.members(['Bow +4, Dual Pistols +1', 'Bow +0, Dual Pistols +5']);
    buttonNamed(dialog, /^Bow \+3, Dual Pistols \+2$/).click();
    expect(session.state.pending).to.equal(null);
    expect(session.state.inventory.weapons.map((w) => w.ammo)).to.deep.equal([3, 2]);
  });
});

describe('the level’s special rules on Lara’s board', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('shows the words of the level’s special rules and says which the engine applies', async () => {
    const { items, ref } = scenarioLevel({
      map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
      rules: [{ type: 'enemySight', spacesAhead: 3 }],
      tokens: [{ type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' }],
    });
    Object.assign(items.at(-1)!, { specialRules: ['Enemies see only 3 spaces ahead.', 'Sing while you climb.'] });
    const session = new Session({
      packs: withScenarioItems([cardsPack], items),
      level: ref,
      title: 'Rules',
      options: { seed: 1 },
    });
    const board = await mountWith('tr-lara-board', session);
    expect([...shadow(board).querySelectorAll('.special-rules li')].map((li) => li.textContent)).to.deep.equal([
      'Enemies see only 3 spaces ahead.',
      'Sing while you climb.',
    ]);
    expect(shadow(board).querySelector('.applied-rules')!.textContent).to.contain('The engine applies: enemySight');
  });
});
