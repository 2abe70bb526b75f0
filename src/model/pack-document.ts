import { isSlug, type ContentItem, type Pack, type PackManifest } from './content.ts';
import { pointer, type Problem } from './problem.ts';
import { isObject } from './json-read.ts';

/**
 * Reads a file named in a pack document's `items` list and returns its parsed JSON.
 * It may throw; the message of what it throws is reported as the problem.
 */
export type ReadJson = (path: string) => unknown;

/** Lists the .json files under a folder (relative to the pack document), sorted, recursively. */
export type ListJson = (folder: string) => string[];

/** Where an item of an assembled pack came from: a file and the JSON Pointer of the item in it. */
export interface ItemSource {
  file: string;
  pointer: string;
}

export interface AssembledPack {
  /** Present unless the manifest itself is unusable. Items with problems are left out (kept with `keepBroken`). */
  pack?: Pack;
  /** For each item of `pack.items`, at the same index, where it came from. */
  sources?: ItemSource[];
  problems: Problem[];
}

/**
 * Turns a pack document into a pack. `items` may hold items, paths of files (relative to the pack
 * document) holding one item or an array of items, or folders (ending in "/") whose every .json file
 * is read so; `read` and `list` load those. Never throws: every
 * shape problem is reported with the file and JSON Pointer where it is, and the usable items are kept.
 * The full schema check is the validator's job; this only makes sure the result is safe to list.
 * `keepBroken` (imports): an object without a usable kind or id is kept, not left out, given just
 * what the app needs to list it (kind "unknown", a free id), with a problem saying so; a missing
 * name or an id that is not a slug is kept as it is (the validator reports it).
 */
export function assemblePack(
  doc: unknown,
  read: ReadJson,
  file = 'pack.json',
  list?: ListJson,
  keepBroken = false,
): AssembledPack {
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
  const sources: ItemSource[] = [];
  const addItem = (value: unknown, at: string, inFile: string) => {
    if (!isObject(value))
      return error(
        at,
        keepBroken
          ? 'An item must be a JSON object; this entry is not one and cannot be kept.'
          : 'An item must be a JSON object.',
        inFile,
      );
    if (keepBroken) return keepItem(value, at, inFile);
    const id = typeof value.id === 'string' ? value.id : undefined;
    if (typeof value.kind !== 'string' || value.kind === '')
      return error(at + '/kind', 'The item has no "kind".', inFile, id);
    if (!isSlug(value.id))
      return error(at + '/id', 'The item needs an "id": a lower-case slug such as "red-door".', inFile, id);
    if (typeof value.name !== 'string')
      return error(at + '/name', `Item "${value.id}" has no "name".`, inFile, value.id);
    items.push(value as ContentItem);
    sources.push({ file: inFile, pointer: at });
  };
  // Ids given to items that had none, and the ids the file's own inline items use (never given twice).
  const givenIds = new Set<string>();
  const entryIds = new Set(
    Array.isArray(doc.items) ? doc.items.flatMap((e) => (isObject(e) && typeof e.id === 'string' ? [e.id] : [])) : [],
  );
  const keepItem = (value: Record<string, unknown>, at: string, inFile: string) => {
    const item = { ...value };
    if (typeof item.kind !== 'string' || item.kind === '') {
      error(at + '/kind', 'The item has no "kind"; it was kept with the kind "unknown": give it its kind.', inFile);
      item.kind = 'unknown';
    }
    if (typeof item.id !== 'string' || item.id === '') {
      let n = items.length + 1;
      while (givenIds.has(`item-${n}`) || entryIds.has(`item-${n}`)) n++;
      givenIds.add(`item-${n}`);
      error(at + '/id', `The item has no "id"; it was kept with the id "item-${n}": give it its own.`, inFile);
      item.id = `item-${n}`;
    }
    items.push(item as ContentItem);
    sources.push({ file: inFile, pointer: at });
  };

  const entries = Array.isArray(doc.items) ? doc.items : [];
  if (!Array.isArray(doc.items)) error('/items', 'The pack needs an "items" list.');
  const readFile = (path: string, at: string) => {
    let loaded: unknown;
    try {
      loaded = read(path);
    } catch (e) {
      return error(at, `Cannot read "${path}": ${(e as Error).message}`);
    }
    if (Array.isArray(loaded)) loaded.forEach((item, i) => addItem(item, pointer(i), path));
    else addItem(loaded, '', path);
  };
  entries.forEach((entry, index) => {
    const at = pointer('items', index);
    if (typeof entry !== 'string') return addItem(entry, at, file);
    if (!entry.endsWith('/')) return readFile(entry, at);
    let files: string[];
    try {
      if (!list) throw new Error('folders can only be listed in a pack read from files');
      files = list(entry);
    } catch (e) {
      return error(at, `Cannot list "${entry}": ${(e as Error).message}`);
    }
    files.forEach((path) => readFile(path, at));
  });

  const { items: _ignored, ...manifest } = doc;
  return { pack: { ...(manifest as unknown as PackManifest), items }, sources, problems };
}
