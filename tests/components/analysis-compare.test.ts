import { expect } from '@esm-bundle/chai';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { button, panel, root, setGames, until } from './analysis-fixtures.ts';
import { cardsPack, smallLevel } from './playtest-fixtures.ts';

// Compare two versions of a level: the report's dialog is modal and goes when it closes, so the designer edits
// the level between two reports. The next report of the edited level compares with the earlier one; before any
// finished run there is nothing to compare with, and the panel says so rather than doing nothing.

/** The small level edited: its exit moved to the far corner, away from Lara. */
const edited = scenarioLevel({
  map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  tokens: [
    { type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' },
    { type: 'exit', at: { x: 5, y: 2 } },
    { type: 'spawnPoint', at: { x: 5, y: 1 }, number: 1, facing: 'W', enemy: 'wildlife' },
  ],
  objectives: [{ type: 'reachExit' }],
});

const done = (n: number) => (el: HTMLElement) => () =>
  new RegExp(`random cleared this level in \\d+ of ${n} seeds`).test(el.shadowRoot!.textContent!) &&
  !el.shadowRoot!.querySelector('progress');

describe('comparing two versions of a level', () => {
  it('with no earlier run: says so, and Compare is not offered for nothing', async function () {
    this.timeout(120000);
    const el = await panel();
    setGames(el, 20, 'random');
    button(el, 'Analyse').click();
    await until(done(20)(el));
    const note = root(el).querySelector('.compare .note');
    expect(note?.textContent).to.match(/No earlier run of this level yet/);
    expect(button(el, 'Compare').disabled).to.equal(true);
    el.remove();
  });

  it("the edited level's report compares with the report of its earlier version, made in a dialog since closed", async function () {
    this.timeout(180000);
    // The first version's report (this test's first panel; the one above finished a run of the same level too).
    const first = await panel();
    setGames(first, 60, 'random');
    button(first, 'Analyse').click();
    await until(done(60)(first));
    const rate = /(\d+) of 60 games won/.exec(root(first).textContent!)![1];
    first.remove();
    // The level edited (same id), a new panel as a new dialog makes: the run before is the first version's.
    expect(edited.ref).to.deep.equal(smallLevel.ref);
    const second = await panel();
    second.packs = withScenarioItems([cardsPack], edited.items);
    await second.updateComplete;
    setGames(second, 60, 'random');
    button(second, 'Analyse').click();
    await until(done(60)(second));
    const option = root(second).querySelector<HTMLOptionElement>('.compare option[value=previous]')!;
    expect(option.disabled).to.equal(false);
    expect(option.textContent).to.match(/an earlier version: 60 games a bot, seed 1/);
    expect(root(second).querySelector('.compare .note')).to.equal(null);
    button(second, 'Compare').click();
    await until(() => !!root(second).querySelector('.compare table'));
    const table = root(second).querySelector('.compare table')!;
    expect(table.querySelector('caption')!.textContent).to.match(
      /this level against the run before \(60 and 60 games\)/,
    );
    const winRow = [...table.querySelectorAll('tr')].find((r) => r.cells[0]?.textContent === 'win rate')!;
    // The figures in words, as the report's own figures say them.
    const names = [...table.querySelectorAll('tr')].map((r) => r.cells[0]!.textContent);
    expect(names).to.include.members(['damage taken a game', 'times SEEN a game', 'Event Cards drawn a game']);
    expect(Number(winRow.cells[1]!.textContent)).to.be.closeTo(Number(rate) / 60, 0.0005);
    second.remove();
  });

  it('the run before played other bots: it says so instead of showing nothing', async function () {
    this.timeout(120000);
    // The run before (above): random. This one: careful.
    const el = await panel();
    setGames(el, 10, 'careful');
    button(el, 'Analyse').click();
    await until(
      () =>
        /careful cleared this level in \d+ of 10 seeds/.test(root(el).textContent!) &&
        !root(el).querySelector('progress'),
    );
    button(el, 'Compare').click();
    await until(() => !!root(el).querySelector('.compare p.note'));
    expect(root(el).querySelector('.compare p.note')!.textContent!.replace(/\s+/g, ' ')).to.match(
      /the run before played random, none of the bots of this report \(careful\): Analyse with the same bots to compare/,
    );
    expect(root(el).querySelector('.compare table')).to.equal(null);
    el.remove();
  });
});
