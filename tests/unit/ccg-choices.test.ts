// The `choose` decision (choices.ts, rule decision 505): its answers are the legal actions, one per option, and the
// playtest's words name each option by its label and the decision by the card and its prompt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, legalActions } from '../../src/engine/ccg/index.ts';
import { actionWords, decisionWords } from '../../src/ui/ccg-playtest/ccg-words.ts';
import { at, baseContent, start } from './ccg-helpers.ts';

const content = baseContent;

test('a choose decision: one legal answer per option, named in words by its label', () => {
  const s0 = start('introductory-cave', {
    mode: 'hotSeat',
    players: [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }],
    setup: {
      map: [{ spot: at(1, 2), card: 'open-cavern' }],
      raiders: [
        { at: at(1, 2), hand: ['steal-item'] },
        { at: at(1, 2), hand: [], unsaved: ['rope', 'small-medi-pack'] },
      ],
    },
  });
  const s = applyAction(baseContent, s0, { type: 'playCard', player: 0, card: 'steal-item' }).state;
  assert.equal(s.pending?.kind, 'choose');
  const legal = legalActions(baseContent, s);
  assert.equal(legal.length, 2);
  assert.deepEqual(
    legal.map((a) => actionWords(content, s, a)),
    ["Player 2's Rope", "Player 2's Small Medi Pack"],
  );
  assert.equal(decisionWords(content, s, s.pending!).heading, 'Steal Item: Take an unsaved item of a raider here');
  // Every legal answer is accepted; a value not offered is refused with the choices.
  for (const a of legal) assert.doesNotThrow(() => applyAction(baseContent, s, a));
  assert.throws(() => applyAction(baseContent, s, { type: 'choose', value: '0:rope' }), /is not one of the choices/);
});
