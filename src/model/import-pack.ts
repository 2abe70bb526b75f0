import { MAX_IMPORT_CHARS, type Pack } from './content.ts';
import { assemblePack } from './pack-document.ts';
import { isObject } from './json-read.ts';
import { migratePack } from './migrations.ts';
import { lineColumnOf, parseJson } from './parse-json.ts';
import { failureInWords, MAX_ITEMS, MAX_TEXT_DEPTH, textTooDeep, tooDeepMessage } from './json-limits.ts';
import { itemIndexOf, type Problem } from './problem.ts';
import { validatePack } from './validate.ts';

export { MAX_IMPORT_CHARS };

/**
 * What importing a text would do, worked out before anything is stored. `pack` is absent when the
 * import is blocked (`blocking` says why); otherwise it is the pack to store, migrated to the current
 * format, and `problems` lists everything wrong in it (pointers into the file as given).
 */
export interface ImportReport {
  pack?: Pack;
  blocking: Problem[];
  problems: Problem[];
  /** What the migration to the current format changed, in words. */
  migrated: string[];
  /** The `integrity` the file states, if any (checked by the caller: hashing is async). */
  statedIntegrity?: string;
}

const blocked = (pointer: string, message: string): ImportReport => ({
  blocking: [{ severity: 'error', pointer, message }],
  problems: [],
  migrated: [],
});

/**
 * Reads a pack file's text without trusting it: limits on size, nesting depth (before parsing) and
 * item count (before reading the items), JSON with line and column, migration,
 * the shape the app needs (else blocked), then the schema and every check (reported, not blocking:
 * the user may import and fix). Never throws.
 */
export function readImport(text: string, available: readonly Pack[] = [], maxChars = MAX_IMPORT_CHARS): ImportReport {
  try {
    if (typeof text !== 'string') return blocked('', 'The file is not text.');
    if (text.length > maxChars)
      return blocked(
        '',
        `The file is too large (${Math.round(text.length / 1000)} KB; the limit is ${Math.round(maxChars / 1000)} KB).`,
      );
    const deep = textTooDeep(text);
    if (deep !== undefined) {
      const { line, column } = lineColumnOf(text, deep);
      return blocked('', tooDeepMessage('The file', `at line ${line}, column ${column}`, MAX_TEXT_DEPTH));
    }
    const parsed = parseJson(text);
    if (!parsed.ok)
      return blocked('', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    if (!isObject(parsed.value))
      return blocked('', 'A pack file must hold one JSON object (the pack), not a list or a single value.');
    const entries = parsed.value.items;
    if (Array.isArray(entries) && entries.length > MAX_ITEMS)
      return blocked(
        '/items',
        `The pack holds ${entries.length.toLocaleString('en')} items; the limit is ${MAX_ITEMS.toLocaleString('en')} items.`,
      );
    const { integrity, ...doc } = parsed.value;
    const migration = migratePack(doc);
    if (!migration.ok) return blocked(migration.pointer, migration.message);
    const assembled = assemblePack(
      migration.doc,
      (path) => {
        throw new Error(`an imported pack must hold its items, not the path "${path}"`);
      },
      'import',
      undefined,
      true,
    );
    const shapeProblems = assembled.problems.map(({ file: _file, ...p }) => p);
    if (!assembled.pack) return { blocking: shapeProblems, problems: [], migrated: migration.changes };
    const pack = assembled.pack;
    const declared = new Set((pack.dependencies ?? []).map((d) => d.id));
    // Pointers of the assembled pack's items point into the file (items it left out shift the rest).
    const sources = assembled.sources ?? [];
    const checked = validatePack(pack, { dependencies: available.filter((p) => declared.has(p.id)) }).map((p) => {
      const index = itemIndexOf(p.pointer);
      const source = index === undefined ? undefined : sources[index];
      return source ? { ...p, pointer: source.pointer + p.pointer.replace(/^\/items\/\d+/, '') } : p;
    });
    // The schema check's complaints about item entries duplicate the shape problems that left them out.
    const kept = new Set(sources.map((s) => itemIndexOf(s.pointer)));
    const left = new Set(
      shapeProblems.map((p) => itemIndexOf(p.pointer)).filter((i) => i !== undefined && !kept.has(i)),
    );
    const problems = [
      ...shapeProblems,
      ...checked.filter((p) => !(p.pointer.startsWith('/items/') && left.has(itemIndexOf(p.pointer)!))),
    ];
    return {
      pack,
      blocking: [],
      problems,
      migrated: migration.changes,
      ...(typeof integrity === 'string' ? { statedIntegrity: integrity } : {}),
    };
  } catch (e) {
    return blocked('', `The file could not be read: ${failureInWords(e)}.`);
  }
}
