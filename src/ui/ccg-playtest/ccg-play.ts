import { css, html, nothing } from 'lit';
import type { CcgAction, Side } from '../../engine/ccg/index.ts';
import type { Series } from '../../engine/ccg/index.ts';
import type { CcgPlaytestLauncher } from '../../store/ccg-playtest-launch.ts';
import type { CcgPlaytestSession } from '../../store/ccg-playtest-session.ts';
import { isObject } from '../../model/json-read.ts';
import { ccgPlaytestContext } from './ccg-playtest-context.ts';
import { downloadText } from '../play/play-shared.ts';
import { registerPlay, type PlayHost } from '../play/play-adapter.ts';
import { actionWords, cardName, decisionWords, playerName } from './ccg-words.ts';
import { cardFacts } from './ccg-raider-panel.ts';
import type { ChoicePick } from '../play/choice-dialog.ts';
import { loadCcgReplay, replayFileName, replayText } from './ccg-replay.ts';
import type { TrCcgActionList } from './ccg-action-list.ts';
import type { TrCcgPlayMap } from './ccg-play-map.ts';
import '../play/play-shell.ts';
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

const DECLINE = new Set<CcgAction['type']>(['skipSearch', 'noDiscovery', 'noAttack', 'pass']);
const ARROW_SIDE: Record<string, Side> = {
  ArrowUp: 'top',
  ArrowRight: 'right',
  ArrowDown: 'bottom',
  ArrowLeft: 'left',
};

/**
 * The CCG in the play shell (<tr-play-shell play="ccg">), in the Playtest area: the map, the raiders'
 * cards, the dice, the actions and the log around one session (given to them through @lit/context),
 * decisions in the choice dialog in the words of the rules, the series' dialog between its levels,
 * the hot-seat hand-over screen, the end summary, the options, saving and loading replays. Keys:
 * arrows move the raider (up is deeper), 1–9 take the numbered action (the shell's own: Ctrl+Z back
 * one action, Ctrl+Y forward again, Esc back to where the game was started).
 */
