/**
 * The CCG's figures in the difficulty report (analysis/ccg-sim-hook.ts): wins by seat and by entrance
 * (is the level fair?), the turn the treasure room's treasure was found, deaths, the obstacles and
 * cards that hit and killed raiders, the obstacle cards laid and the cards played, and heatmaps over
 * the level's map of the spots visited, where raiders were hit and died, and where they ended.
 */
import { html } from 'lit';
import { readLevelMap } from '../../model/ccg-level-map.ts';
import type { FigureAdapter } from './figures.ts';
import { bars, heatmap, histogram } from './svg-charts.ts';

type Counts = Record<string, number>;
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–');

const HEATS: [key: string, label: string, hue: number][] = [
  ['visited', 'Map spots visited (games)', 210],
  ['hit', 'Where raiders were hit (obstacles and cards)', 15],
  ['died', 'Where raiders died', 0],
  ['ended', 'Where each raider ended the game', 120],
];

/** The report's spots "column,depth" (from 1) as the heatmap's cells "x,y" (from 0). */
function cells(counts: Counts): Counts {
  const out: Counts = {};
  for (const [key, v] of Object.entries(counts)) {
    const [column, depth] = key.split(',').map(Number) as [number, number];
    out[`${column - 1},${depth - 1}`] = v;
  }
  return out;
}

const spotName = (x: number, y: number) => `column ${x + 1}, depth ${y + 1}`;

export const ccgFigures: FigureAdapter = {
  lengthUnit: 'turns',
  seats: true,
  board(packs, level) {
    const item = packs.flatMap((p) => p.items).find((i) => i.kind === 'ccgLevel' && i.id === level.id);
    if (!item) return undefined;
    // The level's map: spots drawn from the decks light, fixed cards and entrance rooms darker.
    const map = readLevelMap(item);
    return {
      width: map.width,
      height: map.depth,
      terrain: map.rows.flatMap((row) => row.map((cell) => (cell.kind === 'unknown' ? 1 : 2))),
    };
  },
  figures(report, { names, board }) {
    const x = report.extras as Record<string, unknown>;
    const bySeat = (x.winsBySeat ?? {}) as Counts;
    const byEntrance = (x.winsByEntrance ?? {}) as Counts;
    const gamesByEntrance = (x.gamesByEntrance ?? {}) as Counts;
    const hits = (x.hitsBySource ?? {}) as Counts;
    const kills = (x.killsBySource ?? {}) as Counts;
    const heat = (x.heat ?? {}) as Record<string, Counts>;
    const sources = [...new Set([...Object.keys(hits), ...Object.keys(kills)])].sort(
      (a, b) => (kills[b] ?? 0) - (kills[a] ?? 0) || (hits[b] ?? 0) - (hits[a] ?? 0),
    );
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
      ${bars((x.cardsPlayed ?? {}) as Counts, 'Cards played and items used', 12, names)}
      ${board ? html`<div class="heatmaps">${HEATS.map(([key, label, hue]) => heatmap(board, cells(heat[key] ?? {}), label, hue, spotName))}</div>` : html`<p class="empty">No map to draw the heatmaps on.</p>`}
      ${bars((x.cardsVisited ?? {}) as Counts, 'Map cards visited (games)', 12, names)}`;
  },
};
