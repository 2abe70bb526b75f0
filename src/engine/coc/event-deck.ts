/**
 * The Event Deck (shared by the Event Phase, sacrifices, HIDE and traps): built and shuffled from the
 * pack's event cards; a card is drawn or discarded from the top (the first id of `draw`). When the
 * draw pile runs out, a Natla-Pin goes on the Lara Board and the discard pile (never the removed
 * helpful cards) is shuffled into a new deck (rule decision 26).
 */
import { shuffle } from '../core/random.ts';
import { deckOf } from './cards.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocEvent, CocState, EventDeck } from './types.ts';
import { deckRunOut } from './invasion.ts';
import { damageLara } from './damage.ts';
import { islandRunOut } from './island-pins.ts';

export function newEventDeck(state: CocState, content: RulesContent): EventDeck {
  return { draw: shuffle(state.random, deckOf(content, 'event')), discard: [], removed: [] };
}

/** Cards that can still be drawn or discarded (the draw pile, then the discard pile once reshuffled). */
export const eventCardsAvailable = (state: CocState) => state.eventDeck.draw.length + state.eventDeck.discard.length;

/**
 * Takes the top card; undefined when there is no card at all. When it was the last, the caller runs
 * the deck out once the card is resolved (the rulebook's worked example: resolve, then the pin, then
 * the shuffle — so the last card is in the new deck).
 */
export function drawEventCard(state: CocState, events: CocEvent[]): string | undefined {
  refillIfEmpty(state, events);
  return state.eventDeck.draw.shift();
}

/** Discards the top card unresolved (a sacrifice made a success, a failed HIDE…); false when none is left. */
export function discardEventCard(state: CocState, reason: string, events: CocEvent[]): boolean {
  refillIfEmpty(state, events);
  const card = state.eventDeck.draw.shift();
  if (card === undefined) return false;
  state.eventDeck.discard.push(card);
  state.eventCardsDiscarded += 1;
  events.push({
    type: 'eventDiscarded',
    text: `${reason}: an Event Card is discarded unresolved (${state.eventDeck.draw.length} left in the deck).`,
  });
  if (state.eventDeck.draw.length === 0) runOut(state, events);
  return true;
}

/** A drawn card after it is resolved. */
export function discardResolved(state: CocState, card: string): void {
  state.eventDeck.discard.push(card);
}

/** A helpful card used: out of the deck for the rest of the game. */
export function removeFromGame(state: CocState, card: string): void {
  state.eventDeck.removed.push(card);
}

/** A deck emptied by a card the rules do not count as a run-out (e.g. setup): reshuffle without a pin. */
function refillIfEmpty(state: CocState, events: CocEvent[]): void {
  if (state.eventDeck.draw.length === 0 && state.eventDeck.discard.length > 0) reshuffle(state, events);
}

/**
 * The deck has run out (invasion.ts): in the Adventure Book a Natla-Pin; in a single challenge the
 * level becomes INVADED the first time and later run-outs deal the penalty; the Crypt of Chronos
 * level deals the penalty. Then the discard pile (never the removed cards) becomes the new deck.
 */
export function runOut(state: CocState, events: CocEvent[]): void {
  // The Island Campaign's own invasion (island-pins.ts); its crypt follows the crypt rules below.
  if (state.campaign && !state.crypt) {
    islandRunOut(state, events);
    return reshuffle(state, events);
  }
  const r = deckRunOut(state.mode, state.crypt, state.invaded);
  if (r.pin) {
    state.natlaPins += 1;
    events.push({
      type: 'natlaPin',
      text: `The Event Deck has run out: a Natla-Pin goes on the Lara Board (${state.natlaPins}).`,
    });
  }
  if (r.invadeNow) {
    state.invaded = true;
    events.push({
      type: 'invaded',
      text: 'The Event Deck has run out for the first time in this challenge: the level is INVADED.',
    });
  }
  if (r.penalty) damageLara(state, r.penalty, 'The Event Deck has run out again (this cannot be dodged)', events);
  reshuffle(state, events);
}

function reshuffle(state: CocState, events: CocEvent[]): void {
  const deck = state.eventDeck;
  deck.draw.push(...shuffle(state.random, deck.discard.splice(0)));
  if (deck.draw.length)
    events.push({
      type: 'eventDeckShuffled',
      text: `The Event Discard Pile is shuffled into a new Event Deck of ${deck.draw.length} cards.`,
    });
}
