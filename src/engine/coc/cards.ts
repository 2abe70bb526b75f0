/**
 * Cards in the state are instance ids: the card's id, and "#2", "#3"… for its further copies, so
 * that no two cards in play share an id. Helpers to build decks from the content and look a card up.
 */
import type { ContentItem } from '../../model/content.ts';
import { EngineError } from './types.ts';
import type { RulesContent } from './rules-content.ts';
import { itemOf } from './ongoing-rules.ts';

/** The content id behind an instance id ("wildlife-spawn#2" → "wildlife-spawn"). */
export function cardIdOf(instance: string): string {
  // Asked many times an action: the copy number is cut off without a regular expression.
  const hash = instance.lastIndexOf('#');
  if (hash < 0 || hash === instance.length - 1) return instance;
  for (let i = hash + 1; i < instance.length; i++) {
    const c = instance.charCodeAt(i);
    if (c < 48 || c > 57) return instance;
  }
  return instance.slice(0, hash);
}

/** One instance id per copy of each item of this kind (in content order). */
export function deckOf(content: RulesContent, kind: string, keep?: (item: ContentItem) => boolean): string[] {
  if (keep) return instancesOf(content, kind, keep);
  // Every new game deals its decks from the whole content (400 items): each kind's list is built
  // once per content, and each game gets its own copy to shuffle.
  const decks = content.index.decks;
  let deck = decks.get(kind);
  if (!deck) decks.set(kind, (deck = instancesOf(content, kind, () => true)));
  return deck.slice();
}

function instancesOf(content: RulesContent, kind: string, keep: (item: ContentItem) => boolean): string[] {
  const out: string[] = [];
  for (const item of content.items) {
    if (item.kind !== kind || !keep(item)) continue;
    // Only research and event schemas name `copies`; on other kinds it is a field no schema checks (kept, 575).
    const copies = typeof item.copies === 'number' && item.copies > 0 ? item.copies : 1;
    for (let n = 1; n <= copies; n++) out.push(n === 1 ? item.id : `${item.id}#${n}`);
  }
  return out;
}

export function cardOf(content: RulesContent, kind: string, instance: string): ContentItem {
  // Asked many times an action: the item is kept by instance id (kind → instance → item, filled as
  // asked), so the copy number is not cut off — a new string to hash — on every call.
  const byKind = content.index.instances;
  let instances = byKind.get(kind);
  if (!instances) byKind.set(kind, (instances = new Map()));
  let item = instances.get(instance);
  if (item) return item;
  const id = cardIdOf(instance);
  item = itemOf(content, kind, id);
  if (!item) throw new EngineError(`No ${kind} card "${id}" in the pack.`);
  instances.set(instance, item);
  return item;
}

/** Takes `id` (an instance, or the first copy of a card id) out of `list` in place: the instance taken, or undefined.
 * */
export function takeOut(list: string[], id: string): string | undefined {
  let i = list.indexOf(id);
  if (i < 0) i = list.findIndex((c) => cardIdOf(c) === id);
  return i < 0 ? undefined : list.splice(i, 1)[0];
}
