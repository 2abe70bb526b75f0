import { css, html, nothing } from 'lit';
import { parseJson } from '../../model/parse-json.ts';
import { scenarioProblems } from '../../store/scenario-check.ts';
import { isObject } from '../../model/json-read.ts';
import { playCcgReplay } from '../ccg/ccg-playtest-code.ts';
import { gameOfScenario } from '../../analysis/coc-replay-file.ts';
import type { Scenario } from '../../engine/coc/index.ts';
import type { CocAction, Facing } from '../../engine/coc/index.ts';
import type { PlaytestLauncher } from '../../store/playtest-launch.ts';
import type { PlaytestSession } from '../../store/playtest-session.ts';
import { playtestContext } from './playtest-context.ts';
import { downloadText, isModuleReplay } from '../play/play-shared.ts';
import { checkLoadedReplay } from '../play/replay-check.ts';
import type { Area } from '../../store/app-store.ts';
import { registerPlay, type PlayHost } from '../play/play-adapter.ts';
import '../play/play-shell.ts';
import type { TrDiceTray } from './dice-tray.ts';
import './playtest-board.ts';
import './lara-board.ts';
import './dice-tray.ts';
import './action-list.ts';
import './phase-controls.ts';
import './playtest-log.ts';
import '../play/choice-dialog.ts';
import './by-hand-dialog.ts';
import type { TrByHandDialog } from './by-hand-dialog.ts';
import { describeDecision } from './decision-words.ts';
import { actionWords } from './action-words.ts';
import './end-summary.ts';
import './island-map.ts';
import { isIslandDecision } from './island-words.ts';
import { onIsland } from '../../analysis/coc-island-view.ts';
import './playtest-options.ts';
import './seats-bar.ts';
import './profile-button.ts';

const ARROW_FACING: Record<string, Facing> = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' };

/**
 * The Crypt of Chronos in the play shell (<tr-play-shell play="coc">): the board (or the island map),
 * Lara's board, the dice tray, the actions, the phase controls and the log around one session (given
 * to them through @lit/context), the decision dialog in the words of the rules, the end summary, the
 * options, saving and loading replays, and the keys: arrows step (or jump), Shift+arrows turn, digits
 * choose the dice, R rolls, Enter applies the roll or goes on with the enemies' and events' turns, E
 * ends the Lara Phase (the shell's own: Ctrl+Z back one action, Ctrl+Y forward, Esc back to the editor).
 */
