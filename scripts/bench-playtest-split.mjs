// The playtest's launch (Ctrl+Enter in the level editor) and its way back (Esc), apart, as main-thread CPU by kind
// from a Chromium trace: `node scripts/bench-playtest-split.mjs` on the built app (BENCH_DIST=dir for another
// build). EXPS='{"name":[["tr-tag","css"]...]}' alternates experiments, each a style sheet adopted into the shadow
// roots of those elements (e.g. [["tr-playtest-board",".cells{display:none}"]]), ROUNDS times (3 launches a round).
// A measurement, not a test; see docs/engine-performance.md "Paint and layout after the seam".
import { startServer } from './bench-server.mjs';
import {
  TRACE_CATEGORIES,
  eventWindows,
  inWindow,
  launchAndBack,
  openBrowser,
  openLandfallCopy,
  windowCpu,
  windowKinds,
} from './bench-page.mjs';
const EXPS = JSON.parse(process.env.EXPS ?? '{"this build":[]}');
const server = await startServer();
const { browser, page } = await openBrowser();
const KINDS = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Blink.Paint.UpdateTime', 'Layerize', 'LayoutView::HitTest'];
function launchCost(events) {
  return eventWindows(events, 'keydown', { minUs: 1000 }).map((w) => ({
    objs: Math.max(
      0,
      ...inWindow(w)
        .filter((e) => e.name === 'Layout')
        .map((e) => e.args?.beginData?.totalObjects ?? 0),
    ),
    ...windowKinds(w, KINDS),
    cpu: windowCpu(w),
  }));
}
try {
  const board = await openLandfallCopy(page, server.url, 1000);
  const launch = () => launchAndBack(page, board, { waitMs: 250, state: 'attached' });
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
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
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
