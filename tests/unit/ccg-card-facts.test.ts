// Facts read once instead of at every ask (docs/engine-performance.md "CCG: … (ccgshape)"): facts of a card read
// with it (content.ts readCard), of a hand kept while the hand is the same (hand-facts.ts), of her rows kept with
// them (raider-stats.ts itemsInPlay). Each is compared with the plain way: on every base card, and over the states of
// random games with the hand changed in place. The recorded digest games (ccg-game-digests) check whole games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cardOf,
  fieldsOf,
  neverPlayedFreely,
  playedBeforeTest,
  playedOnRoll,
  type Card,
} from '../../src/engine/ccg/content.ts';
import { handFacts } from '../../src/engine/ccg/hand-facts.ts';
import { itemsInPlay, keptPlayEffects, mayBeUsed, playEffects } from '../../src/engine/ccg/raider-stats.ts';
import { usableItem } from '../../src/engine/ccg/card-play.ts';
import type { RaiderState } from '../../src/engine/ccg/types.ts';
import { baseContent, ctxOf, eachState } from './ccg-helpers.ts';

const cc = baseContent;
const cards = [...cc.cards.values()];
const has = (effects: readonly { type: string }[], type: string) => effects.some((e) => e.type === type);

// The plain ways, as the engine asked them card by card before (encounter.ts beforeTestCards, tests.ts afterRollCards,
// card-play.ts usableItem).
const plainBeforeTest = (c: Card) =>
  c.type === 'action' && (c.timing === 'beforeTest' || (c.timing === 'response' && has(c.effects, 'preventHits')));
const plainOnRoll = (c: Card) => c.type === 'action' && (c.timing === 'afterRoll' || c.timing === 'response');
const plainMayBeUsed = (c: Card) =>
  c.effects.some((e) => fieldsOf(e).uses === 'oncePerTurn' || fieldsOf(e).uses === 'oncePerLevel') ||
  (c.type === 'discovery' && (has(c.effects, 'heal') || has(c.effects, 'addExit')));

test('the card facts equal the plain reading of its effects and timing, on every base card', () => {
  assert.ok(cards.length > 100);
  const count = { rerolls: 0, spent: 0, before: 0, roll: 0, used: 0 };
  for (const card of cards) {
    assert.equal(card.rerolls, has(card.effects, 'reroll'), `${card.id}: rerolls`);
    assert.equal(card.spentOnRoll, has(card.effects, 'spendBonus'), `${card.id}: spentOnRoll`);
    assert.equal(playedBeforeTest(card), plainBeforeTest(card), `${card.id}: before a test`);
    assert.equal(playedOnRoll(card), plainOnRoll(card), `${card.id}: on a roll`);
    // Read with the card: the same answers.
    assert.equal(card.beforeTest, plainBeforeTest(card), `${card.id}: kept before a test`);
    assert.equal(card.onRoll, plainOnRoll(card), `${card.id}: kept on a roll`);
    assert.equal(card.freePlay, !neverPlayedFreely(card), `${card.id}: kept free play`);
    assert.equal(mayBeUsed(card), plainMayBeUsed(card), `${card.id}: may be used`);
    if (card.rerolls) count.rerolls++;
    if (card.spentOnRoll) count.spent++;
    if (playedBeforeTest(card)) count.before++;
    if (playedOnRoll(card)) count.roll++;
    if (mayBeUsed(card)) count.used++;
  }
  // Each fact is true of some base card, so the comparisons above check both answers.
  for (const [fact, n] of Object.entries(count)) assert.ok(n > 0, `${fact}: ${n} cards`);
});

test("a hand's kept facts, her rows' items and effects are those read afresh and the plain way, after changes in place", () => {
  const some = cards.filter((c) => c.type === 'action' || c.type === 'secretMove' || c.type === 'upgrade');
  const withEffects = cards.filter((c) => c.type !== 'raider' && c.type !== 'upgrade' && c.effects.length > 0);
  let n = 0;
  let usable = 0;
  const same = (r: RaiderState, what: string) => {
    const label = `${what}: hand ${r.hand.join(',')}`;
    const kept = handFacts(cc, r);
    const plain = {
      hand: r.hand,
      free: r.hand.filter((id) => !neverPlayedFreely(cardOf(cc, id))),
      beforeTest: r.hand.filter((id) => plainBeforeTest(cardOf(cc, id))),
      afterRoll: r.hand.filter((id) => plainOnRoll(cardOf(cc, id))),
    };
    assert.deepEqual(kept, plain, label);
    cc.hands.length = 0;
    assert.deepEqual(handFacts(cc, r), plain, `${label} (afresh)`);
    n++;
  };
  eachState('hand facts', 120, (state) => {
    // usableItem outside a decision: the same state without its pending decision.
    const ctx = ctxOf(cc, { ...state, pending: null });
    for (const r0 of state.raiders) {
      const r = { ...r0, hand: [...r0.hand] };
      same(r, 'as she is');
      r.hand.push(some[n % some.length]!.id);
      same(r, 'drew a card');
      r.hand.splice(0, 1);
      same(r, 'played her first card');
      // Every card of her rows that usableItem allows is among the items kept; the kept ones are her rows' in order.
      const items = itemsInPlay(cc, r0);
      for (const id of [...r0.saved, ...r0.unsaved])
        if (usableItem(ctx, r0, id)) {
          usable++;
          assert.ok(items.includes(id), `${id} is usable but not among the items`);
        }
      // Her kept effects with their cards are playEffects' list, also after her rows change in place.
      const rows = { ...r0, saved: [...r0.saved], unsaved: [...r0.unsaved] };
      assert.deepEqual(keptPlayEffects(cc, rows), playEffects(cc, rows));
      rows.saved.push(withEffects[n % withEffects.length]!.id);
      assert.deepEqual(keptPlayEffects(cc, rows), playEffects(cc, rows), `saved ${rows.saved.join(',')}`);
      rows.unsaved.splice(0, 1);
      assert.deepEqual(keptPlayEffects(cc, rows), playEffects(cc, rows), `unsaved ${rows.unsaved.join(',')}`);
      assert.deepEqual(
        items,
        [...r0.saved, ...r0.unsaved].filter((id) => plainMayBeUsed(cardOf(cc, id))),
      );
    }
  });
  assert.ok(n > 500 && usable > 0, `${n} hands, ${usable} usable items`);
});
