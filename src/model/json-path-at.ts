/**
 * Where in a JSON document a position is, read from the text before it, which need not be valid
 * JSON yet (the user is typing): the path of the object or array the position is in, and what may
 * be written there. The JSON editor uses it to offer the snippets that fit (an objective inside
 * "objectives", a token inside "tokens", a whole item in an empty document).
 */
export type JsonSlot =
  /** Outside any object or array (an empty document). */
  | { type: 'top' }
  /** Where a property name goes in the object at `path`. */
  | { type: 'key'; path: (string | number)[] }
  /** Where the value of `path`'s last key goes. */
  | { type: 'value'; path: (string | number)[] }
  /**
   * Where an element of the array at `path` goes; `needsCommaBefore` when an element precedes it
   * without a comma, `needsCommaAfter` when one follows.
   */
  | { type: 'element'; path: (string | number)[]; needsCommaBefore: boolean; needsCommaAfter: boolean }
  /** Inside a string or a literal: no snippet belongs here. */
  | { type: 'inside' };

type Open =
  | { type: 'object'; key: string | undefined; afterColon: boolean }
  | { type: 'array'; index: number; afterValue: boolean };

export function slotAt(text: string, offset: number): JsonSlot {
  const stack: Open[] = [];
  let i = 0;
  const valueDone = () => {
    const top = stack.at(-1);
    if (top?.type === 'array') top.afterValue = true;
  };
  while (i < offset) {
    const ch = text[i]!;
    if (ch === '"') {
      const start = ++i;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= offset) return { type: 'inside' };
      const top = stack.at(-1);
      if (top?.type === 'object' && !top.afterColon) top.key = readString(text.slice(start, i));
      else valueDone();
      i++;
      continue;
    }
    if (ch === '{') stack.push({ type: 'object', key: undefined, afterColon: false });
    else if (ch === '[') stack.push({ type: 'array', index: 0, afterValue: false });
    else if (ch === '}' || ch === ']') {
      stack.pop();
      valueDone();
    } else if (ch === ':') {
      const top = stack.at(-1);
      if (top?.type === 'object') top.afterColon = true;
    } else if (ch === ',') {
      const top = stack.at(-1);
      if (top?.type === 'object') Object.assign(top, { key: undefined, afterColon: false });
      else if (top?.type === 'array') Object.assign(top, { index: top.index + 1, afterValue: false });
    } else if (/[-0-9a-z]/i.test(ch)) {
      // A number or a literal (true, false, null), or a word being typed at the position (the
      // completion list filters by it: the place is where the word starts).
      const start = i;
      while (i < text.length && /[-+.0-9a-z]/i.test(text[i]!)) i++;
      if (i >= offset && /[a-z]/i.test(ch)) break;
      if (i >= offset && i > start) return { type: 'inside' };
      valueDone();
      continue;
    }
    i++;
  }
  const top = stack.at(-1);
  const path = stack.slice(0, -1).map((open, n) => (open.type === 'array' ? open.index : (open.key ?? String(n))));
  if (!top) return { type: 'top' };
  if (top.type === 'object')
    return top.afterColon && top.key !== undefined
      ? { type: 'value', path: [...path, top.key] }
      : { type: 'key', path };
  const next = text
    .slice(offset)
    .replace(/^[a-z]+/i, '')
    .match(/\S/)?.[0];
  return {
    type: 'element',
    path,
    needsCommaBefore: top.afterValue,
    needsCommaAfter: next !== undefined && next !== ']' && next !== ',',
  };
}

function readString(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}
