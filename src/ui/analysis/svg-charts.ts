/**
 * The difficulty report's pictures, drawn as SVG in the page: a histogram of counts by a whole-number
 * key (rounds, turns), horizontal bars of counts by name (deaths by cause, cards), and a heatmap of
 * counts by space over a board. Each bar and cell has a title with its count, and each picture a label.
 */
import { svg, html, nothing, type TemplateResult } from 'lit';

/** A count with thousands separators, as toLocaleString('en') writes it; one formatter, made once (toLocaleString
 * makes one a call: a third of a redraw's script with a thousand heat cells' titles). */
const numbers = new Intl.NumberFormat('en');
export const fmt = (n: number) => numbers.format(n);

/**
 * Counts by whole-number key as columns, the keys from the least to the most (empty keys between shown as gaps).
 * `won`, a part of the same counts (the games won), is drawn darker at the foot of each column, so the rounds to
 * win and to lose show in one picture.
 */
export function histogram(
  counts: Readonly<Record<string, number>>,
  label: string,
  unit: string,
  won?: Readonly<Record<string, number>>,
): TemplateResult {
  const keys = Object.keys(counts)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (!keys.length) return html`<p class="empty">${label}: no games yet.</p>`;
  const lo = keys[0]!;
  const hi = keys.at(-1)!;
  // Wide ranges are drawn in bins of equal width (at most 60 columns).
  const width = Math.max(1, Math.ceil((hi - lo + 1) / 60));
  const bins = Math.floor((hi - lo) / width) + 1;
  const binned = new Array<number>(bins).fill(0);
  const wins = new Array<number>(bins).fill(0);
  for (const k of keys) {
    binned[Math.floor((k - lo) / width)]! += counts[k]!;
    wins[Math.floor((k - lo) / width)]! += won?.[k] ?? 0;
  }
  const most = Math.max(...binned);
  const W = 360;
  const H = 120;
  const bw = W / bins;
  const name = (i: number) => (width === 1 ? `${lo + i}` : `${lo + i * width}–${lo + i * width + width - 1}`);
  return html`<figure class="chart">
    <svg role="img" aria-label=${label} viewBox="0 0 ${W} ${H + 16}" width=${W} height=${H + 16}>
      ${binned.map((v, i) => {
        const h = most ? (v / most) * H : 0;
        const w = most ? (wins[i]! / most) * H : 0;
        const title = `${name(i)} ${unit}: ${fmt(v)} game${v === 1 ? '' : 's'}${won ? `, ${fmt(wins[i]!)} won` : ''}`;
        return svg`<rect class=${won ? 'bar all' : 'bar'} x=${i * bw + 0.5} y=${H - h} width=${Math.max(1, bw - 1)} height=${h}><title>${title}</title></rect>${w ? svg`<rect class="bar won" data-count=${wins[i]} x=${i * bw + 0.5} y=${H - w} width=${Math.max(1, bw - 1)} height=${w}><title>${title}</title></rect>` : nothing}`;
      })}
      <line x1="0" y1=${H} x2=${W} y2=${H} class="axis"></line>
      <text x="0" y=${H + 13} class="tick">${lo}</text>
      <text x=${W} y=${H + 13} class="tick" text-anchor="end">${hi} ${unit}</text>
    </svg>
    <figcaption>${label}</figcaption>
  </figure>`;
}

/** Counts by name as horizontal bars, the most first (at most `limit`). */
export function bars(
  counts: Readonly<Record<string, number>>,
  label: string,
  limit = 12,
  names: (key: string) => string = (k) => k,
): TemplateResult {
  const rows = Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);
  if (!rows.length) return html`<p class="empty">${label}: none.</p>`;
  const most = rows[0]![1];
  const W = 360;
  const row = 16;
  return html`<figure class="chart">
    <svg role="img" aria-label=${label} viewBox="0 0 ${W} ${rows.length * row}" width=${W} height=${rows.length * row}>
      ${rows.map(
        (
          [k, v],
          i,
        ) => svg`<g><rect class="bar" x="150" y=${i * row + 2} width=${most ? ((W - 200) * v) / most : 0} height=${row - 4}><title>${names(k)}: ${fmt(v)}</title></rect>
        <text x="146" y=${i * row + 12} text-anchor="end" class="name">${names(k)}</text>
        <text x=${154 + (most ? ((W - 200) * v) / most : 0)} y=${i * row + 12} class="count">${fmt(v)}</text></g>`,
      )}
    </svg>
    <figcaption>${label}</figcaption>
  </figure>`;
}

export interface Board {
  width: number;
  height: number;
  /** Per space, row by row: 0 no tile, else the ground (1 low, 2 high, 3 block). */
  terrain: ArrayLike<number>;
}

const GROUND = ['transparent', '#e9e4d8', '#c9bfa8', '#6f6757'];

/** Counts by space "x,y" as a heatmap over the board: the more, the stronger the colour. */
export function heatmap(
  board: Board,
  counts: Readonly<Record<string, number>>,
  label: string,
  hue: number,
  cellName: (x: number, y: number) => string = (x, y) => `(${x}, ${y})`,
): TemplateResult {
  const c = 14;
  const most = Math.max(0, ...Object.values(counts));
  const total = Object.values(counts).reduce((t, v) => t + v, 0);
  const cells = Object.entries(counts).map(([key, v]) => {
    const [x, y] = key.split(',').map(Number) as [number, number];
    return { x, y, v };
  });
  // Each cell's strength is its `opacity`, not `fill-opacity`: fill-opacity is inherited, so changing it restyles
  // the cell's <title> too, and Chromium's cost for that grows with the square of the cells changed (1,200 cells:
  // ~0.5 s, against 3 ms for opacity); a report redraws them all as games come in. Same look (no stroke).
  return html`<figure class="chart heat">
    <svg role="img" aria-label="${label}: ${fmt(total)} in all" viewBox="0 0 ${board.width * c} ${board.height * c}" width=${board.width * c * Math.max(1.4, 110 / (board.width * c))}>
      ${Array.from(board.terrain, (t, i) => (t ? svg`<rect x=${(i % board.width) * c} y=${Math.floor(i / board.width) * c} width=${c} height=${c} fill=${GROUND[t] ?? GROUND[1]} class="ground"></rect>` : nothing))}
      ${cells.map(({ x, y, v }) => svg`<rect class="heat" data-count=${v} x=${x * c} y=${y * c} width=${c} height=${c} fill="hsl(${hue} 85% 45%)" opacity=${most ? 0.2 + (0.8 * v) / most : 0}><title>${cellName(x, y)}: ${fmt(v)}</title></rect>`)}
    </svg>
    <figcaption>${label} (${fmt(total)})</figcaption>
  </figure>`;
}

export const chartStyles = `
  .chart { margin: 0.25rem 0; }
  .chart figcaption { font-size: 0.8rem; color: #555; }
  .chart .bar { fill: #4a6fa5; }
  .chart .bar.all { fill: #b5c7e3; }
  .chart .bar.won { fill: #2f5288; }
  .chart .axis { stroke: #888; }
  .chart .tick, .chart .name, .chart .count { font-size: 10px; fill: #333; }
  .chart.heat svg { border: 1px solid #bbb; background: #f7f7f7; }
  .empty { color: #666; font-size: 0.85rem; }
`;
