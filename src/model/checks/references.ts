import type { ContentItem } from '../content.ts';
import { kindOne } from '../kinds.ts';
import type { Check } from './check.ts';

/** Every id that the schemas mark as a reference names an item of a right kind, here or in a dependency. */
export const references: Check = {
  name: 'references',
  run({ items, references, dependencies }) {
    const ids = new Map<string, Set<string>>();
    const add = (item: ContentItem) => {
      if (typeof item?.kind !== 'string' || typeof item.id !== 'string') return;
      let set = ids.get(item.kind);
      if (!set) ids.set(item.kind, (set = new Set()));
      set.add(item.id);
    };
    items.forEach(({ item }) => add(item));
    dependencies.forEach((dep) => (Array.isArray(dep.items) ? dep.items : []).forEach(add));
    return references
      .filter((ref) => !ref.kinds.some((kind) => ids.get(kind)?.has(ref.id)))
      .map((ref) => {
        const what = ref.kinds.map(kindOne).join(' or ');
        const candidates = ref.kinds.flatMap((k) => [...(ids.get(k) ?? [])]);
        const near = closest(ref.id, candidates);
        return {
          severity: 'error' as const,
          pointer: ref.pointer,
          itemId: ref.itemId,
          message: `"${ref.id}" is not the id of any ${what} in this pack or its dependencies.${near ? ` Did you mean "${near}"?` : ''}`,
        };
      });
  },
};

/** The candidate within a small edit distance of `id`, if any: catches typos. */
function closest(id: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(id.length / 4)) + 1;
  for (const c of candidates) {
    const d = distance(id, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
