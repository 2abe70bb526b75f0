import { pointer } from '../problem.ts';
import type { Check } from './check.ts';

/** No two items of the same kind share an id in one pack (references name a kind and an id). */
export const uniqueIds: Check = {
  name: 'unique ids',
  run({ items }) {
    const first = new Map<string, number>();
    return items.flatMap(({ item, index }) => {
      const key = `${item.kind}\u0000${item.id}`;
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, index);
        return [];
      }
      return [
        {
          severity: 'error' as const,
          pointer: pointer('items', index, 'id'),
          message: `Another ${item.kind} already has the id "${item.id}" (item ${earlier}); ids must be unique within their kind.`,
          itemId: item.id,
        },
      ];
    });
  },
};
