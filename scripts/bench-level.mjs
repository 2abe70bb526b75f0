// `npm run bench:level`: how the level editor holds up on an 8 × 8-slot level, measured in Chromium
// on the built app. A tile is dragged with a real mouse across the whole board while the page
// records the time of every frame and of every dragover handled; then 20 tiles are dropped on empty
// slots and each placement is timed (see below). Prints the figures; it is a measurement, not a
// pass/fail test. BENCH_PORT=n serves on that port (default: a free one); BENCH_PROFILE=1 adds a
// CPU profile of the placements; BENCH_TRACE=1 a Chromium trace with each placement's main-thread
// CPU time by kind (style, layout, paint…), which a busy machine inflates far less than wall time.
// BENCH_DIST=dir serves that build instead of dist (to compare two builds).
import { startServer } from './bench-server.mjs';
import { writeFileSync } from 'node:fs';
import { dropFace, eventWindows, openBenchLevel, openBrowser, printWindows, stats } from './bench-page.mjs';

const server = await startServer();
const BASE = server.url;

/** The functions that took the most time in a CDP CPU profile, self and with what they called. */
function printProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(name(byId.get(id)), (self.get(name(byId.get(id))) ?? 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const key = name(byId.get(cur));
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + ms);
      seen.add(key);
    }
  });
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(`profile of the placements, self time:\n${top(self, 20)}\nwith callees:\n${top(total, 120)}`);
}

/**
 * From a Chromium trace of the placements: for each drop, the main thread's time from the task
 * that handled the drop to the end of the commit of the frame after it, as wall time and as the
 * thread's CPU time. On a busy machine the wall time includes waiting for a core; the CPU time does
 * not, so it tells what a placement costs on an idle machine.
 */
function printTrace(events) {
  const KINDS = [
    'FunctionCall',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'HitTest',
    'Commit',
    'RunMicrotasks',
  ];
  printWindows(eventWindows(events, 'drop'), KINDS, 'drop');
}

