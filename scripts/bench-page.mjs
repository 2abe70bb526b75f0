// What the browser benchmarks (bench-level, bench-playtest, bench-playtest-split, bench-counts, bench-ccg-playtest)
// share: the browser and page, the level editor set-ups they measure on, the figures' summary, and the reading of a
// Chromium trace into one window per input event (from the task that handled it to the end of the frame's commit).
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

/** The trace categories that give the main thread's tasks, style, layout, paint and commit. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'toplevel', 'blink', 'disabled-by-default-devtools.timeline'];

/** n, median, 95th percentile and maximum of a list of milliseconds (two decimals). */
export function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5)?.toFixed(2), p95: q(0.95)?.toFixed(2), max: s.at(-1)?.toFixed(2) };
}

/** Headless Chromium (the tests' own, with `args` added) and one page of 1600 × 1000, with the page helpers below. */
export async function openBrowser(args = []) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...args] });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(PAGE_HELPERS);
  return { browser, page };
}

/**
 * The level editor on a fresh copy of Landfall (a 4 × 4 chapter), left `settleMs` to finish its idle work.
 * Returns the board's locator (focus it, then Ctrl+Enter launches the playtest).
 */
export async function openLandfallCopy(page, base, settleMs = 1500) {
  await page.goto(`${base}/#level`);
  await page.getByLabel('Template').selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const board = page.locator('tr-level-board .board');
  await board.waitFor();
  await page.waitForTimeout(settleMs);
  return board;
}

/**
 * One launch and back from the level editor: Ctrl+Enter on `board`, the game's board drawn (`state`: 'visible' or
 * 'attached'), `waitMs`, then `during()` if given, Esc, the editor's board shown again, `waitMs`.
 */
export async function launchAndBack(page, board, { waitMs, state = 'visible', during }) {
  await board.focus();
  await page.keyboard.press('Control+Enter');
  await page.locator('tr-playtest-board svg.board').waitFor({ state });
  await page.waitForTimeout(waitMs);
  await during?.();
  await page.keyboard.press('Escape');
  await board.waitFor({ state: 'visible' });
  await page.waitForTimeout(waitMs);
}

/**
 * A new empty level made an 8 × 8 grid with 44 slots laid (tiles 21–32 reused: the checks say so, the board draws
 * them all) and a spawn point on every slot; the 20 slots of `EMPTY_SLOTS` (columns 0–3, rows 2–6) are left empty
 * for drops. Returns the board's box and the width of one space (a slot is 3 × 3 spaces).
 */
export async function openBenchLevel(page, base) {
  await page.goto(`${base}/#level`);
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
        tokens.push({ type: 'spawnPoint', at: { x: x * 3 + 1, y: y * 3 + 1 }, number: ((x + y) % 6) + 1, facing: 'N' });
      }
    bench.doc.setValue(
      { ...bench.doc.value, mixedFaces: true, layout: { size: { columns: 8, rows: 8 }, tiles, tokens } },
      { label: 'Bench level' },
    );
  });
  await page.waitForTimeout(1500);
  const boardBox = await page.locator('tr-level-board .board').boundingBox();
  return { boardBox, cell: boardBox.width / 24 };
}

/** The empty slots `openBenchLevel` leaves, in the order the drops fill them. */
export const EMPTY_SLOTS = [];
for (let y = 2; y <= 6; y++) for (let x = 0; x < 4; x++) EMPTY_SLOTS.push({ x, y });

/** Drop number i: tile i + 1's face from the face palette dragged with the mouse onto `EMPTY_SLOTS[i]`. */
export async function dropFace(page, { boardBox, cell }, i) {
  const face = page.locator(`tr-face-palette [data-face="tile-${i + 1}:${i < 16 ? 'jungle' : 'mountain'}"]`);
  await face.scrollIntoViewIfNeeded();
  const from = await face.boundingBox();
  const to = EMPTY_SLOTS[i];
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 3);
  await page.mouse.down();
  await page.mouse.move(boardBox.x + cell * (3 * to.x + 1.5), boardBox.y + cell * (3 * to.y + 1.5), { steps: 5 });
  await page.mouse.up();
}

