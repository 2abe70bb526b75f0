/**
 * The search round: a raider who is not stuck and did not use her fight ability this action round
 * rolls search + the location's search rating, and may play one discovery from her hand whose
 * difficulty is at most the result (items to the unsaved row, triggers take effect and are
 * discarded); the location is then empty. In the treasure room a high enough result finds the treasure.
 */
import { cardOf, type Card } from './content.ts';
import { hasPlayEffect, keptPlayEffects } from './raider-stats.ts';
import type { Ctx } from './context.ts';
import { placedAt, sameSpot } from './map.ts';
import { takeFrom } from './piles.ts';
import { afterRollCards, rollTest } from './tests.ts';
import { findable } from './search-result.ts';
import { runEffects } from './card-effects.ts';
import { askChoice } from './choices.ts';
import { EngineError, type PlacedLocation, type RaiderState } from './types.ts';
import { closeRoll } from './roll-end.ts';

/** insteadOfSearch action cards of the hand (a search with more dice, or one that ignores the empty mark). */
export function searchCards(ctx: Ctx, r: RaiderState): string[] {
  return r.hand.filter((id) => {
    const c = cardOf(ctx.content, id);
    return c.type === 'action' && c.timing === 'insteadOfSearch' && c.effects.some((e) => e.type === 'search');
  });
}

const ignoresEmpty = (ctx: Ctx, card: string) =>
  cardOf(ctx.content, card).effects.some((e) => e.type === 'search' && e.ignoresEmpty === true);

/**
 * Whether a treasure can still be found here: the treasure room before its treasure is found, or the
 * spot where a carrier dropped it. The empty mark does not stop a search for it (rule decision 160):
 * the mark only says no more discoveries can be found here.
 */
export function treasureHere(ctx: Ctx, placed: PlacedLocation): boolean {
  const { state } = ctx;
  if (!state.treasureFound && cardOf(ctx.content, placed.card).treasureRoom) return true;
  return !!state.droppedTreasure && sameSpot(state.droppedTreasure.spot, placed.spot);
}

/** Whether a plain search is possible here: not empty, or a treasure still to be found (rule decision 160). */
export const searchable = (ctx: Ctx, placed: PlacedLocation) => !placed.empty || treasureHere(ctx, placed);

/** Whether she may search at all this round (and whether only with a card that ignores the empty mark). */
export function maySearch(ctx: Ctx, r: RaiderState): boolean {
  if (r.dead || !r.at || r.usedFight || r.stuckTurn === ctx.state.turn) return false;
  const placed = placedAt(ctx.state, r.at);
  if (!placed || placed.face !== 'up') return false;
  return searchable(ctx, placed) || searchCards(ctx, r).some((c) => ignoresEmpty(ctx, c));
}

/** Plays a card in place of a search: checked, out of her hand, resolving until the search is over. */
export function playForSearch(ctx: Ctx, r: RaiderState, card: string): void {
  if (!searchCards(ctx, r).includes(card))
    throw new EngineError(`${cardOf(ctx.content, card).name} cannot be played in place of a search.`);
  const placed = placedAt(ctx.state, r.at!)!;
  if (!searchable(ctx, placed) && !ignoresEmpty(ctx, card))
    throw new EngineError(`${cardOf(ctx.content, placed.card).name} is empty: a discovery was already found here.`);
  takeFrom(r.hand, card);
  ctx.state.resolving.push({ card, player: r.player });
  if (!ctx.quiet)
    ctx.events.push({
      type: 'playCard',
      text: `${r.name} plays ${cardOf(ctx.content, card).name} in place of a search.`,
      player: r.player,
      card,
    });
}

