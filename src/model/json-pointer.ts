/** Reading and changing JSON values by JSON Pointer (RFC 6901), without changing the input. */
import { isObject } from './json-read.ts';

export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.includes('~')) return pointer.slice(1).split('/');
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `pointer`, or undefined if there is none. */
export function getAt(value: unknown, pointer: string): unknown {
  let here = value;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(here)) here = here[Number(token)];
    else if (isObject(here)) here = here[token];
    else return undefined;
  }
  return here;
}

/**
 * A copy of `value` with `pointer` set to `next` (copying only the objects on the way); `next`
 * undefined removes the field, or the array entry. Missing objects on the way are created.
 */
export function setAt(value: unknown, pointer: string, next: unknown): unknown {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return next;
  const [head, ...rest] = tokens as [string, ...string[]];
  const restPointer = rest.length ? '/' + rest.map((t) => t.replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : '';
  if (Array.isArray(value)) {
    const index = head === '-' ? value.length : Number(head);
    const copy = value.slice();
    if (rest.length === 0 && next === undefined) copy.splice(index, 1);
    else copy[index] = setAt(value[index], restPointer, next);
    return copy;
  }
  const object = isObject(value) ? { ...value } : {};
  if (rest.length === 0 && next === undefined) delete object[head];
  else object[head] = setAt(object[head], restPointer, next);
  return object;
}
