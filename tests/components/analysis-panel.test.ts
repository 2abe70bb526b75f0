import { expect } from '@esm-bundle/chai';
import type { TrAnalysisPanel } from '../../src/ui/analysis/analysis-panel.ts';
import { button, labelled, panel, root, setGames, until } from './analysis-fixtures.ts';
import { gameModule } from '../../src/engine/games.ts';

// The difficulty report's panel, in a real browser with real Web Workers: progress shows as games
// finish, Cancel stops the workers, the heatmaps' counts add up to the games played, and a searching
// bot's budget reaches the workers.

const heatTotal = (el: TrAnalysisPanel, label: RegExp) => {
  const map = [...root(el).querySelectorAll('svg[role=img]')].find((s) => label.test(s.getAttribute('aria-label')!))!;
  expect(map, String(label)).to.exist;
  return [...map.querySelectorAll('rect.heat')].reduce((t, r) => t + Number(r.getAttribute('data-count')), 0);
};

describe('the difficulty report panel', () => {
  it('shows progress as games finish, and its heatmaps add up to the games played', async function () {
    this.timeout(120000);
    const el = await panel();
    setGames(el, 300, 'random');
    button(el, 'Analyse').click();
    await until(() => !!root(el).querySelector('progress'));
    const status = root(el).querySelector('[role=status]')!;
    expect(status.textContent).to.match(/of 300 games .* on 2 workers/);
    await until(() => /random cleared this level in \d+ of 300 seeds/.test(root(el).textContent!));
    expect(root(el).querySelector('progress')).to.equal(null);
    // The progress line gives way to what was played, so a run too short to watch still says so.
    expect(root(el).querySelector('[role=status]')!.textContent).to.equal(
      'Played 300 of 300 games (this level, random) on 2 workers.',
    );
    const text = root(el).textContent!;
    const won = Number(/(\d+) of 300 games won/.exec(text)![1]);
    expect(heatTotal(el, /^Where each game ended/)).to.equal(300);
    // The game lengths' histogram: the games won drawn at the foot of the columns, adding up to the wins.
    const lengths = [...root(el).querySelectorAll('svg[role=img]')].find((s) =>
      /^Game length/.test(s.getAttribute('aria-label')!),
    )!;
    const wonBars = [...lengths.querySelectorAll('rect.won')];
    expect(wonBars.reduce((t, r) => t + Number(r.getAttribute('data-count')), 0)).to.equal(won);
    expect(heatTotal(el, /^Where Lara was killed/)).to.equal(
      300 - won - Number(/(\d+) cut unfinished/.exec(text)?.[1] ?? 0),
    );
    // The same seeds again: the same report.
    const first = root(el).querySelector('pre.json')!.textContent;
    button(el, 'Analyse').click();
    await until(() => !!root(el).querySelector('progress'));
    await until(() => !root(el).querySelector('progress') && !!root(el).querySelector('pre.json'));
    expect(root(el).querySelector('pre.json')!.textContent).to.equal(first);
    // Compared with the run before: nothing differs beyond the noise.
    button(el, 'Compare').click();
    await until(() => !!root(el).querySelector('.compare table'));
    expect(root(el).querySelectorAll('.compare tr.real').length).to.equal(0);
    el.remove();
  });

  it("a searching bot's budget: shown with the planner, played by the workers", async function () {
    this.timeout(120000);
    const el = await panel();
    setGames(el, 4, 'careful');
    await el.updateComplete;
    expect(root(el).textContent).not.to.match(/Search budget/);
    setGames(el, 4, 'planner');
    await el.updateComplete;
    const budget = labelled(el, /Search budget/);
    expect(budget.value).to.equal('6');
    budget.value = '2';
    budget.dispatchEvent(new Event('change'));
    button(el, 'Analyse').click();
    // 'planner' chooses the planner and its oracle: they run one after the other, the oracle last.
    await until(() => /Played 4 of 4 games \(this level, oracle/.test(root(el).textContent!));
    expect(root(el).textContent).to.include('Played 4 of 4 games (this level, oracle, budget 2) on 2 workers.');
    expect(root(el).textContent!.match(/"budget": 2/g)).to.have.length(2);
    el.remove();
  });

  it('Cancel stops the workers: the count of games played stops growing', async function () {
    this.timeout(60000);
    const el = await panel();
    setGames(el, 100000, 'random');
    button(el, 'Analyse').click();
    await until(() => Number(root(el).querySelector('progress')?.value ?? 0) > 0);
    expect(button(el, 'Cancel').disabled).to.equal(false);
    button(el, 'Cancel').click();
    await until(() => /Cancelled/.test(root(el).textContent!));
    const played = () => Number(/ of ([\d,]+) games won/.exec(root(el).textContent!)![1]!.replace(/,/g, ''));
    const then = played();
    expect(then).to.be.greaterThan(0);
    expect(then).to.be.lessThan(100000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(played()).to.equal(then);
    expect(button(el, 'Analyse').disabled).to.equal(false);
    el.remove();
  });

  it('prepares the game once for its packs, not at each render; new packs are prepared again', async () => {
    const module = gameModule('coc')!;
    const prepare = module.prepare;
    let prepared = 0;
    module.prepare = (packs) => (prepared++, prepare(packs));
    try {
      const el = await panel();
      expect(prepared).to.equal(1);
      // Re-renders: the number of games, the bots chosen, the seed.
      setGames(el, 7, 'careful');
      await el.updateComplete;
      setGames(el, 9, 'random');
      await el.updateComplete;
      const seed = labelled(el, /Seed/);
      seed.value = '3';
      seed.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(prepared).to.equal(1);
      el.packs = [...el.packs];
      await el.updateComplete;
      expect(prepared).to.equal(2);
      el.remove();
    } finally {
      module.prepare = prepare;
    }
  });

  it('a number typed past the most games is brought back to the most, in the field too, each time', async () => {
    const el = await panel();
    const games = labelled(el, /Games per bot/);
    for (const typed of ['150000', '250000']) {
      games.value = typed;
      games.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(games.value, `after ${typed}`).to.equal('100000');
      expect(games.checkValidity(), `after ${typed}`).to.equal(true);
    }
    el.remove();
  });
});