/** Her search, with the card played in place of it (already played: playForSearch) or none. */
export function searchAction(ctx: Ctx, r: RaiderState, card: string | undefined, dice?: number[]): void {
  const placed = placedAt(ctx.state, r.at!)!;
  const location = cardOf(ctx.content, placed.card);
  let bonusDice = 0;
  let ignores = false;
  if (card !== undefined) {
    for (const e of cardOf(ctx.content, card).effects) {
      if (e.type === 'search') {
        bonusDice += e.bonusDice ?? 0;
        ignores ||= e.ignoresEmpty === true;
      } else if (e.type === 'manual') ctx.state.manualQueue.push({ player: r.player, card, text: e.text });
    }
  }
  if (!searchable(ctx, placed) && !ignores)
    throw new EngineError(`${location.name} is empty: a discovery was already found here.`);
  for (const { card: from, dice: n } of searchDiceAt(ctx, r, location)) {
    bonusDice += n;
    if (!ctx.quiet)
      ctx.events.push({
        type: 'ability',
        text: `${cardOf(ctx.content, from).name}: ${n} more ${n === 1 ? 'die' : 'dice'} to search ${location.name}.`,
        player: r.player,
        card: from,
      });
  }
  const target = !ctx.state.treasureFound && location.treasureRoom ? location.treasureRoom.searchTarget : 0;
  const roll = rollTest(
    ctx,
    r,
    {
      ability: 'search',
      target,
      against: ignores ? 'search:ignoresEmpty' : 'search',
      extraDice: location.searchRating + bonusDice,
      cards: card ? [card] : [],
    },
    dice,
  );
  const after = afterRollCards(ctx, r, roll);
  if (after.length) ctx.state.pending = { kind: 'afterRoll', player: r.player, roll, cards: after };
}

/** Her search (with the card in place of it, if any, already played): the roll, then its window and outcome once final.
 * */
export function search(ctx: Ctx, r: RaiderState, card: string | undefined, dice?: number[]): void {
  searchAction(ctx, r, card, dice);
  if (!ctx.state.pending) closeRoll(ctx, r, ctx.state.lastRoll!);
}

/**
 * Her card in place of a search was cancelled (rule decision 134): she searches normally instead,
 * unless the location is empty — then her search round is over.
 */
export function searchAfterCancel(ctx: Ctx, r: RaiderState, dice?: number[]): void {
  const placed = placedAt(ctx.state, r.at!)!;
  if (searchable(ctx, placed)) return search(ctx, r, undefined, dice);
  if (!ctx.quiet)
    ctx.events.push({
      type: 'search',
      text: `${r.name} has nothing left to search here: ${cardOf(ctx.content, placed.card).name} is empty.`,
      player: r.player,
    });
  ctx.state.active++;
}

/** Extra search dice from her lasting abilities (searchDice effects) that fit this location, card by card. */
export function searchDiceAt(ctx: Ctx, r: RaiderState, location: Card): { card: string; dice: number }[] {
  const out: { card: string; dice: number }[] = [];
  if (!hasPlayEffect(ctx.content, r, 'searchDice')) return out; // most raiders: no list of her effects built
  for (const { card, effect: e } of keptPlayEffects(ctx.content, r)) {
    if (e.type !== 'searchDice') continue;
    if (e.locationClass !== undefined && e.locationClass !== location.locationClass) continue;
    if (e.treasureRoom === true && !location.treasureRoom) continue;
    out.push({ card, dice: e.dice });
  }
  return out;
}

/** Plays the discovery found: an item to the unsaved row, a trigger's effects then its discard; the location is marked
 * empty. */
export function playDiscovery(ctx: Ctx, r: RaiderState, card: string, result: number): void {
  const c = cardOf(ctx.content, card);
  if (!findable(ctx, r, result).includes(card))
    throw new EngineError(`${c.name} cannot be found with a result of ${result}.`);
  takeFrom(r.hand, card);
  const placed = placedAt(ctx.state, r.at!)!;
  placed.empty = true;
  if (c.discoveryType === 'item') {
    r.unsaved.push(card);
    if (!ctx.quiet)
      ctx.events.push({
        type: 'discovery',
        text: `${r.name} finds ${c.name} (difficulty ${c.difficulty}): it goes to her unsaved row.`,
        player: r.player,
        card,
        spot: placed.spot,
      });
    // Cursed Idol (`giveItem`, rule decision 550): she may hand it to a competing raider here at once.
    const give = c.effects.find((e) => e.type === 'giveItem');
    if (give) askChoice(ctx, r, card, give);
  } else {
    if (!ctx.quiet)
      ctx.events.push({
        type: 'discovery',
        text: `${r.name} finds ${c.name} (difficulty ${c.difficulty}): it takes effect.`,
        player: r.player,
        card,
        spot: placed.spot,
      });
    r.discard.push(card);
    runEffects(ctx, r, card, c.effects);
  }
}
