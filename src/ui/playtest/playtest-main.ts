import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state as litState } from 'lit/decorators.js';
import { provide } from '@lit/context';
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
import { LaunchedSession, frameKey } from '../play/launched-session.ts';
import { downloadText } from '../play/play-shared.ts';
import { playtestTopBar, restartGame, topBarStyles } from '../play/play-top-bar.ts';
import '../play/play-frame.ts';
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
 * A playtest on screen: the board, Lara's board, the dice tray, the actions, the phase controls
 * and the log around one session (given to them through @lit/context), the options, saving and
 * loading replays, and the keyboard: arrows step (or jump), Shift+arrows turn, digits choose the
 * dice, R rolls, Enter applies the roll or goes on with the enemies' and events' turns, E ends
 * the Lara Phase, Ctrl+Z goes back one action, Esc goes back to the editor.
 */
@customElement('tr-playtest-main')
export class TrPlaytestMain extends LitElement {
  @property({ attribute: false }) launcher!: PlaytestLauncher;

  @provide({ context: playtestContext })
  @property({ attribute: false })
  session!: PlaytestSession;

  @query('tr-dice-tray') private tray!: TrDiceTray | null;
  @query('tr-by-hand-dialog') private byHand!: TrByHandDialog | null;
  private loadError = '';
  /** In a level of the Island Campaign: the island map shown instead of the board (to look at). */
  @litState() private islandShown = false;

  constructor() {
    super();
    new LaunchedSession<PlaytestSession, PlaytestLauncher>(this, this.onKeyDown);
  }

  private onKeyDown = (event: KeyboardEvent): void => {
    const s = this.session;
    if (!this.launcher?.shown || event.defaultPrevented) return;
    if (frameKey(event, this.launcher, s)) {
      event.preventDefault();
      return;
    }
    if (!s) return;
    const target = event.composedPath()[0] as HTMLElement;
    const typing = target.matches?.('input:not([type=checkbox]), textarea, select');
    if (typing || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    } else if (event.key in ARROW_FACING) {
      const facing = ARROW_FACING[event.key]!;
      const legal = s.legal as (CocAction & { facing?: Facing })[];
      const pick = event.shiftKey
        ? legal.find((a) => a.type === 'turn' && a.facing === facing)
        : (legal.find((a) => a.type === 'step' && a.facing === facing) ??
          legal.find((a) => a.type === 'jump' && a.facing === facing));
      if (pick) s.apply(pick);
    } else if (/^[1-9]$/.test(event.key)) {
      this.tray?.setDice(Number(event.key));
    } else if (event.key === 'r' || event.key === 'R') {
      this.tray?.roll();
    } else if (event.key === 'e' || event.key === 'E') {
      const end = s.legal.find((a) => a.type === 'endLaraPhase');
      if (end) s.apply(end);
    } else if (event.key === 'Enter' && !target.matches?.('button, a, summary')) {
      if (this.renderRoot.querySelector('tr-dice-tray')?.shadowRoot?.querySelector('.apply')) this.tray?.confirm();
      else s.advance();
    } else return;
    event.preventDefault();
  };

  private saveReplay(): void {
    const s = this.session;
    if (!s) return;
    downloadText(
      JSON.stringify(s.toScenario(), null, 2) + '\n',
      `${s.state.campaign ? `island-${s.state.campaign.board}` : s.state.level.id}-seed-${String(s.setup.options.seed)}.scenario.json`,
    );
  }

  private async loadReplay(text: string): Promise<void> {
    this.loadError = (await loadScenario(this.launcher, text)) ?? '';
    this.requestUpdate();
  }

