/**
 * The CCG playtest's code (its elements and the CCG engine) is its own chunk, fetched once: while
 * the browser is idle when a level is open in the designer, or when a CCG level or replay is
 * played from elsewhere (the library, the Playtest area). Every CCG game is played in the Playtest
 * area (tr-playtest draws it, told by READY_EVENT that the code is in); going back from the game
 * returns to where it was started.
 */
import type { ContentItem } from '../../model/content.ts';
import type { AppStore, Area } from '../../store/app-store.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import type { CcgPlaytestLauncher } from '../../store/ccg-playtest-launch.ts';
import { openInDesigner, readOpenLevel } from './ccg-open.ts';

/** Sent on the window once the code is in: the Playtest area then draws the CCG launcher's games. */
export const READY_EVENT = 'tr-ccg-playtest-code';

const fetchPlaytest = () =>
  Promise.all([import('../../store/ccg-playtest-launch.ts'), import('../ccg-playtest/ccg-playtest-main.ts'), import('../ccg-playtest/ccg-replay.ts')]).then(async ([launch, , replay]) => {
    await launch.loadCcgSessionModule();
    window.dispatchEvent(new Event(READY_EVENT));
    return { launch, replay };
  });
let code: ReturnType<typeof fetchPlaytest> | undefined;

export function ccgPlaytestCode(): ReturnType<typeof fetchPlaytest> {
  return (code ??= fetchPlaytest());
}

/** Whether the code was asked for. */
export function ccgPlaytestCodeAsked(): boolean {
  return code !== undefined;
}

/**
 * The store's CCG launcher, and a rehearsal (a game drawn hidden before the first launch, play-launch.ts)
 * given to `then` once the browser is idle: a game of the level open in the designer, as saved.
 */
export async function ccgLauncherAndRehearsal(store: AppStore, then: (rehearsal: CcgPlaytestLauncher | undefined) => void): Promise<CcgPlaytestLauncher> {
  const { launch } = await ccgPlaytestCode();
  launch.rehearseCcgWhenIdle(store, () => ({ packs: store.packs, open: readOpenLevel() }), then);
  return launch.ccgLauncherFor(store);
}

/** Plays a CCG level as it stands (an open document's value, saved or not) in the Playtest area; the level is opened in the designer too. */
export async function playCcgLevel(store: AppStore, ref: DocumentRef, item: ContentItem, returnTo: Area, askedAt = performance.now()): Promise<void> {
  const { launch } = await ccgPlaytestCode();
  openInDesigner(ref);
  launch.ccgLauncherFor(store).launch({ packs: store.packsFor(ref.packId), items: [item], level: { kind: 'ccgLevel', id: item.id }, title: item.name, returnTo, askedAt });
}

/** Plays a loaded CCG replay (a scenario file's text) in the Playtest area; returns the problem, if any. */
export async function playCcgReplay(store: AppStore, text: string, returnTo: Area): Promise<string | undefined> {
  const { launch, replay } = await ccgPlaytestCode();
  return replay.loadCcgReplay(launch.ccgLauncherFor(store), text, returnTo);
}
