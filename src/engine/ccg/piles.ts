/** Moving a player's cards between her piles: drawing (the discard pile reshuffled when the deck runs out), discarding.
 * */
import { shuffle } from '../core/random.ts';
import type { Ctx } from './context.ts';
import type { RaiderState } from './types.ts';

export function drawCards(ctx: Ctx, r: RaiderState, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (!r.deck.length) {
      if (!r.discard.length) break;
      r.deck = shuffle(ctx.state.random, r.discard);
      r.discard = [];
      if (!ctx.quiet)
        ctx.events.push({
          type: 'reshuffle',
          text: `${r.name}'s draw deck ran out: her discard pile is shuffled into a new deck.`,
          player: r.player,
        });
    }
    r.hand.push(r.deck.shift()!);
    drawn++;
  }
  return drawn;
}

/** Takes a card instance out of a list; false when it is not there. */
export function takeFrom(list: string[], card: string): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  // The cards after it moved down one by hand: splice builds a list of the cards taken out, garbage at every card
  // played, discarded or drawn.
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j]!;
  list.pop();
  return true;
}

/** A card of hers leaves play or her hand for her discard pile. */
export function discardCard(r: RaiderState, card: string): void {
  takeFrom(r.hand, card) || takeFrom(r.unsaved, card) || takeFrom(r.saved, card);
  r.discard.push(card);
}
