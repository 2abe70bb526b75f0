/**
 * A file's bytes as text, for an import (issue 27): UTF-8 (a byte-order mark is dropped), or
 * UTF-16 when it starts with its byte-order mark; anything else is refused in words rather than
 * read with replacement characters in place of the author's letters.
 */
export function decodeImportBytes(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode(bytes.subarray(2), 'utf-16be');
  return decode(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes, 'utf-8');
}

function decode(bytes: Uint8Array, encoding: string): { ok: true; text: string } | { ok: false; message: string } {
  try {
    return { ok: true, text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const at = encoding === 'utf-8' ? firstBadUtf8(bytes) : -1;
    return {
      ok: false,
      message:
        `The file is not ${encoding === 'utf-8' ? 'UTF-8' : 'valid UTF-16'} text${at >= 0 ? ` (the first byte that is not is at position ${at + 1})` : ''}: ` +
        'it was probably saved in another encoding. Save it as UTF-8 (pack files are UTF-8) and import it again.',
    };
  }
}

/** Where UTF-8 decoding first fails (a byte that does not start or continue a character), or -1. */
function firstBadUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const extra = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (extra < 0) return i;
    for (let k = 1; k <= extra; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += extra + 1;
  }
  return -1;
}
