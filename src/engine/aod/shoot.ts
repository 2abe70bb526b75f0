/** Shooting (ammo cards) and taking hits (life cards): knock-outs when the lives are not enough. */
import { nameOf, say, type Ctx } from './context.ts';
import { inLine, isStart, placeText } from './board.ts';
import { cardsFromHand, handIn, playOut, sortOf, sumOf, valueOf } from './cards.ts';
import { dropCarried } from './counters.ts';
import type { Figure } from './types.ts';

/** Why `f` may not shoot at `t`, or null: line of sight, the safety zone, partners, figures lying flat. */
export function targetProblem(ctx: Ctx, f: Figure, t: Figure): string | null {
  const s = ctx.state;
  if (t === f) return `${nameOf(ctx, f)} cannot shoot at her- or himself`;
  if (!t.at) return `${nameOf(ctx, t)} is no longer in the game`;
  if (isStart(s, t.at)) return `${nameOf(ctx, t)} is on the starting tile, the safety zone`;
  if (t.down) return `${nameOf(ctx, t)} is knocked out already`;
  if (s.teams && t.scorer === f.scorer) return `${nameOf(ctx, t)} is ${nameOf(ctx, f)}'s partner`;
  if (!inLine(ctx, f.at!, t.at))
    return (
      `${nameOf(ctx, f)} cannot see ${nameOf(ctx, t)} at ` +
      `${placeText(s, t.at)} (not in a straight open line without walls)`
    );
  return null;
}

export function shoot(ctx: Ctx, f: Figure, cards: string[], target: unknown): void {
  const s = ctx.state;
  if (isStart(s, f.at))
    throw new Error(`${nameOf(ctx, f)} is on the starting tile, the safety zone: nobody shoots from there.`);
  // The target comes from a player's action or a replay file, not checked content.
  if (typeof target !== 'string') throw new Error('A shot needs a target: the character to shoot at.');
  const i = s.figures.findIndex((x) => x.character === target);
  if (i < 0) throw new Error(`No character "${target}" plays in this game.`);
  const t = s.figures[i]!;
  const problem = targetProblem(ctx, f, t);
  if (problem) throw new Error(`No shot: ${problem}.`);
  s.turn.actionsLeft--;
  playOut(ctx, f, cards);
  const hits = sumOf(ctx, cards);
  say(ctx, 'shoot', `${nameOf(ctx, f)} shoots at ${nameOf(ctx, t)}: ${hits} hit${hits === 1 ? '' : 's'}.`);
  const lives = sumOf(
    ctx,
    t.hand.filter((c) => sortOf(ctx, c) === 'life'),
  );
  if (lives >= hits) s.pending = { kind: 'hits', player: i, hits, shooter: s.turn.player };
  else knockOut(ctx, t, lives);
}

/** The target's answer: life cards of the target's choice, enough for the hits, none more than needed. */
export function takeHits(ctx: Ctx, named: string[]): void {
  const s = ctx.state;
  const pending = s.pending;
  if (pending?.kind !== 'hits') throw new Error('Nobody is being shot at now.');
  const t = s.figures[pending.player]!;
  const cards = cardsFromHand(ctx, t, named);
  const wrong = cards.find((c) => sortOf(ctx, c) !== 'life');
  if (wrong) throw new Error(`Hits are stopped with life cards only; "${wrong}" is ${sortOf(ctx, wrong)}.`);
  const total = sumOf(ctx, cards);
  if (total < pending.hits) throw new Error(`${total} lives do not stop ${pending.hits} hits.`);
  const spare = cards.find((c) => total - valueOf(ctx, c) >= pending.hits);
  if (spare)
    throw new Error(`The card "${spare}" is not needed to stop ${pending.hits} hits; play only the lives needed.`);
  playOut(ctx, t, cards);
  s.pending = null;
  const waste = total - pending.hits;
  say(
    ctx,
    'lives',
    `${nameOf(ctx, t)} stops ${pending.hits} hits with ${total} lives${waste ? ` (${waste} wasted)` : ''}.`,
  );
}

/**
 * Not enough lives: every card handed in, the counter left on the tile, the figure laid flat; the next turn is
 * missed.
 */
function knockOut(ctx: Ctx, t: Figure, lives: number): void {
  say(ctx, 'knockOut', `${nameOf(ctx, t)} has only ${lives} lives and is knocked out.`);
  handIn(ctx, t);
  dropCarried(ctx, t);
  t.down = true;
  t.missTurn = true;
}
