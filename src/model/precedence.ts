import type { Pack } from './content.ts';

/**
 * The one rule for which item wins when ids repeat across packs (issue 27): the pack being edited
 * first, then the packs it depends on (its declared dependencies, then theirs, in the order they
 * are declared; the user's before the built-in ones), then the packs it does not depend on (the
 * user's, then the built-in ones). Every look-up by id
 * takes the first item found in this order: the card catalogue of the CCG designer, the level
 * editor's lists, the validator's dependencies, and the engines (which read packs first-wins).
 */
export function packsByPrecedence(
  packs: readonly Pack[],
  focusId: string | undefined,
  isBuiltIn: (id: string) => boolean,
): Pack[] {
  const byId = new Map(packs.map((p) => [p.id, p]));
  const ordered: Pack[] = [];
  const seen = new Set<string>();
  const queue = focusId && byId.has(focusId) ? [focusId] : [];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const pack = byId.get(id);
    if (!pack || seen.has(id)) continue;
    seen.add(id);
    ordered.push(pack);
    for (const dep of pack.dependencies ?? []) queue.push(dep.id);
  }
  const rest = packs.filter((p) => !seen.has(p.id));
  const [focus, ...deps] = ordered;
  const builtInLast = (list: Pack[]) => [
    ...list.filter((p) => !isBuiltIn(p.id)),
    ...list.filter((p) => isBuiltIn(p.id)),
  ];
  return [...(focus ? [focus] : []), ...builtInLast(deps), ...builtInLast(rest)];
}
