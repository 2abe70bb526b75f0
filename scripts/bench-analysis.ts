// `npm run bench:analysis`: the design analysis' figures for the notes (docs/analysis.md). For each
// base CoC level, the random, careful and planner bots' win rates with 95% Wilson intervals and the
// CPU time a game takes; then the CCG bots on the introductory levels, solitaire and hot-seat.
// ANALYSIS_GAMES (default 200) sets the random and careful games per level, ANALYSIS_PLANNER_GAMES
// (default 20) the planner's; ANALYSIS_LEVELS=landfall,icefall-ledge limits the levels.
// ANALYSIS_WORKERS=4 (or `--workers 4`) instead plays "landfall" as the page does: the games split
// by seed among that many worker threads (scripts/bench-analysis-worker.ts, the page's job code),
// the parts merged in seed order; ANALYSIS_WORKER_GAMES (default 10,000) random games and
// ANALYSIS_WORKER_PLANNER_GAMES (default 1,000) planner games, with the wall time and the time to
// the first figures.
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
 */
async function inWorkers(bot: string, n: number): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const { splitGames, mergeReports } = await import('../src/analysis/report-merge.ts');
  const level = { kind: 'chapter', id: 'landfall' };
  const loadStart = performance.now();
  const shares = splitGames(n, workers);
  const threads = await Promise.all(
    shares.map(
      () =>
        new Promise<import('node:worker_threads').Worker>((resolve) => {
          const worker = new Worker(new URL('./bench-analysis-worker.ts', import.meta.url));
          worker.once('message', () => resolve(worker));
        }),
    ),
  );
  const loadWall = (performance.now() - loadStart) / 1000;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let firstAt = 0;
  const parts: (SimulationReport & { first: number })[] = [];
  await Promise.all(
    shares.map(
      (share, i) =>
        new Promise<void>((resolve, reject) => {
          const worker = threads[i]!;
          worker.on('message', (m: JobMessage) => {
            if (m.type === 'part') {
              firstAt ||= performance.now() - start;
              parts.push(m.report);
            } else {
              void worker.terminate();
              if (m.type === 'error') reject(new Error(m.message));
              else resolve();
            }
          });
          worker.postMessage({
            packs,
            game: 'coc',
            level,
            bots: [bot],
            seats: 1,
            seed: 'bench',
            first: share.first,
            games: share.games,
          });
        }),
    ),
  );
  const wall = (performance.now() - start) / 1000;
  // CPU of every thread of the process (the workers' included): on this shared 2-core machine the
  // wall clock says little; CPU / cores is what the same run would take with that many free cores.
  const usage = process.cpuUsage(cpuStart);
  const cpu = (usage.user + usage.system) / 1e6;
  const r = mergeReports(parts);
  console.log(
    `landfall ${bot.padEnd(8)} ${r.games} games on ${workers} worker threads (loaded in ${loadWall.toFixed(1)} s, not counted): ${wall.toFixed(2)} s wall (${((1000 * wall) / n).toFixed(2)} ms a game), ` +
      `first figures after ${(firstAt / 1000).toFixed(2)} s; ${cpu.toFixed(2)} CPU s in all threads (${((1000 * cpu) / n).toFixed(2)} CPU ms a game; ` +
      `${(cpu / workers).toFixed(2)} s on ${workers} free cores); ${r.wins} won ${pct(r.winRate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}]; load average ${loadavg()[0]!.toFixed(1)}`,
  );
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
