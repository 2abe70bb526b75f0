// `npm run bench:ccg-playtest`: how fast the CCG playtest opens, measured in Chromium on the built
// app. A base-pack level (Introductory, tomb deck: 3 × 6) is opened in the CCG designer, then
// Ctrl+Enter is pressed 21 times (Esc back in between): the time from the key event to the game
// drawn in the DOM, to the next animation frame after that, and to just after that frame is
// painted. The first launch after a page load is reported apart, over BENCH_LOADS page loads (7;
// each a new page, BENCH_IDLE_MS (4000) left idle after the level is open). Prints the figures; a
// measurement, not a pass/fail test. BENCH_DIST=dir serves that build instead of dist (to compare
// two builds). The game is shown in the Playtest area. Also Esc (back to the designer) → the next frame, and → painted,
// after the later launches.
import { startServer } from './bench-server.mjs';
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const LEVEL = process.env.BENCH_LEVEL ?? 'Introductory level (tomb deck) (Base pack, read only)';
const server = await startServer();
const BASE = server.url;
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5)?.toFixed(2), p95: q(0.95)?.toFixed(2), max: s.at(-1)?.toFixed(2) };
};

/** One page load: the level opened, the idle work left to finish, then `launches` launches (Esc back in between). */
async function load(browser, launches) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${BASE}/#ccg`);
  const picker = page.getByLabel('Open a CCG level');
  await picker.waitFor();
  await picker.selectOption({ label: LEVEL });
  const map = page.locator('tr-ccg-map [role="grid"]');
  await map.waitFor();
  // Let the idle work finish (the playtest's code fetched, then anything built ahead of the first launch).
  await page.waitForTimeout(IDLE_MS);
  // Esc back to the designer: from the key event to the next frame, and to just after it is painted.
  await page.evaluate(() =>
    window.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Escape') return;
        const t0 = e.timeStamp;
        requestAnimationFrame(() => {
          window.benchEsc = { frame: performance.now() - t0 };
          setTimeout(() => (window.benchEsc.painted = performance.now() - t0));
        });
      },
      true,
    ),
  );
  // The game is played in the Playtest area (tr-playtest), the designer's area hidden meanwhile.
  const mainOf = () =>
    document
      .querySelector('tr-app')
      .shadowRoot.querySelector('tr-playtest')
      .shadowRoot.querySelector('tr-ccg-playtest-main, tr-play-shell[play=ccg]');
  const out = [];
  for (let i = 0; i < launches; i++) {
    await page.locator('tr-ccg-map [role="gridcell"][tabindex="0"]').focus();
    // A measure left on the element by an earlier game (an element kept between launches) is not this launch's.
    await page.evaluate((fn) => {
      const main = new Function(`return (${fn})()`)();
      if (main) for (const k of ['paintedMs', 'firstFrameMs', 'renderedMs']) delete main.dataset[k];
    }, mainOf.toString());
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction((fn) => {
      const main = new Function(`return (${fn})()`)();
      return main?.launcher?.request && main.dataset.paintedMs;
    }, mainOf.toString());
    out.push(
      await page.evaluate((fn) => {
        const main = new Function(`return (${fn})()`)();
        return {
          first: Number(main.dataset.firstFrameMs),
          painted: Number(main.dataset.paintedMs),
          rendered: Number(main.dataset.renderedMs),
          start: main.launcher.startMs,
        };
      }, mainOf.toString()),
    );
    await page.evaluate(() => (window.benchEsc = undefined));
    await page.keyboard.press('Escape');
    await map.waitFor({ state: 'visible' });
    await page.waitForFunction(() => window.benchEsc?.painted !== undefined);
    out.at(-1).esc = await page.evaluate(() => window.benchEsc);
  }
  await page.close();
  return out;
}

const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 4000);
const report = (what, runs) => {
  console.log(what);
  console.log('  the game started (engine: new game) (ms)', stats(runs.map((t) => t.start)));
  console.log('  Ctrl+Enter → game started and drawn in the DOM (ms)', stats(runs.map((t) => t.rendered)));
  console.log('  Ctrl+Enter → first frame with the game (ms)', stats(runs.map((t) => t.first)));
  console.log('  Ctrl+Enter → that frame painted (ms)', stats(runs.map((t) => t.painted)));
};

try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const [first, ...later] = await load(browser, 21);
  const firsts = [first];
  for (let i = 1; i < LOADS; i++) firsts.push(...(await load(browser, 1)));
  console.log(
    `${LEVEL}, Chromium headless, built app; ${LOADS} page loads, ${IDLE_MS} ms idle after opening the level`,
  );
  report(`first launch after a page load (one per load, ${firsts.length})`, firsts);
  report(`later launches (the first page, ${later.length})`, later);
  console.log('Esc after a later launch → first frame with the designer (ms)', stats(later.map((t) => t.esc.frame)));
  console.log('Esc after a later launch → that frame painted (ms)', stats(later.map((t) => t.esc.painted)));
  await browser.close();
} finally {
  server.stop();
}
