/**
 * The validation worker's page side (see validation-worker.ts): the level editor sends its draft
 * and gets the problems of the newest request; the pack checker sends whole packs; a replay's
 * scenario file is checked against its schema. ONE worker serves the whole page (issue 19: one
 * design pipeline): every ValidationRunner is a client of it, with its own draft dependencies. The
 * schemas' validators are compiled at build time (scripts/build-validators.ts), so nothing is
 * compiled or evaluated at run time and the page's Content-Security-Policy needs no 'unsafe-eval'.
 * The worker is started on first use (its code, with the validators, is its own file, fetched only
 * then), and the checks never hold up the page.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import type { ReferenceSite } from '../model/pack-edit.ts';
import type { ImportReport } from '../model/import-pack.ts';
import type { KeptProblems, ValidationRequest } from './validation-worker.ts';
import { PackProblems } from './pack-problems.ts';
import { failureInWords, tooDeepMessage, TOO_DEEP, valueTooDeep } from '../model/json-limits.ts';

/** What the worker gets for an item too deep to clone: its kind and id, marked (see validate.ts). */
const tooDeepStandIn = (item: ContentItem): ContentItem => ({
  kind: String(item.kind),
  id: String(item.id),
  name: typeof item.name === 'string' ? item.name : '',
  [TOO_DEEP]: true,
});

/** `problems`: a long list stays in the worker, and the page holds its head, counts and a source (pack-problems.ts). */
export interface PackCheckResult {
  problems: Problem[] | PackProblems;
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
  part?: 'head' | 'items' | 'end';
  chunk?: unknown[];
  /** With the head: the report's problems past those in it stay in the worker (validation-worker.ts). */
  kept?: KeptProblems & { counts?: Int32Array };
};

/**
 * An import report's whole problem list when the worker keeps it (a long list: only its first
 * problems came with the report): how many, how many errors, and pages of it on demand.
 */
export interface ProblemPages {
  total: number;
  errors: number;
  /** Problems `from`..`from + count` of the whole list. */
  page(from: number, count: number): Promise<Problem[]>;
  /** The list is no longer needed: the worker drops it. */
  release(): void;
}

/** The one worker, and who asked each pending request (answers are routed by request id). */
let worker: Worker | undefined;
const askers = new Map<number, ValidationRunner>();
let nextRequest = 0;
let nextClient = 0;
/** The pack object the worker last got for each pack id (whoever sent it): only what changed since is sent. */
const kept = new Map<string, Pack>();
/** The last keep under way (see `keep`). */
let keeping: Promise<void> = Promise.resolve();
/** Items of a pack sent whole in one message (see `keep`). */
const KEEP_PART = 1000;

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./validation-worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<Answer>) => {
    const answer = event.data;
    const asker = askers.get(answer.id);
    if (!answer.part || answer.part === 'end' || answer.error) askers.delete(answer.id);
    asker?.receive(answer);
  };
  started.onerror = (event) => {
    // A worker that cannot start or run fails every pack check waiting for it (the checker says so).
    event.preventDefault();
    const runners = new Set(askers.values());
    askers.clear();
    for (const runner of runners) runner.fail(new Error(event.message || 'the validation worker failed'));
  };
  return (worker = started);
}

export class ValidationRunner {
  /** This client's number in the worker (its draft dependencies are its own). */
  private readonly client = ++nextClient;
  /** Level draft requests: only the newest is waited for. */
  private readonly waiting = new Map<number, (problems: Problem[]) => void>();
  /** Pack checks and imports: every one is answered. */
  private readonly packChecks = new Map<number, { resolve: (answer: Answer) => void; reject: (e: Error) => void }>();
  private sentPacks: readonly Pack[] | undefined;

  /** Import reports being received in parts, by request id. */
  private readonly parts = new Map<number, Answer>();