  override render() {
    const launcher = this.launcher;
    const s = this.session;
    if (!launcher) return nothing;
    const title = s?.setup.title ?? launcher.request?.title ?? 'Playtest';
    const item = s
      ? s.setup.packs.flatMap((p) => p.items).find((i) => i.kind === s.state.level.kind && i.id === s.state.level.id)
      : undefined;
    const challenges = item && Array.isArray(item.challenges) ? item.challenges.length : 0;
    const choice = s?.choice;
    // The island's decisions are answered on the island map (its spaces and its list), not in the dialog.
    const island = !!s && onIsland(s.state);
    const decision =
      s && choice && !isIslandDecision(s.state.pending) ? describeDecision(s.setup.packs, s.state, choice) : undefined;
    return html`<tr-play-frame
      @restart=${(e: CustomEvent) => e.detail?.newSeed !== undefined && restartGame(launcher, e.detail.newSeed)}
      @back=${() => launcher.back()}
      @save-replay=${() => this.saveReplay()}
      @choose-roll=${(e: CustomEvent) => this.tray?.setKind(e.detail.kind)}
      @space-click=${(e: CustomEvent) => this.byHand?.pickAt(e.detail.at)}
    >
      <div slot="bar">
        ${playtestTopBar({
          title,
          launcher,
          backTo: 'the editor',
          playing: !!s,
          save: () => this.saveReplay(),
          load: (text) => this.loadReplay(text),
          summary: `seed ${launcher.options.seed}`,
          extra: html`${s?.state.campaign && !island ? html`<button class="island-toggle" aria-pressed=${this.islandShown ? 'true' : 'false'} @click=${() => (this.islandShown = !this.islandShown)}>${this.islandShown ? 'Show the board' : 'Show the island'}</button>` : nothing}<tr-profile-button
            .packs=${s?.setup.packs ?? launcher.request?.packs ?? []}
          ></tr-profile-button>`,
          options: html`<tr-playtest-options .options=${launcher.options} .packs=${s?.setup.packs} .start=${s?.first.inventory} .challenges=${s?.state.campaign ? 0 : challenges} .chapter=${item?.kind === 'chapter' && !s?.state.campaign} .island=${!!s?.state.campaign || item?.kind === 'location' || item?.kind === 'crypt'} .board=${launcher.request?.level.kind === 'islandBoard'} @restart=${(e: CustomEvent) => launcher.restart(e.detail.options)}></tr-playtest-options>`,
        })}
        ${this.loadError ? html`<p class="error" role="alert">${this.loadError}</p>` : nothing}
        ${launcher.error ? unplayable(launcher.error, launcher.request?.problems ?? [], launcher.request?.returnTo === 'level' ? 'the editor' : 'where you were', () => launcher.back()) : nothing}
      </div>
      ${
        s
          ? html`${island || (this.islandShown && s.state.campaign) ? html`<tr-island-map slot="board" ?readonly=${!island}></tr-island-map>` : html`<tr-playtest-board slot="board"></tr-playtest-board>`}
            <div class="side" slot="side">
              ${s.state.players ? html`<tr-playtest-seats></tr-playtest-seats>` : nothing}
              <tr-lara-board></tr-lara-board>
              <tr-dice-tray></tr-dice-tray>
              <tr-action-list></tr-action-list>
              <tr-phase-controls></tr-phase-controls>
            </div>
            <tr-playtest-log slot="log"></tr-playtest-log>
            <tr-end-summary slot="dialog"></tr-end-summary>
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
            }`
          : nothing
      }
    </tr-play-frame>`;
  }

  static override styles = [
    topBarStyles,
    css`
    :host {
      display: block;
      height: 100%;
      min-height: 0;
    }
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
  `,
  ];
}

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
 * A CCG replay is played in the CCG playtest, back to the Playtest area's list.
 */
export async function loadScenario(
  launcher: PlaytestLauncher,
  text: string,
  basePacks = launcher.basePacks(),
): Promise<string | undefined> {
  const parsed = parseJson(text);
  if (!parsed.ok) return `The file is not JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message}).`;
  if (isObject(parsed.value) && parsed.value.game === 'ccg') return playCcgReplay(launcher.store, text, 'playtest');
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
  return launcher.error ? `The scenario cannot be played: ${launcher.error}` : undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest-main': TrPlaytestMain;
  }
}
