// Cards that answer a card just played (hot-seat): I'm Sorry cancels it, I Can Do That copies it
// (rule decisions 134–135); Weapon Jam on a fight roll (136); solitaire has no window (137).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { cardIdOf } from '../../src/engine/ccg/content.ts';
import { baseContent, start, checked } from './ccg-helpers.ts';
import { deckWith, duel, toTheRoll, TO_THE_CAVERN, withHands } from './ccg-duel.ts';
import { ability, playEffects } from '../../src/engine/ccg/raider-stats.ts';

/** Card ids (without the copy's #n). */
const ids = (xs: string[]) => xs.map(cardIdOf);
const offered = (s: CcgState) => legalActions(baseContent, s).map((a) => a.type === 'playCard' && cardIdOf(a.card));

const extra = [
  'poor-aim',
  'snake-eyes',
  'im-sorry',
  'i-can-do-that',
  'weapon-jam',
  'bounty',
  'just-made-it',
  'take-aim',
  'worst-case',
  'detailed-search',
];
const deck = deckWith(extra);
const game = (hands: string[][], more: { unsaved?: string[] } = {}): CcgState => withHands(deck, hands, more);

test('I\u2019m Sorry cancels Poor Aim played against her roll: the roll stands, both cards are discarded', () => {
  const s = checked(game([['im-sorry'], ['poor-aim']]), [
    ...toTheRoll([3, 3, 2, 1]),
    { type: 'playCard', card: 'poor-aim' },
  ]);
  assert.equal(s.pending?.kind, 'cancel', 'Duelist may answer Poor Aim before it acts');
  assert.equal(s.pending!.player, 0);
  assert.deepEqual(offered(s), [false, 'im-sorry']);
  assert.equal(s.lastRoll!.result, 9, 'Poor Aim has not acted yet');
  const cancelled = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.equal(cancelled.raiders[0]!.hits, 0, 'her 9 stands against the Wolves');
  assert.equal(cancelled.map.find((p) => p.spot.depth === 2)!.obstacles[0]!.hits, 1);
  assert.ok(
    cancelled.raiders[1]!.discard.map(cardIdOf).includes('poor-aim'),
    'the cancelled card goes to its owner\u2019s discard pile',
  );
  assert.ok(cancelled.raiders[0]!.discard.map(cardIdOf).includes('im-sorry'));
  const let_ = checked(s, [{ type: 'pass' }]);
  assert.equal(let_.raiders[0]!.hits, 1, 'let through, Poor Aim makes it 5: the Wolves hit her');
});

test('I\u2019m Sorry cancels the roller\u2019s own after-roll card: Just Made It adds nothing', () => {
  // Wolves: move 9 is option 1; Duelist rolls 7 with her move dice, Just Made It (+3) would make it 10.
  const moveDice = ability(baseContent, game([[], []]).raiders[0]!, 'move');
  const dice = [7 - (moveDice - 1), ...Array(moveDice - 1).fill(1)];
  let s = checked(game([['just-made-it'], ['im-sorry']]), [...TO_THE_CAVERN, { type: 'test', option: 1, dice }]);
  assert.equal(s.pending?.kind, 'afterRoll');
  assert.equal(s.lastRoll!.result, 7);
  s = checked(s, [{ type: 'playCard', card: 'just-made-it' }]);
  assert.equal(s.pending?.kind, 'cancel');
  assert.equal(s.pending!.player, 1);
  assert.equal(s.lastRoll!.result, 7, 'not acted yet');
  const cancelled = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.equal(cancelled.lastRoll!.result, 7, 'no bonus');
  assert.equal(cancelled.raiders[0]!.hits, 1, 'the failure stands: the Wolves hit her');
  assert.ok(cancelled.raiders[0]!.discard.map(cardIdOf).includes('just-made-it'));
  const passed = checked(s, [{ type: 'pass' }]);
  assert.equal(passed.lastRoll!.result, 10);
  assert.equal(passed.raiders[0]!.hits, 0);
});

test('an any-time card: I\u2019m Sorry cancels Bounty (no cards drawn); I Can Do That lets both draw', () => {
  const s = checked(game([['bounty'], ['im-sorry', 'i-can-do-that']]), [
    { type: 'playCard', player: 0, card: 'bounty' },
  ]);
  assert.equal(s.pending?.kind, 'cancel');
  assert.deepEqual(offered(s), [false, 'im-sorry', 'i-can-do-that']);
  const cancelled = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.equal(cancelled.raiders[0]!.hand.length, 0, 'Bounty draws nothing');
  assert.deepEqual(ids(cancelled.raiders[0]!.discard), ['bounty']);
  const copied = checked(s, [{ type: 'playCard', card: 'i-can-do-that' }]);
  assert.equal(copied.raiders[0]!.hand.length, 2, 'Bounty: she draws 2');
  assert.equal(
    copied.raiders[1]!.hand.length,
    1 + 2,
    'I Can Do That: Pierre draws 2 as well (I\u2019m Sorry still in hand)',
  );
  const passed = checked(s, [{ type: 'pass' }]);
  assert.equal(passed.raiders[0]!.hand.length, 2);
  assert.equal(passed.raiders[1]!.hand.length, 2);
});

test('nobody holding an answer: no window (Poor Aim answers no card)', () => {
  const s = checked(game([['bounty'], ['poor-aim']]), [{ type: 'playCard', player: 0, card: 'bounty' }]);
  assert.equal(s.pending, null);
  assert.equal(s.raiders[0]!.hand.length, 2);
});

