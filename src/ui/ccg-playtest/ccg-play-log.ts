import { LitElement, css, html, nothing } from 'lit';
import { customElement, query } from 'lit/decorators.js';
import { stateDigest } from '../../engine/ccg/index.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { actionWords } from './ccg-words.ts';

/**
 * The log: every action taken and everything it caused, in the engine's words; any point can be
 * gone back to (the game is replayed up to it, `Ctrl+Z` goes back one) and played on from there.
 * Actions undone stay listed after the current point until another action is taken, and can be
 * gone forward to. The state's digest is the one the scenario CLI prints for a saved replay.
 */
@customElement('tr-ccg-play-log')
export class TrCcgPlayLog extends LitElement {
  private readonly play = new CcgSessionController(this);
  @query('ol') private list!: HTMLOListElement | null;

  protected override updated(): void {
    const current = this.renderRoot.querySelector<HTMLElement>('[aria-current="step"]');
    if (current && this.list) {
      const top = current.offsetTop - this.list.offsetTop;
      if (top < this.list.scrollTop || top > this.list.scrollTop + this.list.clientHeight - 40) this.list.scrollTop = Math.max(0, top - this.list.clientHeight + 60);
    }
  }

  override render() {
    const s = this.play.session;
    const content = this.play.content;
    if (!s || !content) return nothing;
    const n = s.steps.length;
    const before = (i: number) => (i === 0 ? s.first : s.steps[i - 1]!.state);
    // Actions ahead are worded without the decision they will answer (not known until replayed).
    const ahead = { ...s.state, pending: null };
    return html`<section aria-label="Log">
      <div class="bar">
        <button class="undo" ?disabled=${n === 0} @click=${() => s.undo()} title="Ctrl+Z">↶ Undo</button>
        <button class="to-start" ?disabled=${n === 0} @click=${() => s.travel(0)}>⇤ To the start</button>
        <button class="redo" ?disabled=${!s.future.length} @click=${() => s.redo()} title="Ctrl+Y">↷ Redo</button>
        <span class="digest" title="A fingerprint of the game's state: the scenario CLI prints the same one for a saved replay">${stateDigest(s.state)}</span>
      </div>
      <ol>
        <li class="entry start" aria-current=${n === 0 ? 'step' : 'false'}>
          <button class="back" ?disabled=${n === 0} @click=${() => s.travel(0)} aria-label="Back to the start">⟲</button>
          <span class="what">Start: ${s.setup.title}, seed ${String(s.setup.options.seed)}, ${s.first.mode === 'solitaire' ? 'solitaire' : `hot-seat, ${s.first.raiders.length} raiders`}</span>
        </li>
        ${s.steps.map(
          (step, i) => html`<li class="entry" data-step=${i + 1} aria-current=${i === n - 1 ? 'step' : 'false'}>
            <button class="back" ?disabled=${i === n - 1} @click=${() => s.travel(i + 1)} aria-label="Back to after step ${i + 1}">⟲</button>
            <span class="what"><b>${i + 1}.</b> ${actionWords(content, before(i), step.action)}</span>
            ${step.events.length ? html`<ul>${step.events.map((e) => html`<li class="event" data-type=${e.type}>${e.text}</li>`)}</ul>` : nothing}
          </li>`,
        )}
        ${s.future.map(
          (a, i) => html`<li class="entry future" data-step=${n + i + 1}>
            <button class="forward" @click=${() => s.travel(n + i + 1)} aria-label="Forward to after step ${n + i + 1}">⟳</button>
            <span class="what"><b>${n + i + 1}.</b> ${actionWords(content, ahead, a)}</span>
          </li>`,
        )}
      </ol>
    </section>`;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      font-size: 0.84rem;
    }
    section {
      display: flex;
      flex-direction: column;
      min-height: 0;
      flex: 1;
    }
    .bar {
      display: flex;
      gap: 0.3rem;
      align-items: center;
      padding: 0.2rem 0;
    }
    .digest {
      margin-left: auto;
      font-family: monospace;
      font-size: 0.75rem;
      color: #666;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      overflow: auto;
      flex: 1;
      min-height: 0;
    }
    .entry {
      border-bottom: 1px solid #eee;
      padding: 0.15rem 0;
    }
    .entry[aria-current='step'] {
      background: #fff6d5;
    }
    .entry.future {
      color: #888;
    }
    .entry button {
      font-size: 0.75rem;
      padding: 0 0.3rem;
    }
    ul {
      margin: 0.1rem 0 0.1rem 1.8rem;
      padding: 0;
      list-style: disc;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-play-log': TrCcgPlayLog;
  }
}
