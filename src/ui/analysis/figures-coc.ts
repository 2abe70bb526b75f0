/**
 * The Crypt of Chronos' figures in the difficulty report (analysis/coc-sim-hook.ts): damage, times
 * SEEN, resources and Event Cards a game, deaths by cause, and heatmaps over the board of where Lara
 * was SEEN, hurt and killed, where the games ended, and where enemies spawned and walked.
 */
import { html } from 'lit';
import { levelOf, rulesContent } from '../../engine/coc/index.ts';
import type { FigureAdapter } from './figures.ts';
import { bars, heatmap } from './svg-charts.ts';

const per = (n: unknown, games: number) => (games && typeof n === 'number' ? (n / games).toFixed(2) : '–');

const HEATS: [key: string, label: string, hue: number][] = [
  ['seen', 'Where Lara was SEEN', 45],
  ['hurt', 'Where Lara was hurt', 15],
  ['killed', 'Where Lara was killed', 0],
  ['ended', 'Where each game ended', 210],
  ['spawned', 'Where enemies spawned', 280],
  ['walked', 'Where enemies walked to', 300],
];

export const cocFigures: FigureAdapter = {
  lengthUnit: 'rounds',
  seats: false,
  board(packs, level) {
    try {
      const l = levelOf(rulesContent(packs), level as { kind: 'chapter'; id: string });
      return { width: l.width, height: l.height, terrain: l.terrain };
    } catch {
      return undefined;
    }
  },
  figures(report, { board }) {
    const x = report.extras as Record<string, unknown>;
    const heat = (x.heat ?? {}) as Record<string, Record<string, number>>;
    const n = report.games;
    return html`<ul class="numbers">
        <li>Damage taken: ${per(x.damageTaken, n)} a game</li>
        <li>Times SEEN: ${per(x.timesSeen, n)} a game</li>
        <li>Resources gathered: ${per(x.resourcesGathered, n)} a game, spent: ${per(x.resourcesSpent, n)}</li>
        <li>Event Cards drawn: ${per(x.cardsDrawn, n)} a game</li>
      </ul>
      ${bars((x.deaths ?? {}) as Record<string, number>, 'Deaths by cause (games lost)')}
      ${board ? html`<div class="heatmaps">${HEATS.map(([key, label, hue]) => heatmap(board, heat[key] ?? {}, label, hue))}</div>` : html`<p class="empty">${report.series ? 'No heatmaps for a series: its chapters are played on different boards.' : 'No board to draw the heatmaps on.'}</p>`}`;
  },
};
