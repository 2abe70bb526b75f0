/**
 * The app's pack checker in the browser: the validation runs in a Web Worker (pack-check-worker.ts),
 * so that re-checking a pack after each edit never holds up the page. Each version of a pack (an
 * object: packs are replaced, not changed) is sent to the worker once.
 */
import type { Pack } from '../model/content.ts';
import type { CheckPack, CheckResult } from './pack-checker.ts';
import type { PackCheckRequest } from './pack-check-worker.ts';

export async function workerCheck(): Promise<CheckPack> {
  const worker = new Worker(new URL('./pack-check-worker.ts', import.meta.url), { type: 'module' });
  const sent = new Map<string, Pack>();
  const waiting = new Map<number, { resolve: (r: CheckResult) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<{ id: number; error?: string } & CheckResult>) => {
    const { id, error, problems, references } = event.data;
    const wait = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) wait?.reject(new Error(error));
    else wait?.resolve({ problems, references });
  };
  worker.onerror = (event) => {
    for (const wait of waiting.values()) wait.reject(new Error(event.message || 'The checker stopped.'));
    waiting.clear();
  };
  return (pack, dependencies) => {
    const fresh = [pack, ...dependencies].filter((p) => sent.get(p.id) !== p);
    for (const p of fresh) sent.set(p.id, p);
    const id = ++next;
    const request: PackCheckRequest = { id, packs: fresh, packId: pack.id, dependencies: dependencies.map((d) => d.id) };
    return new Promise<CheckResult>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage(request);
    });
  };
}
