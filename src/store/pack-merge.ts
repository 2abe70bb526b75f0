import type { ContentItem, Pack } from '../model/content.ts';
import { canonicalJson } from '../model/canonical.ts';
import { uniqueId } from '../model/pack-edit.ts';
import { drain } from './pack-records.ts';
import { itemKey, NO_VERSIONS, versionOf, type PackVersions } from './pack-versions.ts';

/**
 * # Merging a tab's pack with the stored one (issue 27, point 1: tabs never overwrite each other)
 *
 * Every stored pack carries versions: a clock counting its writes, the write that last changed its
 * manifest (every field but the items) and, per item (by kind and id), the write that last changed
 * it. A tab remembers the stored pack and versions it last saw (its base). When it writes, inside
 * the write's transaction, it merges three packs: its base, its own pack (mine) and the stored one:
 *
 * - what this tab did not change since its base takes the stored content (another tab's edit);
 * - what it changed, where the stored version is still the base's, takes this tab's content;
 * - what both changed (the stored version moved on) and differently is a conflict, never settled
 *   silently: the stored item stays and this tab's edit is kept beside it as a copy; an item deleted
 *   here but changed elsewhere stays; an item changed here but deleted elsewhere comes back; a
 *   manifest field changed on both sides takes this tab's value. Each conflict gives a notice.
 *
 * A tab that wrote nothing merges the same way when it hears of another tab's write: with nothing
 * of its own changed, the result is the stored pack, which it then shows. Pure: no storage here.
 */

/** A stored pack with its versions. */
export interface VersionedPack {
  pack: Pack;
  versions: PackVersions;
}

export interface SyncNotice {
  packId: string;
  message: string;
  /** For a conflict on an item: the item as stored now, and the copy holding this tab's edit. */
  conflict?: { kind: string; id: string; copyId: string };
  /**
   * Another tab changed an item whose text here is not valid JSON yet: the text is kept, and the
   * user chooses (`theirs`: the item as the other tab stored it).
   */
  text?: { ref: { packId: string; kind: string; id: string }; theirs: ContentItem };
}

export interface MergeOutcome {
  /** What is stored after the write (undefined: no pack). */
  result: VersionedPack | undefined;
  /** What the write must do. */
  write: 'put' | 'delete' | 'none';
  notices: SyncNotice[];
}

export { NO_VERSIONS, itemKey, type PackVersions };

const sameJson = (a: unknown, b: unknown) =>
  a === b || (a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b));

function manifestOf(pack: Pack): Record<string, unknown> {
  const { items: _items, ...manifest } = pack;
  return manifest;
}

/** Items merged between two pauses of `mergeSteps` (a 33,334-item merge was one task of 100–200 ms of CPU). */
export const MERGE_PART = 2_000;

function* byKey(pack: Pack | undefined): Generator<void, Map<string, ContentItem>> {
  const map = new Map<string, ContentItem>();
  const items = pack?.items ?? [];
  for (let i = 0; i < items.length; i++) {
    if (i && i % MERGE_PART === 0) yield;
    const key = itemKey(items[i]!);
    if (!map.has(key)) map.set(key, items[i]!);
  }
  return map;
}

const label = (item: ContentItem) => `“${item.name || item.id}”`;

/**
 * Merges this tab's pack (`mine`; undefined when this tab deleted it or never had it) with the
 * stored one, given the base this tab last saw. See the module comment for the rules.
 */
export function mergePack(
  base: VersionedPack | undefined,
  mine: Pack | undefined,
  stored: VersionedPack | undefined,
): MergeOutcome {
  return drain(mergeSteps(base, mine, stored));
}

/**
 * `mergePack` in parts: it pauses (yields) after every MERGE_PART items; the storage awaits a
 * request of its write's transaction at each pause, so the page runs its other tasks meanwhile.
 */
