import { canonicalJson } from '../model/canonical.ts';
import type { Pack } from '../model/content.ts';

/** "sha256-<hex>" of the pack's canonical JSON (compact, keys in canonical order, no `integrity` field). */
export async function packIntegrity(pack: Pack): Promise<string> {
  const { integrity: _ignored, ...content } = pack as Pack & { integrity?: unknown };
  const bytes = new TextEncoder().encode(canonicalJson(content));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return 'sha256-' + [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The file an exported pack is: canonical, pretty-printed, with its integrity written in it. */
export async function exportPackText(pack: Pack): Promise<string> {
  return canonicalJson({ ...pack, integrity: await packIntegrity(pack) }, true);
}

export function exportFileName(pack: Pack): string {
  return `${pack.id}-${pack.version}.pack.json`;
}
