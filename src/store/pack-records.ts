import type { ContentItem, Pack } from '../model/content.ts';
import { canonicalJson } from '../model/canonical.ts';
import { itemKey } from './pack-versions.ts';

/**
 * How IndexedDB keeps a pack since database version 3: a head (the manifest and the order of the
 * items) and one record per item, so an autosave puts the head and the items that changed, not
 * the whole pack again (a duplicated base pack is ~240 KB; one chapter ~3 KB). Pure, so the
 * autosave bench can count what a write puts.
 */
export interface PackHead {
  id: string;
  manifest: Omit<Pack, 'items'>;
  /** The items' record keys, in the pack's order. */
  itemKeys: string[];
}

/** A pack as stored before version 3 (whole) or as a head. */
export type StoredPackRecord = Pack | PackHead;

export const isPackHead = (record: StoredPackRecord): record is PackHead =>
  'itemKeys' in record && !('items' in record);

/**
 * Each item's record key: its kind and id, and which occurrence of them it is (a pack being fixed
 * may hold two items with the same kind and id; each keeps a record).
 */
export function recordKeys(pack: Pack): string[] {
  const seen = new Map<string, number>();
  return pack.items.map((item) => {
    const key = itemKey(item);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return `${key}\u0000${n}`;
  });
}

/** What storing `pack` over `stored` (the pack stored now, if any) writes; no head when it is unchanged. */
export function packWrites(
  pack: Pack,
  stored: Pack | undefined,
  storedWasSplit: boolean,
): { head: PackHead | undefined; put: [string, ContentItem][]; deleted: string[] } {
  const { items, ...manifest } = pack;
  const keys = recordKeys(pack);
  const before = new Map<string, ContentItem>();
  if (stored && storedWasSplit) recordKeys(stored).forEach((key, i) => before.set(key, stored.items[i]!));
  const put: [string, ContentItem][] = [];
  keys.forEach((key, i) => {
    const old = before.get(key);
    if (old === undefined || canonicalJson(old) !== canonicalJson(items[i])) put.push([key, items[i]!]);
  });
  const now = new Set(keys);
  const deleted = [...before.keys()].filter((key) => !now.has(key));
  // The head is put only when the manifest or the items' order changed (an item edit changes neither).
  const storedKeys = stored && storedWasSplit ? recordKeys(stored) : undefined;
  const sameHead =
    storedKeys !== undefined &&
    storedKeys.length === keys.length &&
    storedKeys.every((key, i) => key === keys[i]) &&
    canonicalJson({ ...stored, items: [] }) === canonicalJson({ ...manifest, items: [] });
  return { head: sameHead ? undefined : { id: pack.id, manifest, itemKeys: keys }, put, deleted };
}

/** A pack from its head and its item records (items whose record is missing are left out). */
export function joinPack(head: PackHead, itemOf: (key: string) => ContentItem | undefined): Pack {
  const items = head.itemKeys.map(itemOf).filter((item): item is ContentItem => item !== undefined);
  return { ...head.manifest, items } as Pack;
}
