// A response card played is itself an action card just played: I'm Sorry may cancel it in turn
// (rule decision 151) — I'm Sorry on I'm Sorry, on a chain of them, and on Weapon Jam.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cloneState, legalActions, type CcgState } from '../../src/engine/ccg/index.ts';
import { cardIdOf } from '../../src/engine/ccg/content.ts';
import { baseContent, checked } from './ccg-helpers.ts';
import { deckWith, toTheRoll, withHands } from './ccg-duel.ts';
import { decisionWords } from '../../src/ui/ccg-playtest/ccg-words.ts';

const ids = (xs: string[]) => xs.map(cardIdOf).sort();
const offered = (s: CcgState) => legalActions(baseContent, s).map((a) => a.type === 'playCard' && cardIdOf(a.card));
const extra = ['im-sorry', 'bounty', 'weapon-jam', 'i-can-do-that'];
const deck = deckWith(extra, 2);
const game = (hands: string[][], more: { unsaved?: string[] } = {}): CcgState => withHands(deck, hands, more);

test('I\u2019m Sorry on I\u2019m Sorry: the first is cancelled and Bounty takes effect', () => {
  let s = checked(game([['bounty', 'im-sorry'], ['im-sorry']]), [
    { type: 'playCard', player: 0, card: 'bounty' },
    { type: 'playCard', card: 'im-sorry' },
  ]);
  assert.equal(s.pending?.kind, 'cancel', 'Duelist may answer Pierre\u2019s I\u2019m Sorry');
  assert.equal(s.pending!.player, 0);
  assert.equal(cardIdOf((s.pending as { played: { card: string } }).played.card), 'im-sorry');
  assert.deepEqual(offered(s), [false, 'im-sorry']);
  assert.equal(s.raiders[0]!.hand.length, 1, 'nothing drawn yet');
  assert.deepEqual(cloneState(s), s, 'the nested window copies with the state');
  const w = decisionWords(baseContent, s, s.pending!);
  assert.match(w.detail, /would cancel Bounty/);
  s = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.equal(s.pending, null);
  assert.equal(s.raiders[0]!.hand.length, 2, 'Bounty: she draws 2');
  assert.deepEqual(ids(s.raiders[0]!.discard), ['bounty', 'im-sorry']);
  assert.deepEqual(ids(s.raiders[1]!.discard), ['im-sorry']);
  assert.deepEqual(s.resolving, []);
});

test('not answered, I\u2019m Sorry acts: Bounty is cancelled', () => {
  const s = checked(game([['bounty', 'im-sorry'], ['im-sorry']]), [
    { type: 'playCard', player: 0, card: 'bounty' },
    { type: 'playCard', card: 'im-sorry' },
    { type: 'pass' },
  ]);
  assert.equal(s.pending, null);
  assert.deepEqual(ids(s.raiders[0]!.hand), ['im-sorry'], 'nothing drawn; her I\u2019m Sorry stays in hand');
  assert.deepEqual(ids(s.raiders[0]!.discard), ['bounty']);
});

test('a chain of three: the last I\u2019m Sorry cancels the second, so the first cancels Bounty', () => {
  const s = checked(
    game([
      ['bounty', 'im-sorry'],
      ['im-sorry', 'im-sorry'],
    ]),
    [
      { type: 'playCard', player: 0, card: 'bounty' },
      { type: 'playCard', card: 'im-sorry' },
      { type: 'playCard', card: 'im-sorry' },
    ],
  );
  assert.equal(s.pending?.kind, 'cancel', 'Pierre may answer her I\u2019m Sorry with his second');
  assert.equal(s.pending!.player, 1);
  const after = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.equal(after.pending, null);
  assert.equal(after.raiders[0]!.hand.length, 0, 'Bounty cancelled: nothing drawn');
  assert.deepEqual(ids(after.raiders[0]!.discard), ['bounty', 'im-sorry']);
  assert.deepEqual(ids(after.raiders[1]!.discard), ['im-sorry', 'im-sorry']);
  assert.deepEqual(after.resolving, []);
});

test('I\u2019m Sorry cancels Weapon Jam: the knife keeps its die, the roll stands', () => {
  let s = checked(game([['im-sorry'], ['weapon-jam']], { unsaved: ['combat-knife'] }), [
    ...toTheRoll([3, 2, 1, 1, 2]),
    { type: 'playCard', card: 'weapon-jam' },
  ]);
  assert.equal(s.pending?.kind, 'cancel', 'the roller may answer Weapon Jam');
  assert.equal(s.pending!.player, 0);
  s = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.deepEqual(s.raiders[0]!.jammed, []);
  assert.equal(s.lastRoll!.result, 9);
  assert.equal(s.raiders[0]!.hits, 0, '9 against 8 stands');
  assert.equal(s.map.find((p) => p.spot.depth === 2)!.obstacles[0]!.hits, 1);
  assert.deepEqual(ids(s.raiders[1]!.discard), ['weapon-jam']);
});

test('I Can Do That answered by I\u2019m Sorry: Bounty acts for its player only', () => {
  const s = checked(game([['bounty', 'im-sorry'], ['i-can-do-that']]), [
    { type: 'playCard', player: 0, card: 'bounty' },
    { type: 'playCard', card: 'i-can-do-that' },
  ]);
  assert.equal(s.pending?.kind, 'cancel');
  const after = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.equal(after.raiders[0]!.hand.length, 2, 'Bounty still acts for her');
  assert.equal(after.raiders[1]!.hand.length, 0, 'the copy is cancelled: Pierre draws nothing');
});
