// The CPU of the page's threads over a span, for the browser benchmarks that run Web Workers
// (bench-analysis-page): from a Chrome trace, the thread time of each thread's top-level tasks (the
// renderer's main thread, each dedicated worker, the renderer's thread pool where V8 compiles and
// collects garbage beside them); and from Linux's /proc, every thread of the browser's renderers
// (clock ticks, 10 ms), which counts what the trace's tasks do not.
import { readdirSync, readFileSync } from 'node:fs';

/** Thread time (ms) of the tasks of one thread between `from` and `to` (µs), a task cut by the span in part. */
function taskTime(events, pid, tid, name, from, to) {
  let ms = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== pid || e.tid !== tid || e.name !== name) continue;
    const overlap = Math.min(e.ts + e.dur, to) - Math.max(e.ts, from);
    if (overlap > 0) ms += ((e.tdur ?? e.dur) * (e.dur ? overlap / e.dur : 1)) / 1000;
  }
  return ms;
}

/**
 * The renderer's threads over a span of the trace (µs): `main` (CrRendererMain's tasks), `workers` (each
 * dedicated worker thread busy in the span, ms, in thread order) and `pool` (the renderer's
 * ThreadPool threads together: V8's concurrent compilers and garbage collection, raster).
 */
export function threadTimes(events, from, to) {
  const names = events.filter((e) => e.name === 'thread_name');
  const main = names.find((e) => e.args?.name === 'CrRendererMain');
  const ofRenderer = (re) => names.filter((e) => e.pid === main.pid && re.test(e.args?.name ?? ''));
  const time = (e, task) => taskTime(events, e.pid, e.tid, task, from, to);
  const workers = ofRenderer(/^DedicatedWorker/).map((e) => time(e, 'ThreadControllerImpl::RunTask'));
  return {
    main: time(main, 'RunTask'),
    // The report's workers: not the page's other workers (the pack's validation), idle or nearly so.
    workers: workers.filter((ms) => ms > 0.05 * Math.max(...workers)),
    pool: ofRenderer(/^ThreadPool/).reduce((s, e) => s + time(e, 'ThreadPool_RunTask'), 0),
  };
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** The CPU (ms, user + system) of every thread of the renderers started by this process, by thread id. */
export function rendererThreads() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      if (!descendsFrom(pid, process.pid)) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        out.set(`${pid}/${tid}`, { name, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
      }
    } catch {
      // a process or thread that ended while read
    }
  }
  return out;
}

function descendsFrom(pid, ancestor) {
  for (let p = Number(pid), i = 0; p > 1 && i < 20; i++) {
    if (p === ancestor) return true;
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    p = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  return false;
}

/** Each renderer thread's CPU between two `rendererThreads()` readings (ms), by name: total and how many threads. */
export function rendererCpuBetween(before, after) {
  const byName = {};
  for (const [id, { name, ms }] of after) {
    const spent = ms - (before.get(id)?.ms ?? 0);
    if (spent <= 0) continue;
    const key = name === 'chromium' || name === 'chrome' ? 'main' : name;
    byName[key] ??= { ms: 0, threads: 0 };
    byName[key].ms += spent;
    byName[key].threads++;
  }
  return byName;
}
