// Card effects of the base pack read from their data instead of resolved by hand (issue 10): each
// card's effect, played or in play, changes the game as its words say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CcgAction } from '../../src/engine/ccg/index.ts';
import { start, play } from './ccg-helpers.ts';

test('Backpack: in play, the draw round fills her hand to think + 6 + 2', () => {
  const hand = ['rope', 'flare', 'bounty', 'push', 'run', 'take-aim', 'insight'];
  const toDraw: CcgAction[] = [{ type: 'stop' }, { type: 'skipSearch' }, { type: 'discard', cards: [] }];
  const plain = play(start('introductory-cave', { setup: { raiders: [{ hand }] } }), toDraw);
  assert.equal(plain.raiders[0]!.hand.length, 8, 'think 2 + 6');
  const packed = play(start('introductory-cave', { setup: { raiders: [{ hand, unsaved: ['backpack'] }] } }), toDraw);
  assert.equal(packed.raiders[0]!.hand.length, 9, 'seven in hand, think 2 drawn: nine, under the limit of 10');
  const full = play(
    start('introductory-cave', { setup: { raiders: [{ hand: [...hand, 'run', 'rope'], unsaved: ['backpack'] }] } }),
    toDraw,
  );
  assert.equal(full.raiders[0]!.hand.length, 10, 'nine in hand: one drawn, up to 10');
});

test('Fresh Start: her other cards go to the discard pile and as many are drawn; alone in her hand it is refused (rule decision 182)', () => {
  const s = start('introductory-cave', { setup: { raiders: [{ hand: ['fresh-start', 'rope', 'run', 'push'] }] } });
  const deck = s.raiders[0]!.deck.slice();
  const after = play(s, [{ type: 'playCard', card: 'fresh-start' }]);
  const r = after.raiders[0]!;
  assert.deepEqual(r.hand, deck.slice(0, 3), 'the top three cards of her deck');
  assert.deepEqual(r.deck, deck.slice(3));
  for (const c of ['rope', 'run', 'push', 'fresh-start']) assert.ok(r.discard.includes(c), c);
  assert.deepEqual(after.manualQueue, []);
  assert.equal(after.pending?.kind === 'manual', false, 'nothing is left to do by hand');
  const alone = start('introductory-cave', { setup: { raiders: [{ hand: ['fresh-start'] }] } });
  assert.throws(() => play(alone, [{ type: 'playCard', card: 'fresh-start' }]), /no other card in her hand/);
});

test('Empty Room: mapped, it gets an empty token at once, with nothing left to do by hand', () => {
  const s = start('into-the-caves', {
    players: [{ raider: 'lara-croft-spelunker' }],
    setup: { levelDeckTop: ['empty-room'] },
  });
  const after = play(s, [
    { type: 'rollOrder', dice: [[6, 6, 6]] },
    { type: 'chooseFirst', first: 0 },
    { type: 'move', side: 'top' },
  ]);
  const room = after.map.find((p) => p.card.startsWith('empty-room'))!;
  assert.ok(room, 'mapped');
  assert.equal(room.empty, true);
  assert.deepEqual(after.manualQueue, []);
  assert.notEqual(after.pending?.kind, 'manual');
});
