/**
 * The validation worker's page side (see validation-worker.ts): the level editor sends its draft
 * and gets the problems of the newest request; the pack checker sends whole packs. The worker is
 * started on first use (its code, with ajv and every schema, is its own file, fetched only then).
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import type { ReferenceSite } from '../model/pack-edit.ts';
import type { ImportReport } from '../model/import-pack.ts';
import type { ValidationRequest } from './validation-worker.ts';
import { failureInWords, tooDeepMessage, TOO_DEEP, valueTooDeep } from '../model/json-limits.ts';

/** What the worker gets for an item too deep to clone: its kind and id, marked (see validate.ts). */
const tooDeepStandIn = (item: ContentItem): ContentItem =>
  ({ kind: String(item.kind), id: String(item.id), name: typeof item.name === 'string' ? item.name : '', [TOO_DEEP]: true });

export interface PackCheckResult {
  problems: Problem[];
  references: ReferenceSite[];
}

/** `error`: that one request failed in the worker (in words); the others are unaffected. */
type Answer = {
  id: number;
  problems: Problem[];
  references?: ReferenceSite[];
  report?: ImportReport;
  error?: string;
  /** An import report comes in parts (validation-worker.ts, postReport). */
  part?: 'head' | 'items' | 'problems' | 'end';
  chunk?: unknown[];
};

export class ValidationRunner {
  private worker: Worker | undefined;
  private next = 0;
  /** Level draft requests: only the newest is waited for. */
  private readonly waiting = new Map<number, (problems: Problem[]) => void>();
  /** Pack checks and imports: every one is answered. */
  private readonly packChecks = new Map<number, { resolve: (answer: Answer) => void; reject: (e: Error) => void }>();
  private sentPacks: readonly Pack[] | undefined;
  /** The pack object the worker last got for each pack id: only what changed since is sent. */
  private readonly kept = new Map<string, Pack>();

  /** Import reports being received in parts, by request id. */
  private readonly parts = new Map<number, ImportReport>();

  private gather(answer: Answer): void {
    if (answer.part === 'head') return void this.parts.set(answer.id, answer.report!);
    const report = this.parts.get(answer.id);
    if (!report) return;
    const chunk = answer.chunk ?? [];
    if (answer.part === 'items' && report.pack) for (const item of chunk) report.pack.items.push(item as ContentItem);
    if (answer.part === 'problems') for (const problem of chunk) report.problems.push(problem as Problem);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./validation-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Answer>) => {
      let answer = event.data;
      if (answer.part && answer.part !== 'end' && !answer.error) return this.gather(answer);
      if (answer.part === 'end') {
        answer = { id: answer.id, problems: [], ...(this.parts.has(answer.id) ? { report: this.parts.get(answer.id)! } : {}) };
        this.parts.delete(answer.id);
      }
      const { id, problems, error } = answer;
      this.waiting.get(id)?.(error ? [{ severity: 'error', pointer: '', message: `The draft could not be checked: ${error}.` }] : problems);
      this.waiting.delete(id);
      const asked = this.packChecks.get(id);
      if (asked && error) asked.reject(new Error(error));
      else asked?.resolve(answer);
      this.packChecks.delete(id);
    };
    worker.onerror = (event) => {
      // A worker that cannot start or run fails every pack check waiting for it (the checker says so).
      event.preventDefault();
      for (const { reject } of this.packChecks.values()) reject(new Error(event.message || 'the validation worker failed'));
      this.packChecks.clear();
    };
    return (this.worker = worker);
  }

  private post(message: ValidationRequest): void {
    this.start().postMessage(message);
  }

  /** Problems of `draft`, validated with the other items of its pack; `dependencies` resolve references. */
  check(draft: ContentItem, extra: ContentItem[], dependencies: readonly Pack[]): Promise<Problem[]> {
    const id = ++this.next;
    // Older requests are answered with nothing: only the newest draft's problems matter.
    for (const [old, resolve] of this.waiting) if (old < id) resolve([]);
    this.waiting.clear();
    // Nothing too deep to clone is sent (postMessage would throw a RangeError): said in words instead.
    if (valueTooDeep(draft) || extra.some((item) => valueTooDeep(item)))
      return Promise.resolve([{ severity: 'error', pointer: '', message: tooDeepMessage('This draft or an item of its pack') }]);
    try {
      if (this.sentPacks !== dependencies) {
        this.post({ type: 'packs', packs: dependencies as Pack[] });
        this.sentPacks = dependencies;
      }
      this.post({ type: 'check', id, draft, extra });
    } catch (e) {
      this.sentPacks = undefined;
      return Promise.resolve([{ severity: 'error', pointer: '', message: `The draft could not be checked: ${failureInWords(e)}.` }]);
    }
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  /** A whole pack's problems and references, checked against the packs it depends on. */
  async checkPack(pack: Pack, dependencies: readonly Pack[]): Promise<PackCheckResult> {
    for (const p of [...dependencies, pack]) this.keep(p, p === pack);
    const answer = await this.ask((id) => ({ type: 'checkPack', id, packId: pack.id, dependencyIds: dependencies.map((d) => d.id) }));
    return { problems: answer.problems, references: answer.references ?? [] };
  }

  /** `readImport` of the content model, run in the worker: the file's report before anything is stored. */
  async readImport(text: string, available: readonly Pack[]): Promise<ImportReport> {
    for (const p of available) this.keep(p, false);
    return (await this.ask((id) => ({ type: 'readImport', id, text, availableIds: available.map((p) => p.id) }))).report!;
  }

  private ask(request: (id: number) => ValidationRequest): Promise<Answer> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.packChecks.set(id, { resolve, reject });
      try {
        this.post(request(id));
      } catch (e) {
        this.packChecks.delete(id);
        reject(new Error(failureInWords(e)));
      }
    });
  }

  /**
   * Gives the worker the pack as it is now. Packs change by replacing items (never in place), so
   * after a keystroke only the one item that is a new object is copied, not the whole pack.
   */
  private keep(pack: Pack, mustSend: boolean): void {
    const last = this.kept.get(pack.id);
    if (last === pack) return;
    const { items, ...manifest } = pack;
    // An item too deep to clone travels as a stand-in the worker reports (validate.ts): the rest of
    // the pack is still checked, and no postMessage throws.
    const sendable = (item: ContentItem) => (valueTooDeep(item) ? tooDeepStandIn(item) : item);
    try {
      if (last && last.items.length === items.length) {
        const changed = items.flatMap((item, index): [number, ContentItem][] => (item === last.items[index] ? [] : [[index, sendable(item)]]));
        this.post({ type: 'keepChanges', packId: pack.id, manifest, length: items.length, changed });
      } else this.post({ type: 'keep', pack: { ...manifest, items: items.map(sendable) } });
      this.kept.set(pack.id, pack);
    } catch (e) {
      // The worker keeps its older copy (if any); the pack being checked fails with words, alone.
      this.kept.delete(pack.id);
      if (mustSend) throw new Error(failureInWords(e), { cause: e });
    }
  }

  dispose(): void {
    this.worker?.terminate();
  }
}

let shared: ValidationRunner | undefined;

/** The runner the store's pack checks and imports share (the level editor has its own). */
export function sharedValidationRunner(): ValidationRunner {
  return (shared ??= new ValidationRunner());
}
