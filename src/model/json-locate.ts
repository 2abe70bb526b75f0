import { pointerToken } from './problem.ts';

/** Where a value sits in JSON text (offsets, end exclusive), and the property name's place if it has one. */
export interface JsonSpan {
  start: number;
  end: number;
  keyStart?: number;
  keyEnd?: number;
}

/**
 * Every value of a JSON text by its JSON Pointer, for showing problems at their place in the text.
 * The text must be valid JSON (check with parseJson first); for anything else the map is partial.
 */
export function locateAll(text: string): Map<string, JsonSpan> {
  const spans = new Map<string, JsonSpan>();
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const string = () => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (at: string, key?: { start: number; end: number }) => {
    space();
    const start = i;
    const ch = text[i];
    if (ch === '{') {
      i++;
      space();
      while (i < text.length && text[i] !== '}') {
        space();
        const keyStart = i;
        const name = string();
        const keyEnd = i;
        space();
        i++; // ':'
        value(`${at}/${pointerToken(name)}`, { start: keyStart, end: keyEnd });
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (ch === '[') {
      i++;
      space();
      for (let n = 0; i < text.length && text[i] !== ']'; n++) {
        value(`${at}/${n}`);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (ch === '"') string();
    else while (i < text.length && !',}] \t\n\r'.includes(text[i]!)) i++;
    spans.set(at, key ? { start, end: i, keyStart: key.start, keyEnd: key.end } : { start, end: i });
  };
  try {
    value('');
  } catch {
    /* broken text: keep what was found */
  }
  return spans;
}

/**
 * The span to mark for a problem at `pointer`: the value itself, or for an object or array its
 * property name (or opening bracket), so a problem does not underline a whole block. A pointer to a
 * place that does not exist (a missing property) falls back to the nearest existing parent.
 */
export function locate(text: string, pointer: string, spans = locateAll(text)): { start: number; end: number } {
  let at = pointer;
  while (!spans.has(at) && at !== '') at = at.slice(0, at.lastIndexOf('/'));
  const span = spans.get(at);
  if (!span) return { start: 0, end: Math.min(1, text.length) };
  const open = text[span.start] === '{' || text[span.start] === '[';
  if (!open) return { start: span.start, end: span.end };
  if (span.keyStart !== undefined) return { start: span.keyStart, end: span.keyEnd! };
  return { start: span.start, end: span.start + 1 };
}