  private gather(answer: Answer): void {
    if (answer.part === 'head') return void this.parts.set(answer.id, answer);
    const report = this.parts.get(answer.id)?.report;
    if (answer.part === 'items' && report?.pack)
      for (const item of answer.chunk ?? []) report.pack.items.push(item as ContentItem);
  }

  /** An answer of the worker to one of this runner's requests. */
  receive(received: Answer): void {
    let answer = received;
    if (answer.part && answer.part !== 'end' && !answer.error) return this.gather(answer);
    if (answer.part === 'end') {
      answer = { ...this.parts.get(answer.id), id: answer.id, problems: [] };
      delete answer.part;
      this.parts.delete(answer.id);
    }
    const { id, problems, error } = answer;
    this.waiting.get(id)?.(
      error ? [{ severity: 'error', pointer: '', message: `The draft could not be checked: ${error}.` }] : problems,
    );
    this.waiting.delete(id);
    const asked = this.packChecks.get(id);
    if (asked && error) asked.reject(new Error(error));
    else asked?.resolve(answer);
    this.packChecks.delete(id);
  }

  /** The worker failed: every check of this runner waiting for it fails. */
  fail(error: Error): void {
    for (const { reject } of this.packChecks.values()) reject(error);
    this.packChecks.clear();
  }

  private post(message: ValidationRequest): void {
    const started = startWorker();
    if ('id' in message) askers.set(message.id, this);
    try {
      started.postMessage(message);
    } catch (e) {
      if ('id' in message) askers.delete(message.id);
      throw e;
    }
  }

