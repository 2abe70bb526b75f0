import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state as litState } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { ccgContent } from '../../engine/ccg/index.ts';
import type { CcgAction, Side } from '../../engine/ccg/index.ts';
import type { Series } from '../../engine/ccg/index.ts';
import { withDraft, type CcgPlaytestLauncher } from '../../store/ccg-playtest-launch.ts';
import type { CcgPlaytestSession } from '../../store/ccg-playtest-session.ts';
import { isObject } from '../../model/json-read.ts';
import { ccgPlaytestContext } from './ccg-playtest-context.ts';
import { LaunchedSession, frameKey } from '../play/launched-session.ts';
import { downloadText } from '../play/play-shared.ts';
import { playtestTopBar, restartGame, topBarStyles } from '../play/play-top-bar.ts';
import { actionWords, cardName, decisionWords, playerName } from './ccg-words.ts';
import { cardFacts } from './ccg-raider-panel.ts';
import type { ChoicePick } from '../play/choice-dialog.ts';
import { loadCcgReplay, replayFileName, replayText } from './ccg-replay.ts';
import type { TrCcgActionList } from './ccg-action-list.ts';
import type { TrCcgPlayMap } from './ccg-play-map.ts';
import './ccg-play-map.ts';
import './ccg-raider-panel.ts';
import './ccg-dice.ts';
import './ccg-action-list.ts';
import './ccg-play-log.ts';
import '../play/choice-dialog.ts';
import './ccg-by-hand.ts';
import './ccg-handover.ts';
import './ccg-playtest-options.ts';
import './ccg-end-summary.ts';
import '../play/play-frame.ts';

const DECLINE = new Set<CcgAction['type']>(['skipSearch', 'noDiscovery', 'noAttack', 'pass']);
const ARROW_SIDE: Record<string, Side> = {
  ArrowUp: 'top',
  ArrowRight: 'right',
  ArrowDown: 'bottom',
  ArrowLeft: 'left',
};

/**
 * A CCG playtest on screen, in the Playtest area: the map, the raiders' cards, the dice,
 * the actions and the log around one session (given to them through @lit/context), decisions in
 * a dialog, the hot-seat hand-over screen, the options, saving and loading replays. Keys: arrows
 * move the raider (up is deeper), 1–9 take the numbered action, Ctrl+Z goes back one action,
 * Ctrl+Y forward again, Esc goes back to where the game was started (the designer, the library, the list of levels).
 */
@customElement('tr-ccg-playtest-main')
export class TrCcgPlaytestMain extends LitElement {
  @property({ attribute: false }) launcher!: CcgPlaytestLauncher;
  /** Where Esc (and the bar's back button) goes, in words: the area the game was started from. */
  @property({ attribute: false }) backTo = 'the designer';

  @provide({ context: ccgPlaytestContext })
  @property({ attribute: false })
  session!: CcgPlaytestSession;

  @query('tr-ccg-action-list') private actionList!: TrCcgActionList | null;
  @query('tr-ccg-play-map') private map!: TrCcgPlayMap | null;
  @litState() private loadError = '';
  /** The series dialog's module, loaded the first time a level of a series ends. */
  private seriesDialog: Promise<unknown> | undefined;

  constructor() {
    super();
    new LaunchedSession<CcgPlaytestSession, CcgPlaytestLauncher>(this, this.onKeyDown);
  }

  private onKeyDown = (event: KeyboardEvent): void => {
    const s = this.session;
    if (!this.launcher?.shown || event.defaultPrevented) return;
    const target = event.composedPath()[0] as HTMLElement;
    const typing = target.matches?.('input:not([type=checkbox]):not([type=radio]), textarea, select');
    if (frameKey(event, this.launcher, s)) event.preventDefault();
    else if (!s) return;
    else if (typing || event.ctrlKey || event.metaKey || event.altKey || s.handover !== undefined) return;
    else if (event.key in ARROW_SIDE) {
      const side = ARROW_SIDE[event.key];
      const move = s.legal.find((a) => a.type === 'move' && a.side === side);
      if (!move || s.state.pending) return;
      s.apply(move);
    } else if (/^[1-9]$/.test(event.key)) {
      const action = this.actionList?.offered[Number(event.key) - 1];
      if (!action) return;
      s.apply(action);
    } else return;
    event.preventDefault();
  };

  private saveReplay(): void {
    const s = this.session;
    if (!s) return;
    downloadText(replayText(s), replayFileName(s));
  }

  private async loadReplay(text: string): Promise<void> {
    this.loadError = (await loadCcgReplay(this.launcher, text)) ?? '';
  }

  private renderDecision(s: CcgPlaytestSession) {
    const choice = s.choice;
    const pending = s.state.pending;
    if (!choice || !pending) return nothing;
    const content = ccgContent(s.setup.packs);
    const words = decisionWords(content, s.state, pending);
    // Discarding takes any number of cards: the engine lists one card at a time, the dialog lets several be checked.
    const discard = pending.kind === 'discard';
    const hand = s.state.raiders[pending.player]?.hand ?? [];
    const pick: ChoicePick | undefined = discard
      ? {
          legend: 'Cards to discard',
          options: hand.map((card) => ({
            value: card,
            words: cardName(content, card),
            text: cardFacts(content, card),
          })),
          submit: (n) => `Discard ${n} card${n === 1 ? '' : 's'}`,
        }
      : undefined;
    // Declining answers last, so the first (focused) answer does something (Enter searches, plays the card…).
    const answers = discard
      ? choice.filter((a) => a.type === 'discard' && a.cards.length === 0)
      : [...choice.filter((a) => !DECLINE.has(a.type)), ...choice.filter((a) => DECLINE.has(a.type))];
    return html`<tr-choice-dialog
      slot="dialog"
      heading=${words.heading}
      .detail=${words.detail}
      .cardText=${words.cardText ?? ''}
      .answers=${answers.map((action) => ({ action, words: actionWords(content, s.state, action) }))}
      .pick=${pick}
      ?note=${pending.kind === 'manual'}
      ?canUndo=${s.steps.length > 0}
      @undo=${() => s.undo()}
      @choose=${(e: CustomEvent<{ action: CcgAction }>) => s.apply(e.detail.action)}
      @pick=${(e: CustomEvent<{ values: string[] }>) => s.apply({ type: 'discard', player: pending.player, cards: e.detail.values })}
      >${pending.kind === 'manual' ? html`<tr-ccg-by-hand></tr-ccg-by-hand>` : nothing}</tr-choice-dialog
    >`;
  }

