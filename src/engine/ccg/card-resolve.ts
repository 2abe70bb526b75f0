/**
 * An action card played outside a decision takes effect once nobody answered it (card-cancel.ts):
 * apart from where it is played (card-play.ts, moments.ts), since the answers to a card come between
 * its play and its effect.
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { runEffects, type FightDice } from './card-effects.ts';
import type { RaiderState } from './types.ts';

/** An action card played outside a decision takes effect: to the discard pile, then its effects (on the moving raider,
 * for an opponent's action round card; on the raider of its deed, for a card played after one). */
export function resolvePlayed(ctx: Ctx, r: RaiderState, id: string, target?: number, fightDice?: FightDice): void {
  const card = cardOf(ctx.content, id);
  const at = ctx.state.resolving.findIndex((x) => x.card === id);
  if (at >= 0) ctx.state.resolving.splice(at, 1);
  const victim =
    card.timing === 'opponentActionRound' && ctx.state.step
      ? ctx.state.raiders[ctx.state.step.player]!
      : card.playAfter && target !== undefined
        ? ctx.state.raiders[target]
        : undefined;
  r.discard.push(id);
  runEffects(ctx, r, id, card.effects, victim, fightDice);
}
