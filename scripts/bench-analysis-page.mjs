// The difficulty report's first figures in the built page (issue 20: "the report's first figures on screen within
// 1 s"): the level editor on a copy of Landfall, Analyse, N random games (ANALYSIS_PAGE_GAMES, default 10,000) on the
// browser's workers, the run button clicked twice (a first report on the workers the panel started, then a second on
// the same workers, warm). For each report: from the click to the first frame committed with figures (the wins line
// and the game-length histogram) and to the end, wall time, and the main thread's CPU over both spans from a Chrome
// trace (its tasks' thread time), with its longest task. Run after `vite build`:
// `node scripts/bench-analysis-page.mjs`; ANALYSIS_PAGE_ROUNDS (default 1) opens the page that many times;
// BENCH_DIST compares another build; ANALYSIS_PAGE_KINDS=1 prints the main thread's time by trace event;
// ANALYSIS_PAGE_TRACE=<prefix> writes the traces (ANALYSIS_PAGE_PROFILE=1 adds V8's samples, for a profile;
// ANALYSIS_PAGE_CATEGORIES=v8,disabled-by-default-v8.compile more trace categories);
// ANALYSIS_PAGE_JS_FLAGS=--trace-deopt passes V8 flags (their output printed with DEBUG=pw:browser).
// `--workers N` makes the page believe it has N cores (navigator.hardwareConcurrency, which the panel's pool reads),
// so it plays on N workers whatever the machine has; `--bot planner` (or careful) plays that bot instead of random
// (ANALYSIS_PAGE_GAMES then defaults to 1,000). Each report also gives the CPU of each worker thread, of the main
// thread and of the renderer's thread pool (V8's compilers and garbage collection beside them) from the trace, the
// renderer's threads by /proc, and "on N free cores": the slowest worker's CPU (each worker one core, the report
// done when the last is), `npm run bench:analysis-page` (issue 20: "10,000 random games in at most 3 s on 4 workers").
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startServer } from './bench-server.mjs';
import { openBrowser, openLandfallCopy, TRACE_CATEGORIES } from './bench-page.mjs';
import { rendererCpuBetween, rendererThreads, threadTimes } from './bench-threads.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const WORKERS = Number(arg('--workers')) || undefined;
const BOT = arg('--bot') ?? 'random';
const GAMES = Number(process.env.ANALYSIS_PAGE_GAMES) || (BOT === 'random' ? 10000 : 1000);
const ROUNDS = Number(process.env.ANALYSIS_PAGE_ROUNDS) || 1;