  /** A level of a series has ended: its result, the carry-over choices, then the next level (or the series' winner). */
  private renderSeriesEnd(s: CcgPlaytestSession) {
    if (!s.setup.series || s.state.status === 'playing') return nothing;
    this.seriesDialog ??= import('./ccg-series-dialog.ts');
    return html`<tr-ccg-series-dialog
      slot="dialog"
      @next-level=${(e: CustomEvent<{ series: Series }>) => this.launcher.nextSeriesLevel(e.detail.series)}
      @series-again=${() => this.launcher.restartSeries()}
      @undo=${() => s.undo()}
    ></tr-ccg-series-dialog>`;
  }

  override render() {
    const launcher = this.launcher;
    const s = this.session;
    if (!launcher) return nothing;
    const title = s?.setup.title ?? launcher.request?.title ?? 'Playtest';
    // The characters to choose from come from the content even when the game could not start.
    const request = launcher.request;
    const content = s
      ? ccgContent(s.setup.packs)
      : request && launcher.error
        ? ccgContent(withDraft(request.packs, request.items))
        : undefined;
    const characters = content
      ? [...content.cards.values()]
          .filter((c) => c.type === 'raider' && c.power === 1)
          .map((c) => ({ id: c.id, name: c.name }))
      : [];
    const level = s ? content?.levels.get(s.state.level.id) : undefined;
    const players = isObject(level?.players) ? level.players : {};
    const origin = launcher.request && content?.levels.get(launcher.request.level.id);
    const seriesType =
      isObject(origin?.series) && typeof origin.series.type === 'string' ? origin.series.type : undefined;
    const series = s?.setup.series;
    const handover = s?.handover;
    return html`<tr-play-frame
      @restart=${(e: CustomEvent) => e.detail?.newSeed !== undefined && restartGame(launcher, e.detail.newSeed)}
      @back=${() => launcher.back()}
      @save-replay=${() => this.saveReplay()}
    >
      <div slot="bar">
      ${playtestTopBar({
        title,
        launcher,
        backTo: this.backTo,
        playing: !!s,
        save: () => this.saveReplay(),
        load: (text) => this.loadReplay(text),
        summary: `seed ${launcher.options.seed}, ${launcher.options.mode === 'solitaire' ? 'solitaire' : `hot-seat, ${launcher.options.raiders.length} raiders`}${series ? `, series level ${series.next + 1} of ${series.levels.length}` : ''}`,
        options: html`<tr-ccg-playtest-options
          .options=${launcher.options}
          .characters=${characters}
          .minPlayers=${typeof players.min === 'number' ? players.min : 2}
          .maxPlayers=${typeof players.max === 'number' ? players.max : 4}
          .seriesType=${seriesType}
          @restart=${(e: CustomEvent) => launcher.restart(e.detail.options)}
        ></tr-ccg-playtest-options>`,
      })}
      ${this.loadError ? html`<p class="error" role="alert">${this.loadError}</p>` : nothing}
      ${launcher.error ? html`<p class="error" role="alert">This level cannot be played: ${launcher.error}</p>` : nothing}
      ${s && launcher.note ? html`<p class="note" role="status">${launcher.note}</p>` : nothing}
      ${s || launcher.error ? nothing : html`<p role="status" class="loading">Starting the game…</p>`}
      </div>
      ${
        s
          ? html`<tr-ccg-play-map slot="board"></tr-ccg-play-map>
              <div class="side" slot="side">
                <tr-ccg-action-list></tr-ccg-action-list>
                <tr-ccg-dice></tr-ccg-dice>
                <tr-ccg-raider-panel></tr-ccg-raider-panel>
              </div>
              <tr-ccg-play-log slot="log"></tr-ccg-play-log>
              <tr-ccg-end-summary slot="dialog" .backTo=${this.backTo}></tr-ccg-end-summary>
              ${this.renderDecision(s)} ${this.renderSeriesEnd(s)}
              <tr-ccg-handover
                slot="dialog"
                player=${handover !== undefined ? playerName(s.state, handover) : ''}
                .detail=${`Turn ${s.state.turn}, ${s.state.round} round`}
                @continue=${() => {
                  s.takeOver();
                  void this.updateComplete.then(() => this.map?.focus());
                }}
              ></tr-ccg-handover>`
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
    tr-play-frame {
      --side-width: minmax(17rem, 22rem);
    }
    .loading {
      padding: 1rem;
    }
    .side {
      overflow: auto;
      padding: 0.4rem 0.6rem;
      display: flex;
      flex-direction: column;
      gap: 0.6rem;
    }
    tr-ccg-play-log {
      padding: 0.2rem 0.5rem;
    }
    :host([first-frame]) .side,
    :host([first-frame]) tr-ccg-play-log {
      content-visibility: hidden;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-playtest-main': TrCcgPlaytestMain;
  }
}
