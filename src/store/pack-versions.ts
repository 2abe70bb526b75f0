import type { ContentItem } from '../model/content.ts';

// The small part of the tab merge (pack-merge.ts) that reading and writing storage need at once: the
// merge itself is loaded lazily, before the first write (StorePacks), to keep it out of the first load.

/** How a stored pack's versions are kept (see pack-merge.ts). */
export interface PackVersions {
  /** How many writes the stored pack has had. */
  clock: number;
  /** The write that last changed the manifest (0: none known). */
  manifest: number;
  /** By item key (itemKey): the write that last changed the item (missing: `rest`, else 0). */
  items: Record<string, number>;
  /**
   * The version of every item of the stored pack missing from `items` (a pack written whole: an
   * import or a new pack). A record of 33,334 keys took ~50 ms of CPU to build and ~60 ms to store
   * (issue 27); a merge keeps it, listing in `items` only the items whose version differs from it.
   */
  rest?: number;
}

/** An item's version; `inPack`: whether the pack these versions are of holds the item. */
export const versionOf = (versions: PackVersions | undefined, key: string, inPack: boolean): number =>
  versions?.items[key] ?? (inPack ? (versions?.rest ?? 0) : 0);

/** The versions of a pack stored before versions existed: every item counts as version 0. */
export const NO_VERSIONS: PackVersions = { clock: 0, manifest: 0, items: {} };

/** An item's key in a pack's versions and records: its kind and id. */
export function itemKey(item: Pick<ContentItem, 'kind' | 'id'>): string {
  return `${item.kind}\u0000${item.id}`;
}
