/**
 * Which game's designer the "Other games" area shows and which item each has open, kept in
 * localStorage so that a reload opens them again; and how the library asks for one.
 */
import type { DocumentRef } from '../../store/item-document.ts';

const KEY = 'tr-design:open';
export const DESIGN_OPEN_EVENT = 'tr-design-open';

export interface DesignOpen {
  /** The game whose designer is shown. */
  game: string | undefined;
  /** Per game, the item its designer has open. */
  items: Record<string, DocumentRef | undefined>;
}

function isRef(v: unknown): v is DocumentRef {
  const r = v as DocumentRef | null;
  return (
    !!r &&
    typeof r === 'object' &&
    typeof r.packId === 'string' &&
    typeof r.kind === 'string' &&
    typeof r.id === 'string'
  );
}

export function readDesignOpen(): DesignOpen {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DesignOpen> | null;
    const items: DesignOpen['items'] = {};
    for (const [game, ref] of Object.entries(raw?.items ?? {})) if (isRef(ref)) items[game] = ref;
    return { game: typeof raw?.game === 'string' ? raw.game : undefined, items };
  } catch {
    return { game: undefined, items: {} };
  }
}

/** Shows a game's designer with an item open (or its start screen), and tells the area if it is on the page. */
export function openInGameDesigner(game: string, ref?: DocumentRef): void {
  const open = readDesignOpen();
  open.game = game;
  open.items[game] = ref;
  localStorage.setItem(KEY, JSON.stringify(open));
  window.dispatchEvent(new CustomEvent(DESIGN_OPEN_EVENT, { detail: open }));
}
