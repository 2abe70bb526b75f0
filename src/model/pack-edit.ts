import { pointerTokens } from './json-pointer.ts';
import { SCHEMA_VERSION, type ContentItem, type Pack } from './content.ts';
import { cloneJson } from './json-read.ts';

/**
 * Pure edits of packs for the library: new ids, copies, renaming an id with its references.
 * Every function returns a new pack and leaves its input alone.
 */

/** A lower-case slug made from a name ("Lost Valley!" → "lost-valley"); "item" when nothing is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** `base` if it is free, else `base-2`, `base-3`… */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  const stem = base.replace(/-\d+$/, '');
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export function idsOfKind(pack: Pack, kind: string): string[] {
  return pack.items.filter((i) => i.kind === kind).map((i) => i.id);
}

export interface NewPackFields {
  name: string;
  id?: string;
  description?: string;
  authors?: string[];
}

/** An empty pack that may use the base pack's items (most user content refers to base tiles and cards). */
export function newPack(fields: NewPackFields, takenIds: Iterable<string>, base?: Pack): Pack {
  return {
    kind: 'pack',
    id: uniqueId(fields.id ?? slugify(fields.name), takenIds),
    name: fields.name,
    version: '0.1.0',
    description: fields.description ?? '',
    authors: fields.authors ?? [],
    schemaVersion: SCHEMA_VERSION,
    dependencies: base ? [{ id: base.id, version: `^${base.version}` }] : [],
    items: [],
  };
}

/** A copy of a pack under a new id, named "… (copy)". */
export function duplicatePack(pack: Pack, takenIds: Iterable<string>): Pack {
  return { ...cloneJson(pack), id: uniqueId(`${pack.id}-copy`, takenIds), name: `${pack.name} (copy)` };
}

/** A copy of an item in the same pack, with a free id and "(copy)" in its name. */
export function duplicateItem(pack: Pack, item: ContentItem): ContentItem {
  return {
    ...cloneJson(item),
    id: uniqueId(`${item.id}-copy`, idsOfKind(pack, item.kind)),
    name: `${item.name} (copy)`,
  };
}

export function replaceItemAt(pack: Pack, index: number, item: ContentItem): Pack {
  const items = pack.items.slice();
  items[index] = item;
  return { ...pack, items };
}

export function findItemIndex(pack: Pack, kind: string, id: string): number {
  return pack.items.findIndex((i) => i.kind === kind && i.id === id);
}

/** A place in the pack document holding a reference to an item (found by the validator through `refKind`). */
export interface ReferenceSite {
  pointer: string;
  id: string;
  kinds: string[];
  itemId: string;
}

/** The references to item `kind`/`id` among `sites`. */
export function referencesTo(sites: readonly ReferenceSite[], kind: string, id: string): ReferenceSite[] {
  return sites.filter((s) => s.id === id && s.kinds.includes(kind));
}

export { pointerTokens };

/**
 * Renames an item's id and every reference to it in the pack (`sites` are the pack's references,
 * from the validator). Returns undefined when the new id is taken by another item of the kind.
 */
export function renameItemId(
  pack: Pack,
  kind: string,
  oldId: string,
  newId: string,
  sites: readonly ReferenceSite[],
): Pack | undefined {
  if (oldId === newId) return pack;
  if (findItemIndex(pack, kind, newId) >= 0) return undefined;
  const doc = cloneJson(pack) as unknown as Record<string, unknown>;
  for (const site of referencesTo(sites, kind, oldId)) {
    const tokens = pointerTokens(site.pointer);
    const last = tokens.pop();
    let parent: unknown = doc;
    for (const t of tokens) parent = (parent as Record<string, unknown> | undefined)?.[t];
    if (
      last !== undefined &&
      typeof parent === 'object' &&
      parent !== null &&
      (parent as Record<string, unknown>)[last] === oldId
    )
      (parent as Record<string, unknown>)[last] = newId;
  }
  const out = doc as unknown as Pack;
  const index = findItemIndex(out, kind, oldId);
  if (index >= 0) out.items[index] = { ...out.items[index]!, id: newId };
  return out;
}
