// Checks packs off the page's main thread (schema + cross-reference checks): a check of a pack
// takes tens of milliseconds, which on the main thread would cost frames while the user edits.
// The page sends each pack once per version; requests then name the pack and its dependencies.
import type { Pack } from '../model/content.ts';
import { checkPack } from '../model/validate.ts';

export type PackCheckRequest = { id: number; packs: Pack[]; packId: string; dependencies: string[] };

const known = new Map<string, Pack>();

self.onmessage = (event: MessageEvent<PackCheckRequest>) => {
  const { id, packs, packId, dependencies } = event.data;
  for (const pack of packs) known.set(pack.id, pack);
  try {
    const result = checkPack(known.get(packId)!, { dependencies: dependencies.map((d) => known.get(d)).filter((p): p is Pack => !!p) });
    self.postMessage({ id, ...result });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
