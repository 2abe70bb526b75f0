// Counts that do not depend on the machine's load, for the playtest launch and the level editor's drop, on the built
// app (BENCH_DIST=dir for another build; ONLY=play or ONLY=level for one of them; SAVE=prefix keeps the traces):
// elements in the page (through shadow roots), style recalcs and elements styled, layouts and forced layouts, objects
// needing layout, paint area, from a Chromium trace (medians per launch or drop). Alongside, the thread time by kind.
import { startServer } from './bench-server.mjs';
import { writeFileSync } from 'node:fs';
import {
  TRACE_CATEGORIES,
  dropFace,
  eventWindows,
  inWindow,
  launchAndBack,
  openBenchLevel,
  openBrowser,
  openLandfallCopy,
} from './bench-page.mjs';

const server = await startServer();
const BASE = server.url;
const CATS = [...TRACE_CATEGORIES, 'disabled-by-default-devtools.timeline.stack'];
function summarize(events, marker) {
  // window from the task of each `marker` event to the end of the first Commit after it (a keydown: only launches)
  const res = [];
  for (const w of eventWindows(events, marker, { minUs: marker === 'keydown' ? 2000 : 0 })) {
    const inWin = inWindow(w);
    const scripts = inWin.filter((e) =>
      ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.callFunction'].includes(
        e.name,
      ),
    );
    const inside = (e) => scripts.some((s) => s.ts <= e.ts && s.ts + s.dur >= e.ts + e.dur);
    const r = {
      styleRecalcs: 0,
      styledElements: 0,
      layouts: 0,
      forcedLayouts: 0,
      forcedStyle: 0,
      dirtyObjects: 0,
      totalObjects: 0,
      paints: 0,
      paintArea: 0,
      layoutMs: 0,
      styleMs: 0,
      paintMs: 0,
      prePaintMs: 0,
      layerizeMs: 0,
    };
    for (const e of inWin) {
      const ms = (e.tdur ?? e.dur) / 1000;
      if (e.name === 'UpdateLayoutTree') {
        r.styleRecalcs++;
        r.styledElements += e.args?.elementCount ?? 0;
        r.styleMs += ms;
        if (inside(e)) r.forcedStyle++;
      }
      if (e.name === 'Layout') {
        r.layouts++;
        r.layoutMs += ms;
        r.dirtyObjects += e.args?.beginData?.dirtyObjects ?? 0;
        r.totalObjects = Math.max(r.totalObjects, e.args?.beginData?.totalObjects ?? 0);
        if (inside(e)) r.forcedLayouts++;
      }
      if (e.name === 'Paint') {
        r.paints++;
        r.paintMs += ms;
        const c = e.args?.data?.clip;
        if (c) {
          const xs = [c[0], c[2], c[4], c[6]],
            ys = [c[1], c[3], c[5], c[7]];
          r.paintArea += (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
        }
      }
      if (e.name === 'PrePaint') r.prePaintMs += ms;
      if (e.name === 'Layerize') r.layerizeMs += ms;
    }
    res.push(r);
  }
  const med = (k) => {
    const s = res.map((r) => r[k]).sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
  };
  const out = {};
  if (res.length) for (const k of Object.keys(res[0])) out[k] = Number(med(k).toFixed(2));
  out.n = res.length;
  return out;
}
const { browser, page } = await openBrowser();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const metrics = async () =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
const only = process.env.ONLY ?? 'play,level';
try {
  if (only.includes('play')) {
    const board = await openLandfallCopy(page, BASE);
    const editorNodes = await page.evaluate(() => window.benchDeepCount());
    // warm-up launches
    for (let i = 0; i < 2; i++) await launchAndBack(page, board, { waitMs: 300 });
    const N = Number(process.env.N ?? 6);
    await browser.startTracing(page, { categories: CATS });
    const m0 = await metrics();
    let playNodes = 0;
    const countPlay = async () => {
      playNodes = await page.evaluate(() => window.benchDeepCount());
    };
    for (let i = 0; i < N; i++) await launchAndBack(page, board, { waitMs: 400, during: countPlay });
    const m1 = await metrics();
    const trace = await browser.stopTracing();
    if (process.env.SAVE) writeFileSync(process.env.SAVE + '-play.json', trace);
    const ev = JSON.parse(trace.toString()).traceEvents;
    console.log(
      JSON.stringify({
        what: 'playtest launch',
        editorNodes,
        playNodes,
        perLaunch: {
          LayoutCount: (m1.LayoutCount - m0.LayoutCount) / N,
          RecalcStyleCount: (m1.RecalcStyleCount - m0.RecalcStyleCount) / N,
          LayoutObjects: m1.LayoutObjects,
          Nodes: m1.Nodes,
        },
        trace: summarize(ev, 'keydown'),
      }),
    );
  }
  if (only.includes('level')) {
    await page.goto('about:blank');
    // The 8 × 8 bench level (bench-page.mjs), 20 slots left empty for the drops.
    const bench = await openBenchLevel(page, BASE);
    await page.locator('tr-face-palette select').first().selectOption('all');
    await page.waitForTimeout(500);
    const levelNodes = await page.evaluate(() => window.benchDeepCount());
    await browser.startTracing(page, { categories: CATS });
    const m0 = await metrics();
    const N = 12;
    for (let i = 0; i < N; i++) {
      await dropFace(page, bench, i);
      await page.waitForTimeout(200);
    }
    const m1 = await metrics();
    const trace = await browser.stopTracing();
    if (process.env.SAVE) writeFileSync(process.env.SAVE + '-level.json', trace);
    const ev = JSON.parse(trace.toString()).traceEvents;
    const levelNodesAfter = await page.evaluate(() => window.benchDeepCount());
    console.log(
      JSON.stringify({
        what: 'level drop',
        levelNodes,
        levelNodesAfter,
        perDrop: {
          LayoutCount: (m1.LayoutCount - m0.LayoutCount) / N,
          RecalcStyleCount: (m1.RecalcStyleCount - m0.RecalcStyleCount) / N,
          LayoutObjects: m1.LayoutObjects,
        },
        trace: summarize(ev, 'drop'),
      }),
    );
  }
} finally {
  await browser.close();
  server.stop();
}
