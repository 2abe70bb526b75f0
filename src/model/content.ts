/**
 * The shapes every piece of content shares. Kind-specific types come with their schemas
 * (schemas/); here is only what the pack, the library and the editors rely on for any item.
 */

/** How an item's numbers were obtained: printed in a rulebook, or chosen by us as a sample. */
export type Provenance = 'rulebook' | 'sample';

/** Any content item: a card, a tile, a chapter, a level definition… identified by kind + id. */
export interface ContentItem {
  kind: string;
  /** Stable lower-case slug, unique within its pack; references between items use it. */
  id: string;
  name: string;
  notes?: string;
  provenance?: Provenance;
  [field: string]: unknown;
}

export interface PackDependency {
  id: string;
  /** A semver range, e.g. "^1.0.0". */
  version: string;
}

/** The manifest part of a content pack: everything but its items. */
export interface PackManifest {
  kind: 'pack';
  id: string;
  name: string;
  version: string;
  description: string;
  authors: string[];
  schemaVersion: number;
  dependencies?: PackDependency[];
}

/** A content pack as one JSON document: the manifest fields and the items. */
export interface Pack extends PackManifest {
  items: ContentItem[];
}

/** The pack schema version this build reads and writes. Older packs are migrated on load. */
export const SCHEMA_VERSION = 1;

/** Lower-case slug: letters, digits and single hyphens, starting with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

/** Largest pack file read on import, in characters (about 5 MB): the whole base pack is well under 1 MB. */
export const MAX_IMPORT_CHARS = 5_000_000;