test('solitaire: nothing cancels a card (rule decision 137)', () => {
  const solo = deckWith(extra, 1, true);
  const s = start('introductory-cave', {
    players: [{ raider: 'lara-croft-spelunker', deck: solo }],
    setup: { raiders: [{ hand: ['bounty', 'im-sorry'], deeds: ['removedCreature'] }] },
  });
  const after = checked(s, [{ type: 'playCard', card: 'bounty' }]);
  assert.equal(after.pending, null);
  assert.equal(after.raiders[0]!.hand.length, 1 + 2);
  assert.ok(!offered(after).includes('im-sorry'), 'I\u2019m Sorry is not played on its own');
});

test('Weapon Jam on a fight roll: the Combat Knife\u2019s die is taken off and it adds nothing this turn (rule decision 136)', () => {
  let s = checked(game([[], ['weapon-jam']], { unsaved: ['combat-knife'] }), toTheRoll([3, 2, 1, 1, 2]));
  assert.equal(s.lastRoll!.result, 9, 'fight 4 + the knife\u2019s die: 9 against 8');
  assert.equal(s.pending?.kind, 'respond');
  assert.deepEqual(offered(s), [false, 'weapon-jam']);
  s = checked(s, [{ type: 'playCard', card: 'weapon-jam' }]);
  assert.deepEqual(s.lastRoll!.dice, [3, 2, 1, 1], 'the last die (the knife\u2019s) is taken off');
  assert.equal(s.raiders[0]!.hits, 1, '7 against 8: the Wolves hit her');
  assert.deepEqual(ids(s.raiders[0]!.jammed), ['combat-knife']);
  assert.ok(
    !playEffects(baseContent, s.raiders[0]!).some((x) => cardIdOf(x.card) === 'combat-knife'),
    'the knife adds nothing for the rest of the turn',
  );
  assert.ok(s.raiders[1]!.discard.map(cardIdOf).includes('weapon-jam'));
});

test('Weapon Jam is not offered when her weapons add nothing to the roll', () => {
  const s = checked(game([[], ['weapon-jam']]), toTheRoll([3, 3, 2, 1]));
  assert.notEqual(s.pending?.kind, 'respond');
});

test('cards played before a test are answered one at a time: Take Aim cancelled rolls one die fewer, Worst Case let through still acts', () => {
  const begin = TO_THE_CAVERN;
  let s = checked(game([['take-aim', 'worst-case'], ['im-sorry']]), [
    ...begin,
    { type: 'test', option: 0, cards: ['take-aim', 'worst-case'], dice: [1, 1, 1, 1] },
  ]);
  assert.equal(s.pending?.kind, 'cancel', 'Pierre may answer Take Aim before the roll');
  assert.equal(cardIdOf((s.pending as { played: { card: string } }).played.card), 'take-aim');
  assert.equal(s.lastRoll, null, 'not rolled yet');
  s = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.deepEqual(s.lastRoll!.dice, [1, 1, 1, 1], 'fight 4, no extra die (four dice were given for the roll)');
  assert.equal(s.raiders[0]!.hits, 0, 'Worst Case still prevents the Wolves’ hit');
  assert.ok(s.raiders[0]!.discard.map(cardIdOf).includes('take-aim'));
  const passed = checked(game([['take-aim'], ['im-sorry']]), [
    ...begin,
    { type: 'test', option: 0, cards: ['take-aim'], dice: [1, 1, 1, 1, 1] },
    { type: 'pass' },
  ]);
  assert.equal(passed.lastRoll!.dice.length, 5, 'let through, Take Aim adds its die');
  assert.throws(
    () =>
      checked(game([['take-aim'], ['im-sorry']]), [
        ...begin,
        { type: 'test', option: 0, cards: ['take-aim'], dice: [1, 1, 1, 1] },
        { type: 'pass' },
      ]),
    /5 dice are rolled here; 4/,
  );
});

test('a card in place of a search, cancelled: no bonus dice, she searches normally instead (rule decision 134)', () => {
  const open = (hands: string[][]) => duel(deck, [{ hand: hands[0]! }, { hand: hands[1]! }], []);
  const toSearch: CcgAction[] = [...TO_THE_CAVERN, { type: 'stop' }];
  let s = checked(open([['detailed-search'], ['im-sorry']]), toSearch);
  assert.equal(s.pending?.kind, 'search');
  const normal = 2 + 1; // Duelist's search 2 + the Open Cavern's rating
  s = checked(s, [{ type: 'search', card: 'detailed-search', dice: Array(normal).fill(2) }]);
  assert.equal(s.pending?.kind, 'cancel');
  assert.equal(s.pending!.player, 1);
  const cancelled = checked(s, [{ type: 'playCard', card: 'im-sorry' }]);
  assert.equal(cancelled.lastRoll!.dice.length, normal, 'a normal search: no bonus dice');
  assert.ok(cancelled.raiders[0]!.discard.map(cardIdOf).includes('detailed-search'));
  const let_ = checked(open([['detailed-search'], ['im-sorry']]), [
    ...toSearch,
    { type: 'search', card: 'detailed-search', dice: Array(normal + 2).fill(2) },
    { type: 'pass' },
  ]);
  assert.equal(let_.lastRoll!.dice.length, normal + 2, 'let through: Detailed Search adds 2 dice');
});
