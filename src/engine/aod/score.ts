/**
 * Points by side (or by player when each plays for themselves): discovery counters, the objects
 * smuggled out that score for the figure's side, minus points; and the winners with the tie rule.
 */
import { discoveryOf, objectOf } from './content.ts';
import type { Ctx } from './context.ts';
import type { AodState, Figure } from './types.ts';
import type { AodContent } from './content.ts';

/** Whether an object smuggled out by a figure of this side scores (otherwise it is destroyed). */
export function scoresFor(content: AodContent, object: string, figure: Figure): boolean {
  const sort = objectOf(content, object).sort;
  return sort === 'large' || (sort === 'evidence' ? figure.side === 'good' : figure.side === 'bad');
}

export function figurePoints(content: AodContent, f: Figure): number {
  let n = -f.minus;
  for (const d of f.discoveries) n += discoveryOf(content, d).points;
  for (const o of f.scored) n += objectOf(content, o).value;
  return n;
}

/** The scorers in turn order (teams or single characters). */
export function scorers(s: AodState): string[] {
  const out: string[] = [];
  for (const f of s.figures) if (!out.includes(f.scorer)) out.push(f.scorer);
  return out;
}

export function points(content: AodContent, s: AodState, scorer: string): number {
  return s.figures.filter((f) => f.scorer === scorer).reduce((n, f) => n + figurePoints(content, f), 0);
}

/** Records a scorer's new total (called after every change of its points). */
export function noteScore(ctx: Ctx, scorer: string): void {
  ctx.state.scoreLog.push({ scorer, total: points(ctx.content, ctx.state, scorer) });
}

/**
 * The highest total wins; between equal totals, the scorer whose score changed last (it drew level
 * last: rule decision 315). Scorers whose score never changed share a tie.
 */
export function winnersOf(content: AodContent, s: AodState): string[] {
  const all = scorers(s);
  const best = Math.max(...all.map((x) => points(content, s, x)));
  const top = all.filter((x) => points(content, s, x) === best);
  if (top.length === 1) return top;
  let last = -1;
  let winner: string | null = null;
  for (const scorer of top) {
    const i = s.scoreLog.map((e) => e.scorer).lastIndexOf(scorer);
    if (i > last) [last, winner] = [i, scorer];
  }
  return winner === null ? top : [winner];
}
