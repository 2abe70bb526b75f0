import type { ContentItem } from '../content.ts';
import { kindOne } from '../kinds.ts';
import type { Check } from './check.ts';
import { closest } from '../closest.ts';

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
