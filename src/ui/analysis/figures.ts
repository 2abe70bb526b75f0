/**
 * Each game's part of the difficulty report (the per-game figure adapters): the unit of a game's
 * length, the board its heatmaps are drawn over, whether seats can be chosen, and the figures of
 * its hook's report (analysis/sim-hooks.ts). A game with no adapter of its own gets the default:
 * each number of its report per game, and each record of counts as bars. The panel
 * (analysis-panel.ts) is the same for every game.
 */
import { html, type TemplateResult } from 'lit';
import type { Pack } from '../../model/content.ts';
import type { LevelRef } from '../../engine/games.ts';
import type { SimulationReport } from '../../analysis/simulate.ts';
import { bars, type Board } from './svg-charts.ts';
import { cocFigures } from './figures-coc.ts';
import { ccgFigures } from './figures-ccg.ts';
import { aodFigures } from './figures-aod.ts';

export interface FigureAdapter {
  /** The unit of a game's length ("rounds", "turns", "actions"). */
  lengthUnit: string;
  /** Whether a run may seat several players (hot-seat), each with a bot. */
  seats: boolean;
  /** The numbers of seats offered (default 1 to 4). */
  seatChoices?: readonly number[];
  /** The board the heatmaps are drawn over. */
  board?(packs: readonly Pack[], level: LevelRef): Board | undefined;
  /** The game's own figures. */
  figures(
    report: SimulationReport,
    context: { board: Board | undefined; names: (id: string) => string },
  ): TemplateResult;
}

export const perGame = (n: number, games: number) => (games ? (n / games).toFixed(2) : '–');

export const defaultFigures: FigureAdapter = {
  lengthUnit: 'actions',
  seats: false,
  figures(report, { names }) {
    const entries = Object.entries(report.extras);
    return html`<ul class="numbers">
        ${entries.filter(([, v]) => typeof v === 'number').map(([k, v]) => html`<li>${k}: ${perGame(v as number, report.games)} a game</li>`)}
      </ul>
      ${entries.filter(([, v]) => v && typeof v === 'object' && Object.values(v).every((x) => typeof x === 'number')).map(([k, v]) => bars(v as Record<string, number>, k, 12, names))}`;
  },
};

const ADAPTERS: Record<string, FigureAdapter> = {
  coc: cocFigures,
  ccg: ccgFigures,
  uw: { ...defaultFigures, seats: true },
  aod: aodFigures,
};

export function figuresOf(game: string): FigureAdapter {
  return ADAPTERS[game] ?? defaultFigures;
}
