import { canonicalJson } from '../model/canonical.ts';
import { MAX_IMPORT_CHARS, type ContentItem, type Pack } from '../model/content.ts';

/**
 * Share links: a pack or one item, as canonical JSON compressed with deflate-raw and written in
 * base64url into the URL's fragment (`#share=…`), which browsers never send to a server.
 */
export const SHARE_PREFIX = '#share=';

/**
 * Longest link offered. Browsers take far longer URLs, but chat apps, mail clients and URL
 * shorteners cut or refuse them well before; beyond this the pack should travel as a file.
 */
export const MAX_SHARE_LINK = 16_000;

export type SharePayload = { pack: Pack } | { item: ContentItem; packName?: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the link is damaged (it has characters a share link never has)');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    // A small link may unpack into something huge: stop before it fills the memory.
    if (size > limit) {
      await reader.cancel();
      throw new Error('the link unpacks into more than a pack may hold');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) out.set(chunk, (at += chunk.length) - chunk.length);
  return out;
}

/** The link for a payload, or why there is none (too large: offer the file). */
export async function shareLink(
  payload: SharePayload,
  base: string,
): Promise<{ ok: true; url: string } | { ok: false; length: number; message: string }> {
  const packed = await pipe(new TextEncoder().encode(canonicalJson(payload)), new CompressionStream('deflate-raw'));
  const url = `${base.replace(/#.*$/, '')}${SHARE_PREFIX}${toBase64Url(packed)}`;
  if (url.length > MAX_SHARE_LINK)
    return {
      ok: false,
      length: url.length,
      message: `The link would be ${url.length.toLocaleString('en')} characters long, more than ${MAX_SHARE_LINK.toLocaleString('en')}: share the pack as a file instead.`,
    };
  return { ok: true, url };
}

/** The JSON text inside a share fragment, or why it cannot be read. Never throws. */
export async function readShareFragment(
  fragment: string,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  // Each step fails in its own words (the engines' texts — "Compressed input was truncated",
  // "Failed to execute 'decode'…" — mean nothing to a designer).
  const refused = (why: string) => ({ ok: false as const, message: `The share link cannot be read: ${why}.` });
  if (!fragment.startsWith(SHARE_PREFIX)) return { ok: false, message: 'This is not a share link.' };
  let packed: Uint8Array;
  try {
    packed = fromBase64Url(fragment.slice(SHARE_PREFIX.length));
  } catch (e) {
    return refused(
      e instanceof Error && e.message.startsWith('the link')
        ? e.message
        : 'the link is damaged (it is not in the form share links take)',
    );
  }
  if (packed.length === 0) return refused('the link is empty: it was probably cut off when it was copied');
  let bytes: Uint8Array;
  try {
    bytes = await pipe(packed, new DecompressionStream('deflate-raw'), MAX_IMPORT_CHARS);
  } catch (e) {
    return refused(
      e instanceof Error && e.message.startsWith('the link')
        ? e.message
        : 'the link is incomplete or damaged (it was probably cut off when it was copied); ask for it again',
    );
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return refused('what it holds is not text; the link is damaged');
  }
}
