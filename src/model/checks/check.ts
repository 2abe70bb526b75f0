import type { ContentItem, Pack } from '../content.ts';
import type { Problem } from '../problem.ts';

/** What every check beyond the schema is given. */
export interface CheckContext {
  pack: Pack;
  /** The pack's items that have a kind and an id, with their index in `pack.items`. */
  items: { item: ContentItem; index: number }[];
  /** Every reference between items that the schemas declare (`refKind`). */
  references: ReferenceUse[];
  dependencies: readonly Pack[];
}

/**
 * A check beyond the schema: a small function with one job, returning its problems with the
 * pointer (into the pack document) of the exact place, the item id, and a message for a designer.
 * It may assume items passed their schema loosely at best: guard every field it reads.
 */
export interface Check {
  name: string;
  run(context: CheckContext): Problem[];
}

/** A reference from one item to another, found through the schemas' `refKind` keyword. */
export interface ReferenceUse {
  /** Pointer of the referring value, in the pack document. */
  pointer: string;
  id: string;
  /** The kinds the id may name. */
  kinds: string[];
  /** The referring item. */
  itemId: string;
}
