import { LitElement, css, html, nothing } from 'lit';
import { customElement, query } from 'lit/decorators.js';
import { stateDigest } from '../../engine/coc/game.ts';
import { SessionController } from './playtest-context.ts';
import { actionWords } from './action-words.ts';

/**
 * The log: every action taken and everything it caused, in the engine's words; any point can be
 * gone back to (the game is replayed up to it) and played on from there. Actions undone stay
 * listed after the current point until another action is taken, and can be gone forward to.
 */
@customElement('tr-playtest-log')
export class TrPlaytestLog extends LitElement {
  private readonly play = new SessionController(this);
  @query('ol') private list!: HTMLOListElement | null;

  protected override updated(): void {
    // Read the layout in the frame that draws this update, not now: here the Playtest area may not
    // be shown yet (Ctrl+Enter shows it in the same task), and reading it would style it twice.
    requestAnimationFrame(() => this.scrollToCurrent());
  }

  private scrollToCurrent(): void {
    const current = this.renderRoot.querySelector('[aria-current="step"]');
    if (current && this.list) {
      const top = (current as HTMLElement).offsetTop - this.list.offsetTop;
      if (top < this.list.scrollTop || top > this.list.scrollTop + this.list.clientHeight - 40) this.list.scrollTop = Math.max(0, top - this.list.clientHeight + 60);
    }
  }

  override render() {
    const s = this.play.session;
    if (!s) return nothing;
    const n = s.steps.length;
    return html`<section aria-label="Log">
      <div class="bar">
        <button class="undo" ?disabled=${n === 0} @click=${() => s.undo()} title="Ctrl+Z">↶ Undo</button>
        <button ?disabled=${n === 0} @click=${() => s.travel(0)}>⇤ To the start</button>
        <span class="digest" title="A fingerprint of the game's state: the scenario CLI prints the same one for a saved replay">${stateDigest(s.state)}</span>
      </div>
      <ol>
        <li class="entry start" aria-current=${n === 0 ? 'step' : 'false'}>
          <button class="back" ?disabled=${n === 0} @click=${() => s.travel(0)} aria-label="Back to the start">⟲</button>
          <span class="what">Start: ${s.setup.title}, seed ${String(s.setup.options.seed)}${s.first.mode !== 'single' ? `, ${s.first.mode}${s.first.challenge !== undefined ? ` ${s.first.challenge + 1}` : ''}` : ''}</span>
        </li>
        ${s.steps.map((step, i) => {
          const events = i === n - 1 && s.reveal !== undefined ? step.events.slice(0, s.reveal + 1) : step.events;
          return html`<li class="entry" data-step=${i + 1} aria-current=${i === n - 1 ? 'step' : 'false'}>
            <button class="back" ?disabled=${i === n - 1} @click=${() => s.travel(i + 1)} aria-label="Back to after step ${i + 1}">⟲</button>
            <span class="what"><b>${i + 1}.</b> ${actionWords(step.action)}</span>
            ${events.length ? html`<ul>${events.map((e) => html`<li class="event" data-type=${e.type}>${e.text}</li>`)}</ul>` : nothing}
          </li>`;
        })}
        ${s.future.map(
          (a, i) => html`<li class="entry future" data-step=${n + i + 1}>
            <button class="forward" @click=${() => s.travel(n + i + 1)} aria-label="Forward to after step ${n + i + 1}">⟳</button>
            <span class="what"><b>${n + i + 1}.</b> ${actionWords(a)}</span>
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
    'tr-playtest-log': TrPlaytestLog;
  }
}
