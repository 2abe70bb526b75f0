/**
 * The Angel of Darkness's figures in the difficulty report (analysis/aod-sim-hook.ts): the win rate of
 * each side (good guys, bad guys, or a win shared across the sides) with its 95% interval, the mean
 * points of each side, the wins of each scorer, how games ended, and time bombs, knock-outs and
 * figures lost per game. Games are played by 2, 3 or 4 players (the setup's seatings); lengths in rounds.
 */
import { html } from 'lit';
import { wilson } from '../../analysis/stats.ts';
import { perGame, type FigureAdapter } from './figures.ts';
import { bars } from './svg-charts.ts';

type Counts = Record<string, number>;
const SIDES: [string, string][] = [
  ['good', 'Good guys'],
  ['bad', 'Bad guys'],
  ['shared', 'Shared by both sides'],
];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export const aodFigures: FigureAdapter = {
  lengthUnit: 'rounds',
  seats: true,
  seatChoices: [2, 3, 4],
  figures(report) {
    const x = report.extras as Record<string, unknown>;
    const bySide = (x.winsBySide ?? {}) as Counts;
    const points = (x.pointsBySide ?? {}) as Counts;
    return html`<table class="sides">
        <caption>Win rate by side (${report.seats} players)</caption>
        <tr><th scope="col">Side</th><th scope="col">Wins</th><th scope="col">Win rate</th><th scope="col">95% interval</th><th scope="col">Points a game</th></tr>
        ${SIDES.filter(([id]) => id !== 'shared' || bySide.shared).map(([id, name]) => {
          const wins = bySide[id] ?? 0;
          const [lo, hi] = wilson(wins, report.games);
          return html`<tr><th scope="row">${name}</th><td>${wins}</td><td>${pct(report.games ? wins / report.games : 0)}</td><td>${pct(lo)}–${pct(hi)}</td><td>${id === 'shared' ? '' : perGame(points[id] ?? 0, report.games)}</td></tr>`;
        })}
      </table>
      <ul class="numbers">
        <li>Time bombs set off: ${perGame(Number(x.bombs ?? 0), report.games)} a game</li>
        <li>Knock-outs: ${perGame(Number(x.knockOuts ?? 0), report.games)} a game</li>
        <li>Figures lost in the collapse: ${perGame(Number(x.figuresLost ?? 0), report.games)} a game</li>
      </ul>
      ${bars((x.winsByScorer ?? {}) as Counts, 'Wins by player or team', 8)}
      ${bars((x.endedBy ?? {}) as Counts, 'How games ended', 4)}`;
  },
};
