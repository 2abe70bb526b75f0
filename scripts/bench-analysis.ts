// `npm run bench:analysis`: the design analysis' figures for the notes (docs/analysis.md). For each
// base CoC level, the random, careful and planner bots' win rates with 95% Wilson intervals and the
// CPU time a game takes; then the CCG bots on the introductory levels, solitaire and hot-seat.
// ANALYSIS_GAMES (default 200) sets the random and careful games per level, ANALYSIS_PLANNER_GAMES
// (default 20) the planner's; ANALYSIS_LEVELS=landfall,icefall-ledge limits the levels.
// ANALYSIS_WORKERS=4 (or `--workers 4`) instead plays "landfall" as the page does: the games split
// by seed among that many worker threads (scripts/bench-analysis-worker.ts, the page's job code),
// the parts merged in seed order; ANALYSIS_WORKER_GAMES (default 10,000) random games and
// ANALYSIS_WORKER_PLANNER_GAMES (default 1,000) planner games, with the wall time and the time to
// the first figures, twice: by cold workers, then by the same workers warm (the page's pool).
import { readPack } from '../src/cli/pack-folder.ts';
import { gameModule, type LevelRef } from '../src/engine/games.ts';
import { simulate, type SimulationReport } from '../src/analysis/simulate.ts';
import type { JobMessage } from '../src/analysis/analysis-job.ts';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';

const packs = [readPack('content/base').pack!];
const games = Number(process.env.ANALYSIS_GAMES ?? 200);
const plannerGames = Number(process.env.ANALYSIS_PLANNER_GAMES ?? 20);
const only = process.env.ANALYSIS_LEVELS?.split(',');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function run(game: 'coc' | 'ccg', level: LevelRef, bots: string[], n: number, seats = 1): void {
  const module = gameModule(game)!;
  const start = process.cpuUsage();
  const r = simulate(module, module.prepare(packs), { level, games: n, seed: 'bench', bots, seats, maxActions: 20000 });
  const cpu = process.cpuUsage(start).user / 1e6;
  console.log(
    `${level.id.padEnd(24)} ${bots.join('+').padEnd(16)} ${String(r.wins).padStart(4)}/${String(n).padEnd(5)} ${pct(r.winRate).padStart(6)} [${pct(r.interval[0])}, ${pct(r.interval[1])}]` +
      `  mean length ${r.meanLength.toFixed(1)}  ${((1000 * cpu) / n).toFixed(1)} CPU ms/game` +
      (seats > 1 ? `  wins by seat ${JSON.stringify(r.extras.winsBySeat)}` : ''),
  );
}

const workerArg = process.argv.indexOf('--workers');
const workers = Number(workerArg > 0 ? process.argv[workerArg + 1] : (process.env.ANALYSIS_WORKERS ?? 0));
if (workers > 0) {
  for (const [bot, n] of [
    ['random', Number(process.env.ANALYSIS_WORKER_GAMES ?? 10000)],
    ['planner', Number(process.env.ANALYSIS_WORKER_PLANNER_GAMES ?? 1000)],
  ] as const)
    if (n > 0) await inWorkers(bot, n);
  process.exit(0);
}

/**
 * "landfall" played as the page plays it: split among worker threads, merged in seed order. The jobs
 * are posted once every worker has loaded its modules (in Node through the TypeScript hooks, seconds
 * of CPU a worker on this machine; the page loads a built chunk), so that the figures time the games.
 * The report is played twice on the same threads, as the page's pool (src/ui/analysis/analysis-pool.ts)
 * keeps its workers: first by cold workers, then by the same workers warm (the same seeds: the same
 * report, checked). ANALYSIS_WARM_GAMES=300 first plays that many discarded games a worker (the warm-up
 * the panel could do when it opens) and times it apart.
 */
