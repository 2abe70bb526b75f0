/**
 * Content text shown visibly (issue 27): a name or message may hold characters that change how
 * the text around them is drawn or hide in it — bidi overrides and isolates that reverse the
 * app's own words after a name, zero-width characters, other controls. Shown in the app, each
 * becomes a visible mark naming it (⟦U+202E⟧), so nothing reorders or hides anything; the content
 * itself keeps them (only the display changes).
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- these characters are what it finds
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\ufff9-\ufffb]/g;

export function visibleText(text: unknown): string {
  const s = typeof text === 'string' ? text : text === undefined || text === null ? '' : String(text);
  return s.replace(INVISIBLE, (c) => `⟦U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}

/** Whether a text holds any such character. */
export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}