registerPlay('coc', (playHost) => {
  const host = playHost as PlayHost<PlaytestLauncher, PlaytestSession | undefined>;
  let loadError = '';
  /** In a level of the Island Campaign: the island map shown instead of the board (to look at). */
  let islandShown = false;
  const tray = () => host.renderRoot.querySelector<TrDiceTray>('tr-dice-tray');
  const byHand = () => host.renderRoot.querySelector<TrByHandDialog>('tr-by-hand-dialog');
  const saveReplay = (): void => {
    const s = host.session;
    if (!s) return;
    downloadText(
      JSON.stringify(s.toScenario(), null, 2) + '\n',
      `${s.state.campaign ? `island-${s.state.campaign.board}` : s.state.level.id}-seed-${String(s.setup.options.seed)}.scenario.json`,
    );
  };
  const levelItem = (s: PlaytestSession) =>
    s.setup.packs.flatMap((p) => p.items).find((i) => i.kind === s.state.level.kind && i.id === s.state.level.id);

  return {
    context: playtestContext as never,
    styles,
    events: {
      'choose-roll': (e) => tray()?.setKind(e.detail.kind),
      'space-click': (e) => byHand()?.pickAt(e.detail.at),
    },
    bar: () => {
      const launcher = host.launcher;
      const s = host.session;
      const item = s ? levelItem(s) : undefined;
      const challenges = item && Array.isArray(item.challenges) ? item.challenges.length : 0;
      const island = !!s && onIsland(s.state);
      return {
        title: s?.setup.title ?? launcher.request?.title ?? 'Playtest',
        launcher,
        backTo: 'the editor',
        playing: !!s,
        save: saveReplay,
        load: async (text: string) => {
          loadError = (await loadScenario(launcher, text)) ?? '';
          host.requestUpdate();
        },
        summary: `seed ${launcher.options.seed}`,
        extra: html`${
          s?.state.campaign && !island
            ? html`<button class="island-toggle" aria-pressed=${islandShown ? 'true' : 'false'} @click=${() => {
                islandShown = !islandShown;
                host.requestUpdate();
              }}>${islandShown ? 'Show the board' : 'Show the island'}</button>`
            : nothing
        }<tr-profile-button
          .packs=${s?.setup.packs ?? launcher.request?.packs ?? []}
        ></tr-profile-button>`,
        options: html`<tr-playtest-options .options=${launcher.options} .packs=${s?.setup.packs} .start=${s?.first.inventory} .challenges=${s?.state.campaign ? 0 : challenges} .chapter=${item?.kind === 'chapter' && !s?.state.campaign} .island=${!!s?.state.campaign || item?.kind === 'location' || item?.kind === 'crypt'} .board=${launcher.request?.level.kind === 'islandBoard'} @restart=${(e: CustomEvent) => launcher.restart(e.detail.options)}></tr-playtest-options>`,
      };
    },
    alerts: () => {
      const launcher = host.launcher;
      return html`${loadError ? html`<p class="error" role="alert">${loadError}</p>` : nothing}
      ${launcher.error ? unplayable(launcher.error, launcher.request?.problems ?? [], launcher.request?.returnTo === 'level' ? 'the editor' : 'where you were', () => launcher.back()) : nothing}`;
    },
    board: () => {
      const s = host.session;
      if (!s) return nothing;
      const island = onIsland(s.state);
      return island || (islandShown && s.state.campaign)
        ? html`<tr-island-map slot="board" ?readonly=${!island}></tr-island-map>`
        : html`<tr-playtest-board slot="board"></tr-playtest-board>`;
    },
    side: () =>
      host.session
        ? html`<div class="side" slot="side">
            ${host.session.state.players ? html`<tr-playtest-seats></tr-playtest-seats>` : nothing}
            <tr-lara-board></tr-lara-board>
            <tr-dice-tray></tr-dice-tray>
            <tr-action-list></tr-action-list>
            <tr-phase-controls></tr-phase-controls>
          </div>`
        : nothing,
    log: () => (host.session ? html`<tr-playtest-log slot="log"></tr-playtest-log>` : nothing),
    dialogs: () => {
      const s = host.session;
      if (!s) return nothing;
      const choice = s.choice;
      // The island's decisions are answered on the island map (its spaces and its list), not in the dialog.
      const decision =
        choice && !isIslandDecision(s.state.pending) ? describeDecision(s.content, s.state, choice) : undefined;
      return html`<tr-end-summary slot="dialog"></tr-end-summary>
        ${
          s.state.pending?.kind === 'manual'
            ? html`<tr-by-hand-dialog slot="dialog"></tr-by-hand-dialog>`
            : html`<tr-choice-dialog
                slot="dialog"
                docked
                heading=${decision?.heading ?? 'The game waits for your choice'}
                .detail=${decision?.detail ?? ''}
                .cardText=${decision?.cardText ?? ''}
                .note=${decision?.note ?? false}
                .answers=${decision?.answers ?? (isIslandDecision(s.state.pending) ? [] : (choice ?? []).map((action) => ({ action, words: actionWords(action) })))}
                @choose=${(e: CustomEvent) => s.apply(e.detail.action)}
              ></tr-choice-dialog>`
        }`;
    },
    key: (event) => {
      const s = host.session;
      if (!s) return false;
      const target = event.composedPath()[0] as HTMLElement;
      const typing = target.matches?.('input:not([type=checkbox]), textarea, select');
      if (typing || event.ctrlKey || event.metaKey || event.altKey) {
        return false;
      } else if (event.key in ARROW_FACING) {
        const facing = ARROW_FACING[event.key]!;
        const legal = s.legal as (CocAction & { facing?: Facing })[];
        const pick = event.shiftKey
          ? legal.find((a) => a.type === 'turn' && a.facing === facing)
          : (legal.find((a) => a.type === 'step' && a.facing === facing) ??
            legal.find((a) => a.type === 'jump' && a.facing === facing));
        if (pick) s.apply(pick);
      } else if (/^[1-9]$/.test(event.key)) {
        tray()?.setDice(Number(event.key));
      } else if (event.key === 'r' || event.key === 'R') {
        tray()?.roll();
      } else if (event.key === 'e' || event.key === 'E') {
        const end = s.legal.find((a) => a.type === 'endLaraPhase');
        if (end) s.apply(end);
      } else if (event.key === 'Enter' && !target.matches?.('button, a, summary')) {
        if (tray()?.shadowRoot?.querySelector('.apply')) tray()?.confirm();
        else s.advance();
      } else return false;
      return true;
    },
  };
});

