// `npm run bench:ccg-playtest`: how fast the CCG playtest opens, measured in Chromium on the built
// app. A base-pack level (Introductory, tomb deck: 3 × 6) is opened in the CCG designer, then
// Ctrl+Enter is pressed 21 times (Esc back in between): the time from the key event to the game
// drawn in the DOM, to the next animation frame after that, and to just after that frame is
// painted. The first launch (the engine reading the content, every element created) is reported
// apart. Prints the figures; a measurement, not a pass/fail test. BENCH_DIST=dir serves that build
// instead of dist (to compare two builds).
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

try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${BASE}/#ccg`);
  const picker = page.getByLabel('Open a CCG level');
  await picker.waitFor();
  await picker.selectOption({ label: LEVEL });
  const map = page.locator('tr-ccg-map [role="grid"]');
  await map.waitFor();
  // Let the idle prefetch of the playtest's code finish.
  await page.waitForTimeout(2500);

  const rendered = [];
  const starts = [];
  const firstFrame = [];
  const painted = [];
  const mainOf = () => document.querySelector('tr-app').shadowRoot.querySelector('tr-ccg-designer').shadowRoot.querySelector('tr-ccg-main').shadowRoot.querySelector('tr-ccg-playtest-main');
  for (let i = 0; i < 21; i++) {
    await page.locator('tr-ccg-map [role="gridcell"][tabindex="0"]').focus();
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction((fn) => new Function(`return (${fn})()`)()?.dataset.paintedMs, mainOf.toString());
    const t = await page.evaluate((fn) => {
      const main = new Function(`return (${fn})()`)();
      const out = { first: Number(main.dataset.firstFrameMs), painted: Number(main.dataset.paintedMs), rendered: Number(main.dataset.renderedMs), start: main.launcher.startMs };
      return out;
    }, mainOf.toString());
    if (i === 0) console.log('first launch after loading: engine start %s ms, drawn in the DOM %s ms, key → frame %s ms, → painted %s ms', t.start.toFixed(2), t.rendered.toFixed(2), t.first.toFixed(2), t.painted.toFixed(2));
    else {
      rendered.push(t.rendered);
      starts.push(t.start);
      firstFrame.push(t.first);
      painted.push(t.painted);
    }
    await page.keyboard.press('Escape');
    await map.waitFor({ state: 'visible' });
  }
  console.log(`${LEVEL}, Chromium headless, built app`);
  console.log('the game started (engine: new game) (ms)', stats(starts));
  console.log('Ctrl+Enter → game started and drawn in the DOM (ms)', stats(rendered));
  console.log('Ctrl+Enter → first frame with the game (ms)', stats(firstFrame));
  console.log('Ctrl+Enter → that frame painted (ms)', stats(painted));
  await browser.close();
} finally {
  server.stop();
}
