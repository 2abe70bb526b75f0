// A CCG playtest session for component tests: the base pack's CCG cards and levels, and a host
// element that gives the session to its children through @lit/context.
import { ContextProvider } from '@lit/context';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { CcgPlaytestSession } from '../../src/store/ccg-playtest-session.ts';
import { ccgPlaytestContext } from '../../src/ui/ccg-playtest/ccg-playtest-context.ts';
import type { CcgAction, CcgState, NewGameOptions } from '../../src/engine/ccg/types.ts';
import caves from '../../content/base/ccg/cards/001-025-into-the-caves.json' with { type: 'json' };
import tombs from '../../content/base/ccg/cards/026-050-trapped-in-the-tombs.json' with { type: 'json' };
import common from '../../content/base/ccg/cards/051-100-common.json' with { type: 'json' };
import uncommon from '../../content/base/ccg/cards/101-150-uncommon.json' with { type: 'json' };
import rare from '../../content/base/ccg/cards/151-200-rare.json' with { type: 'json' };
import secret from '../../content/base/ccg/cards/201-211-secret-moves-and-bonus.json' with { type: 'json' };
import introductory from '../../content/base/ccg/levels/introductory.json' with { type: 'json' };
import { mount, settled } from './fixtures.ts';
import type { TrPlayShell } from '../../src/ui/play/play-shell.ts';
import type { AppStore } from '../../src/store/app-store.ts';
import {
  CcgPlaytestLauncher,
  loadCcgSessionModule,
  type CcgPlaytestOptions,
  type CcgPlaytestRequest,
} from '../../src/store/ccg-playtest-launch.ts';
import { BY_HAND_CARD } from '../fixtures/ccg-test-cards.ts';
import { applyAction, legalActions, type CcgContent } from '../../src/engine/ccg/index.ts';
import { actionWords, decisionWords } from '../../src/ui/ccg-playtest/ccg-words.ts';
import '../../src/ui/play/choice-dialog.ts';

export { BY_HAND_CARD };

export const ccgPack: Pack = {
  kind: 'pack',
  id: 'ccg-cards',
  name: 'CCG cards',
  version: '1.0.0',
  description: 'The base pack’s CCG cards and the Introductory levels, for the tests.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: [
    ...[caves, tombs, common, uncommon, rare, secret, introductory].flatMap((items) => items as ContentItem[]),
    BY_HAND_CARD,
  ],
};

/** The Introductory level (tomb deck), solitaire with Lara Croft, Spelunker unless told otherwise. */
export function ccgSession(
  seed: number | string = 1,
  options: Partial<NewGameOptions> = {},
  level = 'introductory-tomb',
): CcgPlaytestSession {
  return new CcgPlaytestSession({
    packs: [ccgPack],
    level: { kind: 'ccgLevel', id: level },
    title: 'Introductory',
    options: { seed, mode: 'solitaire', players: [{ raider: 'lara-croft-spelunker' }], ...options },
  });
}

/** Plays the first legal action of `type` (matching `pick` if given); throws when there is none. */
export function play(
  session: CcgPlaytestSession,
  type: CcgAction['type'],
  pick: (a: CcgAction) => boolean = () => true,
): CcgAction {
  const action = session.legal.find((a) => a.type === type && pick(a));
  if (!action) throw new Error(`No legal ${type} (legal: ${session.legal.map((a) => a.type).join(', ')})`);
  if (!session.apply(action)) throw new Error(`Refused ${type}: ${session.error}`);
  return action;
}

/** Mounts `tag` inside a host that provides `session`; returns the element once rendered. */
export async function mountCcg<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  session: CcgPlaytestSession,
): Promise<HTMLElementTagNameMap[K]> {
  const host = document.createElement('div');
  host.className = 'ccg-playtest-host';
  const provider = new ContextProvider(host, { context: ccgPlaytestContext, initialValue: session });
  (host as HTMLElement & { provider?: unknown }).provider = provider;
  const el = document.createElement(tag);
  host.append(el);
  document.body.append(host);
  await settled(el as HTMLElement & { updateComplete?: Promise<unknown> });
  return el;
}

