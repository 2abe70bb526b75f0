import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { SessionController } from './playtest-context.ts';
import { actionWords } from './action-words.ts';

export const SPEEDS = [
  { label: 'slow', ms: 900 },
  { label: 'normal', ms: 450 },
  { label: 'fast', ms: 150 },
];

/**
 * The enemies' and the events' turns: step by step (Next, or Enter) or automatically at a chosen
 * speed; each event of a phase is shown in turn on the board and in the log. Also plays the
 * actions of a loaded replay (or those undone) forward one at a time, or all in a row.
 */
@customElement('tr-phase-controls')
export class TrPhaseControls extends LitElement {
  private readonly play = new SessionController(this);
  @property({ type: Boolean }) auto = false;
  @property({ type: Number }) speed = SPEEDS[1]!.ms;
  /** Playing the future (a replay) forward automatically. */
  @property({ type: Boolean }) watching = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.schedule();
  }

  private due(): boolean {
    const s = this.play.session;
    if (!s || s.choice) return false;
    if (this.watching && s.future.length) return true;
    if (this.watching && !s.future.length && s.reveal === undefined) this.watching = false;
    return this.auto && (s.reveal !== undefined || s.automatic !== undefined);
  }

  private schedule(): void {
    if (this.timer !== undefined || !this.due()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.due()) this.play.session?.advance();
    }, this.speed);
  }

  override render() {
    const s = this.play.session;
    if (!s) return nothing;
    const next =
      s.reveal !== undefined
        ? 'Next event'
        : s.future.length
          ? `Replay: ${actionWords(s.future[0]!)}`
          : s.automatic
            ? actionWords(s.automatic)
            : undefined;
    return html`<section aria-label="Enemy and event phases">
      <div class="row">
        <button class="next" ?disabled=${!next} @click=${() => s.advance()} title="Enter">Next${next ? html`: <span>${next}</span>` : nothing}</button>
        ${s.reveal !== undefined ? html`<button @click=${() => s.revealAll()}>Show all</button>` : nothing}
      </div>
      <div class="row">
        <label><input type="checkbox" class="auto" .checked=${this.auto} @change=${(e: Event) => (this.auto = (e.target as HTMLInputElement).checked)} /> Play the enemies' and events' turns by themselves</label>
      </div>
      <div class="row">
        <label>Speed
          <select aria-label="Speed" @change=${(e: Event) => (this.speed = Number((e.target as HTMLSelectElement).value))}>
            ${SPEEDS.map((sp) => html`<option value=${sp.ms} ?selected=${sp.ms === this.speed}>${sp.label}</option>`)}
          </select>
        </label>
        <label><input type="checkbox" class="step-events" .checked=${s.stepEvents} @change=${(e: Event) => ((s.stepEvents = (e.target as HTMLInputElement).checked), s.changed())} /> One event at a time</label>
      </div>
      ${
        s.future.length
          ? html`<div class="row">
            <span>${s.future.length} action${s.future.length === 1 ? '' : 's'} ahead</span>
            <button class="watch" @click=${() => (this.watching = !this.watching)}>${this.watching ? 'Pause' : '▶ Watch'}</button>
            <button @click=${() => s.travel(s.steps.length + s.future.length)}>To the end</button>
          </div>`
          : nothing
      }
    </section>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: center;
      margin: 0.2rem 0;
    }
    .next {
      font-weight: 700;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-phase-controls': TrPhaseControls;
  }
}
