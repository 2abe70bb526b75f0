import type { ContentItem } from './content.ts';
import { KINDS, kindLabel } from './kinds.ts';

export interface KindGroup {
  kind: string;
  label: string;
  items: ContentItem[];
}

const kindOrder = new Map(KINDS.map((info, index) => [info.kind, index]));

/**
 * Items grouped by kind, groups in the order of KINDS (unknown kinds last, alphabetically),
 * items within a group by name. The input is not modified.
 */
export function groupByKind(items: readonly ContentItem[]): KindGroup[] {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) {
    const list = groups.get(item.kind);
    if (list) list.push(item);
    else groups.set(item.kind, [item]);
  }
  const rank = (kind: string) => kindOrder.get(kind) ?? KINDS.length;
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, list]) => ({
      kind,
      label: kindLabel(kind),
      items: [...list].sort(
        (a, b) => String(a.name ?? '').localeCompare(String(b.name ?? '')) || String(a.id).localeCompare(String(b.id)),
      ),
    }));
}
