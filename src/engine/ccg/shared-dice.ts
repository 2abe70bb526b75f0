/**
 * Coordinated Fire's die for the other raider (`otherExtraDice`, rule decision 556): when the card is played before
 * a test against an obstacle, one other living raider in the location — the first in turn order after the card's
 * player — is given `dice` extra dice for her next test of `ability` against that same obstacle there in this turn.
 * The die is kept on her (`sharedDice`) until she rolls that test; at the end of the turn an unused one is lost.
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { othersHere } from './damage.ts';
import { placedAt, sameSpot } from './map.ts';
import { factsOf } from './obstacles.ts';
import { competitorsAfter } from './responses.ts';
import type { Ability, ObstacleRef, RaiderState } from './types.ts';

/** Gives the dice of the cards played before her test (`cards`) to the other raider facing the obstacle too. */
export function shareDice(ctx: Ctx, r: RaiderState, ref: ObstacleRef, cards: readonly string[]): void {
  const { state } = ctx;
  // No card played before the test (most tests): no die to give, and no list of the raiders here to build.
  if (!r.at || !cards.length) return;
  const here = othersHere(ctx, r);
  const other = here.length
    ? competitorsAfter(ctx, r.player)
        .map((p) => state.raiders[p]!)
        .find((o) => here.includes(o))
    : undefined;
  if (!other) return;
  for (const card of cards)
    for (const e of cardOf(ctx.content, card).effects) {
      if (e.type !== 'otherExtraDice') continue;
      const ability = (e.ability ?? 'fight') as Ability;
      const dice = e.dice;
      (other.sharedDice ??= []).push({
        card,
        obstacle: ref,
        spot: { column: r.at.column, depth: r.at.depth },
        ability,
        dice,
        turn: state.turn,
      });
      const name = factsOf(ctx, placedAt(state, r.at)!, ref).name;
      if (!ctx.quiet)
        ctx.events.push({
          type: 'sharedDice',
          text: `${other.name} will roll ${dice} extra ${ability} di${dice === 1 ? 'e' : 'ce'} against ${name} this turn (${cardOf(ctx.content, card).name}).`,
          player: other.player,
          card,
        });
    }
}

/** The extra dice she was given for this test (used up by it); 0 when none. */
export function takeSharedDice(ctx: Ctx, r: RaiderState, ref: ObstacleRef, ability: Ability): number {
  const list = r.sharedDice;
  if (!list || !r.at) return 0;
  let n = 0;
  const left: typeof list = []; // pushed: a packed array (core/lists.ts)
  for (const d of list) {
    if (d.turn !== ctx.state.turn) continue; // lost at the end of its turn
    if (d.obstacle === ref && d.ability === ability && sameSpot(d.spot, r.at)) n += d.dice;
    else left.push(d);
  }
  if (left.length) r.sharedDice = left;
  else r.sharedDice = undefined; // not deleted (deeds.ts)
  return n;
}
