/**
 * The page side of a difficulty report: the games split into contiguous runs of seeds, one per Web
 * Worker (as many as the browser has cores, navigator.hardwareConcurrency), the workers' batches
 * merged in seed order as they arrive (analysis/report-merge.ts), so the report fills in as games
 * finish and, once done, is the one a single runner (the simulate CLI) gives for the same seeds.
 * The workers come from a pool (analysis-pool.ts) that keeps them warm for the next report; without one
 * the run starts its own and ends them when done. Cancel ends the run's workers at once.
 * A part costs nothing but a push when it comes: the figures so far are folded when read (the panel reads them at
 * most every 500 ms while games come, report-pace.ts), each part once, so the cost does not grow with the games
 * done; the count of games done is kept apart (the progress is drawn more often); the finished report is the
 * one merge of all parts in seed order.
 */
import type { Pack } from '../../model/content.ts';
import type { LevelRef } from '../../engine/games.ts';
import type { SimulationReport } from '../../analysis/simulate.ts';
import type { AnalysisJob, JobMessage } from '../../analysis/analysis-job.ts';
import { mergeReports, splitGames } from '../../analysis/report-merge.ts';
import { AnalysisPool, coreCount } from './analysis-pool.ts';

export interface AnalysisRequest {
  packs: Pack[];
  game: string;
  level: LevelRef;
  bots: string[];
  seats: number;
  seed: string | number;
  games: number;
  /** Workers to start (default: the browser's cores). */
  workers?: number;
  keepFastestWin?: boolean;
  /** The searching bots' budget (SimulationRequest.budget); their own when not given. */
  budget?: number;
  /** Play the level as the last of its series (SimulationRequest.series). */
  series?: boolean;
}

export type RunState = 'running' | 'done' | 'cancelled' | 'failed';

export class AnalysisRun extends EventTarget {
  state: RunState = 'running';
  error: string | undefined;
  readonly workers: number;
  private readonly parts: (SimulationReport & { first: number })[] = [];
  /** The parts folded so far (in the order they came) and how many of them. */
  private folded: SimulationReport | undefined;
  private foldedParts = 0;
  /** The games of the parts so far. */
  private played = 0;
  /** Once done: all parts merged in seed order. */
  private final: SimulationReport | undefined;
  /** The run's workers still playing (a finished one goes back to the pool). */
  private readonly running: Worker[] = [];
  private readonly pool: AnalysisPool;
  /** The pool is the run's own (none given): ended with the run. */
  private readonly ownPool: boolean;
  private left: number;
  readonly finished: Promise<SimulationReport | undefined>;
  private settle!: (r: SimulationReport | undefined) => void;

  constructor(
    readonly request: AnalysisRequest,
    pool?: AnalysisPool,
  ) {
    super();
    this.finished = new Promise((resolve) => (this.settle = resolve));
    this.ownPool = !pool;
    this.pool = pool ?? new AnalysisPool();
    const shares = splitGames(request.games, request.workers ?? coreCount());
    this.workers = shares.length;
    this.left = shares.length;
    const workers = this.pool.take(shares.length);
    this.running.push(...workers);
    shares.forEach((share, i) => {
      const worker = workers[i]!;
      const job: AnalysisJob = {
        packs: request.packs,
        game: request.game,
        level: request.level,
        bots: request.bots,
        seats: request.seats,
        seed: request.seed,
        first: share.first,
        games: share.games,
        keepFastestWin: request.keepFastestWin,
        ...(request.budget !== undefined ? { budget: request.budget } : {}),
        ...(request.series ? { series: true } : {}),
      };
      this.pool.post(
        worker,
        job,
        (message) => this.receive(worker, message),
        (message) => this.fail(message),
      );
    });
  }

  /** The merged report of the games finished so far (undefined before the first batch). */
  get report(): SimulationReport | undefined {
    if (this.final) return this.final;
    // Parts that came since the last read, each added once to the figures so far (their order only orders keys).
    for (; this.foldedParts < this.parts.length; this.foldedParts++) {
      const part = this.parts[this.foldedParts]!;
      this.folded = mergeReports(this.folded ? [this.folded, part] : [part]);
    }
    return this.folded;
  }

  /** Games finished so far (counted as parts come, without folding them: the progress is drawn more often). */
  get done(): number {
    return this.final?.games ?? this.played;
  }

  private receive(worker: Worker, message: JobMessage): void {
    if (this.state !== 'running') return;
    if (message.type === 'error') return this.fail(message.message);
    if (message.type === 'part') {
      this.parts.push(message.report);
      this.played += message.report.games;
    } else {
      this.running.splice(this.running.indexOf(worker), 1);
      this.pool.release(worker);
      if (--this.left === 0) this.end('done');
    }
    this.dispatchEvent(new Event('change'));
  }

  private fail(message: string): void {
    if (this.state !== 'running') return;
    this.error = message;
    this.end('failed');
    this.dispatchEvent(new Event('change'));
  }

  private end(state: RunState): void {
    this.state = state;
    if (this.parts.length) this.final = mergeReports(this.parts);
    // Workers still playing are ended at once (Cancel, a failure); the pool starts new ones when asked.
    for (const w of this.running.splice(0)) this.pool.end(w);
    if (this.ownPool) this.pool.dispose();
    this.settle(state === 'done' ? this.report : undefined);
  }

  /** Stops the run's workers at once; the games finished so far stay in the report. */
  cancel(): void {
    if (this.state !== 'running') return;
    this.end('cancelled');
    this.dispatchEvent(new Event('change'));
  }
}
