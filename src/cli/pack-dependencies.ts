import { fileURLToPath } from 'node:url';
import type { Pack } from '../model/content.ts';
import { readPack } from './pack-folder.ts';

/** The built-in pack (content/base), which a pack made in the app depends on. */
export const BUILT_IN_PACK = fileURLToPath(new URL('../../content/base', import.meta.url));

/**
 * The packs a pack is played with: the pack first (its own items come first, as the page lays the draft's pack
 * first), then each pack it declares a dependency on, in the declared order, then the other `given` packs (the
 * CLI's --with). A dependency is one of `given`, else the built-in pack when it is the one named; `missing` lists
 * the ids found nowhere.
 */
export function withDependencies(
  pack: Pack,
  given: readonly Pack[],
  builtIn: () => Pack | undefined = () => readPack(BUILT_IN_PACK).pack,
): { packs: Pack[]; missing: string[] } {
  const packs = [pack];
  const missing: string[] = [];
  let base: Pack | undefined | null = null;
  for (const { id } of pack.dependencies ?? []) {
    if (packs.some((p) => p.id === id)) continue;
    const found = given.find((p) => p.id === id) ?? ((base ??= builtIn())?.id === id ? base : undefined);
    if (found) packs.push(found);
    else missing.push(id);
  }
  for (const p of given) if (!packs.some((q) => q.id === p.id)) packs.push(p);
  return { packs, missing };
}
