// Runs the content model's validation (the schemas' validators, compiled at build time, and the
// checks) off the page's main thread, so that no check holds up editing. Two users: the
// level editor's problems panel (one draft level), the store's pack checker (whole packs) and the
// import (a file's text read and checked before anything is stored).
import type { ContentItem, Pack } from '../model/content.ts';
import { checkPack, validateDocument, validatePack } from '../model/validate.ts';
import { SCENARIO_ID } from '../model/validator-options.ts';
import { levelProblems } from '../model/level-problems.ts';
import { readImport, type ImportReport } from '../model/import-pack.ts';
import { failureInWords } from '../model/json-limits.ts';
import { hasErrors, itemIndexOf, problemsByItem, type Problem } from '../model/problem.ts';
import type { ReferenceSite } from '../model/pack-edit.ts';

// The clear check (with the CoC engine) is imported on the first level draft's check. (Vite's worker
// build inlines it all the same: the built worker grew from the engine; the pack checks do not run it.)
let clearCheck: Promise<typeof import('../analysis/draft-clear-check.ts')> | undefined;

export type ValidationRequest =
  /** The packs a client's level draft's references resolve against. */
  | { type: 'packs'; client: number; packs: Pack[] }
  /** A client's level draft, checked with the other items of its pack. */
  | { type: 'check'; id: number; client: number; draft: ContentItem; extra: ContentItem[] }
  /** A client gone: its dependencies are dropped. */
  | { type: 'forget'; client: number }
  /** A replay's scenario file against the scenario schema. */
  | { type: 'scenario'; id: number; doc: unknown }
  /** A whole pack (kept here, see `keep`) against the kept packs it depends on. */
  | { type: 'checkPack'; id: number; packId: string; dependencyIds: string[] }
  /** A pack file's text read for an import, against the kept packs it may depend on. */
  | { type: 'readImport'; id: number; text: string; availableIds: string[] }
  /** Problems `from`..`from + count` of an import report the worker keeps (see postReport). */
  | { type: 'importProblems'; id: number; report: number; from: number; count: number }
  /** The import dialog closed: its report's problems are no longer asked for. */
  | { type: 'forgetImport'; report: number }
  /** Problems `from`..`from + count` of a pack check's list the worker keeps (see postPackCheck). */
  | { type: 'packProblems'; id: number; list: number; from: number; count: number }
  /** The problems of one item (by index) of a pack check's list the worker keeps. */
  | { type: 'itemProblems'; id: number; list: number; index: number }
  /** A pack to keep for pack checks: whole, or (`changed`) only the items that differ from the kept copy. */
  | { type: 'keep'; pack: Pack }
  | {
      type: 'keepChanges';
      packId: string;
      manifest: Omit<Pack, 'items'>;
      length: number;
      changed: [number, ContentItem][];
    };

/** By client (each draft editor of the page): the packs its draft's references resolve against. */
const dependencies = new Map<number, Pack[]>();
const kept = new Map<string, Pack>();
/** Import reports' problem lists too long to send, by the `readImport` request's id (see postReport). */
const importProblems = new Map<number, Problem[]>();
/** Pack checks' problem lists too long to send, by the `checkPack` request's id; one (the last) per pack. */
const packLists = new Map<number, { packId: string; problems: Problem[]; byItem?: Map<number, Problem[]> }>();

self.onmessage = (event: MessageEvent<ValidationRequest>) => {
  const message = event.data;
  // One failing request fails only itself: it is answered with its error, in words, and the
  // worker goes on serving the others (an uncaught error would fail every pending check).
  try {
    handle(message);
  } catch (e) {
    if ('id' in message) self.postMessage({ id: message.id, problems: [], error: failureInWords(e) });
  }
};

