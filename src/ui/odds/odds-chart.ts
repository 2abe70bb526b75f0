import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { atLeast, pct, type Dist } from '../../analysis/odds/index.ts';

const W = 560;
const H = 180;
const PAD = { left: 8, right: 8, top: 18, bottom: 22 };

/**
 * A distribution as an SVG bar chart: one bar per value that can happen (from the lowest to the
 * highest), its height the chance of exactly that value. Values at or above `need` are drawn in the
 * "pass" colour. Each bar has a title with its chance and the chance of at least that much.
 */
@customElement('tr-odds-chart')
export class TrOddsChart extends LitElement {
  @property({ attribute: false }) dist: Dist = [];
  @property() label = '';
  @property({ type: Number }) need: number | undefined;

  /** The values drawn: from the first to the last of non-zero chance. */
  get values(): number[] {
    const nz = this.dist.flatMap((p, v) => (p > 0 ? [v] : []));
    if (!nz.length) return [];
    return Array.from({ length: nz.at(-1)! - nz[0]! + 1 }, (_, i) => nz[0]! + i);
  }

  override render() {
    const values = this.values;
    const top = Math.max(...values.map((v) => this.dist[v]!), 0) || 1;
    const slot = (W - PAD.left - PAD.right) / Math.max(1, values.length);
    const bar = Math.max(1, slot * 0.8);
    const plot = H - PAD.top - PAD.bottom;
    const showPct = values.length <= 16;
    const every = Math.ceil(values.length / 24);
    const summary = values
      .filter((v) => this.dist[v]! > 0)
      .map((v) => `${v}: ${pct(this.dist[v]!)}`)
      .join(', ');
    return html`<figure>
      <figcaption>${this.label}</figcaption>
      <svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${this.label}: ${summary}">
        <line x1=${PAD.left} x2=${W - PAD.right} y1=${H - PAD.bottom} y2=${H - PAD.bottom} class="axis"></line>
        ${values.map((v, i) => {
          const p = this.dist[v]!;
          const h = (p / top) * plot;
          const x = PAD.left + i * slot + (slot - bar) / 2;
          const y = H - PAD.bottom - h;
          const pass = this.need !== undefined && v >= this.need;
          return svg`<g class="bar ${pass ? 'pass' : ''}" data-value=${v}>
            <title>${v}: ${pct(p)} (at least ${v}: ${pct(atLeast(this.dist, v))})</title>
            <rect x=${x} y=${y} width=${bar} height=${Math.max(h, p > 0 ? 1 : 0)}></rect>
            ${showPct && p > 0 ? svg`<text x=${x + bar / 2} y=${y - 4} class="pct">${pct(p)}</text>` : ''}
            ${i % every === 0 ? svg`<text x=${x + bar / 2} y=${H - 6} class="tick">${v}</text>` : ''}
          </g>`;
        })}
      </svg>
    </figure>`;
  }

  static override styles = css`
    :host {
      display: block;
    }
    figure {
      margin: 0.4rem 0 1rem;
    }
    figcaption {
      font-weight: 600;
      font-size: 0.9rem;
      margin-bottom: 0.2rem;
    }
    svg {
      width: 100%;
      max-width: 560px;
      height: auto;
      display: block;
    }
    .axis {
      stroke: #8d8170;
    }
    rect {
      fill: #b9a88f;
    }
    .pass rect {
      fill: #2e7d32;
    }
    text {
      font:
        11px system-ui,
        sans-serif;
      text-anchor: middle;
      fill: #3b3026;
    }
    .pct {
      font-size: 9px;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-odds-chart': TrOddsChart;
  }
}
