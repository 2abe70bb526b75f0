import { expect } from '@esm-bundle/chai';
import '../../src/ui/analysis/analysis-panel.ts';
import type { TrAnalysisPanel } from '../../src/ui/analysis/analysis-panel.ts';
import { mount } from './fixtures.ts';
import { seriesPack } from './series-fixtures.ts';

// The difficulty report of a chapter that ends a series of several (issue 20, rule decision 143): by default its
// games are played by the workers from chapter 1 on, as the rulebook plays chapters, and the report says how many
// games reached and cleared each chapter; "Play this chapter alone" plays it on its own. Chapter 1 has no box.

async function panel(id: string): Promise<TrAnalysisPanel> {
  const el = document.createElement('tr-analysis-panel');
  el.packs = [seriesPack];
  el.level = { kind: 'chapter', id };
  el.game = 'coc';
  el.workers = 2;
  return mount(el);
}

const root = (el: TrAnalysisPanel) => el.shadowRoot!;
const labelled = (el: TrAnalysisPanel, text: RegExp) =>
  [...root(el).querySelectorAll('label')].find((l) => text.test(l.textContent!))?.querySelector('input');

async function until(test: () => boolean, ms = 90000): Promise<void> {
  const start = performance.now();
  while (!test()) {
    if (performance.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function analyse(el: TrAnalysisPanel, games: number): Promise<void> {
  const input = labelled(el, /Games per bot/)!;
  input.value = String(games);
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
  [...root(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Analyse')!.click();
  await until(() => new RegExp(`Played ${games} of ${games} games`).test(root(el).textContent!));
}

const seriesTable = (el: TrAnalysisPanel) =>
  [...root(el).querySelectorAll('table')].find((t) => /The series, level by level/.test(t.caption?.textContent ?? ''));

describe('difficulty report: a chapter played as its series', () => {
  it('offers "Play this chapter alone", unchecked, for a chapter after the first, not for chapter 1', async () => {
    const first = await panel('landfall');
    expect(labelled(first, /Play this chapter alone/)).to.equal(undefined);
    first.remove();
    const third = await panel('the-sleeping-guard');
    expect(labelled(third, /Play this chapter alone/)).to.exist;
    expect(labelled(third, /Play this chapter alone/)!.checked).to.equal(false);
    third.remove();
  });

  it('plays the series by default in the workers: games that reached and cleared each chapter', async function () {
    this.timeout(120000);
    const el = await panel('the-sleeping-guard');
    await analyse(el, 4);
    expect(root(el).textContent).to.include('(this level as its series, careful)');
    const table = seriesTable(el)!;
    expect(table).to.exist;
    const rows = [...table.querySelectorAll('tr')].slice(1).map((r) => [...r.cells].map((c) => c.textContent!.trim()));
    expect(rows.map((r) => r[0])).to.deep.equal(['Landfall', 'The Frozen Stair', 'The Sleeping Guard']);
    expect(rows[0]![1]).to.equal('4');
    // Every game that cleared a chapter reached the next.
    expect(rows[1]![1]).to.equal(rows[0]![2]);
    expect(rows[2]![1]).to.equal(rows[1]![2]);
    const won = /careful cleared the series in (\d+) of 4 seeds/.exec(root(el).textContent!);
    expect(won, root(el).textContent!).to.exist;
    expect(won![1]).to.equal(rows[2]![2]);
    el.remove();
  });

  it('plays the chapter on its own when "Play this chapter alone" is checked', async function () {
    this.timeout(120000);
    const el = await panel('the-sleeping-guard');
    labelled(el, /Play this chapter alone/)!.click();
    await analyse(el, 3);
    expect(root(el).textContent).to.include('Played 3 of 3 games (this level, careful)');
    expect(seriesTable(el)).to.equal(undefined);
    expect(root(el).textContent).to.match(/careful cleared this level in \d+ of 3 seeds/);
    el.remove();
  });
});
