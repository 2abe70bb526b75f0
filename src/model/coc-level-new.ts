/** New Crypt of Chronos levels: an empty one to start from, or a copy of an existing level. */
import type { ContentItem } from './content.ts';
import { DEFAULT_LAYOUT_SIZE } from './coc-grid.ts';

export const LEVEL_KINDS = ['chapter', 'location', 'crypt'] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];

export function isLevel(item: unknown): item is ContentItem {
  return (
    typeof item === 'object' && item !== null && (LEVEL_KINDS as readonly string[]).includes((item as ContentItem).kind)
  );
}

/** An id not in `taken`: the base, or the base followed by -2, -3… */
export function freeId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A name not yet used among `taken`: the base, else "base 2", "base 3"… (two new drafts are told apart). */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** An empty 4×4 chapter with the fields a chapter needs; its problems (no tiles yet…) show in the editor. */
export function emptyChapter(id: string, name = 'New chapter'): ContentItem {
  return {
    kind: 'chapter',
    id,
    name,
    number: 1,
    locationType: 'jungle',
    invadedAt: 3,
    layout: { size: { ...DEFAULT_LAYOUT_SIZE }, tiles: [], tokens: [] },
    objectives: [{ type: 'reachExit' }],
    challenges: [
      { name: 'First challenge', start: {} },
      { name: 'Second challenge', start: {} },
    ],
  };
}

/** A copy of a level under a new id, marked as the designer's own (no provenance). */
export function duplicateLevel(level: ContentItem, id: string): ContentItem {
  const copy = JSON.parse(JSON.stringify(level)) as ContentItem;
  delete copy.provenance;
  return { ...copy, id, name: `${level.name} (copy)` };
}