/** Gives the mounted element's host another session (a restart). */
export function provide(el: Element, session: CcgPlaytestSession): void {
  (el.parentElement as HTMLElement & { provider: ContextProvider<typeof ccgPlaytestContext> }).provider.setValue(
    session,
  );
}

/** A map's cell at a spot. */
export const cell = (map: Element, column: number, depth: number) =>
  map.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-column="${column}"][data-depth="${depth}"]`)!;

/** Shows a changed copy of the current state, as if the game had reached it (a view test of what the map and the panel
 * draw). */
export function show(session: CcgPlaytestSession, change: (state: CcgState) => void): void {
  const state = structuredClone(session.state);
  change(state);
  session.steps = [...session.steps, { action: { type: 'stop' }, events: [], state }];
  session.changed();
}

/** The play shell drawing a CCG game (its adapter, ccg-playtest/ccg-play.ts, imported by the test). */
export function ccgShell(): TrPlayShell {
  const shell = document.createElement('tr-play-shell');
  shell.play = 'ccg';
  return shell;
}

/** A CCG playtest launcher as the app makes one (the session's code loaded), on a store that gives only what the
 * launcher reads: the area, the packs (the test pack unless told) and the Playtest area shown. `options`: the launch
 * options the player chose. */
export async function ccgLauncher(
  options?: CcgPlaytestOptions,
  packs: readonly Pack[] = [ccgPack],
): Promise<CcgPlaytestLauncher> {
  await loadCcgSessionModule();
  const launcher = new CcgPlaytestLauncher({
    area: 'playtest',
    packs,
    setArea: () => undefined,
  } as unknown as AppStore);
  if (options) launcher.options = options;
  return launcher;
}

/** A launch request: the Introductory tomb level of the test pack, unless `request` says otherwise. */
export const ccgRequest = (request: Partial<CcgPlaytestRequest> = {}): CcgPlaytestRequest => ({
  packs: [ccgPack],
  items: [],
  level: { kind: 'ccgLevel', id: 'introductory-tomb' },
  title: 'Introductory',
  ...request,
});

/**
 * A CCG game launched and drawn by the play shell, as Playtest in the designer does: `request` (ccgRequest's), with
 * the launcher's `options` (its store holds the request's packs); `backTo` names where the shell's back button
 * returns. Resolves once the shell is drawn.
 */
export async function launchCcgShell(
  request: Partial<CcgPlaytestRequest> = {},
  options?: CcgPlaytestOptions,
  backTo?: string,
): Promise<{ main: TrPlayShell; launcher: CcgPlaytestLauncher }> {
  const launcher = await ccgLauncher(options, request.packs);
  launcher.launch(ccgRequest(request));
  const main = ccgShell();
  main.launcher = launcher;
  if (backTo !== undefined) main.backTo = backTo;
  await mount(main);
  await settled(main);
  return { main, launcher };
}

/** The state after `steps`, each applied in turn from `state`. */
export function afterSteps(content: CcgContent, state: CcgState, steps: readonly CcgAction[]): CcgState {
  for (const a of steps) state = applyAction(content, state, a).state;
  return state;
}

/** The choice dialog as the playtest shows the state's pending decision (its words, an answer per legal action),
 * mounted; returns its shadow root. */
export async function decisionDialog(content: CcgContent, state: CcgState): Promise<ShadowRoot> {
  const words = decisionWords(content, state, state.pending!);
  const el = document.createElement('tr-choice-dialog');
  el.heading = words.heading;
  el.detail = words.detail;
  el.answers = legalActions(content, state).map((action) => ({ action, words: actionWords(content, state, action) }));
  await mount(el);
  return el.shadowRoot!;
}
