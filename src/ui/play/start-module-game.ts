/**
 * Plays a level of any game module in the Playtest area's shared play shell. Its own chunk: the
 * engines come with it, never with the app's first load.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { AppStore } from '../../store/app-store.ts';
import { modulePlayFor } from '../../store/module-play.ts';
import { gameOfKind } from '../../engine/games.ts';

/** The level's item as it stands (a draft, saved or not) laid over the packs: the first of an id wins. */
function withDraft(packs: readonly Pack[], item: ContentItem): Pack[] {
  const draft: Pack = { kind: 'pack', id: 'play-draft', name: 'Draft', version: '0.0.0', description: 'The level as it stands.', authors: [], schemaVersion: 1, items: [item] };
  return [draft, ...packs];
}

export function playLevelItem(store: AppStore, item: ContentItem): void {
  const game = gameOfKind(item.kind);
  if (!game) throw new Error(`No game plays a ${item.kind}.`);
  modulePlayFor(store).start({ game, packs: withDraft(store.packs, item), level: { kind: item.kind, id: item.id } });
}
