/**
 * Simulation reports put together and compared (the difficulty report, issue 20). A run of N games is
 * split into contiguous runs of seeds, one per worker (`splitGames`); the workers' partial reports are
 * merged in seed order (`mergeReports`) into the report one runner would have given for all N games:
 * counts add, histograms add key by key, the win rate and its interval are worked out again, and the
 * fastest win is the shortest, then the earliest. `compareReports` says, figure by figure, how two
 * reports differ and whether the difference is larger than the noise of that many games.
 */
import type { FastestWin, SeriesReport, SimulationReport } from './simulate.ts';
import { wilson } from './stats.ts';

/** The games of a run split into at most `parts` contiguous runs of seeds: [first, games] each. */
export function splitGames(games: number, parts: number): { first: number; games: number }[] {
  const n = Math.max(1, Math.min(Math.floor(parts), games));
  const out: { first: number; games: number }[] = [];
  let first = 0;
  for (let i = 0; i < n; i++) {
    const size = Math.floor(games / n) + (i < games % n ? 1 : 0);
    if (size > 0) out.push({ first, games: size });
    first += size;
  }
  return out;
}

/** Numbers add; records of numbers (or of records) add key by key, keys in the order first seen. */
export function addFigures(a: unknown, b: unknown): unknown {
  if (a === undefined) return b && typeof b === 'object' ? addFigures({}, b) : b;
  if (b === undefined) return a;
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [k, v] of Object.entries(b as Record<string, unknown>)) out[k] = addFigures(out[k], v);
    return out;
  }
  return a;
}

const lengthTotal = (lengths: Record<string, number>) =>
  Object.entries(lengths).reduce((t, [k, v]) => t + Number(k) * v, 0);

/** Histogram keys in number order (JSON keeps integer-like keys in that order already; this makes it plain). */
function sortedCounts(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => Number(a) - Number(b)));
}

const faster = (a: FastestWin | undefined, b: FastestWin | undefined) =>
  !a ? b : !b ? a : b.length < a.length || (b.length === a.length && b.game < a.game) ? b : a;

/**
 * Partial reports of one request (same level, bots, seats and seed), each for its run of games,
 * merged in the order of their first game. The result does not depend on the order they came in.
 */
export function mergeReports(parts: readonly (SimulationReport & { first?: number })[]): SimulationReport {
  if (!parts.length) throw new Error('No report to merge.');
  const sorted = [...parts].sort((a, b) => (a.first ?? 0) - (b.first ?? 0));
  const head = sorted[0]!;
  let games = 0;
  let wins = 0;
  let unfinished = 0;
  let lengths: Record<string, number> = {};
  let winLengths: Record<string, number> = {};
  let extras: Record<string, unknown> = {};
  let fastestWin: FastestWin | undefined;
  let series: SeriesReport | undefined;
  for (const p of sorted) {
    if (p.series)
      series = {
        levels: p.series.levels,
        reached: addFigures(series?.reached, p.series.reached) as Record<string, number>,
        cleared: addFigures(series?.cleared, p.series.cleared) as Record<string, number>,
      };
    games += p.games;
    wins += p.wins;
    unfinished += p.unfinished;
    lengths = addFigures(lengths, p.lengths) as Record<string, number>;
    winLengths = addFigures(winLengths, p.winLengths) as Record<string, number>;
    extras = addFigures(extras, p.extras) as Record<string, unknown>;
    fastestWin = faster(fastestWin, p.fastestWin);
  }
  return {
    game: head.game,
    level: head.level,
    bots: head.bots,
    seats: head.seats,
    seed: head.seed,
    games,
    wins,
    winRate: games ? wins / games : 0,
    interval: wilson(wins, games),
    unfinished,
    lengths: sortedCounts(lengths),
    winLengths: sortedCounts(winLengths),
    meanLength: games ? lengthTotal(lengths) / games : 0,
    extras,
    ...(head.budget !== undefined ? { budget: head.budget } : {}),
    ...(fastestWin ? { fastestWin } : {}),
    ...(series ? { series } : {}),
  };
}

/** The two-sided p-value of a standard normal z. */
function pValue(z: number): number {
  // Abramowitz and Stegun 7.1.26 for erfc, good to about 1e-7.
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return Math.min(1, poly * Math.exp(-x * x));
}

export interface Difference {
  figure: string;
  a: number;
  b: number;
  /** b − a. */
  difference: number;
  z: number;
  p: number;
  /** |z| above 1.96: larger than the noise at the 5% level. */
  significant: boolean;
}

/** Two proportions x1/n1 and x2/n2: the pooled two-proportion z-test. */
export function twoProportion(x1: number, n1: number, x2: number, n2: number): { z: number; p: number } {
  if (!n1 || !n2) return { z: 0, p: 1 };
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const z = se ? (x2 / n2 - x1 / n1) / se : 0;
  return { z, p: pValue(z) };
}

/** Two rates of counts per game (damage, times SEEN): a z-test taking the counts as Poisson. */
export function twoRates(c1: number, n1: number, c2: number, n2: number): { z: number; p: number } {
  if (!n1 || !n2) return { z: 0, p: 1 };
  const se = Math.sqrt(c1 / (n1 * n1) + c2 / (n2 * n2));
  const z = se ? (c2 / n2 - c1 / n1) / se : 0;
  return { z, p: pValue(z) };
}

