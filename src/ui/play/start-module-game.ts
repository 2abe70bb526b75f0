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

/**
 * Plays a level item. `packId`: the pack it belongs to, whose items then win over other packs' items
 * of the same id (model/precedence.ts), so an edited copy of a built-in region or card is played.
 */
export function playLevelItem(store: AppStore, item: ContentItem, packId?: string): void {
  const game = gameOfKind(item.kind);
  if (!game) throw new Error(`No game plays a ${item.kind}.`);
  modulePlayFor(store).start({ game, packs: withDraft(store.packsFor(packId), item), level: { kind: item.kind, id: item.id } });
}