/**
 * In the page (`openBrowser` installs them on every load): `benchShell()`, the CoC game's element in the Playtest
 * area (`tr-play-shell[play=coc]`) or undefined; `benchDeepCount()`, how many elements the page has through shadow
 * roots; `benchRecordFrames()`, from then on the interval of every animation frame in `window.__frames` (ms) until
 * `window.__recording` is set false.
 */
const PAGE_HELPERS = `
window.benchShell = () =>
  document
    .querySelector('tr-app')
    ?.shadowRoot.querySelector('tr-playtest')
    ?.shadowRoot.querySelector('tr-playtest-main, tr-play-shell[play=coc]');
window.benchDeepCount = () => {
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
window.benchRecordFrames = () => {
  window.__frames = [];
  let last = performance.now();
  const tick = (t) => {
    window.__frames.push(t - last);
    last = t;
    if (window.__recording) requestAnimationFrame(tick);
  };
  window.__recording = true;
  requestAnimationFrame(tick);
};`;

/**
 * One window per `type` event dispatched in a trace (keydown, drop…) whose dispatch took at least `minUs`
 * microseconds: its main thread's complete events (`thread`, by time), the task that handled it (`task`), the first
 * commit after it (`commit`), and `end` (that commit's end). Events with no such task or commit are left out.
 */
export function eventWindows(events, type, { minUs = 0, skip = 0 } = {}) {
  const keys = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type).slice(skip);
  const out = [];
  for (const key of keys) {
    const thread = events
      .filter((e) => e.tid === key.tid && e.pid === key.pid && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    const task = thread
      .filter((e) => e.name === 'RunTask' && e.ts <= key.ts && e.ts + e.dur >= key.ts + key.dur)
      .at(-1);
    const commit = thread.find((e) => e.name === 'Commit' && e.ts > key.ts);
    if (!task || !commit || key.dur < minUs) continue;
    out.push({ key, thread, task, commit, end: commit.ts + commit.dur });
  }
  return out;
}

/** A window's events: those of its thread that start from its task to its end. */
export const inWindow = (w) => w.thread.filter((e) => e.ts >= w.task.ts && e.ts < w.end);

/** A window's main-thread CPU time in ms (its tasks' thread time). */
export const windowCpu = (w) =>
  inWindow(w)
    .filter((e) => e.name === 'RunTask')
    .reduce((sum, e) => sum + (e.tdur ?? e.dur), 0) / 1000;

/** A window's thread time in ms by kind, top-level events of each kind only (a Paint inside a Paint counts once). */
export function windowKinds(w, kinds) {
  const tops = inWindow(w).filter((e) => kinds.includes(e.name));
  const parts = Object.fromEntries(kinds.map((k) => [k, 0]));
  for (const e of tops)
    if (!tops.some((o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur))
      parts[e.name] += (e.tdur ?? e.dur) / 1000;
  return parts;
}

/**
 * Prints, for the windows, the main thread's CPU by kind (mean per window), and from the task to the frame committed
 * as wall time and as CPU time (which a busy machine inflates far less than wall time). `what`: "launch", "drop"…;
 * `task`: what the task is called in the last two lines (the same unless given).
 */
export function printWindows(windows, kinds, what, task = what) {
  const parts = new Map();
  for (const w of windows)
    for (const [k, ms] of Object.entries(windowKinds(w, kinds))) if (ms) parts.set(k, (parts.get(k) ?? 0) + ms);
  const mean = Object.fromEntries([...parts].map(([k, v]) => [k, Number((v / windows.length).toFixed(2))]));
  console.log(`trace: main-thread CPU per ${what} by kind (ms, mean)`, JSON.stringify(mean));
  console.log(
    `trace: ${task} task → frame committed, wall (ms)`,
    stats(windows.map((w) => (w.end - w.task.ts) / 1000)),
  );
  console.log(`trace: ${task} task → frame committed, main-thread CPU (ms)`, stats(windows.map(windowCpu)));
}
