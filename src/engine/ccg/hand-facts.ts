/**
 * What the cards in a raider's hand may be played for, by their timing alone (the card, not the state): kept by player
 * index in the prepared content (`content.hands`) with a copy of the hand as the key, and read again only when her
 * hand has changed. Every list of legal actions, every test and every roll asked it card by card (a card look-up and
 * its timing each), while a hand changes a few times a turn.
 */
import { cardOf, type CcgContent, type HandFacts } from './content.ts';
import type { RaiderState } from './types.ts';

const sameList = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

export function handFacts(content: CcgContent, r: RaiderState): HandFacts {
  const kept = content.hands[r.player];
  if (kept && sameList(kept.hand, r.hand)) return kept;
  // The kept lists refilled in place (a hand changes about every fourth ask): no new lists. Callers read them at once.
  const facts: HandFacts = kept ?? { hand: [], free: [], beforeTest: [], afterRoll: [] };
  facts.hand.length = facts.free.length = facts.beforeTest.length = facts.afterRoll.length = 0;
  for (const id of r.hand) {
    facts.hand.push(id);
    const card = cardOf(content, id);
    if (card.freePlay) facts.free.push(id);
    if (card.beforeTest) facts.beforeTest.push(id);
    if (card.onRoll) facts.afterRoll.push(id);
  }
  content.hands[r.player] = facts;
  return facts;
}
