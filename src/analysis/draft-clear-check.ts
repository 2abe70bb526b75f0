/**
 * The static clear check of a level draft, for the editors' problems panels (run in the validation
 * worker after the content checks): a Crypt of Chronos chapter, location or crypt by
 * coc-clear-check.ts, a CCG level by ccg-clear-check.ts. The draft is laid over its own pack's other
 * items and the packs it depends on, as the playtest lays it. A draft the content checks already
 * find errors in is not checked (its level may not even be built); a level the check cannot build
 * gives no problem here (the content checks say what is wrong with it).
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import { levelOf, rulesContent } from '../engine/coc/index.ts';
import { cocClearProblems } from './coc-clear-check.ts';
import { ccgClearProblems } from './ccg-clear-check.ts';
import { cardCatalog } from '../model/ccg-card-catalog.ts';

const COC_KINDS = new Set(['chapter', 'location', 'crypt']);

/** The draft as a one-pack overlay over its pack's other items and its dependencies. */
function packsWith(draft: ContentItem, extra: readonly ContentItem[], dependencies: readonly Pack[]): Pack[] {
  const items = [draft, ...extra.filter((i) => !(i.kind === draft.kind && i.id === draft.id))];
  const own: Pack = {
    kind: 'pack',
    id: 'clear-check-draft',
    name: 'Draft',
    version: '0.0.0',
    description: 'The level being edited.',
    authors: [],
    schemaVersion: 1,
    items,
  };
  return [own, ...dependencies];
}

export function draftClearProblems(
  draft: ContentItem,
  extra: readonly ContentItem[],
  dependencies: readonly Pack[],
): Problem[] {
  const kind = String(draft.kind);
  try {
    if (COC_KINDS.has(kind))
      return cocClearProblems(
        levelOf(rulesContent(packsWith(draft, extra, dependencies)), { kind: kind as 'chapter', id: String(draft.id) }),
      );
    if (kind === 'ccgLevel') {
      const items = packsWith(draft, extra, dependencies).flatMap((p) => p.items);
      return ccgClearProblems(draft, cardCatalog(items));
    }
  } catch {
    return [];
  }
  return [];
}
