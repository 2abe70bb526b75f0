/**
 * The parts of a multi-selection that both level editors share (the Crypt of Chronos editor's
 * tokens and tiles, level/multi-select.ts, and the CCG designer's placed cards): Shift+click adds or
 * takes out one piece, a box between two corners takes what lies in it, and Ctrl+C / Ctrl+V copy
 * pieces only when no text is being typed.
 */

/** The list with `item` added, or taken out if it was in. */
export function toggledIn<T>(items: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] {
  return items.some((i) => same(i, item)) ? items.filter((i) => !same(i, item)) : [...items, item];
}

/** Whether a value lies between two corners' values, either way round, ends included. */
export const between = (a: number, b: number) => (v: number) => v >= Math.min(a, b) && v <= Math.max(a, b);

/** Whether a key event comes from a field where text is typed (its Ctrl+C / Ctrl+V are the text's). */
export function typingIn(event: KeyboardEvent): boolean {
  return !!(event.composedPath()[0] as HTMLElement).matches?.('input:not([type=checkbox]), textarea, select');
}