/** Answers are plain data (problems, references, a report of parsed JSON within the depth limit). */
function handle(message: ValidationRequest): void {
  switch (message.type) {
    case 'packs':
      dependencies.set(message.client, message.packs);
      break;
    case 'forget':
      dependencies.delete(message.client);
      break;
    case 'scenario':
      self.postMessage({ id: message.id, problems: validateDocument(SCENARIO_ID, message.doc) });
      break;
    case 'check': {
      const deps = dependencies.get(message.client) ?? [];
      const problems = levelProblems(message.draft, message.extra, deps, validatePack);
      // The static clear check (docs/analysis.md) once the content checks find no error.
      if (hasErrors(problems)) {
        self.postMessage({ id: message.id, problems });
        break;
      }
      const { id, draft, extra } = message;
      void (clearCheck ??= import('../analysis/draft-clear-check.ts')).then(
        (m) => self.postMessage({ id, problems: [...problems, ...m.draftClearProblems(draft, extra, deps)] }),
        () => self.postMessage({ id, problems }),
      );
      break;
    }
    case 'keep':
      kept.set(message.pack.id, message.pack);
      break;
    case 'keepChanges': {
      const items = (kept.get(message.packId)?.items ?? []).slice(0, message.length);
      for (const [index, item] of message.changed) items[index] = item;
      kept.set(message.packId, { ...message.manifest, items } as Pack);
      break;
    }
    case 'readImport':
      postReport(
        message.id,
        readImport(
          message.text,
          message.availableIds.flatMap((id) => kept.get(id) ?? []),
        ),
      );
      break;
    case 'importProblems': {
      const list = importProblems.get(message.report) ?? [];
      self.postMessage({ id: message.id, problems: list.slice(message.from, message.from + message.count) });
      break;
    }
    case 'forgetImport':
      importProblems.delete(message.report);
      break;
    case 'checkPack': {
      const pack = kept.get(message.packId);
      const deps = message.dependencyIds.flatMap((id) => kept.get(id) ?? []);
      const result = pack ? checkPack(pack, { dependencies: deps }) : { problems: [], references: [] };
      postPackCheck(message.id, message.packId, pack?.items.length ?? 0, result);
      break;
    }
    case 'packProblems': {
      const list = packLists.get(message.list)?.problems ?? [];
      self.postMessage({ id: message.id, problems: list.slice(message.from, message.from + message.count) });
      break;
    }
    case 'itemProblems': {
      const list = packLists.get(message.list);
      if (list) list.byItem ??= problemsByItem(list.problems).byItem;
      self.postMessage({ id: message.id, problems: list?.byItem?.get(message.index) ?? [] });
      break;
    }
  }
}

/** Entries per message when a report's items are sent in parts (each part is one short task for the page). */
const PART = 500;
/** Problems sent with a report's head; a longer list stays here and the page asks for pages of it. */
const HEAD_PROBLEMS = 200;

/** What the page learns of a problem list the worker keeps: its length and its errors. */
export interface KeptProblems {
  total: number;
  errors: number;
}

/**
 * A report goes back in parts: the head (everything but the items, with the first problems), then
 * the items a few hundred at a time, then the end. The problems past the first HEAD_PROBLEMS stay
 * here, counted in the head (`kept`), and the page asks for them a page at a time when the user
 * wants to see them (`importProblems`). Copying 100,000 problems to the page, even in parts, held it
 * for seconds while they were unpacked (issue 27); the items are needed there, the problems not.
 */
function postReport(id: number, report: ImportReport): void {
  const { pack, problems, ...rest } = report;
  let kept: KeptProblems | undefined;
  if (problems.length > HEAD_PROBLEMS) {
    importProblems.set(id, problems);
    let errors = 0;
    for (const p of problems) if (p.severity === 'error') errors++;
    kept = { total: problems.length, errors };
  }
  self.postMessage({
    id,
    part: 'head',
    report: {
      ...rest,
      problems: problems.slice(0, HEAD_PROBLEMS),
      ...(pack ? { pack: { ...pack, items: [] } } : {}),
    },
    ...(kept ? { kept } : {}),
  });
  for (let i = 0; i < (pack?.items.length ?? 0); i += PART)
    self.postMessage({ id, part: 'items', chunk: pack!.items.slice(i, i + PART) });
  self.postMessage({ id, part: 'end' });
}

/** Problems sent with a pack check's answer (a library list's first page); a longer list stays here. */
const PACK_HEAD = 250;

/**
 * A pack check's answer. A long problem list (a big import of broken items: 100,002 problems) stays
 * here, the last one per pack: the page gets its first PACK_HEAD problems, the counts and each item's
 * count of problems (one typed array, moved, not copied), and asks for the pages and items it shows.
 */
function postPackCheck(
  id: number,
  packId: string,
  length: number,
  result: { problems: Problem[]; references: ReferenceSite[] },
): void {
  for (const [key, list] of packLists) if (list.packId === packId) packLists.delete(key);
  const { problems, references } = result;
  if (problems.length <= PACK_HEAD) return void self.postMessage({ id, problems, references });
  packLists.set(id, { packId, problems });
  const counts = new Int32Array(length);
  let errors = 0;
  for (const p of problems) {
    if (p.severity === 'error') errors++;
    const index = itemIndexOf(p.pointer);
    if (index !== undefined && index < length) counts[index]!++;
  }
  self.postMessage(
    { id, problems: problems.slice(0, PACK_HEAD), references, kept: { total: problems.length, errors, counts } },
    { transfer: [counts.buffer] },
  );
}
