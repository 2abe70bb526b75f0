// Facts about a card read once with it (content.ts readCard) instead of going through its effects at every ask: each is
// compared with the plain way on every card of the base pack (docs/engine-performance.md "CCG: … (ccgshape)").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseContent } from './ccg-helpers.ts';

const cards = [...baseContent.cards.values()];
const has = (effects: readonly { type: string }[], type: string) => effects.some((e) => e.type === type);

test('the card facts equal the plain reading of its effects, on every base card', () => {
  assert.ok(cards.length > 100);
  let rerolls = 0;
  let spent = 0;
  for (const card of cards) {
    assert.equal(card.rerolls, has(card.effects, 'reroll'), `${card.id}: rerolls`);
    assert.equal(card.spentOnRoll, has(card.effects, 'spendBonus'), `${card.id}: spentOnRoll`);
    if (card.rerolls) rerolls++;
    if (card.spentOnRoll) spent++;
  }
  // Each fact is true of some base card, so the comparison above checks both answers.
  assert.ok(rerolls > 0 && spent > 0, `${rerolls} reroll cards, ${spent} spent on a roll`);
});
