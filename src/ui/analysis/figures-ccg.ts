/**
 * The CCG's figures in the difficulty report (analysis/ccg-sim-hook.ts): wins by seat and by entrance
 * (is the level fair?), the turn the treasure room's treasure was found, deaths, the obstacles and
 * cards that hit and killed raiders, the obstacle cards laid and the cards played.
 */
import { html } from 'lit';
import type { FigureAdapter } from './figures.ts';
import { bars, histogram } from './svg-charts.ts';

type Counts = Record<string, number>;
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–');

export const ccgFigures: FigureAdapter = {
  lengthUnit: 'turns',
  seats: true,
  figures(report, { names }) {
    const x = report.extras as Record<string, unknown>;
    const bySeat = (x.winsBySeat ?? {}) as Counts;
    const byEntrance = (x.winsByEntrance ?? {}) as Counts;
    const gamesByEntrance = (x.gamesByEntrance ?? {}) as Counts;
    const hits = (x.hitsBySource ?? {}) as Counts;
    const kills = (x.killsBySource ?? {}) as Counts;
    const sources = [...new Set([...Object.keys(hits), ...Object.keys(kills)])].sort((a, b) => (kills[b] ?? 0) - (kills[a] ?? 0) || (hits[b] ?? 0) - (hits[a] ?? 0));
    return html`<table>
        <caption>Wins by seat</caption>
        <tr><th scope="col">Seat</th><th scope="col">Wins</th><th scope="col">Share of games</th></tr>
        ${Array.from({ length: report.seats }, (_, s) => html`<tr><td>${s + 1}</td><td>${bySeat[s] ?? 0}</td><td>${pct(bySeat[s] ?? 0, report.games)}</td></tr>`)}
      </table>
      <table>
        <caption>Wins by entrance</caption>
        <tr><th scope="col">Entrance (column, depth)</th><th scope="col">Raiders</th><th scope="col">Wins</th><th scope="col">Win rate</th></tr>
        ${Object.keys(gamesByEntrance).map((e) => html`<tr><td>${e}</td><td>${gamesByEntrance[e]}</td><td>${byEntrance[e] ?? 0}</td><td>${pct(byEntrance[e] ?? 0, gamesByEntrance[e]!)}</td></tr>`)}
      </table>
      <ul class="numbers"><li>Deaths (reloads): ${report.games ? (Number(x.reloads ?? 0) / report.games).toFixed(2) : '–'} a game</li></ul>
      ${histogram((x.treasureFoundTurn ?? {}) as Counts, 'Turn the treasure was found', 'turns')}
      <table>
        <caption>What hit and killed raiders</caption>
        <tr><th scope="col">Obstacle or card</th><th scope="col">Hits</th><th scope="col">Kills</th></tr>
        ${sources.slice(0, 15).map((s) => html`<tr><td>${s}</td><td>${hits[s] ?? 0}</td><td>${kills[s] ?? 0}</td></tr>`)}
      </table>
      ${bars((x.obstaclesPlayed ?? {}) as Counts, 'Obstacle cards laid', 12, names)}
      ${bars((x.cardsPlayed ?? {}) as Counts, 'Cards played and items used', 12, names)}`;
  },
};