async function inWorkers(bot: string, n: number): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const loadStart = performance.now();
  const threads = await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<import('node:worker_threads').Worker>((resolve) => {
          const worker = new Worker(new URL('./bench-analysis-worker.ts', import.meta.url));
          worker.once('message', () => resolve(worker));
        }),
    ),
  );
  const loadWall = (performance.now() - loadStart) / 1000;
  console.log(`landfall ${bot}: ${workers} worker threads loaded in ${loadWall.toFixed(1)} s (not counted)`);
  const warm = Number(process.env.ANALYSIS_WARM_GAMES ?? 0);
  if (warm > 0) {
    const t = await playOn(threads, bot, warm * workers, 'warm-up');
    console.log(`  warm-up, ${warm} discarded games a worker: ${figures(t, warm * workers)}`);
  }
  const cold = await playOn(threads, bot, n, 'bench');
  console.log(`  ${warm > 0 ? 'first report, warmed' : 'first report, cold workers'}: ${figures(cold, n)}`);
  const again = await playOn(threads, bot, n, 'bench');
  console.log(`  second report, the same workers warm: ${figures(again, n)}`);
  if (JSON.stringify(again.report) !== JSON.stringify(cold.report))
    throw new Error('The warm workers gave another report for the same seeds.');
  for (const t of threads) void t.terminate();
}

interface Played {
  wall: number;
  cpu: number;
  firstAt: number;
  report: SimulationReport;
}

function figures({ wall, cpu, firstAt, report: r }: Played, n: number): string {
  return (
    `${r.games} games, ${wall.toFixed(2)} s wall, first figures after ${firstAt.toFixed(2)} s; ` +
    `${cpu.toFixed(2)} CPU s in all threads (${((1000 * cpu) / n).toFixed(2)} CPU ms a game; ` +
    `${(cpu / workers).toFixed(2)} s on ${workers} free cores); ${r.wins} won ${pct(r.winRate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}]; load average ${loadavg()[0]!.toFixed(1)}`
  );
}

/** One report of `n` games on the threads (the page's split and merge). */
async function playOn(
  threads: import('node:worker_threads').Worker[],
  bot: string,
  n: number,
  seed: string,
): Promise<Played> {
  const { splitGames, mergeReports } = await import('../src/analysis/report-merge.ts');
  const shares = splitGames(n, threads.length);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let firstAt = 0;
  const parts: (SimulationReport & { first: number })[] = [];
  await Promise.all(
    shares.map(
      (share, i) =>
        new Promise<void>((resolve, reject) => {
          const worker = threads[i]!;
          const listen = (m: JobMessage) => {
            if (m.type === 'part') {
              firstAt ||= performance.now() - start;
              parts.push(m.report);
              return;
            }
            worker.off('message', listen);
            if (m.type === 'error') reject(new Error(m.message));
            else resolve();
          };
          worker.on('message', listen);
          worker.postMessage({
            packs,
            game: 'coc',
            level: { kind: 'chapter', id: 'landfall' },
            bots: [bot],
            seats: 1,
            seed,
            first: share.first,
            games: share.games,
          });
        }),
    ),
  );
  // CPU of every thread of the process (the workers' included): on this shared 2-core machine the
  // wall clock says little; CPU / cores is what the same run would take with that many free cores.
  const usage = process.cpuUsage(cpuStart);
  return {
    wall: (performance.now() - start) / 1000,
    cpu: (usage.user + usage.system) / 1e6,
    firstAt: firstAt / 1000,
    report: mergeReports(parts),
  };
}

// The base pack's chapters and locations (the crypt is not a bot's level), in pack order.
const coc = gameModule('coc')!
  .prepare(packs)
  .levels()
  .filter((l) => l.kind === 'chapter' || l.kind === 'location');
for (const level of coc) {
  if (only && !only.includes(level.id)) continue;
  run('coc', level, ['random'], games);
  run('coc', level, ['careful'], games);
  run('coc', level, ['planner'], plannerGames);
}
for (const id of ['introductory-cave', 'introductory-tomb']) {
  if (only && !only.includes(id)) continue;
  const level = { kind: 'ccgLevel', id };
  run('ccg', level, ['random'], Math.min(games, 100));
  run('ccg', level, ['explorer'], Math.min(games, 100));
  run('ccg', level, ['explorer', 'explorer'], Math.min(games, 50), 2);
  run('ccg', level, ['explorer', 'random'], Math.min(games, 50), 2);
}
