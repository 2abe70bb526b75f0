// The Paint of frames that change one 2 px box on the level board's bench level (bench-page.mjs): the path a drop
// repaints (the board's section, its scroll area) without the drop's own new drawing, so many frames a setting and
// a steadier figure than whole drops. Builds alternated in one browser: OLD_DIST, MAIN_DIST and BENCH_DIST (the
// "branch"); EXPS="name=css|…" adds settings, a name starting with its build ("branch-…") and a style sheet put in
// every shadow root (to see what a part costs: `branch-legend=tr-board-legend{display:none}`). ROUNDS (3) rounds of
// FRAMES (60) frames each; prints the median and mean thread time of the frames' Paint and Layerize (ms).
import { startServer } from './bench-server.mjs';
import { TRACE_CATEGORIES, openBenchLevel, openBrowser } from './bench-page.mjs';
const dists = { old: process.env.OLD_DIST, main: process.env.MAIN_DIST, branch: process.env.BENCH_DIST };
const servers = {};
for (const [k, d] of Object.entries(dists))
  if (d) {
    process.env.BENCH_DIST = d;
    servers[k] = await startServer();
  }
const { browser, page } = await openBrowser();
const EXPS = (process.env.EXPS ?? Object.keys(servers).join('=|') + '=')
  .split('|')
  .map((s) => [s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)]);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const FRAMES = Number(process.env.FRAMES ?? 60);
const res = {};
const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
try {
  for (let r = 0; r < ROUNDS; r++)
    for (const [name, rule] of EXPS) {
      await page.goto('about:blank');
      await openBenchLevel(page, servers[name.split('-')[0]].url);
      await page.locator('tr-face-palette select').first().selectOption('all');
      await page.evaluate((rule) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(rule);
        const walk = (root) => {
          for (const el of root.querySelectorAll('*'))
            if (el.shadowRoot) {
              el.shadowRoot.adoptedStyleSheets = [...el.shadowRoot.adoptedStyleSheets, sheet];
              walk(el.shadowRoot);
            }
        };
        walk(document);
        const lb = document
          .querySelector('tr-app')
          .shadowRoot.querySelector('tr-level-editor')
          .shadowRoot.querySelector('tr-level-main')
          .shadowRoot.querySelector('tr-level-workbench')
          .shadowRoot.querySelector('tr-level-board');
        const probe = document.createElement('div');
        probe.style.cssText = 'position:absolute;left:0;top:0;width:2px;height:2px;z-index:5;background:#3a342c';
        lb.shadowRoot.querySelector('.board').append(probe);
        window.__probe = probe;
      }, rule);
      await page.waitForTimeout(800);
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.evaluate(
        (n) =>
          new Promise((done) => {
            let i = 0;
            const tick = () => {
              window.__probe.style.background = i % 2 ? '#3a342c' : '#3a342d';
              if (++i < n) requestAnimationFrame(tick);
              else requestAnimationFrame(() => done());
            };
            requestAnimationFrame(tick);
          }),
        FRAMES,
      );
      const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      const o = (res[name] ??= { paint: [], layerize: [] });
      const ps = ev.filter((e) => e.name === 'Paint' && e.ph === 'X');
      const tops = ps.filter(
        (e) => !ps.some((p) => p !== e && p.tid === e.tid && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur),
      );
      const main = tops.length ? tops[0].tid : 0;
      for (const e of tops) if (e.tid === main) o.paint.push((e.tdur ?? e.dur) / 1000);
      for (const e of ev) if (e.name === 'Layerize' && e.tid === main) o.layerize.push((e.tdur ?? e.dur) / 1000);
    }
  for (const [k, o] of Object.entries(res))
    console.log(
      k.padEnd(14),
      'paint median',
      med(o.paint).toFixed(3),
      'mean',
      mean(o.paint).toFixed(3),
      'layerize',
      med(o.layerize).toFixed(3),
      'n',
      o.paint.length,
    );
} finally {
  await browser.close();
  for (const s of Object.values(servers)) s.stop();
}
