/**
 * The CCG playtest's code (its elements and the CCG engine) is its own chunk, fetched once: while
 * the browser is idle when a level is open in the designer, or when a CCG level or replay is
 * played from elsewhere (the library, the Playtest area). Playing from elsewhere opens the level
 * in the CCG designer and plays it there, in place of the workbench; going back from the game
 * returns to where it was started.
 */
import type { ContentItem } from '../../model/content.ts';
import type { AppStore, Area } from '../../store/app-store.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import { openInDesigner } from './ccg-open.ts';

const fetchPlaytest = () => Promise.all([import('../../store/ccg-playtest-launch.ts'), import('../ccg-playtest/ccg-playtest-main.ts'), import('../ccg-playtest/ccg-replay.ts')]).then(async ([launch, , replay]) => (await launch.loadCcgSessionModule(), { launch, replay }));
let code: ReturnType<typeof fetchPlaytest> | undefined;

export function ccgPlaytestCode(): ReturnType<typeof fetchPlaytest> {
  return (code ??= fetchPlaytest());
}

/** Whether the code was asked for (then the designer takes up a game already launched). */
export function ccgPlaytestCodeAsked(): boolean {
  return code !== undefined;
}

/** Plays a CCG level as it stands (an open document's value, saved or not) in the CCG designer. */
export async function playCcgLevel(store: AppStore, ref: DocumentRef, item: ContentItem, returnTo: Area, askedAt = performance.now()): Promise<void> {
  const { launch } = await ccgPlaytestCode();
  openInDesigner(ref);
  launch.ccgLauncherFor(store).launch({ packs: store.packsFor(ref.packId), items: [item], level: { kind: 'ccgLevel', id: item.id }, title: item.name, returnTo, askedAt });
  store.setArea('ccg');
}

/** Plays a loaded CCG replay (a scenario file's text) in the CCG designer; returns the problem, if any. */
export async function playCcgReplay(store: AppStore, text: string, returnTo: Area): Promise<string | undefined> {
  const { launch, replay } = await ccgPlaytestCode();
  const problem = await replay.loadCcgReplay(launch.ccgLauncherFor(store), text, returnTo);
  if (!problem) store.setArea('ccg');
  return problem;
}
