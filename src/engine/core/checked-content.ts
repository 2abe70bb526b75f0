/**
 * Typed content at the load boundary (docs/architecture.md "Content reaches the engines checked",
 * rule decision 575). Each item a game reads is checked once, when its content is resolved, by the
 * validator generated from its kind's schema (model/validators.generated.js: no compile, cheap to
 * call). An item with a value of the wrong type (a string where a number goes, an unknown effect or
 * enum value, an object where a list goes) is left out of what the engine sees and reported with the
 * validator's problems. An item whose only faults are limits (a number out of range, a list too
 * short, a required field missing) is kept: every value it has has its schema's type, and those
 * faults are design problems the checker shows (a draft with them can still be played, "Play
 * anyway"). So the engines read items as `Checked<kind>` (model/item-types.ts): every field may be
 * missing, a present field has its type; they need no hand guard of a value's type, only a default
 * for a missing field and the checks no schema can make (that a referenced id exists).
 */
import type { ErrorObject } from 'ajv';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { Checked, ItemKind } from '../../model/item-types.ts';
import { itemValidators } from '../../model/validators.generated.js';
import { itemSchemaErrors, validateItem } from '../../model/validate.ts';

/** An item the engine does not see because a value of it has the wrong type, with the validator's problems. */
export interface LeftOutItem {
  kind: string;
  id: string;
  /** Each problem as "where: what" (the JSON Pointer inside the item, or "item" for the item itself). */
  problems: string[];
}

export interface CheckedItems {
  /** The items of the kinds asked for whose values have their schema's types, in pack order. */
  items: ContentItem[];
  leftOut: LeftOutItem[];
}

/**
 * Keywords of a limit on a value of the right type: an item failing only these (and missing fields,
 * `required`, and fields the schema does not name, `additionalProperties`) still reads as its type.
 */
const LIMITS = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'required',
  'additionalProperties',
  'unevaluatedProperties',
]);

/** Whether the schema errors leave every present value with its type (only limits and missing fields fail). */
export function onlyLimits(errors: readonly ErrorObject[]): boolean {
  return errors.every((e) => LIMITS.has(e.keyword));
}

/**
 * The items of `kinds` in `packs` (the first of a kind and id wins, as packs list their own items
 * before their dependencies'), each checked against its schema once; items of other kinds are not
 * read. An item without a string id cannot be named by a level or a reference and is left out too.
 */
export function checkedItems(packs: Pack | readonly Pack[], kinds: readonly string[]): CheckedItems {
  const list = Array.isArray(packs) ? (packs as readonly Pack[]) : [packs as Pack];
  const wanted = new Set(kinds);
  const seen = new Set<string>();
  const items: ContentItem[] = [];
  const leftOut: LeftOutItem[] = [];
  for (const pack of list)
    for (const item of pack.items) {
      if (!wanted.has(item.kind)) continue;
      const key = `${item.kind}/${String(item.id)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (itemValidators[item.kind]?.(item) || (typeof item.id === 'string' && onlyLimits(itemSchemaErrors(item))))
        items.push(item);
      else leftOut.push({ kind: item.kind, id: String(item.id), problems: problemsOf(item) });
    }
  return { items, leftOut };
}

function problemsOf(item: ContentItem): string[] {
  const problems = validateItem(item).map((p) => `${p.pointer || 'item'}: ${p.message}`);
  return problems.length ? problems : ['item: it has no id.'];
}

/** Why a level left out of the content cannot be played, naming each problem. */
export function unplayableReason(left: LeftOutItem): string {
  return `The ${left.kind} "${left.id}" cannot be played: it does not match its schema (${left.problems.join('; ')}).`;
}

/** A checked item (from `checkedItems`, of kind `kind`) read as its kind's type. */
export const checked = <K extends ItemKind>(item: ContentItem, _kind: K): Checked<K> => item as unknown as Checked<K>;

/** The checked items of one kind, typed. */
export const checkedOfKind = <K extends ItemKind>(items: readonly ContentItem[], kind: K): Checked<K>[] =>
  items.filter((i) => i.kind === kind) as unknown as Checked<K>[];
