/**
 * One worker's share of a difficulty report (issue 20): its run of seeds played in batches, each
 * batch's report sent as soon as it is done, so that the page's figures fill in as games finish. The
 * same code runs in the page's Web Workers (ui/analysis/analysis-worker.ts) and in Node's worker
 * threads (scripts/bench-analysis.ts). Pure apart from `post`: the same request gives the same parts.
 */
import type { Pack } from '../model/content.ts';
import { gameModule, type LevelRef } from '../engine/games.ts';
import { simulate, type SimulationReport } from './simulate.ts';

export interface AnalysisJob {
  packs: Pack[];
  game: string;
  level: LevelRef;
  bots: string[];
  seats: number;
  seed: string | number;
  /** This worker's games: first … first + games − 1 of the whole run. */
  first: number;
  games: number;
  maxActions?: number;
  keepFastestWin?: boolean;
  /** The searching bots' budget (SimulationRequest.budget). */
  budget?: number;
  /** Play the level as the last of its series (SimulationRequest.series). */
  series?: boolean;
}

export type JobMessage =
  | { type: 'part'; report: SimulationReport & { first: number } }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** Batch sizes: the first batches small (first figures on screen at once), then up to a twentieth of the share. */
export function batches(games: number): number[] {
  const out: number[] = [];
  let left = games;
  let size = 1;
  const most = Math.max(1, Math.min(500, Math.ceil(games / 20)));
  while (left > 0) {
    const n = Math.min(size, left, most);
    out.push(n);
    left -= n;
    size = Math.min(most, size * 2);
  }
  return out;
}

export function runJob(job: AnalysisJob, post: (message: JobMessage) => void): void {
  try {
    const module = gameModule(job.game);
    if (!module) throw new Error(`No game "${job.game}".`);
    const prepared = module.prepare(job.packs);
    for (const bot of job.bots)
      if (!prepared.players[bot])
        throw new Error(
          `No bot "${bot}" for ${module.name}; its bots are ${Object.keys(prepared.players).join(', ')}.`,
        );
    let first = job.first;
    for (const games of batches(job.games)) {
      const report = simulate(module, prepared, {
        level: job.level,
        games,
        first,
        seed: job.seed,
        bots: job.bots,
        seats: job.seats,
        maxActions: job.maxActions ?? 20000,
        keepFastestWin: job.keepFastestWin,
        budget: job.budget,
        series: job.series,
      });
      post({ type: 'part', report: { ...report, first } });
      first += games;
    }
    post({ type: 'done' });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * One game of the job on content prepared for it alone, reporting nothing: what a worker plays once, early
 * in its first job (after its first figures are posted). In Chromium (its V8, not Node 20's) the optimised
 * code of a worker's first job depends on the field types of the objects a job makes once (the prepared
 * content, its levels' caches, the bots) as the first job's objects had them; the next job's new objects
 * changed those types and deoptimised ~70 engine functions a worker at once, so a warm worker's next report
 * recompiled much of the engine. With a second set made before the engine's code is optimised, those types
 * are settled first (docs/analysis.md, "The report in the page on 4 workers"). Returns the game's report
 * (undefined when the job fails: the job itself then says why).
 */
export function rehearse(job: AnalysisJob): SimulationReport | undefined {
  let report: SimulationReport | undefined;
  runJob({ ...job, games: 1, keepFastestWin: false }, (m) => {
    if (m.type === 'part') report = m.report;
  });
  return report;
}
