import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { ContentItem } from '../../model/content.ts';
import { deckCounts } from '../../model/ccg-deck-stats.ts';
import { treasureDepths, type TreasureDepthResult } from '../../analysis/ccg-treasure-depth.ts';
import { CcgController } from './ccg-state.ts';
import { CLASS_COLOURS } from './ccg-card-art.ts';

const RUNS = 1000;

/**
 * Deck statistics: copies by class and by danger for the selected deck (all decks when none is
 * selected), and where the treasure room is expected to appear — the share of 1000 shuffled
 * layouts (seeded, so the chart is the same for the same level) that put it at each depth.
 */
@customElement('tr-ccg-stats')
export class TrCcgStats extends LitElement {
  private readonly ccg = new CcgController(this);
  private simulated: { value: ContentItem; catalog: unknown; result: TreasureDepthResult } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  /** Re-runs the simulation a moment after the level stops changing (it takes a few ms to tens of ms). */
  private simulation(): TreasureDepthResult | undefined {
    const state = this.ccg.state!;
    if (this.simulated?.value !== state.value || this.simulated.catalog !== state.catalog) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        const s = this.ccg.state;
        if (!s) return;
        this.simulated = {
          value: s.value,
          catalog: s.catalog,
          result: treasureDepths(s.value, s.catalog, RUNS, s.value.id),
        };
        this.requestUpdate();
      }, 200);
    }
    return this.simulated?.result;
  }

  private bars(title: string, entries: [string, number][], colour: (k: string) => string) {
    const max = Math.max(1, ...entries.map(([, n]) => n));
    return html`<figure>
      <figcaption>${title}</figcaption>
      <svg viewBox="0 0 200 ${entries.length * 14 + 2}" role="img" aria-label="${title}: ${entries.map(([k, n]) => `${k} ${n}`).join(', ')}">
        ${entries.map(
          ([k, n], i) => svg`<text x="46" y=${i * 14 + 11} class="label">${k}</text>
            <rect x="50" y=${i * 14 + 2} width=${(n / max) * 120} height="10" fill=${colour(k)}></rect>
            <text x=${54 + (n / max) * 120} y=${i * 14 + 11} class="value">${n}</text>`,
        )}
      </svg>
    </figure>`;
  }

  override render() {
    const state = this.ccg.state;
    if (!state) return nothing;
    const sel = state.selection;
    const decks = sel?.kind === 'deck' ? state.decks.filter((d) => d.index === sel.index) : state.decks;
    const counts = deckCounts(
      decks.flatMap((d) => d.cards),
      state.catalog,
    );
    const result = this.simulation();
    const which = decks.length === 1 ? decks[0]!.label : 'all decks';
    return html`<h2>Deck statistics <small>(${which}: ${counts.total} cards, ${counts.treasureRooms} treasure room${counts.treasureRooms === 1 ? '' : 's'}, ${counts.entranceRooms} entrance${counts.entranceRooms === 1 ? '' : 's'})</small></h2>
      ${counts.total ? html`${this.bars('By class', [...counts.byClass], (k) => CLASS_COLOURS[k] ?? '#999')}${this.bars('By danger', [...counts.byDanger], () => '#b0593a')}` : nothing}
      ${this.renderTreasure(result)}`;
  }

  private renderTreasure(result: TreasureDepthResult | undefined) {
    if (!result) return html`<p class="hint" role="status">Working out where the treasure room appears…</p>`;
    const mean = result.mean !== undefined ? result.mean.toFixed(1) : undefined;
    const words =
      result.fixedDepth !== undefined
        ? `The treasure room is fixed at depth ${result.fixedDepth}.`
        : mean === undefined
          ? 'No layout places a treasure room: the decks hold none, or cannot reach its depth.'
          : `Expected depth of the treasure room: ${mean} (${result.runs} shuffled layouts${result.none ? `; ${Math.round((100 * result.none) / result.runs)}% place none` : ''}).`;
    const rows = result.byDepth.map((n, d): [string, number] => [
      `depth ${d + 1}`,
      Math.round((100 * n) / result.runs),
    ]);
    return html`<p class="treasure" role="status" data-mean=${mean ?? ''}>${words}</p>
      ${mean !== undefined && result.fixedDepth === undefined ? this.bars('Treasure room by depth (% of layouts)', rows, () => '#a86b00') : nothing}`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
    }
    h2 {
      font-size: 0.95rem;
      margin: 0.5rem 0 0.3rem;
    }
    h2 small {
      font-weight: 400;
      color: #5d5448;
    }
    figure {
      margin: 0.3rem 0;
    }
    figcaption {
      font-size: 0.8rem;
      color: #5d5448;
    }
    svg {
      width: 100%;
      max-width: 22rem;
    }
    .label {
      font-size: 9px;
      text-anchor: end;
    }
    .value {
      font-size: 9px;
    }
    .hint {
      color: #6d6458;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-stats': TrCcgStats;
  }
}
