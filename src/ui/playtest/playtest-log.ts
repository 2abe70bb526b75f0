import { LitElement, nothing } from 'lit';
import { customElement, query } from 'lit/decorators.js';
import { stateDigest } from '../../engine/coc/index.ts';
import type { CocState } from '../../engine/coc/index.ts';
import { SessionController } from './playtest-context.ts';
import { actionWords } from './action-words.ts';
import { playLogStyles, renderPlayLog, scrollToCurrentSoon } from '../play/play-log.ts';

/**
 * The CoC playtest's log (play-log.ts): the events of an enemy or event phase being played out
 * appear one at a time.
 */
@customElement('tr-playtest-log')
export class TrPlaytestLog extends LitElement {
  private readonly play = new SessionController(this);
  @query('ol') private list!: HTMLOListElement | null;

  protected override updated(): void {
    scrollToCurrentSoon(this, this.renderRoot, () => this.list);
  }

  override render() {
    const s = this.play.session;
    if (!s) return nothing;
    const mode =
      s.first.mode === 'campaign'
        ? ', Island Campaign'
        : s.first.mode !== 'single'
          ? `, ${s.first.mode}${s.first.challenge !== undefined ? ` ${s.first.challenge + 1}` : ''}`
          : '';
    return renderPlayLog(s, {
      digest: stateDigest(s.state),
      start: `${s.setup.title}, seed ${String(s.setup.options.seed)}${mode}`,
      step: (action) => actionWords(action),
      move: (steps) => {
        const at = (steps.at(-1)!.state as CocState).lara.at;
        return `Move to (${at.x}, ${at.y}): ${steps.map((step) => actionWords(step.action)).join(', ')}`;
      },
      ahead: (action) => actionWords(action),
      shownOfLast: s.reveal === undefined ? undefined : s.reveal + 1,
    });
  }

  static override styles = playLogStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest-log': TrPlaytestLog;
  }
}