try {
  const { browser, page } = await openBrowser();
  // The 8 × 8 bench level (bench-page.mjs): 44 slots laid, 20 left empty for the placements below (tiles 1–20).
  const bench = await openBenchLevel(page, BASE);
  const { boardBox, cell } = bench;
  await page.evaluate(() => {
    window.benchRecordFrames();
    window.__handlers = [];
    let start = 0;
    window.addEventListener('dragover', () => (start = performance.now()), true);
    window.addEventListener('dragover', () => window.__handlers.push(performance.now() - start));
  });
  // Drag the tile in slot (0, 0) over every row of the board to slot (7, 7), in 120 mouse steps.
  await page.mouse.move(boardBox.x + cell * 0.5, boardBox.y + cell * 2.5);
  await page.mouse.down();
  for (let i = 1; i <= 120; i++) {
    const row = Math.floor((i - 1) / 15);
    const col = ((i - 1) % 15) / 14;
    await page.mouse.move(boardBox.x + cell * (0.5 + col * 23), boardBox.y + cell * (0.5 + row * 3.2));
  }
  await page.mouse.move(boardBox.x + cell * 22.5, boardBox.y + cell * 22.5);
  await page.mouse.up();
  const drag = await page.evaluate(() => {
    window.__recording = false;
    return { frames: window.__frames.slice(2), handlers: window.__handlers };
  });

  // Placement: drop 20 faces from the palette onto the board with a real mouse. For each drop:
  // - work: from the drop to the board's re-render done and style and layout computed (forced
  //   right after the render, so it is the main-thread cost of showing the tile, paint aside; the
  //   palettes, inspector and toolbar are redrawn after the frame that shows the tile);
  // - drop → next frame: from the drop to the next animation frame (the frame that draws the tile;
  //   this includes waiting for the display's next tick, up to 16.7 ms, whatever the work);
  // - frame with the drop: the interval between the animation frame before the drop and the one
  //   after it; about 16.7 ms when the tile shows in the very next frame, 33 ms when a frame was missed;
  // - from Chromium's Event Timing: the drop's handling → the next frame presented (what the user sees).
  // The work figure forces style and layout in the drop's task (work the frame would do anyway);
  // BENCH_NO_FORCE=1 leaves them to the frame and reports work as the render alone.
  await page.evaluate((forceLayout) => {
    window.__placements = [];
    window.__ticks = [];
    window.__placing = true;
    const tick = () => {
      window.__ticks.push(performance.now());
      if (window.__placing) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    let t0 = 0;
    window.addEventListener('drop', () => (t0 = performance.now()), true);
    window.addEventListener('drop', async () => {
      const start = t0;
      const entry = { t0: start };
      window.__placements.push(entry);
      const app = document.querySelector('tr-app');
      requestAnimationFrame(() => (entry.next = performance.now() - start));
      const board = app.shadowRoot
        .querySelector('tr-level-editor')
        .shadowRoot.querySelector('tr-level-main')
        .shadowRoot.querySelector('tr-level-workbench')
        .shadowRoot.querySelector('tr-level-board');
      await board.updateComplete;
      if (forceLayout) board.shadowRoot.querySelector('.board').getBoundingClientRect();
      entry.work = performance.now() - start;
    });
    // Chromium's Event Timing, for each drop of 16 ms or more from the input's time stamp to the
    // next frame presented (in steps of 8 ms): how long the drop waited to be handled (the
    // browser's drag-and-drop round trip included) and from its handling to that frame presented.
    window.__dropTimings = [];
    const since = performance.now();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'drop' && e.startTime >= since)
          window.__dropTimings.push({
            wait: e.processingStart - e.startTime,
            shown: e.startTime + e.duration - e.processingStart,
          });
    }).observe({ type: 'event', durationThreshold: 16 });
  }, !process.env.BENCH_NO_FORCE);
  await page.locator('tr-face-palette select').first().selectOption('all');
  // BENCH_PROFILE=1 also records a CPU profile of the placements and prints where their time went.
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  if (process.env.BENCH_TRACE)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'toplevel',
        'blink',
        'disabled-by-default-devtools.timeline',
        ...(process.env.BENCH_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
      ],
    });
  for (let i = 0; i < 20; i++) await dropFace(page, bench, i);
  await page.waitForTimeout(300);
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
  if (process.env.BENCH_TRACE) {
    const trace = await browser.stopTracing();
    // BENCH_TRACE=file.json also keeps the raw trace (open it in Chrome's Performance panel).
    if (process.env.BENCH_TRACE.endsWith('.json')) writeFileSync(process.env.BENCH_TRACE, trace);
    printTrace(JSON.parse(trace.toString()).traceEvents);
  }
  const laid = await page.evaluate(
    () =>
      document
        .querySelector('tr-app')
        .shadowRoot.querySelector('tr-level-editor')
        .shadowRoot.querySelector('tr-level-main')
        .shadowRoot.querySelector('tr-level-workbench').state.layout.tiles.length,
  );
  const placed = await page.evaluate(() => {
    window.__placing = false;
    const ticks = window.__ticks;
    return window.__placements.map((p) => {
      const after = ticks.findIndex((t) => t > p.t0);
      return { ...p, frame: after > 0 ? ticks[after] - ticks[after - 1] : undefined };
    });
  });
  console.log('8 × 8 slots (576 spaces, 64 tokens; 44 tiles laid, then 20 placed), Chromium headless, built app');
  if (laid !== 64)
    console.log(`WARNING: ${64 - laid} of the 20 placements were refused; the figures below are not only placements.`);
  console.log('drag: frame intervals (ms)', stats(drag.frames));
  console.log('drag: dragover handler (ms, re-render excluded)', stats(drag.handlers));
  console.log(
    'placement: work, drop → rendered, styled and laid out (ms)',
    stats(placed.map((p) => p.work).filter((x) => x !== undefined)),
  );
  console.log('placement: drop → next frame (ms)', stats(placed.map((p) => p.next).filter((x) => x !== undefined)));
  console.log(
    'placement: length of the frame with the drop (ms)',
    stats(placed.map((p) => p.frame).filter((x) => x !== undefined)),
  );
  const timings = await page.evaluate(() => window.__dropTimings);
  console.log(
    `placement (Event Timing, ${timings.length} of ${placed.length} drops reported, the others took under 16 ms in all): input → drop handled (ms)`,
    stats(timings.map((t) => t.wait)),
  );
  console.log(
    'placement (Event Timing): drop handled → next frame presented (ms, ±8)',
    stats(timings.map((t) => t.shown)),
  );
  await browser.close();
} finally {
  server.stop();
}