registerPlay('ccg', (playHost) => {
  const host = playHost as PlayHost<CcgPlaytestLauncher, CcgPlaytestSession | undefined>;
  let loadError = '';
  /** The series dialog's module, loaded the first time a level of a series ends. */
  let seriesDialog: Promise<unknown> | undefined;
  const actionList = () => host.renderRoot.querySelector<TrCcgActionList>('tr-ccg-action-list');
  const map = () => host.renderRoot.querySelector<TrCcgPlayMap>('tr-ccg-play-map');
  const saveReplay = (): void => {
    if (host.session) downloadText(replayText(host.session), replayFileName(host.session));
  };
  /** The cards read by the engine: the session's, or the ones its start was given when the game could not start. */
  const content = () => {
    const s = host.session;
    if (s) return s.content;
    return host.launcher.request && host.launcher.error ? host.launcher.startedOn : undefined;
  };

  /** A level of a series has ended: its result, the carry-over choices, then the next level (or the series' winner). */
  const renderSeriesEnd = (s: CcgPlaytestSession) => {
    if (!s.setup.series || s.state.status === 'playing') return nothing;
    seriesDialog ??= import('./ccg-series-dialog.ts');
    return html`<tr-ccg-series-dialog
      slot="dialog"
      @next-level=${(e: CustomEvent<{ series: Series }>) => host.launcher.nextSeriesLevel(e.detail.series)}
      @series-again=${() => host.launcher.restartSeries()}
      @undo=${() => s.undo()}
    ></tr-ccg-series-dialog>`;
  };

  return {
    context: ccgPlaytestContext as never,
    styles,
    bar: () => {
      const launcher = host.launcher;
      const s = host.session;
      const cards = content();
      // The characters to choose from come from the content even when the game could not start.
      const characters = cards
        ? [...cards.cards.values()]
            .filter((c) => c.type === 'raider' && c.power === 1)
            .map((c) => ({ id: c.id, name: c.name }))
        : [];
      const level = s ? cards?.levels.get(s.state.level.id) : undefined;
      const players = isObject(level?.players) ? level.players : {};
      const origin = launcher.request && cards?.levels.get(launcher.request.level.id);
      const seriesType =
        isObject(origin?.series) && typeof origin.series.type === 'string' ? origin.series.type : undefined;
      const series = s?.setup.series;
      return {
        title: s?.setup.title ?? launcher.request?.title ?? 'Playtest',
        launcher,
        backTo: host.backTo,
        playing: !!s,
        save: saveReplay,
        load: async (text: string) => {
          loadError = (await loadCcgReplay(launcher, text)) ?? '';
          host.requestUpdate();
        },
        summary: `seed ${launcher.options.seed}, ${launcher.options.mode === 'solitaire' ? 'solitaire' : `hot-seat, ${launcher.options.raiders.length} raiders`}${series ? `, series level ${series.next + 1} of ${series.levels.length}` : ''}`,
        options: html`<tr-ccg-playtest-options
          .options=${launcher.options}
          .characters=${characters}
          .minPlayers=${typeof players.min === 'number' ? players.min : 2}
          .maxPlayers=${typeof players.max === 'number' ? players.max : 4}
          .seriesType=${seriesType}
          @restart=${(e: CustomEvent) => launcher.restart(e.detail.options)}
        ></tr-ccg-playtest-options>`,
      };
    },
    alerts: () => {
      const launcher = host.launcher;
      const s = host.session;
      return html`${loadError ? html`<p class="error" role="alert">${loadError}</p>` : nothing}
      ${launcher.error ? html`<p class="error" role="alert">This level cannot be played: ${launcher.error}</p>` : nothing}
      ${s && launcher.note ? html`<p class="note" role="status">${launcher.note}</p>` : nothing}
      ${s || launcher.error ? nothing : html`<p role="status" class="loading">Starting the game…</p>`}`;
    },
    board: () => (host.session ? html`<tr-ccg-play-map slot="board"></tr-ccg-play-map>` : nothing),
    side: () =>
      host.session
        ? html`<div class="side" slot="side">
            <tr-ccg-action-list></tr-ccg-action-list>
            <tr-ccg-dice></tr-ccg-dice>
            <tr-ccg-raider-panel></tr-ccg-raider-panel>
          </div>`
        : nothing,
    log: () => (host.session ? html`<tr-ccg-play-log slot="log"></tr-ccg-play-log>` : nothing),
    dialogs: () => {
      const s = host.session;
      if (!s) return nothing;
      const handover = s.handover;
      return html`<tr-ccg-end-summary slot="dialog" .backTo=${host.backTo}></tr-ccg-end-summary>
        ${renderDecision(s)} ${renderSeriesEnd(s)}
        <tr-ccg-handover
          slot="dialog"
          player=${handover !== undefined ? playerName(s.state, handover) : ''}
          .detail=${`Turn ${s.state.turn}, ${s.state.round} round`}
          @continue=${() => {
            s.takeOver();
            void host.updateComplete.then(() => map()?.focus());
          }}
        ></tr-ccg-handover>`;
    },
    key: (event) => {
      const s = host.session;
      if (!s) return false;
      const target = event.composedPath()[0] as HTMLElement;
      const typing = target.matches?.('input:not([type=checkbox]):not([type=radio]), textarea, select');
      if (typing || event.ctrlKey || event.metaKey || event.altKey || s.handover !== undefined) return false;
      if (event.key in ARROW_SIDE) {
        const side = ARROW_SIDE[event.key];
        const move = s.legal.find((a) => a.type === 'move' && a.side === side);
        if (!move || s.state.pending) return false;
        s.apply(move);
      } else if (/^[1-9]$/.test(event.key)) {
        const action = actionList()?.offered[Number(event.key) - 1];
        if (!action) return false;
        s.apply(action);
      } else return false;
      return true;
    },
  };
});

function renderDecision(s: CcgPlaytestSession) {
  const choice = s.choice;
  const pending = s.state.pending;
  if (!choice || !pending) return nothing;
  const content = s.content;
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

const styles = css`
  tr-play-frame {
    --side-width: minmax(17rem, min(22rem, 30%));
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
`;
