/**
 * Lara's island move ("Lara island move", the map cards' moves): along any path, through cleared
 * spaces (one Event Card discarded for each passed), to the first space she has not cleared. A
 * "Skip a Space" map lets her pass one more space of either kind without stopping and without
 * paying. The map cards' own moves (to any cleared space, to any tomb, then some steps) are the
 * same pending decision with another `by`; when one leaves her on an uncleared space her move is
 * done, else she goes on with the usual move from there (rule decision 91).
 */
import type { Ctx } from './context.ts';
import { discardEventCard } from './event-deck.ts';
import { playable } from './research-cards.ts';
import { islandBoard, neighbours, spaceOf } from './island-board.ts';
import type { CampaignState } from './island-state.ts';
import { EngineError, type Pending } from './types.ts';

export type IslandMovePending = Extract<Pending, { kind: 'islandMove' }>;

/** The usual move's destinations and what each costs in Event Cards (the cheapest way there). */
export function pathDestinations(ctx: Ctx): Map<string, number> {
  const c = ctx.state.campaign!;
  const board = islandBoard(ctx.content, c.board);
  const cleared = new Set(c.cleared);
  // Cheapest-first search over (space, skips used); passing a cleared space costs 1, a skip 0.
  const best = new Map<string, number>();
  const out = new Map<string, number>();
  const queue: { space: string; skips: number; cost: number }[] = [{ space: c.lara!, skips: 0, cost: 0 }];
  while (queue.length) {
    queue.sort((a, b) => a.cost - b.cost);
    const { space, skips, cost } = queue.shift()!;
    const key = `${space} ${skips}`;
    if (best.has(key)) continue;
    best.set(key, cost);
    for (const n of neighbours(board, space)) {
      if (n === c.lara) continue;
      if (!cleared.has(n) && !(out.get(n)! <= cost)) out.set(n, cost);
      if (cleared.has(n)) queue.push({ space: n, skips, cost: cost + 1 });
      if (skips < c.skips) queue.push({ space: n, skips: skips + 1, cost });
    }
  }
  return out;
}

/** The spaces a pending island move may go to, with the Event Cards each costs. */
export function moveOptions(ctx: Ctx, p: IslandMovePending): Map<string, number> {
  const c = ctx.state.campaign!;
  const board = islandBoard(ctx.content, c.board);
  const free = (list: string[]) => new Map(list.filter((s) => s !== c.lara).map((s) => [s, 0]));
  switch (p.by) {
    case 'paths':
      return pathDestinations(ctx);
    case 'anyClearedSpace':
      return free(c.cleared);
    case 'anyTomb':
      return free(board.order.filter((s) => spaceOf(board, s).type === 'tomb'));
    case 'steps': {
      // A step onto a cleared space is paid as passing it, unless the card makes cleared spaces free.
      const steps = new Map(neighbours(board, c.lara!).map((s) => [s, !p.free && c.cleared.includes(s) ? 1 : 0]));
      steps.set(c.lara!, 0); // stay: the rest of the steps are not taken
      return steps;
    }
  }
}

/** The island move's decision, once the level's reward is settled. */
export function offerIslandMove(ctx: Ctx): void {
  const c = ctx.state.campaign!;
  if (pathDestinations(ctx).size === 0) {
    // Nothing left to reach (only on a board cut in parts): the crypt (rule decision 92).
    ctx.events.push({ type: 'islandMove', text: 'No uncleared space can be reached: Lara goes to the crypt.' });
    c.stage = 'enter';
    return;
  }
  ctx.state.pending = { kind: 'islandMove', by: 'paths' };
}

/** Map cards Lara may play before the usual move. */
export const mapCards = (ctx: Ctx) =>
  ctx.state.pending?.kind === 'islandMove' && ctx.state.pending.by === 'paths' ? playable(ctx, 'beforeIslandMove') : [];

/** The answer `islandMove {to}`: pays the Event Cards, moves the Lara-Pin, and says what comes next. */
export function answerIslandMove(ctx: Ctx, p: IslandMovePending, to: string): void {
  const { state } = ctx;
  const c = state.campaign!;
  const options = moveOptions(ctx, p);
  const cost = options.get(to);
  if (cost === undefined)
    throw new EngineError(
      `The Lara-Pin cannot move to ${to} now: ${options.size ? `it may move to ${[...options.keys()].join(', ')}` : 'it has no move'}.`,
    );
  state.pending = null;
  for (let i = 0; i < cost; i++) discardEventCard(state, 'Lara passes a cleared space on the island', ctx.events);
  const from = c.lara!;
  c.lara = to;
  if (p.by === 'paths') c.skips = 0;
  ctx.events.push({
    type: 'islandMove',
    text:
      to === from
        ? `The Lara-Pin stays on ${to}.`
        : `The Lara-Pin moves from ${from} to ${to}${cost ? ` (${cost} Event Card${cost === 1 ? '' : 's'} discarded)` : ''}.`,
  });
  if (!c.cleared.includes(to)) return startNatlaMove(c);
  // On a cleared space: the map's further steps, else the usual move from here.
  if (p.by === 'anyClearedSpace' && (p.then ?? 0) > 0)
    state.pending = { kind: 'islandMove', by: 'steps', steps: p.then!, free: p.free === true };
  else if (p.by === 'steps' && to !== from && (p.steps ?? 0) > 1)
    state.pending = { kind: 'islandMove', by: 'steps', steps: p.steps! - 1, free: p.free === true };
}

function startNatlaMove(c: CampaignState): void {
  c.stage = 'natla';
  c.natla = 0;
  c.natlaMoved = false;
}