  /** Problems of `draft`, validated with the other items of its pack; `dependencies` resolve references. */
  check(draft: ContentItem, extra: ContentItem[], dependencies: readonly Pack[]): Promise<Problem[]> {
    const id = ++nextRequest;
    // Older requests are answered with nothing: only the newest draft's problems matter.
    for (const [old, resolve] of this.waiting) if (old < id) resolve([]);
    this.waiting.clear();
    // Nothing too deep to clone is sent (postMessage would throw a RangeError): said in words instead.
    if (valueTooDeep(draft) || extra.some((item) => valueTooDeep(item)))
      return Promise.resolve([
        { severity: 'error', pointer: '', message: tooDeepMessage('This draft or an item of its pack') },
      ]);
    try {
      if (this.sentPacks !== dependencies) {
        this.post({ type: 'packs', client: this.client, packs: dependencies as Pack[] });
        this.sentPacks = dependencies;
      }
      this.post({ type: 'check', id, client: this.client, draft, extra });
    } catch (e) {
      this.sentPacks = undefined;
      return Promise.resolve([
        { severity: 'error', pointer: '', message: `The draft could not be checked: ${failureInWords(e)}.` },
      ]);
    }
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  /** A whole pack's problems and references, checked against the packs it depends on. */
  async checkPack(pack: Pack, dependencies: readonly Pack[]): Promise<PackCheckResult> {
    await Promise.all([...dependencies, pack].map((p) => this.keep(p, p === pack)));
    const answer = await this.ask((id) => ({
      type: 'checkPack',
      id,
      packId: pack.id,
      dependencyIds: dependencies.map((d) => d.id),
    }));
    const references = answer.references ?? [];
    const { kept: long } = answer;
    if (!long?.counts) return { problems: answer.problems, references };
    const list = answer.id;
    const problems = PackProblems.kept(
      answer.problems,
      { total: long.total, errors: long.errors, counts: long.counts },
      {
        page: async (from, count) =>
          (await this.ask((id) => ({ type: 'packProblems', id, list, from, count }))).problems,
        item: async (index) => (await this.ask((id) => ({ type: 'itemProblems', id, list, index }))).problems,
      },
    );
    return { problems, references };
  }

  /**
   * `readImport` of the content model, run in the worker: the file's report before anything is
   * stored. A long problem list stays in the worker: the report holds its first problems, and
   * `pages` the rest on demand (until released).
   */
  async readImport(text: string, available: readonly Pack[]): Promise<{ report: ImportReport; pages?: ProblemPages }> {
    await Promise.all(available.map((p) => this.keep(p, false)));
    let request = 0;
    const answer = await this.ask((id) => {
      request = id;
      return { type: 'readImport', id, text, availableIds: available.map((p) => p.id) };
    });
    const report = answer.report!;
    if (!answer.kept) return { report };
    const pages: ProblemPages = {
      ...answer.kept,
      page: async (from, count) =>
        from >= answer.kept!.total
          ? []
          : (await this.ask((id) => ({ type: 'importProblems', id, report: request, from, count }))).problems,
      release: () => this.post({ type: 'forgetImport', report: request }),
    };
    return { report, pages };
  }

  /** A replay's scenario file checked against the scenario schema (in the worker, with the validators). */
  async checkScenario(doc: unknown): Promise<Problem[]> {
    return (await this.ask((id) => ({ type: 'scenario', id, doc }))).problems;
  }

  private ask(request: (id: number) => ValidationRequest): Promise<Answer> {
    const id = ++nextRequest;
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
   * after a keystroke only the one item that is a new object is copied, not the whole pack. A big
   * pack sent whole (a new import) goes in parts of `KEEP_PART` items, a task each: in one message, a
   * 33,334-item pack held the page for 60–190 ms (load 20–27). Keeps run one after the other, so
   * none compares with a pack still being sent.
   */
  private keep(pack: Pack, mustSend: boolean): Promise<void> {
    const done = keeping.then(() => this.keepNow(pack, mustSend));
    keeping = done.catch(() => {});
    return done;
  }

  private async keepNow(pack: Pack, mustSend: boolean): Promise<void> {
    const last = kept.get(pack.id);
    if (last === pack) return;
    const { items, ...manifest } = pack;
    // An item too deep to clone travels as a stand-in the worker reports (validate.ts): the rest of
    // the pack is still checked, and no postMessage throws.
    const sendable = (item: ContentItem) => (valueTooDeep(item) ? tooDeepStandIn(item) : item);
    try {
      if (last && last.items.length === items.length) {
        const changed = items.flatMap((item, index): [number, ContentItem][] =>
          item === last.items[index] ? [] : [[index, sendable(item)]],
        );
        this.post({ type: 'keepChanges', packId: pack.id, manifest, length: items.length, changed });
      } else if (items.length <= KEEP_PART)
        this.post({ type: 'keep', pack: { ...manifest, items: items.map(sendable) } });
      else {
        // The worker's copy is whole again after the last part (each part sets its items by index).
        kept.delete(pack.id);
        for (let from = 0; from < items.length; from += KEEP_PART) {
          if (from > 0) await new Promise((resolve) => setTimeout(resolve));
          const changed = items
            .slice(from, from + KEEP_PART)
            .map((item, i): [number, ContentItem] => [from + i, sendable(item)]);
          this.post({ type: 'keepChanges', packId: pack.id, manifest, length: items.length, changed });
        }
      }
      kept.set(pack.id, pack);
    } catch (e) {
      // The worker keeps its older copy (if any); the pack being checked fails with words, alone.
      kept.delete(pack.id);
      if (mustSend) throw new Error(failureInWords(e), { cause: e });
    }
  }

  /** This client is done: the worker forgets its draft dependencies (the worker itself stays for the others). */
  dispose(): void {
    for (const resolve of this.waiting.values()) resolve([]);
    this.waiting.clear();
    this.sentPacks = undefined;
    if (worker) worker.postMessage({ type: 'forget', client: this.client } satisfies ValidationRequest);
  }
}

let shared: ValidationRunner | undefined;

/** The runner the store's pack checks, imports and replays share (a draft editor has its own client). */
export function sharedValidationRunner(): ValidationRunner {
  return (shared ??= new ValidationRunner());
}
