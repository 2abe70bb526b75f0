import { SCHEMA_VERSION } from './content.ts';
import { isObject, list, type JsonObject } from './json-read.ts';

/**
 * The pack format's versions and how to upgrade a pack from each to the next. A pack is migrated
 * step by step on import and whenever a stored pack is loaded, before it is validated, so an older
 * pack is never rejected for its age. Every step says in words what it changed.
 *
 * Format 0 (the first drafts, before packs carried `schemaVersion`):
 * - the manifest had one `author` string instead of the `authors` list;
 * - a chapter's Natla-Pin value at which it is invaded was called `natlaPin`, which read like the
 *   pin's position on the track; format 1 calls it `invadedAt`.
 */
export interface Migration {
  from: number;
  to: number;
  describe: string;
  /** Returns the migrated pack document and a sentence for each change it made. Must not throw. */
  migrate(doc: JsonObject): { doc: JsonObject; changes: string[] };
}

export const MIGRATIONS: readonly Migration[] = [
  {
    from: 0,
    to: 1,
    describe: "author → authors; a chapter's natlaPin → invadedAt",
    migrate(doc) {
      const changes: string[] = [];
      const out: JsonObject = { ...doc };
      if ('author' in out) {
        if (!('authors' in out)) out.authors = typeof out.author === 'string' && out.author.trim() ? [out.author] : [];
        delete out.author;
        changes.push('The manifest\'s "author" became the list "authors".');
      }
      out.items = list(doc.items).map((item, index) => {
        if (!isObject(item) || item.kind !== 'chapter' || !('natlaPin' in item)) return item;
        const { natlaPin, ...rest } = item;
        changes.push(
          `Chapter ${typeof item.id === 'string' ? `"${item.id}"` : index}: "natlaPin" is now called "invadedAt".`,
        );
        return 'invadedAt' in rest ? rest : { ...rest, invadedAt: natlaPin };
      });
      out.schemaVersion = 1;
      return { doc: out, changes };
    },
  },
];

export type MigrationResult =
  { ok: true; doc: unknown; from: number; changes: string[] } | { ok: false; message: string; pointer: string };

/** The format version a pack document says it is in (a pack without the field is format 0). */
export function schemaVersionOf(doc: JsonObject): number | undefined {
  if (!('schemaVersion' in doc)) return 0;
  const v = doc.schemaVersion;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;
}

/**
 * Upgrades a pack document to the current format. Anything that is not an object is returned as
 * it is (the validator reports it). A pack from a newer version of the app cannot be read: said so.
 */
export function migratePack(
  doc: unknown,
  migrations: readonly Migration[] = MIGRATIONS,
  target = SCHEMA_VERSION,
): MigrationResult {
  if (!isObject(doc)) return { ok: true, doc, from: target, changes: [] };
  const from = schemaVersionOf(doc);
  if (from === undefined)
    return { ok: false, pointer: '/schemaVersion', message: '"schemaVersion" must be a whole number such as 1.' };
  if (from > target)
    return {
      ok: false,
      pointer: '/schemaVersion',
      message: `This pack is in format ${from}, newer than this app reads (${target}). Update the app to open it.`,
    };
  let current: JsonObject = doc;
  let version = from;
  const changes: string[] = [];
  while (version < target) {
    const step = migrations.find((m) => m.from === version);
    if (!step)
      return { ok: false, pointer: '/schemaVersion', message: `No migration from format ${version} is known.` };
    try {
      const result = step.migrate(current);
      current = result.doc;
      changes.push(...result.changes);
    } catch (e) {
      return {
        ok: false,
        pointer: '',
        message: `Upgrading from format ${version} failed: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    version = step.to;
  }
  return { ok: true, doc: current, from, changes };
}