/** Two histograms' means (Welch's z from each one's own variance). */
export function twoMeans(
  h1: Record<string, number>,
  h2: Record<string, number>,
): { a: number; b: number; z: number; p: number } {
  const moments = (h: Record<string, number>) => {
    let n = 0;
    let s = 0;
    let s2 = 0;
    for (const [k, v] of Object.entries(h)) {
      n += v;
      s += Number(k) * v;
      s2 += Number(k) * Number(k) * v;
    }
    const mean = n ? s / n : 0;
    return { n, mean, variance: n > 1 ? (s2 - n * mean * mean) / (n - 1) : 0 };
  };
  const m1 = moments(h1);
  const m2 = moments(h2);
  if (!m1.n || !m2.n) return { a: m1.mean, b: m2.mean, z: 0, p: 1 };
  const se = Math.sqrt(m1.variance / m1.n + m2.variance / m2.n);
  const z = se ? (m2.mean - m1.mean) / se : m1.mean === m2.mean ? 0 : Infinity * Math.sign(m2.mean - m1.mean);
  return { a: m1.mean, b: m2.mean, z, p: Number.isFinite(z) ? pValue(z) : 0 };
}

const diff = (figure: string, a: number, b: number, t: { z: number; p: number }): Difference => ({
  figure,
  a,
  b,
  difference: b - a,
  z: t.z,
  p: t.p,
  significant: Math.abs(t.z) > 1.959963984540054,
});

/**
 * How report b differs from report a: the win rate (two-proportion z-test), the mean length (Welch),
 * each count per game the game's figures hold at their top level (damage, times SEEN, …; Poisson
 * rates), each cause of death and the wins by seat, side or scorer as shares of the games (two-proportion), the
 * CCG's win rate from each entrance (of the raiders who started there) and the turn the treasure was found (Welch).
 */
export function compareReports(a: SimulationReport, b: SimulationReport): Difference[] {
  const out: Difference[] = [diff('win rate', a.winRate, b.winRate, twoProportion(a.wins, a.games, b.wins, b.games))];
  const m = twoMeans(a.lengths, b.lengths);
  out.push(diff('mean length', m.a, m.b, m));
  for (const key of new Set([...Object.keys(a.extras), ...Object.keys(b.extras)])) {
    const x = a.extras[key];
    const y = b.extras[key];
    if (typeof x === 'number' || typeof y === 'number') {
      const cx = typeof x === 'number' ? x : 0;
      const cy = typeof y === 'number' ? y : 0;
      out.push(
        diff(
          `${key} per game`,
          a.games ? cx / a.games : 0,
          b.games ? cy / b.games : 0,
          twoRates(cx, a.games, cy, b.games),
        ),
      );
    }
  }
  // Shares of the games: deaths by cause (CoC), and wins by seat, side or scorer (the balance: CCG, AoD).
  const shares = (label: string, key: string, name: (k: string) => string = (k) => k) => {
    for (const k of new Set([...Object.keys(counts(a, key)), ...Object.keys(counts(b, key))])) {
      const x = counts(a, key)[k] ?? 0;
      const y = counts(b, key)[k] ?? 0;
      const share = (n: number, r: SimulationReport) => (r.games ? n / r.games : 0);
      out.push(diff(`${label} ${name(k)}`, share(x, a), share(y, b), twoProportion(x, a.games, y, b.games)));
    }
  };
  shares('deaths by', 'deaths');
  // Seats are counted from 0 in the report and from 1 on the page.
  shares('wins by seat', 'winsBySeat', (k) => String(Number(k) + 1));
  shares('wins by side', 'winsBySide');
  shares('wins by', 'winsByScorer');
  // CCG: the win rate of the raiders from each entrance (of the raiders who started there).
  for (const k of new Set([
    ...Object.keys(counts(a, 'gamesByEntrance')),
    ...Object.keys(counts(b, 'gamesByEntrance')),
  ])) {
    const [x, n] = [counts(a, 'winsByEntrance')[k] ?? 0, counts(a, 'gamesByEntrance')[k] ?? 0];
    const [y, m] = [counts(b, 'winsByEntrance')[k] ?? 0, counts(b, 'gamesByEntrance')[k] ?? 0];
    out.push(diff(`win rate from entrance ${k}`, n ? x / n : 0, m ? y / m : 0, twoProportion(x, n, y, m)));
  }
  // CCG: the turn the treasure was found (a histogram), by its mean.
  if (a.extras.treasureFoundTurn || b.extras.treasureFoundTurn) {
    const t = twoMeans(counts(a, 'treasureFoundTurn'), counts(b, 'treasureFoundTurn'));
    out.push(diff('mean turn the treasure was found', t.a, t.b, t));
  }
  return out;
}

/** A record of counts among a report's figures (empty when it has none by that name). */
function counts(r: SimulationReport, key: string): Record<string, number> {
  const v = r.extras[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, number>) : {};
}
