/**
 * Which CCG level the designer has open, kept in localStorage so a reload opens it again, and how
 * other parts of the app (the library) ask the designer to open one.
 */
import type { DocumentRef } from '../../store/item-document.ts';

const KEY = 'tr-ccg-designer:open';
export const OPEN_EVENT = 'tr-ccg-open';

export function readOpenLevel(): DocumentRef | undefined {
  try {
    const ref = JSON.parse(localStorage.getItem(KEY) ?? 'null') as DocumentRef | null;
    return ref && typeof ref.id === 'string' && typeof ref.packId === 'string' ? ref : undefined;
  } catch {
    return undefined;
  }
}

/** Records the level to open and tells a designer already on the page. */
export function openInDesigner(ref: DocumentRef): void {
  localStorage.setItem(KEY, JSON.stringify(ref));
  window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: ref }));
}
