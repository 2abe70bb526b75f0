import { LitElement, nothing } from 'lit';
import { customElement, query } from 'lit/decorators.js';
import { stateDigest } from '../../engine/ccg/index.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { actionWords } from './ccg-words.ts';
import { playLogStyles, renderPlayLog, scrollToCurrentSoon } from '../play/play-log.ts';

/**
 * The CCG playtest's log (play-log.ts), with a redo button (Ctrl+Y). An action is worded with the
 * state it was taken in (the card and raider names it refers to).
 */
@customElement('tr-ccg-play-log')
export class TrCcgPlayLog extends LitElement {
  private readonly play = new CcgSessionController(this);
  @query('ol') private list!: HTMLOListElement | null;

  protected override updated(): void {
    scrollToCurrentSoon(this, this.renderRoot, () => this.list);
  }

  override render() {
    const s = this.play.session;
    const content = this.play.content;
    if (!s || !content) return nothing;
    // Actions ahead are worded without the decision they will answer (not known until replayed).
    const ahead = { ...s.state, pending: null };
    return renderPlayLog(s, {
      digest: stateDigest(s.state),
      start: `${s.setup.title}, seed ${String(s.setup.options.seed)}, ${s.first.mode === 'solitaire' ? 'solitaire' : `hot-seat, ${s.first.raiders.length} raiders`}`,
      step: (action, i) => actionWords(content, i === 0 ? s.first : s.steps[i - 1]!.state, action),
      ahead: (action) => actionWords(content, ahead, action),
      redo: true,
    });
  }

  static override styles = playLogStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-play-log': TrCcgPlayLog;
  }
}
