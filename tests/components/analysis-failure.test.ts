import { expect } from '@esm-bundle/chai';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { button, panel, root, setGames, until } from './analysis-fixtures.ts';
import { cardsPack } from './playtest-fixtures.ts';

// A level the engine cannot start (here: no start for Lara) cannot be played by the workers: the report says so,
// with the engine's reason, instead of showing nothing after Analyse.

const noStart = scenarioLevel({
  map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  tokens: [{ type: 'exit', at: { x: 2, y: 0 } }],
  objectives: [{ type: 'reachExit' }],
});

describe('the difficulty report of a level that cannot be played', () => {
  it('says the games could not be played, and why; the Analyse button is offered again', async function () {
    this.timeout(60000);
    const el = await panel();
    el.packs = withScenarioItems([cardsPack], noStart.items);
    await el.updateComplete;
    setGames(el, 10, 'random');
    button(el, 'Analyse').click();
    await until(() => !!root(el).querySelector('[role=alert]'));
    expect(root(el).querySelector('[role=alert]')!.textContent).to.match(/^The games could not be played: \S/);
    expect(button(el, 'Analyse').disabled).to.equal(false);
    el.remove();
  });
});
