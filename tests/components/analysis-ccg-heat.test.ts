import { expect } from '@esm-bundle/chai';
import '../../src/ui/analysis/analysis-panel.ts';
import type { TrAnalysisPanel } from '../../src/ui/analysis/analysis-panel.ts';
import { ccgPack } from './ccg-playtest-fixtures.ts';
import { mount } from './fixtures.ts';

// The CCG's heatmaps in the difficulty report, drawn over the level's map in a real browser with Web
// Workers: where each raider ended adds up to the games played, and each cell names its spot.

const root = (el: TrAnalysisPanel) => el.shadowRoot!;
const button = (el: TrAnalysisPanel, name: string) =>
  [...root(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
const labelled = (el: TrAnalysisPanel, text: RegExp) =>
  [...root(el).querySelectorAll('label')].find((l) => text.test(l.textContent!))!.querySelector('input')!;

async function until(test: () => boolean, ms = 90000): Promise<void> {
  const start = performance.now();
  while (!test()) {
    if (performance.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const heat = (el: TrAnalysisPanel, label: RegExp) => {
  const map = [...root(el).querySelectorAll('svg[role=img]')].find((s) => label.test(s.getAttribute('aria-label')!));
  expect(map, String(label)).to.exist;
  return [...map!.querySelectorAll('rect.heat')];
};
const total = (rects: Element[]) => rects.reduce((t, r) => t + Number(r.getAttribute('data-count')), 0);

describe('the difficulty report of a CCG level', () => {
  it('draws heatmaps over the map whose counts add up to the games played', async function () {
    this.timeout(120000);
    const el = document.createElement('tr-analysis-panel');
    el.packs = [ccgPack];
    el.level = { kind: 'ccgLevel', id: 'introductory-cave' };
    el.game = 'ccg';
    el.workers = 2;
    await mount(el);
    const games = labelled(el, /Games per bot/);
    games.value = '12';
    games.dispatchEvent(new Event('change'));
    button(el, 'Analyse').click();
    await until(() => !!root(el).querySelector('progress'));
    await until(() => !root(el).querySelector('progress') && !!root(el).querySelector('pre.json'));
    const ended = heat(el, /^Where each raider ended the game/);
    expect(total(ended)).to.equal(12);
    const visited = heat(el, /^Map spots visited/);
    expect(visited.length).to.be.greaterThan(1);
    for (const cell of visited) expect(Number(cell.getAttribute('data-count'))).to.be.within(1, 12);
    expect(visited[0]!.querySelector('title')!.textContent).to.match(/^column \d+, depth \d+: \d+$/);
    const report = JSON.parse(root(el).querySelector('pre.json')!.textContent!) as {
      extras: { killsBySource: Record<string, number> };
    };
    const deaths = Object.values(report.extras.killsBySource).reduce((a, b) => a + b, 0);
    expect(total(heat(el, /^Where raiders died/))).to.equal(deaths);
  });
});
