// The playtest's launch (Ctrl+Enter in the level editor) and its way back (Esc), apart, as main-thread CPU by kind
// from a Chromium trace: `node scripts/bench-playtest-split.mjs` on the built app (BENCH_DIST=dir for another
// build). EXPS='{"name":[["tr-tag","css"]...]}' alternates experiments, each a style sheet adopted into the shadow
// roots of those elements (e.g. [["tr-playtest-board",".cells{display:none}"]]), ROUNDS times (3 launches a round).
// A measurement, not a test; see docs/engine-performance.md "Paint and layout after the seam".
import { startServer } from './bench-server.mjs';
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';
const EXPS = JSON.parse(process.env.EXPS ?? '{"this build":[]}');
const server = await startServer();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
const CATS = ['devtools.timeline', 'toplevel', 'blink', 'disabled-by-default-devtools.timeline'];
const KINDS = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Blink.Paint.UpdateTime', 'Layerize', 'LayoutView::HitTest'];
function launchCost(events) {
  const keys = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown' && e.dur > 1000);
  const out = [];
  for (const key of keys) {
    const thread = events
      .filter((e) => e.tid === key.tid && e.pid === key.pid && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    const task = thread
      .filter((e) => e.name === 'RunTask' && e.ts <= key.ts && e.ts + e.dur >= key.ts + key.dur)
      .at(-1);
    const commit = thread.find((e) => e.name === 'Commit' && e.ts > key.ts);
    if (!task || !commit) continue;
    const win = thread.filter((e) => e.ts >= task.ts && e.ts <= commit.ts + commit.dur);
    const r = {
      objs: Math.max(0, ...win.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData?.totalObjects ?? 0)),
    };
    for (const n of KINDS) {
      const es = win.filter((e) => e.name === n);
      const tops = es.filter((e) => !es.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
      r[n] = tops.reduce((s, e) => s + (e.tdur ?? e.dur) / 1000, 0);
    }
    r.cpu = win.filter((e) => e.name === 'RunTask').reduce((s, e) => s + (e.tdur ?? e.dur) / 1000, 0);
    out.push(r);
  }
  return out;
}
try {
  await page.goto(`${server.url}/#level`);
  await page.getByLabel('Template').selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const board = page.locator('tr-level-board .board');
  await board.waitFor();
  await page.waitForTimeout(1000);
  const launch = async () => {
    await board.focus();
    await page.keyboard.press('Control+Enter');
    await page.locator('tr-playtest-board svg.board').waitFor({ state: 'attached' });
    await page.waitForTimeout(250);
    await page.keyboard.press('Escape');
    await board.waitFor({ state: 'visible' });
    await page.waitForTimeout(250);
  };
  await launch();
  const res = {};
  const ROUNDS = Number(process.env.ROUNDS ?? 4);
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, rules] of Object.entries(EXPS)) {
      await page.evaluate((rules) => {
        const all = [];
        const walk = (root) => {
          for (const el of root.querySelectorAll('*')) {
            all.push(el);
            if (el.shadowRoot) walk(el.shadowRoot);
          }
        };
        walk(document);
        for (const el of all)
          if (el.shadowRoot) {
            el.shadowRoot.adoptedStyleSheets = el.shadowRoot.adoptedStyleSheets.filter((s) => !s.__exp);
            for (const [tag, css] of rules)
              if (el.localName === tag) {
                const s = new CSSStyleSheet();
                s.replaceSync(css);
                s.__exp = true;
                el.shadowRoot.adoptedStyleSheets = [...el.shadowRoot.adoptedStyleSheets, s];
              }
          }
      }, rules);
      await launch();
      await browser.startTracing(page, { categories: CATS });
      for (let i = 0; i < 3; i++) await launch();
      const trace = await browser.stopTracing();
      (res[name] ??= []).push(...launchCost(JSON.parse(trace.toString()).traceEvents));
    }
  for (const [name, rows] of Object.entries(res)) {
    // The way back shows the level editor again: its frame lays out the editor's objects as well (over 1,500); the
    // launch's frame only the playtest's (the editor is then under content-visibility: hidden, not counted).
    const launches = rows.filter((r) => r.objs <= 1500);
    const backs = rows.filter((r) => r.objs > 1500);
    const med = (rs, k) => {
      const s = rs.map((r) => r[k]).sort((a, b) => a - b);
      return s[Math.floor(s.length / 2)]?.toFixed(2);
    };
    const line = (rs) =>
      ['objs', 'cpu', ...KINDS]
        .map((k) => `${k.replace('Blink.Paint.UpdateTime', 'Paint').replace('LayoutView::', '')} ${med(rs, k)}`)
        .join(' | ');
    console.log(`${name.padEnd(12)} launch n=${launches.length} ${line(launches)}`);
    console.log(`${''.padEnd(12)} back   n=${backs.length} ${line(backs)}`);
  }
} finally {
  await browser.close();
  server.stop();
}
