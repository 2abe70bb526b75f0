/**
 * The difficulty report's comparison (analysis-panel.ts): for each bot played on both sides, a table of each figure
 * on both sides, the difference, and whether it is larger than the noise (analysis/report-merge.ts compareReports).
 * A side that played none of the other's bots says so, rather than showing nothing.
 */
import { html } from 'lit';
import type { SimulationReport } from '../../analysis/simulate.ts';
import { compareReports } from '../../analysis/report-merge.ts';
import { fmt } from './svg-charts.ts';

/** One bot's report, finished or not. */
export interface BotResult {
  bot: string;
  report: SimulationReport;
  complete: boolean;
}

/** A figure's name in words: the report's keys ("damageTaken per game") as the page's figures say them. */
const WORDS: Record<string, string> = {
  timesSeen: 'times SEEN',
  cardsDrawn: 'Event Cards drawn',
  reloads: 'deaths (reloads)',
};
export function figureWords(figure: string): string {
  const m = /^(\w+) per game$/.exec(figure);
  if (!m) return figure;
  const words = WORDS[m[1]!] ?? m[1]!.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return `${words} a game`;
}

export function compareTables(results: BotResult[], compared: { name: string; results: BotResult[] }) {
  const pairs = results.flatMap((r) => {
    const o = compared.results.find((x) => x.bot === r.bot);
    return o?.report && o.complete && r.complete ? [{ r, o }] : [];
  });
  const theirs = compared.results.filter((x) => x.complete).map((x) => x.bot);
  if (!pairs.length && theirs.length)
    return html`<p class="note">${compared.name} played ${theirs.join(', ')}, none of the bots of this report
      (${results.map((r) => r.bot).join(', ')}): Analyse with the same bots to compare.</p>`;
  return pairs.map(
    ({ r, o }) => html`<table>
      <caption>${r.bot}: this level against ${compared.name} (${fmt(o.report.games)} and ${fmt(r.report.games)} games)</caption>
      <tr><th scope="col">Figure</th><th scope="col">${compared.name}</th><th scope="col">This level</th><th scope="col">Difference</th><th scope="col">Larger than the noise?</th></tr>
      ${compareReports(o.report, r.report).map((d) => html`<tr class=${d.significant ? 'real' : ''}><td>${figureWords(d.figure)}</td><td>${d.a.toFixed(3)}</td><td>${d.b.toFixed(3)}</td><td>${d.difference >= 0 ? '+' : ''}${d.difference.toFixed(3)}</td><td>${d.significant ? 'yes' : 'no'} (p ${d.p < 0.001 ? '< 0.001' : d.p.toFixed(3)})</td></tr>`)}
    </table>`,
  );
}