const styles = css`
  .side {
    overflow: auto;
    padding: 0.4rem 0.6rem;
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
  }
  /* The turn controls stay in view however long the panels above them grow. */
  .side tr-phase-controls {
    position: sticky;
    bottom: 0;
    background: var(--panel, #fff);
    border-top: 1px solid var(--line, #ccc);
    padding-top: 0.2rem;
  }
  tr-playtest-log {
    padding: 0.2rem 0.5rem;
  }
  :host([first-frame]) .side,
  :host([first-frame]) tr-playtest-log {
    content-visibility: hidden;
  }
`;

/** Why a level cannot be played: the engine's reason and the draft's errors, each named; back (Esc). */
function unplayable(error: string, problems: readonly string[], backTo: string, back: () => void) {
  const reasons = [error, ...problems.filter((p) => p !== error)];
  return html`<div class="error unplayable" role="alert">
    <p>This level cannot be played:</p>
    <ul>
      ${reasons.map((r) => html`<li>${r}</li>`)}
    </ul>
    <button @click=${back}>Back to ${backTo} (Esc)</button>
  </div>`;
}

/**
 * Loads a scenario file's text as a replay to watch from its start; returns the problem, if any.
 * A CCG replay is played in the CCG playtest, back to the Playtest area's list; a replay saved by the
 * shared play shell (any other game module's) in the shell, back to `from` (its chunk fetched then).
 * Once the game is on, the replay is checked off the main thread (replay-check.ts): the shell says
 * when it does not reproduce what it recorded.
 */
export async function loadScenario(
  launcher: PlaytestLauncher,
  text: string,
  basePacks = launcher.basePacks(),
  from?: Area,
): Promise<string | undefined> {
  const parsed = parseJson(text);
  if (!parsed.ok) return `The file is not JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message}).`;
  if (isObject(parsed.value) && parsed.value.game === 'ccg') return playCcgReplay(launcher.store, text, 'playtest');
  if (isModuleReplay(parsed.value))
    return (await import('../play/module-replay.ts')).playModuleReplay(launcher.store, text, from);
  const problems = await scenarioProblems(parsed.value);
  if (problems.length)
    return `The file is not a scenario: ${problems
      .slice(0, 3)
      .map((p) => `${p.pointer || '/'} ${p.message}`)
      .join('; ')}.`;
  const scenario = parsed.value as Scenario;
  try {
    const game = gameOfScenario([...basePacks], scenario);
    launcher.launch({
      packs: game.packs,
      items: [],
      level: game.level,
      title: scenario.name,
      returnTo: launcher.request?.returnTo ?? 'library',
      options: game.options,
      actions: game.actions,
    });
  } catch (e) {
    return `The scenario cannot be played: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (launcher.error) return `The scenario cannot be played: ${launcher.error}`;
  if (launcher.request) void checkLoadedReplay(launcher.request, basePacks, scenario);
  return undefined;
}
