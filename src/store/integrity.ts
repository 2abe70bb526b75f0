import { canonicalEntries, canonicalJson } from '../model/canonical.ts';
import type { Pack } from '../model/content.ts';

/** Lets the page run its other tasks (a timer, a frame) before the work goes on. */
export type Pause = () => Promise<void>;

/** Work in parts: `pause` between parts of about `partMs` each (8 by default). */
export interface InParts {
  pause: Pause;
  partMs?: number;
}

/** How long a part of the work runs before it pauses, in ms (a frame's share of the main thread). */
const PART_MS = 8;

/**
 * "sha256-<hex>" of the pack's canonical JSON (compact, keys in canonical order, no `integrity` field).
 * With `parts`, the items' canonical JSON is written in parts of about 8 ms with a pause between them:
 * the canonical JSON of a 33,334-item pack held the page for 150–370 ms in one task (the library
 * shows the hash of the pack it shows). The text hashed, so the hash, is the same either way.
 */
export async function packIntegrity(pack: Pack, parts?: InParts): Promise<string> {
  const { integrity: _ignored, ...content } = pack as Pack & { integrity?: unknown };
  const text = parts ? await canonicalInParts(content, parts) : canonicalJson(content);
  const bytes = new TextEncoder().encode(text);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return 'sha256-' + [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `canonicalJson(content)`, its `items` written in parts with a pause between them. */
async function canonicalInParts(
  content: Omit<Pack, 'integrity'>,
  { pause, partMs = PART_MS }: InParts,
): Promise<string> {
  const fields: string[] = [];
  for (const [key, value] of canonicalEntries(content)) {
    let text: string;
    if (key === 'items' && Array.isArray(value)) {
      const items: string[] = [];
      let since = performance.now();
      for (const item of value as unknown[]) {
        // As JSON.stringify writes an array: an undefined entry is null.
        items.push(canonicalJson(item) ?? 'null');
        if (performance.now() - since >= partMs) {
          await pause();
          since = performance.now();
        }
      }
      text = `[${items.join(',')}]`;
    } else text = canonicalJson(value);
    fields.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${fields.join(',')}}`;
}

/**
 * The file an exported pack is: pretty-printed, every field in the order its author wrote it, with
 * its integrity (the hash of the canonical JSON, so the order does not change it) after the manifest.
 */
export async function exportPackText(pack: Pack): Promise<string> {
  const { items, integrity: _old, ...manifest } = pack as Pack & { integrity?: unknown };
  return JSON.stringify({ ...manifest, integrity: await packIntegrity(pack), items }, null, 2) + '\n';
}

export function exportFileName(pack: Pack): string {
  return `${pack.id}-${pack.version}.pack.json`;
}