// In the page: the click's time (captured on the document), the time the panel's figures (the wins line and the
// game-length histogram) are first in its DOM (`__first`, a mutation observer: right after the redraw that made them,
// whether it ran in a worker message's task or in an animation frame), and a frame in which the run is over (`__end`:
// the status says what was played). The figures are on screen when the first frame committed after `__first` is:
// read from the trace.
const WATCH = `(() => {
  const panel = document.querySelector('tr-analysis-panel');
  const root = panel.shadowRoot;
  window.__click = window.__first = window.__end = undefined;
  document.addEventListener('click', () => (window.__click ??= performance.now()), { capture: true, once: true });
  const seen = () => root.querySelector('.result .rate') && root.querySelector('.result figure.chart');
  const observer = new MutationObserver(() => {
    if (window.__click === undefined || !seen()) return;
    window.__first = performance.now();
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const tick = (t) => {
    if (window.__first !== undefined && /^Played /.test(root.querySelector('[role=status]')?.textContent ?? '')) {
      window.__end = t;
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** The main thread's tasks of a trace that run between two of its times (µs): the one running at `from` too. */
function mainTasks(events, from, to) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ts + e.dur >= from &&
      e.ts < to,
  );
}

/** The main thread's time inside `tasks` by event name (ms, an event nested in another counted in both). */
function kinds(events, tasks) {
  const { pid, tid } = tasks[0];
  const out = {};
  for (const e of events)
    if (e.ph === 'X' && e.pid === pid && e.tid === tid && e.name !== 'RunTask')
      if (tasks.some((t) => e.ts >= t.ts && e.ts < t.ts + t.dur))
        out[e.name] = (out[e.name] ?? 0) + (e.tdur ?? e.dur) / 1000;
  return Object.entries(out)
    .filter(([, v]) => v >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(', ');
}

const sum = (tasks) => tasks.reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000;
const longest = (tasks) => Math.max(0, ...tasks.map((e) => (e.tdur ?? e.dur) / 1000));
const ms = (x) => Math.round(x);
const s2 = (x) => (x / 1000).toFixed(2);

/** The report's CPU by thread: the trace's tasks between the click and the end, and /proc's counts over the same. */
function cpuLine(events, from, to, procBefore, procAfter) {
  const t = threadTimes(events, from, to);
  const total = t.workers.reduce((a, b) => a + b, 0);
  const proc = rendererCpuBetween(procBefore, procAfter);
  const procText = Object.entries(proc)
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([name, { ms: spent, threads }]) => `${name}${threads > 1 ? ` ×${threads}` : ''} ${s2(spent)}`)
    .join(', ');
  return (
    `  CPU s: ${t.workers.length} workers ${t.workers.map(s2).join(', ')} (total ${s2(total)}; slowest ${s2(Math.max(...t.workers))}` +
    ` = on ${t.workers.length} free cores), main thread ${s2(t.main)}, renderer thread pool ${s2(t.pool)};` +
    ` /proc renderer threads: ${procText}; load average ${loadavg()[0].toFixed(1)}`
  );
}

const server = await startServer();
// V8's own traces of the page and its workers (e.g. `--trace-deopt`), printed with DEBUG=pw:browser.
const jsFlags = process.env.ANALYSIS_PAGE_JS_FLAGS;
const { browser, page } = await openBrowser(jsFlags ? [`--js-flags=${jsFlags}`] : []);
if (WORKERS)
  await page.addInitScript(
    (n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }),
    WORKERS,
  );
try {
  for (let round = 0; round < ROUNDS; round++) {
    await openLandfallCopy(page, server.url);
    await page.getByRole('button', { name: /Analyse/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Games per bot').fill(String(GAMES));
    await dialog.getByLabel('Games per bot').press('Tab');
    for (const name of ['random', 'careful', 'planner']) {
      const box = dialog.getByRole('checkbox', { name, exact: true });
      if ((await box.isChecked()) !== (name === BOT)) await box.click();
    }
    // The panel's workers start as it opens (module load only): give them the time a designer would.
    await page.waitForTimeout(2000);
    for (const which of ['first', 'second']) {
      await page.evaluate(WATCH);
      await browser.startTracing(page, {
        categories: [
          ...TRACE_CATEGORIES,
          'blink.user_timing',
          ...(process.env.ANALYSIS_PAGE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
          ...(process.env.ANALYSIS_PAGE_CATEGORIES?.split(',') ?? []),
        ],
      });
      // The trace's clock (µs) against the page's: a mark made now, read back from the trace.
      await page.evaluate(() => performance.mark('bench-origin'));
      const procBefore = rendererThreads();
      await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
      await page.waitForFunction(() => window.__end !== undefined, undefined, { timeout: 600_000 });
      const procAfter = rendererThreads();
      const times = await page.evaluate(() => ({
        click: window.__click,
        first: window.__first,
        end: window.__end,
        origin: performance.getEntriesByName('bench-origin').at(-1).startTime,
      }));
      const trace = await browser.stopTracing();
      if (process.env.ANALYSIS_PAGE_TRACE)
        writeFileSync(`${process.env.ANALYSIS_PAGE_TRACE}-${round + 1}-${which}.json`, trace);
      const events = JSON.parse(trace.toString()).traceEvents;
      const mark = events.find((e) => e.name === 'bench-origin');
      const at = (t) => mark.ts + (t - times.origin) * 1000;
      const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const commit = events
        .filter((e) => e.name === 'Commit' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid)
        .sort((a, b) => a.ts - b.ts)
        .find((e) => e.ts >= at(times.first));
      const shown = commit ? (commit.ts + commit.dur - at(times.click)) / 1000 : NaN;
      const toFirst = mainTasks(events, at(times.click), at(times.click) + shown * 1000);
      const toEnd = mainTasks(events, at(times.click), at(times.end));
      const status = await dialog.getByRole('status').textContent();
      console.log(
        `round ${round + 1}, ${which} report: first figures on screen after ${ms(shown)} ms (in the DOM after` +
          ` ${ms(times.first - times.click)})` +
          ` (main-thread CPU ${ms(sum(toFirst))} ms in ${toFirst.length} tasks, longest ${ms(longest(toFirst))});` +
          ` done after ${ms(times.end - times.click)} ms (main-thread CPU ${ms(sum(toEnd))} ms in ${toEnd.length}` +
          ` tasks, longest ${ms(longest(toEnd))}). ${status.trim()}`,
      );
      console.log(cpuLine(events, at(times.click), at(times.end), procBefore, procAfter));
      if (process.env.ANALYSIS_PAGE_KINDS) console.log('  by kind (ms, nested counted twice):', kinds(events, toEnd));
      await page.waitForTimeout(1000);
    }
    await page.getByRole('button', { name: 'Close', exact: true }).click();
  }
} finally {
  await browser.close();
  server.stop();
}
