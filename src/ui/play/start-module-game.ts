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
  const draft: Pack = {
    kind: 'pack',
    id: 'play-draft',
    name: 'Draft',
    version: '0.0.0',
    description: 'The level as it stands.',
    authors: [],
    schemaVersion: 1,
    items: [item],
  };
  return [draft, ...packs];
}

/**
 * Plays a level as it stands; `options` are the module's game options (else its defaults). The
 * level and the items of its game from the user's own pack that holds it go into the record (Save
 * replay), so that the replay plays anywhere. `packId`: the pack the level belongs to, whose items
 * then win over other packs' items of the same id (model/precedence.ts), so that an edited copy of a
 * built-in region or card is the one played.
 */
export function playLevelItem(store: AppStore, item: ContentItem, options?: unknown, packId?: string): void {
  const game = gameOfKind(item.kind);
  if (!game) throw new Error(`No game plays a ${item.kind}.`);
  const holds = (p: Pack) => store.isEditable(p.id) && p.items.some((i) => i.kind === item.kind && i.id === item.id);
  const own =
    (packId !== undefined ? store.packs.find((p) => p.id === packId && holds(p)) : undefined) ??
    store.packs.find(holds);
  const items = [
    item,
    ...(own?.items ?? []).filter((i) => game.kinds.includes(i.kind) && !(i.kind === item.kind && i.id === item.id)),
  ];
  const packs = withDraft(store.packsFor(packId ?? own?.id), item);
  // The shell and the boards, fetched while the game starts (the Playtest area draws them once they are in).
  void import('./module-play-view.ts');
  modulePlayFor(store).start({
    game,
    packs,
    level: { kind: item.kind, id: item.id },
    items,
    ...(options !== undefined ? { options } : {}),
  });
}
