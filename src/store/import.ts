import type { Pack } from '../model/content.ts';
import { readImport, type ImportReport } from '../model/import-pack.ts';
import type { AppStore } from './app-store.ts';
import { packIntegrity } from './integrity.ts';
import { readShareFragment } from './share.ts';
import { parseJson } from '../model/parse-json.ts';
import { isObject } from '../model/json-read.ts';
import { newPack, slugify } from '../model/pack-edit.ts';
import type { ProblemPages } from './validation-runner.ts';

/** An import worked out and waiting for the user's choice. Nothing is stored until `commitImport`. */
export interface PendingImport {
  /** Where it came from, for the dialog ("lost-valley.pack.json", "a share link"). */
  source: string;
  report: ImportReport;
  /** A pack with the same id is already present (the user chooses replace, keep both, or cancel). */
  conflict?: Pack;
  /** Whether the file's stated integrity matches its content; undefined when it states none or was migrated. */
  integrityOk?: boolean;
  /**
   * A long problem list stays in the validation worker: `report.problems` is its beginning, and
   * this has its length, its errors and the rest a page at a time. Released when the dialog closes.
   */
  problemPages?: ProblemPages;
}

/**
 * The file read and checked: in the validation worker where there are workers (compiling the
 * schemas and checking a big pack would freeze the page), else here. Never throws.
 */
async function read(text: string, available: readonly Pack[]): Promise<{ report: ImportReport; pages?: ProblemPages }> {
  if (typeof Worker !== 'function') return { report: readImport(text, available) };
  try {
    const { sharedValidationRunner } = await import('./validation-runner.ts');
    return await sharedValidationRunner().readImport(text, available);
  } catch (e) {
    const report: ImportReport = {
      blocking: [
        {
          severity: 'error',
          pointer: '',
          message: `The file could not be checked: ${e instanceof Error ? e.message : String(e)}`,
        },
      ],
      problems: [],
      migrated: [],
    };
    return { report };
  }
}

/** Reads an import against the store's packs. Never throws and never changes the store or its storage. */
export async function prepareImport(store: AppStore, text: string, source: string): Promise<PendingImport> {
  const { report, pages } = await read(text, store.packs);
  let integrityOk: boolean | undefined;
  if (report.pack && report.statedIntegrity && report.migrated.length === 0) {
    try {
      integrityOk = (await packIntegrity(report.pack)) === report.statedIntegrity;
    } catch {
      integrityOk = undefined;
    }
    if (integrityOk === false)
      report.problems.unshift({
        severity: 'warning',
        pointer: '/integrity',
        message: 'The file was changed after it was exported: its content does not match the integrity hash it states.',
      });
  }
  const conflict = report.pack ? store.pack(report.pack.id) : undefined;
  // The problems added here in front of the worker's list (the integrity warning) shift its pages.
  const lead = integrityOk === false ? 1 : 0;
  const problemPages: ProblemPages | undefined = pages && {
    total: pages.total + lead,
    errors: pages.errors,
    page: (from, count) => pages.page(from - lead, count),
    release: () => pages.release(),
  };
  return {
    source,
    report,
    ...(conflict ? { conflict } : {}),
    ...(integrityOk !== undefined ? { integrityOk } : {}),
    ...(problemPages ? { problemPages } : {}),
  };
}

export type ImportChoice = 'replace' | 'keep-both';

/**
 * Stores a prepared import, unless it is blocked (then nothing happens and undefined is returned). The
 * store takes the report's pack as it is, not a copy: it came from the validation worker (or the
 * parse) for this import alone, and the store never changes a pack in place. (A copy of a
 * 33,334-item pack held the page for 240 ms of the commit.)
 */
export function commitImport(
  store: AppStore,
  pending: PendingImport,
  choice: ImportChoice = 'keep-both',
): Pack | undefined {
  const pack = pending.report.pack;
  if (!pack || pending.report.blocking.length > 0) return undefined;
  const mode = pending.conflict && choice === 'replace' && store.isEditable(pack.id) ? 'replace' : 'keep-both';
  return store.importPack(pack, mode);
}

/**
 * Reads a share link's fragment into a pending import. A shared single item arrives as a new pack
 * of its own (depending on the built-in pack, as a new pack does), named after the item.
 */
export async function prepareShare(store: AppStore, fragment: string): Promise<PendingImport> {
  const read = await readShareFragment(fragment);
  if (!read.ok)
    return {
      source: 'a share link',
      report: { blocking: [{ severity: 'error', pointer: '', message: read.message }], problems: [], migrated: [] },
    };
  const parsed = parseJson(read.text);
  const payload = parsed.ok && isObject(parsed.value) ? parsed.value : undefined;
  if (payload && isObject(payload.item)) {
    const item = payload.item;
    const name = typeof item.name === 'string' ? item.name : 'item';
    const base = store.packs.find((p) => !store.isEditable(p.id));
    const wrapper = newPack(
      { name: `Shared: ${name}`, id: `shared-${slugify(name)}`, description: 'Arrived through a share link.' },
      [],
      base,
    );
    return prepareImport(store, JSON.stringify({ ...wrapper, items: [item] }), 'a share link');
  }
  if (payload && isObject(payload.pack)) return prepareImport(store, JSON.stringify(payload.pack), 'a share link');
  return {
    source: 'a share link',
    report: {
      blocking: [{ severity: 'error', pointer: '', message: 'The share link holds neither a pack nor an item.' }],
      problems: [],
      migrated: [],
    },
  };
}
