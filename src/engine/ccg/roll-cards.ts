/**
 * Action cards played on a roll, once they are sure to take effect (no competing player cancelled
 * them): the roller's own after-roll card, and a competing player's card against her roll.
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { runEffects } from './card-effects.ts';
import { playAgainstRoll } from './responses.ts';
import { closeRoll } from './roll-end.ts';
import { afterRollCards, useOnRoll } from './tests.ts';
import type { RaiderState, RollInfo } from './types.ts';

/** The roller's card acts on her roll (cards drawn, texts by hand); then her next after-roll cards, or the roll closes. */
export function useOwnCard(ctx: Ctx, r: RaiderState, roll: RollInfo, card: string, dice?: number[]): void {
  const { state } = ctx;
  for (const text of useOnRoll(ctx, r, roll, card, dice)) state.manualQueue.push({ player: r.player, card, text });
  const draw = cardOf(ctx.content, card).effects.filter((e) => e.type === 'drawCards');
  if (draw.length) runEffects(ctx, r, card, draw);
  state.lastRoll = roll;
  afterOwnCard(ctx, r, roll);
}

/** After one of her cards (or one cancelled): her next after-roll cards, or the roll closes. */
export function afterOwnCard(ctx: Ctx, r: RaiderState, roll: RollInfo): void {
  const more = afterRollCards(ctx, r, roll);
  ctx.state.pending = more.length ? { kind: 'afterRoll', player: r.player, roll, cards: more } : null;
  if (!ctx.state.pending) closeRoll(ctx, r, roll);
}

/** A competing player's card acts on the roll; the roller may answer with her own cards (not in a fight: 118), then the window opens again. */
export function useAgainstRoll(ctx: Ctx, opponent: RaiderState, roller: RaiderState, roll: RollInfo, card: string, dice?: number[]): void {
  playAgainstRoll(ctx, opponent, roller, roll, card, dice);
  afterAgainst(ctx, roller, roll);
}

export function afterAgainst(ctx: Ctx, roller: RaiderState, roll: RollInfo): void {
  const more = roll.against.startsWith('fight:') ? [] : afterRollCards(ctx, roller, roll);
  if (more.length) ctx.state.pending = { kind: 'afterRoll', player: roller.player, roll, cards: more };
  else closeRoll(ctx, roller, roll);
}
