/**
 * The CCG playtest's code (its elements and the CCG engine) is its own chunk, fetched once: while
 * the browser is idle when a level is open in the designer, or when a CCG level or replay is
 * played from elsewhere (the library, the Playtest area). Every CCG game is played in the Playtest
 * area (tr-playtest draws it, told by READY_EVENT that the code is in); going back from the game
 * returns to where it was started.
 */
import { html, nothing } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { AppStore, Area } from '../../store/app-store.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import type { CcgPlaytestLauncher } from '../../store/ccg-playtest-launch.ts';
import { openInDesigner, readOpenLevel } from './ccg-open.ts';

/** Sent on the window once the code is in: the Playtest area then draws the CCG launcher's games. */
export const READY_EVENT = 'tr-ccg-playtest-code';

/** What READY_EVENT carries: the Playtest area's CCG games, made at once (before any launch can come). */
export interface CcgReadyDetail {
  inPlaytest(store: AppStore, changed: () => void): CcgInPlaytest;
}

const fetchPlaytest = () =>
  Promise.all([
    import('../../store/ccg-playtest-launch.ts'),
    import('../ccg-playtest/ccg-play.ts'),
    import('../ccg-playtest/ccg-replay.ts'),
  ]).then(async ([launch, , replay]) => {
    await launch.loadCcgSessionModule();
    // Told before anyone awaiting the code can launch a game (a launch that waited for the code follows at once): the
    // Playtest area makes its CCG games in the event, so that the game's keys (Esc) work from the task after the
    // launch. Made after a further import, a key pressed in between reached nobody and the game stayed on screen.
    const detail: CcgReadyDetail = { inPlaytest: (store, changed) => ccgInPlaytestOf(launch, store, changed) };
    window.dispatchEvent(new CustomEvent(READY_EVENT, { detail }));
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

/** Where a game goes back to, in words (the top bar's "← Back to …"). */
const backWords = (area: Area | undefined) =>
  area === 'library' ? 'the library' : area === 'playtest' ? 'the list of levels' : 'the designer';

/**
 * The CCG games of the Playtest area (tr-playtest): the store's launcher, and a rehearsal (a game
 * drawn hidden before the first launch, play-launch.ts) once the browser is idle, of the level open
 * in the designer as saved. `changed` is called when either changes.
 */
export class CcgInPlaytest {
  private rehearsal: CcgPlaytestLauncher | undefined;

  constructor(
    readonly launcher: CcgPlaytestLauncher,
    private readonly changed: () => void,
  ) {
    launcher.addEventListener('change', changed);
  }

  /** A CCG game is the one on screen (the Playtest area shown, this game the last launched there). */
  get onScreen(): boolean {
    return this.launcher.request !== undefined && this.launcher.shown;
  }

  /** The game's element: the launched game, else the rehearsal's, hidden (one template for both, so that a launch
   * reuses the rehearsal's element). */
  render() {
    const game = this.launcher.request ? this.launcher : this.rehearsal;
    const shown = this.onScreen;
    return game
      ? html`<tr-play-shell class="layer" play="ccg" .launcher=${game} .backTo=${backWords(this.launcher.request?.returnTo)} ?hidden=${!shown} aria-hidden=${shown ? 'false' : 'true'}></tr-play-shell>`
      : nothing;
  }

  rehearse(store: AppStore, launch: typeof import('../../store/ccg-playtest-launch.ts')): void {
    launch.rehearseCcgWhenIdle(
      store,
      () => ({ packs: store.packs, open: readOpenLevel() }),
      (r) => {
        this.rehearsal = r;
        this.changed();
      },
    );
  }

  dispose(): void {
    this.launcher.removeEventListener('change', this.changed);
  }
}

function ccgInPlaytestOf(
  launch: typeof import('../../store/ccg-playtest-launch.ts'),
  store: AppStore,
  changed: () => void,
): CcgInPlaytest {
  const ccg = new CcgInPlaytest(launch.ccgLauncherFor(store), changed);
  ccg.rehearse(store, launch);
  return ccg;
}

/** Plays a CCG level as it stands (an open document's value, saved or not) in the Playtest area; the level is opened in
 * the designer too. */
export async function playCcgLevel(
  store: AppStore,
  ref: DocumentRef,
  item: ContentItem,
  returnTo: Area,
  askedAt = performance.now(),
): Promise<void> {
  const { launch } = await ccgPlaytestCode();
  openInDesigner(ref);
  launch.ccgLauncherFor(store).launch({
    packs: store.packsFor(ref.packId),
    items: [item],
    level: { kind: 'ccgLevel', id: item.id },
    title: item.name,
    returnTo,
    askedAt,
  });
}

/** Plays a loaded CCG replay (a scenario file's text) in the Playtest area; returns the problem, if any. */
export async function playCcgReplay(store: AppStore, text: string, returnTo: Area): Promise<string | undefined> {
  const { launch, replay } = await ccgPlaytestCode();
  return replay.loadCcgReplay(launch.ccgLauncherFor(store), text, returnTo);
}
