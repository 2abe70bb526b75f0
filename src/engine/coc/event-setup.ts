/**
 * A scenario's or playtest's Event Deck setup (Setup.removedEvents, Setup.eventDeck): helpful cards
 * already used and out of the game, then the draw pile's top in order. Each id a setup names is
 * looked up first, so that an unknown one is told apart from one whose copies are all placed.
 */
import { closest } from '../../model/closest.ts';
import { cardIdOf } from './cards.ts';
import { checked } from '../core/checked-content.ts';
import type { RulesContent } from './rules-content.ts';
import { EngineError, type CocState, type Setup } from './types.ts';

export function applyEventSetup(state: CocState, content: RulesContent, setup: Setup): void {
  const deck = state.eventDeck;
  // Used helpful cards leave the game (rulebook, "Helpful"): they are the removed pile.
  for (const id of setup.removedEvents ?? []) {
    const item = knownCard(content, 'event', 'Event Card', id, 'removedEvents');
    // The ids come from the scenario file (checked here); the card is checked content (rule decision 575).
    if (checked(item, 'event').lara?.type !== 'helpful')
      throw new EngineError(
        `Setup: "${id}" (removedEvents) is not a helpful Event Card; only used helpful cards leave the game.`,
      );
    const card = takeFromDeck(state, cardIdOf(id));
    if (card === undefined) throw new EngineError(`Setup: every copy of "${id}" (removedEvents) is already removed.`);
    deck.removed.push(card);
  }
  if (setup.eventDeck) {
    const all = [...deck.draw, ...deck.discard];
    const top: string[] = [];
    for (const id of setup.eventDeck) {
      knownCard(content, 'event', 'Event Card', id, 'eventDeck');
      const i = all.findIndex((c) => c === id || cardIdOf(c) === id);
      if (i < 0) {
        const others = deck.removed.some((c) => cardIdOf(c) === id) ? ' (the others are removed)' : '';
        throw new EngineError(`Setup: no copy of "${id}" (eventDeck) is left to put in the deck${others}.`);
      }
      top.push(all.splice(i, 1)[0]!);
    }
    // The other cards go to the discard pile, or stay in the deck under the listed ones.
    deck.draw = setup.eventDeckRest === 'draw' ? [...top, ...all] : top;
    deck.discard = setup.eventDeckRest === 'draw' ? [] : all;
  }
}

/** The content item of a card a setup names, or a refusal naming the nearest id. */
export function knownCard(content: RulesContent, kind: string, words: string, id: string, field: string) {
  const item = content.items.find((i) => i.kind === kind && i.id === cardIdOf(id));
  if (item) return item;
  const near = closest(
    id,
    content.items.filter((i) => i.kind === kind).map((i) => i.id),
  );
  throw new EngineError(`Setup: no ${words} is called "${id}" (${field})${near ? `; did you mean "${near}"?` : '.'}`);
}

/** One copy of the card out of the draw pile (else the discard pile), or undefined. */
function takeFromDeck(state: CocState, id: string): string | undefined {
  for (const pile of [state.eventDeck.draw, state.eventDeck.discard]) {
    const i = pile.findIndex((c) => cardIdOf(c) === id);
    if (i >= 0) return pile.splice(i, 1)[0];
  }
  return undefined;
}
