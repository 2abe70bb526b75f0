/**
 * What the cards in a raider's hand may be played for, by their timing alone (the card, not the state): kept by player
 * index in the prepared content (`content.hands`) with a copy of the hand as the key, and read again only when her
 * hand has changed. Every list of legal actions, every test and every roll asked it card by card (a card look-up and
 * its timing each), while a hand changes a few times a turn.
 */
import { cardOf, type Card, type CcgContent, type HandFacts } from './content.ts';
import type { RaiderState } from './types.ts';

/**
 * Cards never played from the hand outside a decision (cardPlayProblem names a problem whatever the
 * state): action cards played before a test, after a roll, in place of a search or in answer, and
 * cards that are not played at all. The legal actions rule them out without building its words.
 */
export function neverPlayedFreely(card: Card): boolean {
  if (card.type === 'secretMove' || card.type === 'upgrade') return false;
  if (card.playWhen === 'justMapped' || card.playWhen === 'endedMoveHere') return true;
  return card.type !== 'action' || (card.timing !== 'anyTime' && card.timing !== 'opponentActionRound');
}

/** The action cards her player may play before a test, by their timing (rule decision 501 narrows them further). */
export const playedBeforeTest = (c: Card) =>
  c.type === 'action' &&
  (c.timing === 'beforeTest' || (c.timing === 'response' && c.effects.some((e) => e.type === 'preventHits')));

/** The action cards offered on a roll, by their timing. */
export const playedOnRoll = (c: Card) => c.type === 'action' && (c.timing === 'afterRoll' || c.timing === 'response');

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
    if (!neverPlayedFreely(card)) facts.free.push(id);
    if (playedBeforeTest(card)) facts.beforeTest.push(id);
    if (playedOnRoll(card)) facts.afterRoll.push(id);
  }
  content.hands[r.player] = facts;
  return facts;
}
