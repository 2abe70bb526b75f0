// `npm run bench:playtest`: how fast the playtest opens and animates, measured in Chromium on the
// built app. (1) Ctrl+Enter in the level editor on a 4 × 4 chapter (a copy of Landfall) to the
// first frame that shows the game — the time from the key event to the next animation frame
// after the game is on screen, and to just after that frame is painted — repeated 20 times
// (Esc back in between). (2) The frame intervals while the enemies' and events' turns play out
// automatically (fast speed, one event at a time) for several rounds. Prints the figures; a
// measurement, not a pass/fail test. BENCH_FIRST=n measures only the first launch after a page load,
// over n page loads. BENCH_DIST=dir serves that build instead of dist (to compare two builds).
import { startServer } from './bench-server.mjs';
import { writeFileSync } from 'node:fs';
import { TRACE_CATEGORIES, eventWindows, openBrowser, openLandfallCopy, printWindows, stats } from './bench-page.mjs';

const server = await startServer();
const BASE = server.url;
/**
 * From a Chromium trace of the launches: for each Ctrl+Enter (after the first `skip`), the main thread's
 * time from the task that handled the key to the end of the commit of the frame after it, as wall
 * time and as the thread's CPU time (which a busy machine inflates far less), and that CPU time by kind.
 * Only the launches: a key whose task lasts over 2 ms (Escape back is measured too, and reported apart).
 */
function printTrace(events, skip = 1) {
  const KINDS = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
  printWindows(eventWindows(events, 'keydown', { minUs: 2000, skip }), KINDS, 'launch', 'key');
}

try {
  const { browser, page } = await openBrowser();
  if (process.env.BENCH_FIRST) {
    // The first launch after a page load, over n loads: the page is loaded, a chapter duplicated,
    // and Ctrl+Enter pressed 1.5 s after the editor shows it (as a user would, at the earliest).
    const first = [];
    const painted = [];
    const firstTraces = [];
    for (let i = 0; i < Number(process.env.BENCH_FIRST); i++) {
      // A real load each time: going to the same address with another hash would only change the hash.
      await page.goto('about:blank');
      await (await openLandfallCopy(page, BASE)).focus();
      if (process.env.BENCH_TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(() => window.benchShell()?.dataset.paintedMs);
      if (process.env.BENCH_TRACE) {
        const trace = await browser.stopTracing();
        if (process.env.BENCH_TRACE.endsWith('.json'))
          writeFileSync(process.env.BENCH_TRACE.replace(/\.json$/, `-first${i}.json`), trace);
        firstTraces.push(...JSON.parse(trace.toString()).traceEvents);
      }
      const t = await page.evaluate(() => ({
        ...window.benchShell().dataset,
      }));
      first.push(Number(t.firstFrameMs));
      painted.push(Number(t.paintedMs));
    }
    console.log('first launch after a page load: Ctrl+Enter → first frame with the game (ms)', stats(first));
    console.log('first launch after a page load: Ctrl+Enter → that frame painted (ms)', stats(painted));
    if (process.env.BENCH_TRACE) printTrace(firstTraces, 0);
    await browser.close();
    server.stop();
    process.exit(0);
  }
  const board = await openLandfallCopy(page, BASE);

  const rendered = [];
  const starts = [];
  const firstFrame = [];
  const painted = [];
  if (process.env.BENCH_TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let i = 0; i < 21; i++) {
    await board.focus();
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => {
      const main = window.benchShell();
      return main?.dataset.paintedMs;
    });
    const t = await page.evaluate(() => {
      const main = window.benchShell();
      const out = {
        first: Number(main.dataset.firstFrameMs),
        painted: Number(main.dataset.paintedMs),
        rendered: Number(main.dataset.renderedMs),
        start: main.launcher.startMs,
      };
      delete main.dataset.renderedMs;
      delete main.dataset.firstFrameMs;
      delete main.dataset.paintedMs;
      return out;
    });
    // The first launch also warms the code up; it is reported apart.
    if (i === 0)
      console.log(
        'first launch after loading: engine start %s ms, drawn in the DOM %s ms, key → frame %s ms, → painted %s ms',
        t.start.toFixed(2),
        t.rendered.toFixed(2),
        t.first.toFixed(2),
        t.painted.toFixed(2),
      );
    else {
      rendered.push(t.rendered);
      starts.push(t.start);
      firstFrame.push(t.first);
      painted.push(t.painted);
    }
    await page.keyboard.press('Escape');
    await board.waitFor({ state: 'visible' });
  }

  if (process.env.BENCH_TRACE) {
    const trace = await browser.stopTracing();
    if (process.env.BENCH_TRACE.endsWith('.json')) writeFileSync(process.env.BENCH_TRACE, trace);
    printTrace(JSON.parse(trace.toString()).traceEvents);
  }

  // Enemy and event phases, played out automatically at the fast speed, for several rounds.
  await board.focus();
  await page.keyboard.press('Control+Enter');
  await page.locator('tr-playtest-board svg.board').waitFor();
  await page.locator('tr-phase-controls select[aria-label="Speed"]').selectOption({ label: 'fast' });
  await page.locator('tr-phase-controls input.auto').check();
  await page.evaluate(() => window.benchRecordFrames());
  let events = 0;
  for (let round = 0; round < 6; round++) {
    const status = await page.evaluate(() => {
      const s = window.benchShell().session;
      if (s.state.status !== 'playing') return s.state.status;
      s.apply({ type: 'move', dice: s.state.lara.diceLeft });
      const far = [...s.reach.values()].sort((a, b) => b.path.length - a.path.length)[0];
      if (far) s.applyAll(far.path);
      if (s.state.move && !s.state.move.passing) s.apply({ type: 'endMove' });
      if (!s.state.move) s.apply({ type: 'endLaraPhase' });
      return s.state.phase;
    });
    if (status === 'won' || status === 'lost') break;
    await page.waitForFunction(
      () => {
        const s = window.benchShell().session;
        return s.state.status !== 'playing' || (s.state.phase === 'lara' && s.reveal === undefined);
      },
      undefined,
      { timeout: 30_000 },
    );
  }
  const phases = await page.evaluate(() => {
    window.__recording = false;
    const s = window.benchShell().session;
    return {
      frames: window.__frames.slice(2),
      events: s.steps
        .filter((x) => x.state.phase !== 'lara' || x.action.type === 'endEventPhase')
        .reduce((n, x) => n + x.events.length, 0),
      round: s.state.round,
      enemies: s.state.enemies.length,
    };
  });
  events = phases.events;
  console.log('4 × 4 chapter (Landfall copy), Chromium headless, built app');
  console.log('the game started (engine: content, level, new game) (ms)', stats(starts));
  console.log('Ctrl+Enter → game started and drawn in the DOM (ms)', stats(rendered));
  console.log('Ctrl+Enter → first frame with the game (ms)', stats(firstFrame));
  console.log('Ctrl+Enter → that frame painted (ms)', stats(painted));
  console.log(
    `enemy/event phases played out automatically (${events} events, up to round ${phases.round}, ${phases.enemies} enemies): frame intervals (ms)`,
    stats(phases.frames),
  );
  await browser.close();
} finally {
  server.stop();
}
