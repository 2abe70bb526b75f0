/**
 * The problems of one level being edited, found by the content model's full validation (schema
 * and checks), with pointers relative to the level item. The draft is validated inside a small
 * pack with the editable tiles it may use; the other packs are its dependencies, so references to
 * base-pack tiles, enemies and bosses resolve.
 */
import type { ContentItem, Pack } from './content.ts';
import type { Problem } from './problem.ts';

export type PackValidator = (pack: unknown, options: { dependencies: readonly Pack[] }) => Problem[];

export const DRAFT_PACK_ID = 'level-draft';

export function levelProblems(
  draft: ContentItem,
  extraItems: readonly ContentItem[],
  dependencies: readonly Pack[],
  validate: PackValidator,
): Problem[] {
  const pack: Pack = {
    kind: 'pack',
    id: DRAFT_PACK_ID,
    name: 'Draft',
    version: '0.0.0',
    description: 'The level being edited.',
    authors: ['Designer'],
    schemaVersion: 1,
    dependencies: dependencies.map((d) => ({ id: d.id, version: d.version })),
    items: [draft, ...extraItems.filter((i) => !(i.kind === draft.kind && i.id === draft.id))],
  };
  const own = /^\/items\/0(?=\/|$)/;
  return validate(pack, { dependencies })
    .filter((p) => own.test(p.pointer))
    .map((p) => ({ ...p, pointer: p.pointer.replace(own, '') }));
}