export function* mergeSteps(
  base: VersionedPack | undefined,
  mine: Pack | undefined,
  stored: VersionedPack | undefined,
): Generator<void, MergeOutcome> {
  if (!mine) {
    if (!base || !stored) return { result: stored, write: 'none', notices: [] };
    // Deleted here: only if no other tab wrote it since this tab saw it.
    if (stored.versions.clock === base.versions.clock) return { result: undefined, write: 'delete', notices: [] };
    return {
      result: stored,
      write: 'none',
      notices: [
        {
          packId: stored.pack.id,
          message: `The pack “${stored.pack.name}” was changed in another tab, so it was not deleted.`,
        },
      ],
    };
  }
  if (!stored) {
    if (base && sameJson(mine, base.pack)) return { result: undefined, write: 'none', notices: [] };
    const clock = (base?.versions.clock ?? 0) + 1;
    const notices = base
      ? [
          {
            packId: mine.id,
            message: `The pack “${mine.name}” was deleted in another tab; it is kept, as you changed it here.`,
          },
        ]
      : [];
    // Every item is at this write's version: `rest` says so without a key per item.
    return {
      result: { pack: mine, versions: { clock, manifest: clock, items: {}, rest: clock } },
      write: 'put',
      notices,
    };
  }
  return yield* mergeStored(base, mine, stored);
}

/** The keys of the three packs, each once: the stored pack's, then this tab's, then the base's. */
function* allKeys(...maps: ReadonlyMap<string, unknown>[]): Generator<string> {
  for (const [i, map] of maps.entries())
    for (const key of map.keys()) if (!maps.slice(0, i).some((before) => before.has(key))) yield key;
}

/**
 * `order` with the keys inserted after each (undefined: at the start) put right after it: the one
 * inserted last first, each followed by what was inserted after it (what inserting each right
 * after its key, one by one, gives).
 */
function withInserted(order: readonly string[], after: ReadonlyMap<string | undefined, readonly string[]>): string[] {
  const out: string[] = [];
  const emit = (key: string | undefined) => {
    const stack = [...(after.get(key) ?? [])];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      out.push(next);
      for (const inserted of after.get(next) ?? []) stack.push(inserted);
    }
  };
  emit(undefined);
  for (const key of order) {
    out.push(key);
    emit(key);
  }
  return out;
}

