import { expect } from '@esm-bundle/chai';
import '../../src/ui/analysis/analysis-panel.ts';
import type { TrAnalysisPanel } from '../../src/ui/analysis/analysis-panel.ts';
import { mount } from './fixtures.ts';
import { seriesPack } from './series-fixtures.ts';

// The difficulty report's "Play as the series from chapter 1" (issue 20): offered for a chapter that ends a
// series of several, its games played by the workers from chapter 1 on, and the report says how many games
// reached and cleared each chapter.

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

describe('difficulty report: a chapter played as its series', () => {
  it('is offered for a chapter after the first, not for chapter 1', async () => {
    const first = await panel('landfall');
    expect(labelled(first, /Play as the series from chapter 1/)).to.equal(undefined);
    first.remove();
    const third = await panel('the-sleeping-guard');
    expect(labelled(third, /Play as the series from chapter 1/)).to.exist;
    third.remove();
  });

  it('plays the series in the workers: games that reached and cleared each chapter', async function () {
    this.timeout(120000);
    const el = await panel('the-sleeping-guard');
    const games = labelled(el, /Games per bot/)!;
    games.value = '4';
    games.dispatchEvent(new Event('change'));
    labelled(el, /Play as the series from chapter 1/)!.click();
    await el.updateComplete;
    [...root(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Analyse')!.click();
    await until(() => /Played 4 of 4 games/.test(root(el).textContent!));
    const table = [...root(el).querySelectorAll('table')].find((t) =>
      /The series, level by level/.test(t.caption?.textContent ?? ''),
    )!;
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
});
