/**
 * The difficulty report's Web Workers, kept between reports (issue 20's speed goal). A fresh worker
 * plays its first ~1,500 games at two to three times the cost of a warm one (V8 learning the engine:
 * docs/engine-performance.md, "What the analysis adds to a random game"), so the panel keeps its
 * workers for the next report, a comparison or a re-run after an edit. They end when the panel goes
 * (`dispose`), after `idleMs` with no report, and one by one on Cancel (`end`: terminated at once, a
 * new one started for the next report). Each job message carries a tag the worker echoes, so a
 * message always reaches the run that asked for it.
 */
import type { AnalysisJob, JobMessage } from '../../analysis/analysis-job.ts';

/** What the page posts to a worker (analysis-worker.ts) and what it posts back. */
export interface TaggedJob {
  tag: number;
  job: AnalysisJob;
}
export interface TaggedMessage {
  tag: number;
  message: JobMessage;
}

interface Listener {
  message: (m: JobMessage) => void;
  error: (message: string) => void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  listeners: Map<number, Listener>;
}

export interface PoolOptions {
  /** Ends the free workers after this long with no report (ms); default 60 s. */
  idleMs?: number;
  /** Starts a worker (tests may count them); default the page's analysis worker. */
  create?: () => Worker;
}

/** Workers a report plays on by default: one per core. */
export const coreCount = () => Math.max(1, navigator.hardwareConcurrency || 1);

const newWorker = () => new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });

export class AnalysisPool {
  private readonly slots: Slot[] = [];
  private nextTag = 1;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private readonly idleMs: number;
  private readonly create: () => Worker;

  constructor(options: PoolOptions = {}) {
    this.idleMs = options.idleMs ?? 60000;
    this.create = options.create ?? newWorker;
  }

  /** Workers alive (free or busy). */
  get size(): number {
    return this.slots.length;
  }

  /** `n` workers for a report: free ones first, the rest started. */
  take(n: number): Worker[] {
    clearTimeout(this.idle);
    const free = this.slots.filter((s) => !s.busy);
    while (free.length < n) free.push(this.start());
    return free.slice(0, n).map((s) => {
      s.busy = true;
      return s.worker;
    });
  }

  /** Posts a job to a worker; its messages (and a crash) go to the listener. */
  post(worker: Worker, job: AnalysisJob, message: Listener['message'], error: Listener['error']): void {
    const slot = this.slotOf(worker);
    if (!slot) return error('the worker was ended');
    const tag = this.nextTag++;
    slot.listeners.set(tag, { message, error });
    worker.postMessage({ tag, job } satisfies TaggedJob);
  }

  /** A report is done with the worker: it stays, warm, for the next one. */
  release(worker: Worker): void {
    const slot = this.slotOf(worker);
    if (!slot) return;
    slot.busy = false;
    this.armIdle();
  }

  /** Ends a worker at once (Cancel, a failure): the next report starts a new one. */
  end(worker: Worker): void {
    const i = this.slots.findIndex((s) => s.worker === worker);
    if (i < 0) return;
    this.slots.splice(i, 1);
    worker.terminate();
    this.armIdle();
  }

  /** Ends every worker (the panel went). */
  dispose(): void {
    clearTimeout(this.idle);
    for (const s of this.slots.splice(0)) s.worker.terminate();
  }

  /**
   * Starts workers up to `n` before any report, so that their modules are loaded when the first one is
   * asked (no games: a warm-up of games was measured not to pay, docs/analysis.md). They end after `idleMs`.
   */
  prestart(n: number): void {
    if (this.slots.length >= n) return;
    while (this.slots.length < n) this.start();
    this.armIdle();
  }

  private start(): Slot {
    const worker = this.create();
    const slot: Slot = { worker, busy: false, listeners: new Map() };
    worker.onmessage = (event: MessageEvent<TaggedMessage>) => {
      const { tag, message } = event.data;
      const listener = slot.listeners.get(tag);
      if (message.type !== 'part') slot.listeners.delete(tag);
      listener?.message(message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const listeners = [...slot.listeners.values()];
      slot.listeners.clear();
      this.end(worker);
      for (const l of listeners) l.error(event.message || 'a worker failed');
    };
    this.slots.push(slot);
    return slot;
  }

  private slotOf(worker: Worker): Slot | undefined {
    return this.slots.find((s) => s.worker === worker);
  }

  /** With no report running, the free workers end after `idleMs`. */
  private armIdle(): void {
    clearTimeout(this.idle);
    if (this.slots.some((s) => s.busy)) return;
    if (!this.slots.length) return;
    this.idle = setTimeout(() => {
      for (const s of this.slots.filter((x) => !x.busy)) this.end(s.worker);
    }, this.idleMs);
  }
}