function* mergeStored(
  base: VersionedPack | undefined,
  mine: Pack,
  stored: VersionedPack,
): Generator<void, MergeOutcome> {
  const clock = stored.versions.clock + 1;
  const notices: SyncNotice[] = [];
  const baseVersions = base?.versions ?? NO_VERSIONS;
  let put = false;

  // The manifest, field by field.
  const mineManifest = manifestOf(mine);
  const storedManifest = manifestOf(stored.pack);
  const baseManifest = base ? manifestOf(base.pack) : {};
  let manifest = storedManifest;
  let manifestVersion = stored.versions.manifest;
  if (!sameJson(mineManifest, baseManifest) && !sameJson(mineManifest, storedManifest)) {
    const theirsChanged = stored.versions.manifest !== baseVersions.manifest;
    manifest = theirsChanged ? { ...storedManifest } : mineManifest;
    if (theirsChanged) {
      for (const field of new Set([...Object.keys(mineManifest), ...Object.keys(storedManifest)])) {
        if (sameJson(mineManifest[field], baseManifest[field])) continue;
        if (
          !sameJson(storedManifest[field], baseManifest[field]) &&
          !sameJson(storedManifest[field], mineManifest[field])
        )
          notices.push({
            packId: mine.id,
            message: `The pack's ${field} was changed in another tab too; this tab's is kept.`,
          });
        if (mineManifest[field] === undefined) delete manifest[field];
        else manifest[field] = mineManifest[field];
      }
    }
    if (!sameJson(manifest, storedManifest)) {
      manifestVersion = clock;
      put = true;
    }
  }

  // The items, by key.
  const baseItems = yield* byKey(base?.pack);
  const mineItems = yield* byKey(mine);
  const storedItems = yield* byKey(stored.pack);
  let done = 0;
  const out = new Map<string, { item: ContentItem; version: number }>();
  const copies = new Map<string, ContentItem>();
  const mineWins = (key: string, item: ContentItem) => {
    out.set(key, { item, version: clock });
    put = true;
  };
  for (const key of allKeys(storedItems, mineItems, baseItems)) {
    if (++done % MERGE_PART === 0) yield;
    const m = mineItems.get(key);
    const s = storedItems.get(key);
    const storedVersion = versionOf(stored.versions, key, s !== undefined);
    const theirsChanged = storedVersion !== versionOf(baseVersions, key, baseItems.has(key));
    const keepStored = () => {
      // This tab's object when it is the same content, so what it shows is left alone.
      if (s) out.set(key, { item: m && (!theirsChanged || sameJson(m, s)) ? m : s, version: storedVersion });
    };
    if (m === baseItems.get(key) && !theirsChanged) keepStored();
    else if (sameJson(m, baseItems.get(key)) || sameJson(m, s)) keepStored();
    else if (!theirsChanged) {
      if (m) mineWins(key, m);
      else put = true; // deleted here
    } else if (!m) {
      keepStored();
      notices.push({ packId: mine.id, message: `${label(s!)} was changed in another tab, so it was not deleted.` });
    } else if (!s) {
      mineWins(key, m);
      notices.push({
        packId: mine.id,
        message: `${label(m)} was deleted in another tab; it is kept, as you changed it here.`,
      });
    } else {
      keepStored();
      copies.set(key, m);
    }
  }

  // Order: the stored order, then what only this tab has, each right after the item before it here
  // (linear: an `indexOf` per item made the merge of a 33,334-item pack take a second and more).
  const order: string[] = [];
  const placed = new Set<string>();
  for (const item of stored.pack.items) {
    const key = itemKey(item);
    if (++done % MERGE_PART === 0) yield;
    if (out.has(key) && !placed.has(key)) {
      order.push(key);
      placed.add(key);
    }
  }
  // What goes right after a key (undefined: at the start), the one inserted last first.
  const after = new Map<string | undefined, string[]>();
  let before: string | undefined;
  for (const item of mine.items) {
    const key = itemKey(item);
    if (++done % MERGE_PART === 0) yield;
    if (out.has(key) && !placed.has(key)) {
      const list = after.get(before);
      if (list) list.push(key);
      else after.set(before, [key]);
      placed.add(key);
    }
    if (placed.has(key)) before = key;
  }
  const items: ContentItem[] = [];
  const versions: Record<string, number> = {};
  const rest = stored.versions.rest;
  for (const key of after.size ? withInserted(order, after) : order) {
    if (++done % MERGE_PART === 0) yield;
    const { item, version } = out.get(key)!;
    items.push(item);
    // Items still at the version of a pack written whole stay under `rest` (no key each).
    if (version !== (rest ?? 0)) versions[key] = version;
    const copy = copies.get(key);
    if (!copy) continue;
    const taken = [...[...out.values()].map((o) => o.item), ...items]
      .filter((i) => i.kind === copy.kind)
      .map((i) => i.id);
    const kept = { ...copy, id: uniqueId(`${copy.id}-conflict`, taken), name: `${copy.name} (conflicting copy)` };
    items.push(kept);
    versions[itemKey(kept)] = clock;
    put = true;
    notices.push({
      packId: mine.id,
      message: `${label(copy)} was changed in another tab while you were changing it here. This tab now shows the other tab's version; yours is kept as ${label(kept)}.`,
      conflict: { kind: copy.kind, id: copy.id, copyId: kept.id },
    });
  }
  const unchanged =
    sameJson(manifest, mineManifest) &&
    items.length === mine.items.length &&
    items.every((item, i) => item === mine.items[i]);
  const pack = unchanged ? mine : ({ ...manifest, items } as Pack);
  if (!put) return { result: { pack, versions: stored.versions }, write: 'none', notices };
  const written: PackVersions = {
    clock,
    manifest: manifestVersion,
    items: versions,
    ...(rest === undefined ? {} : { rest }),
  };
  return { result: { pack, versions: written }, write: 'put', notices };
}
