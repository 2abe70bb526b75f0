// Counts that do not depend on the machine's load, for the playtest launch and the level editor's drop, on the built
// app (BENCH_DIST=dir for another build; ONLY=play or ONLY=level for one of them; SAVE=prefix keeps the traces):
// elements in the page (through shadow roots), style recalcs and elements styled, layouts and forced layouts, objects
// needing layout, paint area, from a Chromium trace (medians per launch or drop). Alongside, the thread time by kind.
import { startServer } from './bench-server.mjs';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const server = await startServer();
const BASE = server.url;
const CATS = [
  'devtools.timeline',
  'toplevel',
  'blink',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
];
const deepCount = () => {
  let n = 0;
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      n++;
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return n;
};
function summarize(events, marker) {
  // window from the first EventDispatch of `marker` type to the first Commit after it (per occurrence)
  const main = events.filter((e) => e.ph === 'X');
  const keys = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === marker);
  const res = [];
  for (const key of keys) {
    const thread = main.filter((e) => e.tid === key.tid && e.pid === key.pid).sort((a, b) => a.ts - b.ts);
    const task = thread
      .filter((e) => e.name === 'RunTask' && e.ts <= key.ts && e.ts + e.dur >= key.ts + key.dur)
      .at(-1);
    const commit = thread.find((e) => e.name === 'Commit' && e.ts > key.ts);
    if (!task || !commit || (marker === 'keydown' && key.dur < 2000)) continue;
    const inWin = thread.filter((e) => e.ts >= task.ts && e.ts < commit.ts + commit.dur);
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
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const metrics = async () =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
const only = process.env.ONLY ?? 'play,level';
try {
  if (only.includes('play')) {
    await page.goto(`${BASE}/#level`);
    await page.getByLabel('Template').selectOption({ label: 'Landfall (chapter)' });
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const board = page.locator('tr-level-board .board');
    await board.waitFor();
    await page.waitForTimeout(1500);
    const editorNodes = await page.evaluate(deepCount);
    // warm-up launches
    for (let i = 0; i < 2; i++) {
      await board.focus();
      await page.keyboard.press('Control+Enter');
      await page.locator('tr-playtest-board svg.board').waitFor();
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
      await board.waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
    }
    const N = Number(process.env.N ?? 6);
    await browser.startTracing(page, { categories: CATS });
    const m0 = await metrics();
    let playNodes = 0;
    for (let i = 0; i < N; i++) {
      await board.focus();
      await page.keyboard.press('Control+Enter');
      await page.locator('tr-playtest-board svg.board').waitFor();
      await page.waitForTimeout(400);
      playNodes = await page.evaluate(deepCount);
      await page.keyboard.press('Escape');
      await board.waitFor({ state: 'visible' });
      await page.waitForTimeout(400);
    }
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
    await page.goto(`${BASE}/#level`);
    await page.getByRole('button', { name: 'New empty level' }).click();
    await page.locator('tr-level-board .board').waitFor();
    await page.evaluate(() => {
      const main = document
        .querySelector('tr-app')
        .shadowRoot.querySelector('tr-level-editor')
        .shadowRoot.querySelector('tr-level-main');
      const bench = main.shadowRoot.querySelector('tr-level-workbench');
      const faces = ['mountain', 'desert'];
      const tiles = [];
      const tokens = [];
      for (let y = 0; y < 8; y++)
        for (let x = 0; x < 8; x++) {
          if (!(x < 4 && y >= 2 && y <= 6))
            tiles.push({
              slot: { x, y },
              tile: `tile-${21 + ((y * 8 + x) % 12)}`,
              face: faces[(x + y) % 2],
              rotation: (x * 90) % 360,
            });
          tokens.push({
            type: 'spawnPoint',
            at: { x: x * 3 + 1, y: y * 3 + 1 },
            number: ((x + y) % 6) + 1,
            facing: 'N',
          });
        }
      bench.doc.setValue(
        { ...bench.doc.value, mixedFaces: true, layout: { size: { columns: 8, rows: 8 }, tiles, tokens } },
        { label: 'Bench level' },
      );
    });
    await page.waitForTimeout(1500);
    const boardBox = await page.locator('tr-level-board .board').boundingBox();
    const cell = boardBox.width / 24;
    await page.locator('tr-face-palette select').first().selectOption('all');
    await page.waitForTimeout(500);
    const levelNodes = await page.evaluate(deepCount);
    await browser.startTracing(page, { categories: CATS });
    const m0 = await metrics();
    const emptySlots = [];
    for (let y = 2; y <= 6; y++) for (let x = 0; x < 4; x++) emptySlots.push({ x, y });
    const N = 12;
    for (let i = 0; i < N; i++) {
      const face = page.locator(`tr-face-palette [data-face="tile-${i + 1}:${i < 16 ? 'jungle' : 'mountain'}"]`);
      await face.scrollIntoViewIfNeeded();
      const from = await face.boundingBox();
      const to = emptySlots[i];
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 3);
      await page.mouse.down();
      await page.mouse.move(boardBox.x + cell * (3 * to.x + 1.5), boardBox.y + cell * (3 * to.y + 1.5), { steps: 5 });
      await page.mouse.up();
      await page.waitForTimeout(200);
    }
    const m1 = await metrics();
    const trace = await browser.stopTracing();
    if (process.env.SAVE) writeFileSync(process.env.SAVE + '-level.json', trace);
    const ev = JSON.parse(trace.toString()).traceEvents;
    const levelNodesAfter = await page.evaluate(deepCount);
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
