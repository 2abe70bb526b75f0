/**
 * The end of a game, one frame for every playtest: won or lost as the heading, the game's figures
 * as a list, anything else the game adds (the Crypt of Chronos's achievements), and what next —
 * play again with the same or a new seed, save the replay, the game's own buttons, look at the
 * board (hides the frame until the game changes), back to where the game came from. The game
 * gives only its words and figures (playtest/end-summary.ts, ccg-playtest/ccg-end-summary.ts);
 * the buttons fire "restart" (detail `newSeed`), "save-replay" and "back" from the host element.
 */
import { css, html, nothing, type TemplateResult } from 'lit';

/** One figure of a game's end: its label (also its `data-field`) and its value. */
export type EndFigure = readonly [label: string, value: number | string];

export interface EndSummary {
  /** The element the buttons' events are fired from. */
  host: HTMLElement;
  won: boolean;
  heading: string;
  /** A line under the heading (why the game ended). */
  detail?: string;
  figures: readonly EndFigure[];
  /** Below the figures (the achievements, the profile). */
  more?: TemplateResult | typeof nothing;
  /** Buttons of one game only, after "Save the replay". */
  buttons?: TemplateResult | typeof nothing;
  /** Where "back" goes, in words ("the editor"). */
  backTo: string;
  /** "Look at the board": the game hides the frame until its state changes. */
  hide: () => void;
}

function fire(host: HTMLElement, name: string, detail?: unknown): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

export function endSummary(end: EndSummary): TemplateResult {
  const { host } = end;
  return html`<div class="end-panel ${end.won ? 'won' : 'lost'}" role="dialog" aria-labelledby="end-heading">
    <h3 id="end-heading">${end.heading}</h3>
    ${end.detail ? html`<p class="end-detail">${end.detail}</p>` : nothing}
    <dl>${end.figures.map(([k, v]) => html`<dt>${k}</dt><dd data-field=${k}>${v}</dd>`)}</dl>
    ${end.more ?? nothing}
    <div class="end-buttons">
      <button class="again" @click=${() => fire(host, 'restart', { newSeed: false })}>Play again (same seed)</button>
      <button @click=${() => fire(host, 'restart', { newSeed: true })}>Play again, new seed</button>
      <button @click=${() => fire(host, 'save-replay')}>Save the replay</button>
      ${end.buttons ?? nothing}
      <button @click=${end.hide}>Look at the board</button>
      <button class="back" @click=${() => fire(host, 'back')}>Back to ${end.backTo}</button>
    </div>
  </div>`;
}

export const endSummaryStyles = css`
  .end-panel {
    position: absolute;
    top: 3rem;
    left: 50%;
    transform: translateX(-50%);
    background: #fff;
    border: 3px solid #2e7d32;
    border-radius: 8px;
    padding: 0.8rem 1.2rem;
    z-index: 40;
    box-shadow: 0 8px 30px rgba(0, 0, 0, 0.35);
    min-width: 20rem;
    max-height: calc(100vh - 6rem);
    overflow: auto;
  }
  .end-panel.lost {
    border-color: #b71c1c;
  }
  .end-panel h3 {
    margin: 0 0 0.5rem;
  }
  .end-detail {
    margin: 0 0 0.5rem;
  }
  .end-panel dl {
    display: grid;
    grid-template-columns: max-content max-content;
    gap: 0.1rem 1.5rem;
    margin: 0 0 0.6rem;
  }
  .end-panel dd {
    margin: 0;
    font-weight: 700;
  }
  .end-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
`;
