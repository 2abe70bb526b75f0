/**
 * The end of an Angel of Darkness game in words: the points of each side (or player), the winner and,
 * when the best totals are equal, the tie rule that decided it (rule decision 315).
 */
import { html } from 'lit';
import type { AodView } from '../../engine/aod/index.ts';

export function tieText(v: AodView): string | null {
  const best = Math.max(...v.scores.map((s) => s.points));
  const top = v.scores.filter((s) => s.points === best);
  if (top.length < 2) return null;
  if (v.winners.length === 1) {
    const w = v.scores.find((s) => s.scorer === v.winners[0]);
    return `Tied on ${best} points: ${w?.name ?? v.winners[0]} drew level last and wins (the tie rule).`;
  }
  return `Tied on ${best} points, and no score changed: the win is shared.`;
}

export function summaryOf(v: AodView) {
  const names = v.winners.map((w) => v.scores.find((s) => s.scorer === w)?.name ?? w);
  const tie = tieText(v);
  return html`<section class="summary" aria-label="End of the game">
    <h3>${names.length ? `${names.join(' and ')} win${names.length === 1 && !/guys$/.test(names[0]!) ? 's' : ''}!` : 'Nobody wins.'}</h3>
    <table>
      <caption>
        Points by ${v.teams ? 'side' : 'player'}
      </caption>
      <tbody>
        ${v.scores.map(
          (s) => html`<tr>
            <th scope="row">${s.name}</th>
            <td>${s.points} point${s.points === 1 ? '' : 's'}</td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${tie ? html`<p>${tie}</p>` : html`<p>The most points win; on equal points, whoever drew level last.</p>`}
  </section>`;
}
