/**
 * The outcome of a search roll once it is final (roll-end.ts): the treasure in the treasure room or
 * a dropped treasure picked up, else the discoveries of her hand that the result finds, or nothing.
 * Apart from the search round (search-round.ts) so that the end of a roll, which card effects call
 * (Flare's bonus after a roll), does not import the round that plays card effects.
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { placedAt, sameSpot } from './map.ts';
import { treasureFound } from './goals.ts';
import type { RaiderState, RollInfo } from './types.ts';

/** Discoveries of the hand that a result finds. */
export function findable(ctx: Ctx, r: RaiderState, result: number): string[] {
  return r.hand.filter((id) => {
    const c = cardOf(ctx.content, id);
    return c.type === 'discovery' && c.difficulty <= result;
  });
}

/** A final search roll: what she finds. */
export function finishSearch(ctx: Ctx, r: RaiderState, roll: RollInfo): void {
  const { state } = ctx;
  const placed = placedAt(state, r.at!)!;
  const location = cardOf(ctx.content, placed.card);
  if (location.treasureRoom && !state.treasureFound && roll.result >= location.treasureRoom.searchTarget) {
    treasureFound(ctx, r, location.treasureRoom.power);
    return;
  }
  if (
    state.droppedTreasure &&
    sameSpot(state.droppedTreasure.spot, placed.spot) &&
    roll.result >= state.droppedTreasure.searchTarget
  ) {
    state.droppedTreasure = null;
    r.carriesTreasure = true;
    if (!ctx.quiet)
      ctx.events.push({
        type: 'treasure',
        text: `${r.name} picks up the dropped treasure.`,
        player: r.player,
        spot: placed.spot,
      });
    return;
  }
  if (placed.empty && roll.against !== 'search:ignoresEmpty') {
    if (!ctx.quiet)
      ctx.events.push({
        type: 'search',
        text: `${r.name} finds no treasure (result ${roll.result}), and ${location.name} is empty: no discovery can be found here.`,
        player: r.player,
      });
    return;
  }
  // A card played in place of the search may let her find a harder discovery (Attention to Detail: rule decision 510).
  let bonusDifficulty = 0;
  for (const played of state.resolving)
    if (played.player === r.player)
      for (const e of cardOf(ctx.content, played.card).effects)
        if (e.type === 'search') bonusDifficulty += e.bonusDifficulty ?? 0;
  const cards = findable(ctx, r, roll.result + bonusDifficulty);
  if (cards.length)
    state.pending = {
      kind: 'discovery',
      player: r.player,
      result: roll.result,
      cards,
      ignoresEmpty: roll.against === 'search:ignoresEmpty',
      bonusDifficulty,
    };
  else if (!ctx.quiet)
    ctx.events.push({
      type: 'search',
      text: `${r.name} finds nothing she can play (result ${roll.result}).`,
      player: r.player,
    });
}
