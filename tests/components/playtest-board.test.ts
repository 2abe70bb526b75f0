import { expect } from '@esm-bundle/chai';
import { arenaSession, cardsPack, mountWith, shadow } from './playtest-fixtures.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { settled } from './fixtures.ts';
import '../../src/ui/playtest/playtest-board.ts';
import '../../src/ui/playtest/lara-board.ts';

// The playtest board and Lara's board as issue 8 lists them: Lara SEEN with her facing, enemies with
// their facing and health, a boss's health bar, the Noise Token, each enemy's line of sight, the
// reachable spaces with the move points left; Lara's board's objectives with their ticks.

describe('the playtest board', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('draws Lara, the enemies and a boss with their facing and health, the Noise Token, and each enemy’s line of sight', async () => {
    const session = arenaSession(1, {
      sight: 'seen',
      noise: { x: 3, y: 0 },
      enemies: [
        { type: 'wildlife', at: { x: 1, y: 1 }, facing: 'W' },
        { type: 'bear', at: { x: 5, y: 2 }, facing: 'N', health: 6 },
      ],
    });
    const map = await mountWith('tr-playtest-board', session);
    const root = shadow(map);
    const lara = root.querySelector('g.figure-lara')!;
    expect([lara.getAttribute('data-at'), lara.getAttribute('data-facing')]).to.deep.equal(['0,1', 'E']);
    expect(lara.querySelector('.seen'), 'the SEEN token').to.exist;
    const enemies = [...root.querySelectorAll('g.enemy')].map((g) => [
      g.getAttribute('data-at'),
      g.getAttribute('data-facing'),
      g.classList.contains('boss'),
    ]);
    expect(enemies).to.have.deep.members([
      ['1,1', 'W', false],
      ['5,2', 'N', true],
    ]);
    expect(root.querySelector('g.enemy:not(.boss) .health')!.textContent).to.equal('3');
    // The boss's bar is as long as its health out of its track (the Bear's 12).
    const bar = root.querySelector('g.enemy.boss rect.boss-health')!;
    expect(Number(bar.getAttribute('width'))).to.be.closeTo((34 * 6) / 12, 0.01);
    expect(root.querySelector('g.noise')!.getAttribute('data-at')).to.equal('3,0');

    expect(root.querySelectorAll('g.sight')).to.have.length(0);
    const sightBox = [...root.querySelectorAll('label')]
      .find((l) => /line of sight/.test(l.textContent!))!
      .querySelector('input')!;
    sightBox.click();
    await settled(map);
    expect([...root.querySelectorAll('g.sight')].map((g) => g.getAttribute('data-enemy')).sort()).to.deep.equal(
      session.state.enemies.map((e) => e.id).sort(),
    );
  });

  it('marks the spaces Lara can reach with the move points left there, and hides them on request', async () => {
    const session = arenaSession(1, { sight: 'hidden', enemies: [] });
    session.apply({ type: 'move', dice: 1, results: ['success'] });
    const map = await mountWith('tr-playtest-board', session);
    const reach = () =>
      [...shadow(map).querySelectorAll('g.reach')].map(
        (g) => `${g.getAttribute('data-at')}:${g.querySelector('text')!.textContent}`,
      );
    expect(reach()).to.include.members(['1,1:1', '2,1:0', '0,0:1', '0,2:1']);
    expect(reach()).to.not.include('3,1:0');
    [...shadow(map).querySelectorAll('label')]
      .find((l) => /Reachable/.test(l.textContent!))!
      .querySelector('input')!
      .click();
    await settled(map);
    expect(reach()).to.deep.equal([]);
  });

  it('ticks an objective on Lara’s board once it is met', async () => {
    const { items, ref } = scenarioLevel({
      map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
      tokens: [
        { type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' },
        { type: 'exit', at: { x: 5, y: 0 } },
      ],
      objectives: [{ type: 'search' }, { type: 'reachExit' }],
    });
    const session = new PlaytestSession({
      packs: withScenarioItems([cardsPack], items),
      level: ref,
      title: 'Search',
      options: { seed: 1, setup: { enemies: [] } },
    });
    const board = await mountWith('tr-lara-board', session);
    const search = () => shadow(board).querySelector('.objectives li')!;
    expect(search().classList.contains('met')).to.equal(false);
    expect(search().textContent).to.contain('☐');
    session.apply({ type: 'search', dice: 1, results: ['success'] });
    (board as HTMLElement & { requestUpdate(): void }).requestUpdate();
    await settled(board);
    expect(search().classList.contains('met')).to.equal(true);
    expect(search().textContent).to.contain('☑');
  });
});
