/**
 * The page side of a difficulty report: the games split into contiguous runs of seeds, one per Web
 * Worker (as many as the browser has cores, navigator.hardwareConcurrency), the workers' batches
 * merged in seed order as they arrive (analysis/report-merge.ts), so the report fills in as games
 * finish and, once done, is the one a single runner (the simulate CLI) gives for the same seeds.
 * Cancel ends every worker at once.
 */
import type { Pack } from '../../model/content.ts';
import type { LevelRef } from '../../engine/games.ts';
import type { SimulationReport } from '../../analysis/simulate.ts';
import type { AnalysisJob, JobMessage } from '../../analysis/analysis-job.ts';
import { mergeReports, splitGames } from '../../analysis/report-merge.ts';

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
  /** The merged report of the games finished so far (undefined before the first batch). */
  report: SimulationReport | undefined;
  readonly workers: number;
  private readonly parts: (SimulationReport & { first: number })[] = [];
  private readonly running: Worker[] = [];
  private left: number;
  readonly finished: Promise<SimulationReport | undefined>;
  private settle!: (r: SimulationReport | undefined) => void;

  constructor(readonly request: AnalysisRequest) {
    super();
    this.finished = new Promise((resolve) => (this.settle = resolve));
    const shares = splitGames(request.games, request.workers ?? Math.max(1, navigator.hardwareConcurrency || 1));
    this.workers = shares.length;
    this.left = shares.length;
    for (const share of shares) {
      const worker = new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<JobMessage>) => this.receive(worker, event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        this.fail(event.message || 'a worker failed');
      };
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
      worker.postMessage(job);
      this.running.push(worker);
    }
  }

  /** Games finished so far. */
  get done(): number {
    return this.report?.games ?? 0;
  }

  private receive(worker: Worker, message: JobMessage): void {
    if (this.state !== 'running') return;
    if (message.type === 'error') return this.fail(message.message);
    if (message.type === 'part') {
      this.parts.push(message.report);
      this.report = mergeReports(this.parts);
    } else {
      worker.terminate();
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
    for (const w of this.running) w.terminate();
    this.running.length = 0;
    this.settle(state === 'done' ? this.report : undefined);
  }

  /** Stops every worker; the games finished so far stay in the report. */
  cancel(): void {
    if (this.state !== 'running') return;
    this.end('cancelled');
    this.dispatchEvent(new Event('change'));
  }
}
