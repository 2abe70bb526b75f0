/**
 * The editors' "Analyse" button: opens the difficulty report on the level as it stands, its code
 * fetched only then. A fastest win opens as a replay in the game's playtest: the Crypt of Chronos
 * through the playtest launcher, the CCG by the designer's "playtest" event with the actions.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { CocAction, LevelRef, NewGameOptions } from '../../engine/coc/index.ts';
import type { AppStore } from '../../store/app-store.ts';
import { launcherFor } from '../../store/playtest-launch.ts';

/** The level editor's: the level and the tile face being painted, laid over the packs. */
export function analyseCocLevel(
  store: AppStore | undefined,
  packs: readonly Pack[],
  items: ContentItem[],
  item: ContentItem,
): void {
  const level = { kind: item.kind, id: item.id } as LevelRef;
  void import('./analysis-dialog.ts').then((m) =>
    m.showAnalysis({
      packs,
      items,
      level,
      title: item.name,
      replay: store
        ? (r) =>
            launcherFor(store).launch({
              packs,
              items,
              // A series' win starts at its first chapter (FastestWin.start).
              level: r.level as LevelRef,
              title: `${item.name}: the fastest win of ${r.bot} (seed ${r.win.seed})`,
              returnTo: 'level',
              actions: r.win.actions as CocAction[],
              options: r.win.options as NewGameOptions,
            })
        : undefined,
    }),
  );
}

/** The CCG designer's: a fastest win is played again through the designer's "playtest" event. */
export function analyseCcgLevel(host: HTMLElement, packs: readonly Pack[], item: ContentItem): void {
  void import('./analysis-dialog.ts').then((m) =>
    m.showAnalysis({
      packs,
      items: [item],
      level: { kind: item.kind, id: item.id },
      title: item.name,
      replay: (r) =>
        host.dispatchEvent(
          new CustomEvent('playtest', {
            detail: { level: item, askedAt: performance.now(), actions: r.win.actions, options: r.win.options },
            bubbles: true,
            composed: true,
          }),
        ),
    }),
  );
}
