/**
 * Action cards played on a roll, once they are sure to take effect (no competing player cancelled
 * them): the roller's own after-roll card, and a competing player's card against her roll.
 */
import { cardIdOf, cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { runEffects } from './card-effects.ts';
import { playAgainstRoll, rollChangedBy } from './responses.ts';
import { closeRoll } from './roll-end.ts';
import { hitOthersHere } from './damage.ts';
import { afterRollCards, useOnRoll } from './tests.ts';
import { jamWeapon } from './weapon-jam.ts';
import { EngineError, type CcgAction, type RaiderState, type RollInfo } from './types.ts';

/** The roller's card acts on her roll (cards drawn, texts by hand); then her next after-roll cards, or the roll closes.
 * */
export function useOwnCard(ctx: Ctx, r: RaiderState, roll: RollInfo, card: string, dice?: number[]): void {
  const { state } = ctx;
  for (const text of useOnRoll(ctx, r, roll, card, dice)) state.manualQueue.push({ player: r.player, card, text });
  const draw = cardOf(ctx.content, card).effects.filter((e) => e.type === 'drawCards');
  if (draw.length) runEffects(ctx, r, card, draw);
  for (const e of cardOf(ctx.content, card).effects)
    if (e.type === 'hitOthersHere') hitOthersHere(ctx, r, e.hits, card);
  state.lastRoll = roll;
  afterOwnCard(ctx, r, roll);
}

/** After one of her cards (or one cancelled): her next after-roll cards, or the roll closes. */
export function afterOwnCard(ctx: Ctx, r: RaiderState, roll: RollInfo): void {
  const more = afterRollCards(ctx, r, roll);
  ctx.state.pending = more.length ? { kind: 'afterRoll', player: r.player, roll, cards: more } : null;
  if (!ctx.state.pending) closeRoll(ctx, r, roll);
}

/** A competing player's card acts on the roll; the roller may answer with her own cards (not in a fight: 118), then the
 * window opens again. */
export function useAgainstRoll(
  ctx: Ctx,
  opponent: RaiderState,
  roller: RaiderState,
  roll: RollInfo,
  card: string,
  dice?: number[],
): void {
  if (playAgainstRoll(ctx, opponent, roller, roll, card, dice)) afterAgainst(ctx, roller, roll);
}

/** The weapon chosen for Weapon Jam (rule decision 150): jammed, then the roll goes on as after any card against it. */
export function answerJam(ctx: Ctx, r: RaiderState, action: CcgAction): void {
  const p = ctx.state.pending;
  if (p?.kind !== 'jamWeapon') return;
  if (action.type !== 'jamWeapon') throw new EngineError(`"${action.type}" does not answer the "jamWeapon" decision.`);
  const weapon = p.weapons.find((w) => w === action.weapon) ?? p.weapons.find((w) => cardIdOf(w) === action.weapon);
  if (!weapon)
    throw new EngineError(
      `${action.weapon} is not one of the weapons Weapon Jam may take here (${p.weapons.join(', ')}).`,
    );
  ctx.state.pending = null;
  const roller = ctx.state.raiders[p.roller]!;
  jamWeapon(ctx, roller, p.roll, weapon);
  rollChangedBy(ctx, r, roller, p.roll, p.card);
  afterAgainst(ctx, roller, p.roll);
}

export function afterAgainst(ctx: Ctx, roller: RaiderState, roll: RollInfo): void {
  const more = roll.against.startsWith('fight:') ? [] : afterRollCards(ctx, roller, roll);
  if (more.length) ctx.state.pending = { kind: 'afterRoll', player: roller.player, roll, cards: more };
  else closeRoll(ctx, roller, roll);
}
