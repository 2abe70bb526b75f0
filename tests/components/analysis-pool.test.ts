import { expect } from '@esm-bundle/chai';
import type { TrAnalysisPanel } from '../../src/ui/analysis/analysis-panel.ts';
import { AnalysisPool } from '../../src/ui/analysis/analysis-pool.ts';
import { AnalysisRun } from '../../src/ui/analysis/analysis-runner.ts';
import { smallLevel, smallPacks } from './playtest-fixtures.ts';
import { button, panel, root, setGames, until } from './analysis-fixtures.ts';

// The difficulty report's workers kept warm between reports (analysis-pool.ts), in a real browser with
// real Web Workers: the page's Worker is wrapped to see which workers start and which are ended.

const started: Worker[] = [];
const ended = new Set<Worker>();
const RealWorker = window.Worker;
class CountedWorker extends RealWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    started.push(this);
  }
  override terminate(): void {
    ended.add(this);
    super.terminate();
  }
}
before(() => (window.Worker = CountedWorker));
after(() => (window.Worker = RealWorker));
beforeEach(() => {
  started.length = 0;
  ended.clear();
});

const json = (el: TrAnalysisPanel) => root(el).querySelector('pre.json')?.textContent;

async function report(el: TrAnalysisPanel): Promise<string> {
  button(el, 'Analyse').click();
  await until(() => !!root(el).querySelector('progress'));
  await until(() => !root(el).querySelector('progress') && !!json(el));
  return json(el)!;
}

/** A run of `games` random games of the small level on 2 workers, seed 1. */
const randomGames = (games: number) => ({
  packs: smallPacks,
  game: 'coc' as const,
  level: smallLevel.ref,
  bots: ['random'],
  seats: 1,
  seed: '1',
  games,
  workers: 2,
});

describe("the difficulty report's workers", () => {
  it("a second report plays on the first one's workers, with the same figures; they end when the panel goes", async function () {
    this.timeout(120000);
    const el = await panel();
    await el.updateComplete;
    // Started as the panel shows the level (their modules loaded, no games), and used by the first report.
    expect(started).to.have.length(2);
    setGames(el, 200, 'random');
    const fresh = await report(el);
    expect(started).to.have.length(2);
    expect(ended.size).to.equal(0);
    const again = await report(el);
    expect(started, 'no worker started for the second report').to.have.length(2);
    expect(ended.size).to.equal(0);
    expect(again).to.equal(fresh);
    // A run on workers of its own (no pool), as before the pool: the same report, its workers ended.
    const own = new AnalysisRun({ ...randomGames(200), keepFastestWin: true });
    const alone = (await own.finished)!;
    expect(started).to.have.length(4);
    expect(ended.has(started[2]!) && ended.has(started[3]!)).to.equal(true);
    const { fastestWin: _, ...plain } = alone;
    expect(JSON.stringify(plain, null, 2)).to.equal(again);
    expect(ended.has(started[0]!) || ended.has(started[1]!)).to.equal(false);
    el.remove();
    expect(ended.has(started[0]!) && ended.has(started[1]!), 'the panel went: its workers are ended').to.equal(true);
  });

  it('Cancel ends the running workers at once; the next report starts new ones', async function () {
    this.timeout(120000);
    const el = await panel();
    setGames(el, 100000, 'random');
    button(el, 'Analyse').click();
    await until(() => Number(root(el).querySelector('progress')?.value ?? 0) > 0);
    expect(started).to.have.length(2);
    button(el, 'Cancel').click();
    expect(ended.has(started[0]!) && ended.has(started[1]!), 'ended on the click').to.equal(true);
    await el.updateComplete;
    expect(root(el).textContent).to.match(/Cancelled/);
    setGames(el, 20, 'random');
    await report(el);
    expect(started).to.have.length(4);
    expect(ended.has(started[2]!) || ended.has(started[3]!)).to.equal(false);
    el.remove();
    expect(ended.size).to.equal(4);
  });

  it('free workers end after the idle time', async function () {
    this.timeout(60000);
    const pool = new AnalysisPool({ idleMs: 300 });
    const run = new AnalysisRun(randomGames(10), pool);
    await run.finished;
    expect(pool.size).to.equal(2);
    expect(ended.size).to.equal(0);
    await until(() => pool.size === 0, 5000);
    expect(ended.size).to.equal(2);
  });
});
