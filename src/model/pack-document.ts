import { isSlug, type ContentItem, type Pack, type PackManifest } from './content.ts';
import { pointer, type Problem } from './problem.ts';

/**
 * Reads a file named in a pack document's `items` list and returns its parsed JSON.
 * It may throw; the message of what it throws is reported as the problem.
 */
export type ReadJson = (path: string) => unknown;

export interface AssembledPack {
  /** Present unless the manifest itself is unusable. Items with problems are left out. */
  pack?: Pack;
  problems: Problem[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Turns a pack document into a pack. `items` may hold items, or paths of files (relative to the
 * pack document) holding one item or an array of items; `read` loads those. Never throws: every
 * shape problem is reported with the file and JSON Pointer where it is, and the usable items are kept.
 * The full schema check is the validator's job; this only makes sure the result is safe to list.
 */
export function assemblePack(doc: unknown, read: ReadJson, file = 'pack.json'): AssembledPack {
  const problems: Problem[] = [];
  const error = (at: string, message: string, inFile = file, itemId?: string) =>
    problems.push({ severity: 'error', pointer: at, message, file: inFile, ...(itemId ? { itemId } : {}) });

  if (!isObject(doc)) {
    error('', 'A pack document must be a JSON object with the manifest fields and "items".');
    return { problems };
  }
  if (doc.kind !== 'pack') error('/kind', 'A pack document must have "kind": "pack".');
  if (!isSlug(doc.id)) error('/id', 'The pack needs an "id": a lower-case slug such as "my-pack".');
  if (typeof doc.name !== 'string' || doc.name.trim() === '') error('/name', 'The pack needs a "name".');
  if (problems.length > 0) return { problems };

  const items: ContentItem[] = [];
  const addItem = (value: unknown, at: string, inFile: string) => {
    if (!isObject(value)) return error(at, 'An item must be a JSON object.', inFile);
    const id = typeof value.id === 'string' ? value.id : undefined;
    if (typeof value.kind !== 'string' || value.kind === '')
      return error(at + '/kind', 'The item has no "kind".', inFile, id);
    if (!isSlug(value.id))
      return error(at + '/id', 'The item needs an "id": a lower-case slug such as "red-door".', inFile, id);
    if (typeof value.name !== 'string')
      return error(at + '/name', `Item "${value.id}" has no "name".`, inFile, value.id);
    items.push(value as ContentItem);
  };

  const entries = Array.isArray(doc.items) ? doc.items : [];
  if (!Array.isArray(doc.items)) error('/items', 'The pack needs an "items" list.');
  entries.forEach((entry, index) => {
    if (typeof entry !== 'string') return addItem(entry, pointer('items', index), file);
    let loaded: unknown;
    try {
      loaded = read(entry);
    } catch (e) {
      return error(pointer('items', index), `Cannot read "${entry}": ${(e as Error).message}`);
    }
    if (Array.isArray(loaded)) loaded.forEach((item, i) => addItem(item, pointer(i), entry));
    else addItem(loaded, '', entry);
  });

  const { items: _ignored, ...manifest } = doc;
  return { pack: { ...(manifest as unknown as PackManifest), items }, problems };
}
