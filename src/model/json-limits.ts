/**
 * Limits on what the app reads, checked before anything is parsed deeper or sent on (issue 27):
 * a file or link may hold anything, and deep nesting breaks recursive code (schema checks, the
 * structured clone of postMessage) far from where it came in. Content never needs more than a
 * dozen levels; the limits leave room for any real pack.
 */
export const MAX_DEPTH = 64;
/**
 * Deepest nesting read at all (a file, a link, an item's text); beyond it the text is refused
 * before it is parsed. Between MAX_DEPTH and this an item is kept but not checked (it says so).
 */
export const MAX_TEXT_DEPTH = 256;
/** Most items a pack may hold (the base pack holds a few hundred). */
export const MAX_ITEMS = 100_000;

/**
 * Where a JSON text first nests deeper than `max` lists and objects (its offset), or undefined.
 * One pass over the characters, no recursion, no parse: safe on any input.
 */
export function textTooDeep(text: string, max = MAX_TEXT_DEPTH): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return undefined;
}

/** Whether a parsed value nests deeper than `max` lists and objects. Iterative: safe at any depth. */
export function valueTooDeep(value: unknown, max = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The words for nesting past a limit, where it is (e.g. "at line 3, column 9"). */
export function tooDeepMessage(what: string, where = '', limit = MAX_DEPTH): string {
  const then = limit === MAX_DEPTH ? 'it is kept but not checked further' : 'it cannot be read';
  return (
    `${what} nests lists or objects more than ${limit} levels deep${where ? ` ${where}` : ''}; ` +
    `the limit is ${limit} levels (no content needs that many), so ${then}.`
  );
}

/**
 * An unexpected failure in words for people: the engine's own text (a stack overflow, a clone
 * error) means nothing to a designer, so the known cases are named and the rest kept short.
 */
export function failureInWords(e: unknown): string {
  const named = typeof e === 'object' && e !== null ? (e as { name?: unknown; message?: unknown }) : {};
  const name = typeof named.name === 'string' ? named.name : '';
  const message = typeof named.message === 'string' ? named.message : String(e);
  if (name === 'RangeError' || /call stack|too much recursion/i.test(message))
    return 'something in it is nested too deeply to handle';
  if (name === 'DataCloneError') return 'it holds something that cannot be copied to the checker';
  return `an unexpected error stopped it (${message.slice(0, 200)})`;
}

/** Marks the stand-in sent to the validation worker for an item too deep to clone (validation-runner.ts). */
export const TOO_DEEP = '__workshopTooDeep';

/** Whether an item is too deep to check: itself, or the stand-in for one. */
export function itemTooDeep(item: unknown): boolean {
  return (
    (typeof item === 'object' && item !== null && (item as Record<string, unknown>)[TOO_DEEP] === true) ||
    valueTooDeep(item)
  );
}
