/**
 * Turns: the next player, missed turns after a knock-out, the restart, figures lost with the
 * museum, the collapse at the end of the bomb holder's turns, and the end of the game.
 */
import { nameOf, say, actionsPerTurn, type Ctx } from './context.ts';
import { takeCards } from './cards.ts';
import { collapsed, collapseStep } from './collapse.ts';
import { points, scorers, winnersOf } from './score.ts';
import { SORTS } from './types.ts';

/** Ends the current turn (the collapse may follow) and begins the next one that can be played. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.state;
  // A player lost, knocked out or chased out still "completes" a turn: each one may bring the collapse.
  for (let guard = 0; guard < 4 * s.figures.length + 4; guard++) {
    collapseStep(ctx);
    if (collapsed(ctx)) return finish(ctx, 'The museum has completely collapsed.');
    s.turn.player = (s.turn.player + 1) % s.figures.length;
    if (s.turn.player === 0) {
      s.round++;
      if (s.roundLimit !== null && s.round > s.roundLimit)
        return finish(ctx, `The round limit (${s.roundLimit}) is reached.`);
    }
    s.turn.actionsLeft = actionsPerTurn(ctx);
    s.turn.energy = null;
    s.turn.ended = false;
    if (beginTurn(ctx)) return;
  }
  // Every figure is lost and no bomb is ticking (cannot happen with the rulebook's counters).
  finish(ctx, 'No figure is left to play.');
}

/** The start of a turn; false when the turn is missed (lost figure, or the turn after a knock-out). */
function beginTurn(ctx: Ctx): boolean {
  const s = ctx.state;
  const f = s.figures[s.turn.player]!;
  if (!f.at) return false;
  if (f.missTurn) {
    f.missTurn = false;
    say(ctx, 'miss', `${nameOf(ctx, f)} is knocked out and misses this turn.`);
    return false;
  }
  if (f.down) {
    f.down = false;
    say(ctx, 'restart', `${nameOf(ctx, f)} restarts: stands up and takes one card of each sort.`);
    for (const sort of SORTS) takeCards(ctx, s.turn.player, sort, 1);
  }
  say(ctx, 'turn', `${nameOf(ctx, f)}'s turn (round ${s.round}).`);
  return true;
}

export function finish(ctx: Ctx, why: string): void {
  const s = ctx.state;
  s.status = 'over';
  s.pending = null;
  s.turn.energy = null;
  s.winners = winnersOf(ctx.content, s);
  const scores = scorers(s)
    .map((x) => `${x} ${points(ctx.content, s, x)}`)
    .join(', ');
  say(
    ctx,
    'end',
    `${why} The game is over: ${scores}. Winner${s.winners.length > 1 ? 's' : ''}: ${s.winners.join(', ')}.`,
  );
}
