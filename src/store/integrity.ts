import { canonicalJson } from '../model/canonical.ts';
import type { Pack } from '../model/content.ts';

/** "sha256-<hex>" of the pack's canonical JSON (compact, keys in canonical order, no `integrity` field). */
export async function packIntegrity(pack: Pack): Promise<string> {
  const { integrity: _ignored, ...content } = pack as Pack & { integrity?: unknown };
  const bytes = new TextEncoder().encode(canonicalJson(content));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return 'sha256-' + [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
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
