import { expect } from '@esm-bundle/chai';
import { render } from 'lit';
import type { TaggedJob, TaggedMessage } from '../../src/ui/analysis/analysis-pool.ts';
import { runJob, type JobMessage } from '../../src/analysis/analysis-job.ts';
import { heatmap } from '../../src/ui/analysis/svg-charts.ts';
import { FIGURES_EVERY } from '../../src/ui/analysis/report-pace.ts';
import type { TrAnalysisPanel } from '../../src/ui/analysis/analysis-panel.ts';
import { button, panel, root, until } from './analysis-fixtures.ts';

// The difficulty report's panel draws at most once an animation frame, however many batches the workers post
// between two frames (warm workers post their first, small batches all at once, and a redraw for each kept the
// page from painting the first figures); and while games come it redraws the figures at most once every
// FIGURES_EVERY ms, the progress up to every PROGRESS_EVERY ms (report-pace.ts). The workers here play their jobs
// in the page (the real job code, so the figures are real) and post their messages each in its own task, as real
// workers' come: all at once, or `gap` ms apart.

/** Messages of the jobs posted so far (parts and done). */
let posted = 0;
/** Milliseconds between two messages of a worker (0: all at once). */
let gap = 0;
/** Called as a message is received. */
let received = () => {};

class BurstWorker extends EventTarget {
  onmessage: ((event: MessageEvent<TaggedMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage({ tag, job }: TaggedJob): void {
    const messages: JobMessage[] = [];
    runJob(job, (message) => messages.push(message));
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      received();
      this.onmessage?.(new MessageEvent('message', { data: event.data }));
    };
    messages.forEach((message, i) => {
      const post = () => channel.port2.postMessage({ tag, message } satisfies TaggedMessage);
      if (gap) setTimeout(post, (i + 1) * gap);
      else post();
    });
    posted += messages.length;
  }
  terminate(): void {}
}

/** The panel set to play 80 games. */
async function eightyGames(): Promise<TrAnalysisPanel> {
  const el = await panel();
  const games = root(el).querySelector<HTMLInputElement>('input[type=number]')!;
  games.value = '80';
  games.dispatchEvent(new Event('change'));
  await el.updateComplete;
  return el;
}

/** Counts animation frames until `stop()`: `now` is the frame the page is in. */
function countFrames(): { now: number; stop: () => void } {
  let counting = true;
  const frames = { now: 0, stop: () => (counting = false) };
  const tick = () => {
    frames.now++;
    if (counting) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return frames;
}

const RealWorker = window.Worker;
before(() => (window.Worker = BurstWorker as unknown as typeof Worker));
after(() => (window.Worker = RealWorker));

describe('the difficulty report panel draws once a frame', () => {
  it('many batches posted at once: one redraw a frame, and the figures of every game', async function () {
    this.timeout(60000);
    const el = await eightyGames();
    // The animation frame each redraw happened in.
    const frames = countFrames();
    const drawnIn: number[] = [];
    (el as unknown as { updated: () => void }).updated = () => drawnIn.push(frames.now);

    posted = 0;
    [...root(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Analyse')!.click();
    const start = performance.now();
    while (!/^Played 80 of 80 games/.test(root(el).querySelector('[role=status]')?.textContent ?? '')) {
      if (performance.now() - start > 30000) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
    frames.stop();
    // 80 games on 2 workers: batches of 1, 2 and then 2 games, about 20 parts each.
    expect(posted).to.be.greaterThan(30);
    // A redraw for the click, one at most a frame while the parts come, one when the run is done.
    const perFrame = new Map<number, number>();
    for (const f of drawnIn) perFrame.set(f, (perFrame.get(f) ?? 0) + 1);
    const crowded = [...perFrame].filter(([, n]) => n > 2);
    expect(crowded, `redraws by frame: ${JSON.stringify([...perFrame])}`).to.deep.equal([]);
    expect(drawnIn.length).to.be.lessThan(posted / 2);
    expect(root(el).textContent).to.match(/of 80 games won/);
    expect(root(el).textContent).to.match(/cleared this level in \d+ of 80 seeds/);
    el.remove();
  });
});

describe('the difficulty report panel redraws its figures at a bounded rate', () => {
  it('while games come: the figures at once, then at most once an interval; the progress more often', async function () {
    this.timeout(60000);
    const el = await eightyGames();
    const frames = countFrames();
    // When the figures (anything in a bot's report) and the progress line changed, and in which frame.
    const figures: { at: number; frame: number }[] = [];
    const progress = new Set<number>();
    const inside = (node: Node, selector: string) =>
      !!(node instanceof Element ? node : node.parentElement)?.closest(selector);
    const observer = new MutationObserver((records) => {
      const drawn = (r: MutationRecord) =>
        inside(r.target, 'section.result') ||
        [...r.addedNodes].some((n) => n instanceof Element && !!n.closest('section.result, :has(section.result)'));
      if (records.some(drawn)) figures.push({ at: performance.now(), frame: frames.now });
      if (records.some((r) => inside(r.target, '.progress'))) progress.add(frames.now);
    });
    observer.observe(root(el), { subtree: true, childList: true, characterData: true, attributes: true });

    // 80 games on 2 workers, about 20 parts each, one every 50 ms: about a second of parts.
    gap = 50;
    let firstReceived: number | undefined;
    received = () => (firstReceived ??= frames.now);
    button(el, 'Analyse').click();
    await until(() => /^Played 80 of 80 games/.test(root(el).querySelector('[role=status]')?.textContent ?? ''), 30000);
    await el.updateComplete;
    frames.stop();
    observer.disconnect();
    gap = 0;
    received = () => {};

    const between = figures.slice(1).map((f, i) => Math.round(f.at - figures[i]!.at));
    const log = `figures redrawn at ${JSON.stringify(figures)}, ${between} ms apart`;
    // The first figures within a frame of the first part (the frame it came in or the next).
    expect(figures[0]!.frame - firstReceived!, `${log}, the first part in frame ${firstReceived}`).to.be.at.most(1);
    expect(figures.length, log).to.be.greaterThan(2);
    // Between the first and the final report, at most once an interval (a little slack for the frame's timing).
    expect(
      between.slice(0, -1).filter((ms) => ms < FIGURES_EVERY - 20),
      log,
    ).to.deep.equal([]);
    // The progress, meanwhile, more often: up to ten times a second (PROGRESS_EVERY), a part every 50 ms here.
    expect(progress.size, `progress in frames ${[...progress]}`).to.be.at.least(2 * figures.length);
    // The final report is the one drawn: all the games, and the report as JSON once done.
    expect(root(el).querySelector('.result .rate')!.textContent).to.match(/ of 80 games won/);
    expect(root(el).querySelector('pre.json')!.textContent).to.include('"games": 80');
    el.remove();
  });
});

describe('the heatmap', () => {
  it("sets each cell's strength by opacity, not by the inherited fill-opacity", () => {
    // Changing fill-opacity restyles each cell's <title> too: Chromium's cost grows with the square of the cells
    // changed (1,200 cells: about half a second a redraw, against 3 ms for opacity; docs/analysis.md).
    const board = { width: 3, height: 2, terrain: [1, 1, 1, 1, 1, 1] };
    const host = document.createElement('div');
    render(heatmap(board, { '0,0': 4, '2,1': 1 }, 'Where Lara was hurt', 0), host);
    const cells = [...host.querySelectorAll('rect.heat')];
    expect(cells.map((c) => c.getAttribute('opacity'))).to.deep.equal(['1', '0.4']);
    expect(cells.every((c) => !c.hasAttribute('fill-opacity'))).to.equal(true);
  });
});
