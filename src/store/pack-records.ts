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

/** Items worked on between two pauses of `packWriteSteps` (a part of 2,000 took ~5 ms, quiet). */
export const RECORD_PART = 2_000;

/**
 * Each item's record key: its kind and id, and which occurrence of them it is (a pack being fixed
 * may hold two items with the same kind and id; each keeps a record).
 */
export function recordKeys(pack: Pack): string[] {
  return drain(recordKeySteps(pack.items));
}

/** `recordKeys` in parts: it pauses (yields) after every RECORD_PART items. */
function* recordKeySteps(items: readonly ContentItem[]): Generator<void, string[]> {
  const seen = new Map<string, number>();
  const keys: string[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i && i % RECORD_PART === 0) yield;
    const key = itemKey(items[i]!);
    const n = seen.get(key);
    seen.set(key, (n ?? 0) + 1);
    keys.push(`${key}\u0000${n ?? 0}`);
  }
  return keys;
}

/** Runs steps to their end in one go. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `steps`, telling `keep` what they end with. */
export function* keeping<T>(steps: Generator<void, T>, keep: (value: T) => void): Generator<void, T> {
  const value = yield* steps;
  keep(value);
  return value;
}

export interface PackWrites {
  head: PackHead | undefined;
  put: [string, ContentItem][];
  deleted: string[];
}

/** What storing `pack` over `stored` (the pack stored now, if any) writes; no head when it is unchanged. */
export function packWrites(pack: Pack, stored: Pack | undefined, storedWasSplit: boolean): PackWrites {
  return drain(packWriteSteps(pack, stored, storedWasSplit));
}

/**
 * `packWrites` in parts (issue 27: a 33,334-item import worked them out in one task of 85–125 ms
 * of CPU): it pauses (yields) after every RECORD_PART items; the storage awaits a request of its
 * transaction at each pause, so the page runs its other tasks and the transaction stays open.
 * Nothing is written before the end (every write of the batch is in one transaction).
 */
export function* packWriteSteps(
  pack: Pack,
  stored: Pack | undefined,
  storedWasSplit: boolean,
): Generator<void, PackWrites> {
  const { items, ...manifest } = pack;
  const keys = yield* recordKeySteps(items);
  const storedKeys = stored && storedWasSplit ? yield* recordKeySteps(stored.items) : undefined;
  const before = new Map<string, ContentItem>();
  for (let i = 0; i < (storedKeys?.length ?? 0); i++) {
    if (i && i % RECORD_PART === 0) yield;
    before.set(storedKeys![i]!, stored!.items[i]!);
  }
  const put: [string, ContentItem][] = [];
  const now = new Set<string>();
  for (let i = 0; i < keys.length; i++) {
    if (i && i % RECORD_PART === 0) yield;
    const key = keys[i]!;
    now.add(key);
    const old = before.get(key);
    if (old === undefined || (old !== items[i] && canonicalJson(old) !== canonicalJson(items[i])))
      put.push([key, items[i]!]);
  }
  const deleted = [...before.keys()].filter((key) => !now.has(key));
  // The head is put only when the manifest or the items' order changed (an item edit changes neither).
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
