/**
 * The level editor's validator: sends the draft to a worker that runs the full validation, and
 * answers with the problems of the newest request. The worker is started on first use (its code,
 * with ajv and every schema, is its own file, fetched only then).
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { Problem } from '../../model/problem.ts';
import type { ProblemsRequest } from './problems-worker.ts';

export class ProblemsRunner {
  private worker: Worker | undefined;
  private next = 0;
  private readonly waiting = new Map<number, (problems: Problem[]) => void>();
  private sentPacks: readonly Pack[] | undefined;

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./problems-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; problems: Problem[] }>) => {
      this.waiting.get(event.data.id)?.(event.data.problems);
      this.waiting.delete(event.data.id);
    };
    return (this.worker = worker);
  }

  /** Problems of `draft`, validated with the other items of its pack; `dependencies` resolve references. */
  check(draft: ContentItem, extra: ContentItem[], dependencies: readonly Pack[]): Promise<Problem[]> {
    const worker = this.start();
    if (this.sentPacks !== dependencies) {
      worker.postMessage({ type: 'packs', packs: dependencies as Pack[] } satisfies ProblemsRequest);
      this.sentPacks = dependencies;
    }
    const id = ++this.next;
    // Older requests are answered with nothing: only the newest draft's problems matter.
    for (const [old, resolve] of this.waiting) if (old < id) resolve([]);
    this.waiting.clear();
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ type: 'check', id, draft, extra } satisfies ProblemsRequest);
    });
  }

  dispose(): void {
    this.worker?.terminate();
  }
}
