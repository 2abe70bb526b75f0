// The CCG engine's rules, part 1: setup, the deck limits, exploring (orientation, depth limits, the
// last spot of the treasure room), obstacles (the solitaire deck, the danger limit) and tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deckProblems, EngineError, legalActions, type CcgState } from '../../src/engine/ccg/index.ts';
import { placedAt } from '../../src/engine/ccg/map.ts';
import { cardIdOf } from '../../src/engine/ccg/content.ts';
import { at, baseContent, play, start, types } from './ccg-helpers.ts';

const content = baseContent;

test('raiders start at their entrances: one in the middle for an odd number, the corners shared for an even one', () => {
  const three = start('into-the-caves', {
    players: [{ raider: 'pierre' }, { raider: 'larsen' }, { raider: 'cowboy' }],
  });
  assert.deepEqual(
    three.raiders.map((r) => r.at),
    [at(2, 1), at(2, 1), at(2, 1)],
  );
  const four = start('into-the-caves', {
    players: [{ raider: 'pierre' }, { raider: 'larsen' }, { raider: 'cowboy' }, { raider: 'lara-croft-acrobat' }],
  });
  assert.deepEqual(
    four.raiders.map((r) => r.at),
    [at(1, 1), at(3, 1), at(1, 1), at(3, 1)],
  );
  assert.equal(four.round, 'ready');
  assert.deepEqual(types(four), ['rollOrder']);
  const solo = start('introductory-cave');
  assert.equal(solo.mode, 'solitaire');
  assert.equal(solo.round, 'action');
  assert.equal(placedAt(solo, at(2, 4))!.face, 'down', 'the treasure room waits face down');
});

test('deck construction limits: 30 cards at least, 2 copies below 60 cards, 3 from 60, no obstacles in solitaire', () => {
  const ids = [...content.cards.values()].filter((c) => c.type === 'action').map((c) => c.id);
  const deck = (n: number, copies = 1) => ids.slice(0, n).map((card) => ({ card, count: copies }));
  assert.deepEqual(deckProblems(content, deck(30), true), []);
  assert.match(deckProblems(content, deck(29), true).join(), /29 cards; it needs at least 30/);
  assert.match(
    deckProblems(content, [...deck(29), { card: ids[0]!, count: 2 }], true).join(),
    new RegExp(`3 copies of "${ids[0]}" \\(at most 2 in a deck of 31\\)`),
  );
  assert.deepEqual(deckProblems(content, deck(20, 3), true), [], '60 cards allow 3 copies');
  assert.match(deckProblems(content, [...deck(30), { card: 'bats', count: 1 }], true).join(), /Bats is an obstacle/);
  assert.deepEqual(deckProblems(content, [...deck(30), { card: 'bats', count: 1 }], false), []);
  assert.match(
    deckProblems(content, [...deck(30), { card: 'pond', count: 1 }], false).join(),
    /location card, not a draw card/,
  );
  assert.throws(
    () => start('introductory-cave', { players: [{ raider: 'lara-croft-spelunker', deck: deck(10) }] }),
    /10 cards/,
  );
  assert.throws(
    () => start('introductory-cave', { players: [{ raider: 'lara-croft-adventurer' }] }),
    /not a raider card/,
  );
});

test('starting hand: chosen cards (at most think) or think cards drawn; every card in one place', () => {
  const chosen = start('introductory-cave', {
    players: [{ raider: 'lara-croft-spelunker', startingHand: ['take-aim', 'magnum-pistols'] }],
  });
  assert.deepEqual(chosen.raiders[0]!.hand, ['take-aim', 'magnum-pistols']);
  assert.ok(!chosen.raiders[0]!.deck.includes('take-aim'));
  assert.throws(
    () =>
      start('introductory-cave', {
        players: [{ raider: 'lara-croft-spelunker', startingHand: ['take-aim', 'rope', 'flare'] }],
      }),
    /may choose 2 starting cards/,
  );
  const drawn = start('introductory-cave', { players: [{ raider: 'lara-croft-treasure-hunter' }] });
  assert.equal(drawn.raiders[0]!.hand.length, 3, 'think 3');
  const all = [...drawn.raiders[0]!.hand, ...drawn.raiders[0]!.deck];
  assert.equal(new Set(all).size, all.length);
});

test('exploring: the new card is turned so that its bottom points back the way the raider came', () => {
  let s = start('introductory-cave', { setup: { levelDeckTop: ['fork'], obstacleDeck: [] } });
  s = play(s, [{ type: 'move', side: 'right' }]);
  const fork = placedAt(s, at(2, 1))!;
  assert.equal(fork.card, 'fork');
  assert.equal(fork.rotation, 90, 'entered moving right: sideways');
  // Fork's printed exits top, right, bottom turn a quarter clockwise: right, back, left.
  assert.deepEqual(types(s).includes('move'), false);
  let d = start('introductory-cave', { setup: { levelDeckTop: ['fork'], obstacleDeck: [] } });
  d = play(d, [{ type: 'move', side: 'top' }]);
  assert.equal(placedAt(d, at(1, 2))!.rotation, 0, 'entered going deeper: upright');
});

test('exploring: a face-down card is turned up, oriented by the way the raider came', () => {
  let s = start('introductory-cave', {
    setup: { map: [{ spot: at(1, 4), card: 'open-cavern' }], raiders: [{ at: at(1, 4) }] },
  });
  s = play(s, [{ type: 'move', side: 'right' }]);
  const room = placedAt(s, at(2, 4))!;
  assert.equal(room.face, 'up');
  assert.equal(room.rotation, 90);
  assert.equal(cardIdOf(room.card), 'treasure-cave');
  assert.equal(
    s.obstacleDeck.length + s.obstacleDiscard.length * 100,
    8,
    'no obstacle is turned for the treasure room (rule decision 108)',
  );
  assert.deepEqual(s.pending?.kind, 'test', 'the printed guardian is faced');
});

test('exploring: a card that may not lie at that depth goes back into the deck, which is shuffled', () => {
  let s = start('into-the-caves', {
    players: [{ raider: 'pierre' }],
    mode: 'hotSeat',
    setup: { levelDeckTop: ['treasure-cave', 'pond'] },
  });
  s = play(s, [{ type: 'rollOrder' }, { type: 'chooseFirst', first: 0 }, { type: 'move', side: 'top' }]);
  assert.equal(placedAt(s, at(2, 2))!.card, 'pond');
  assert.ok(s.levelDecks[0]!.includes('treasure-cave'), 'the treasure room (minimum depth 4) went back');
  assert.equal(s.treasureRoomPlaced, false);
});

test('the last spot that can hold the treasure room gets it, face down', () => {
  const fill = [];
  for (let depth = 4; depth <= 6; depth++)
    for (let column = 1; column <= 3; column++)
      if (!(depth === 6 && column === 3)) fill.push({ spot: at(column, depth), card: 'open-cavern' });
  const s = start('into-the-caves', { players: [{ raider: 'pierre' }, { raider: 'larsen' }], setup: { map: fill } });
  const room = placedAt(s, at(3, 6))!;
  assert.equal(room.card, 'treasure-cave');
  assert.equal(room.face, 'down');
  assert.ok(s.treasureRoomPlaced);
  assert.ok(!s.levelDecks[0]!.includes('treasure-cave'));
});

test('an exit into a spot no card of the deck may fill cannot be taken (rule decision 121)', () => {
  const s = start('introductory-cave', { setup: { obstacleDeck: [] } });
  assert.deepEqual(legalTypesWithSides(s), ['move:top', 'move:right', 'stop']);
  const emptied = start('introductory-cave', { setup: { obstacleDeck: [] } });
  emptied.levelDecks[0] = [];
  assert.deepEqual(legalTypesWithSides(emptied), ['stop']);
  assert.throws(() => play(emptied, [{ type: 'move', side: 'top' }]), EngineError);
});

function legalTypesWithSides(s: CcgState): string[] {
  return legalActions(baseContent, s)
    .filter((a) => a.type === 'move' || a.type === 'stop')
    .map((a) => (a.type === 'move' ? `move:${a.side}` : a.type));
}

test('solitaire obstacle deck: cards are turned until one fits the danger limit (location danger + depth)', () => {
  // Pond: danger 1, at depth 2: limit 3. The Bear (8) is turned and set aside, the Bats (3) are played.
  let s = start('introductory-cave', { setup: { levelDeckTop: ['pond'], obstacleDeck: ['bear', 'bats', 'pit-trap'] } });
  s = play(s, [{ type: 'move', side: 'top' }]);
  assert.deepEqual(
    placedAt(s, at(1, 2))!.obstacles.map((o) => o.card),
    ['bats'],
  );
  assert.deepEqual(s.obstacleDiscard, ['bear']);
  assert.deepEqual(s.obstacleDeck, ['pit-trap']);
  // None fits: the deck is run through (and reshuffled once); nothing is played.
  let n = start('introductory-cave', { setup: { levelDeckTop: ['pond'], obstacleDeck: ['bear', 'wolf-pack'] } });
  n = play(n, [{ type: 'move', side: 'top' }]);
  assert.deepEqual(placedAt(n, at(1, 2))!.obstacles, []);
  assert.equal(n.obstacleDeck.length + n.obstacleDiscard.length, 2);
});

test('tests: dice = ability (+ extra dice of cards in play and cards played before), result + bonuses ≥ target', () => {
  // Wolves (fight 8 / move 9) at a pond; the raider holds Take Aim and has a Combat Knife and a Rope in play.
  const setup = {
    map: [{ spot: at(1, 2), card: 'pond', obstacles: ['wolves'] }],
    raiders: [{ at: at(1, 2), hand: ['take-aim'], unsaved: ['combat-knife', 'rope'] }],
    obstacleDeck: [],
  };
  let s = start('introductory-cave', { setup });
  s = play(s, [{ type: 'stop' }]);
  assert.deepEqual(s.pending, {
    kind: 'test',
    player: 0,
    obstacle: 'wolves',
    options: [
      { ability: 'fight', target: 8 },
      { ability: 'move', target: 9 },
    ],
  });
  assert.throws(() => play(s, [{ type: 'test', option: 0, dice: [1, 1] }]), /3 dice are rolled/, 'fight 2 + knife 1');
  const aimed = play(s, [{ type: 'test', option: 0, cards: ['take-aim'], dice: [1, 1, 1, 5] }]);
  assert.equal(aimed.lastRoll!.result, 8);
  assert.ok(aimed.lastRoll!.success);
  assert.ok(aimed.raiders[0]!.discard.includes('take-aim'), 'the action card is discarded after the test');
  const moved = play(s, [{ type: 'test', option: 1, dice: [2, 2, 3] }]);
  assert.equal(moved.lastRoll!.bonus, 2, 'the Rope adds 2 to move tests');
  assert.equal(moved.lastRoll!.result, 9);
  assert.ok(moved.lastRoll!.success);
});

test('a fight success puts hits on the obstacle; at its life it is removed (cards discarded, printed ones marked)', () => {
  const setup = {
    map: [{ spot: at(1, 2), card: 'bat-cave', obstacles: ['wolves'] }],
    raiders: [{ at: at(1, 2), unsaved: ['magnum-pistols'] }],
    obstacleDeck: [],
  };
  let s = start('introductory-cave', { setup });
  s = play(s, [{ type: 'stop' }]);
  assert.equal(s.pending!.kind, 'obstacleOrder', 'two obstacles: the raider chooses the order');
  s = play(s, [
    { type: 'face', obstacle: 'printed' },
    { type: 'test', option: 0, dice: [4, 4] },
  ]);
  const room = placedAt(s, at(1, 2))!;
  assert.ok(room.printedRemoved, 'Bat Swarm (life 1) took 2 hits (Magnum Pistols) and is removed');
  assert.equal(s.pending!.kind, 'test', 'the Wolves must be faced too');
  s = play(s, [{ type: 'test', option: 0, dice: [1, 1] }]);
  assert.equal(s.raiders[0]!.hits, 1, 'failed: the Wolves hit');
  assert.equal(s.raiders[0]!.creaturesRemoved, 1);
  assert.equal(s.raiders[0]!.usedFight, true);
  assert.equal(s.round, 'draw', 'a raider who used her fight ability does not search');
  let w = start('introductory-cave', {
    setup: { ...setup, map: [{ spot: at(1, 2), card: 'pond', obstacles: ['wolves'] }] },
  });
  w = play(w, [{ type: 'stop' }, { type: 'test', option: 0, dice: [6, 6] }]);
  assert.deepEqual(placedAt(w, at(1, 2))!.obstacles, []);
  assert.deepEqual(w.obstacleDiscard, ['wolves']);
});

test('after the roll: an afterRoll card may change it, then the roll stands', () => {
  const setup = {
    map: [{ spot: at(1, 2), card: 'pond', obstacles: ['pit-trap'] }],
    raiders: [{ at: at(1, 2), hand: ['just-made-it'] }],
    obstacleDeck: [],
  };
  let s = start('introductory-cave', { setup });
  s = play(s, [{ type: 'stop' }, { type: 'test', option: 1, dice: [1, 2, 3] }]);
  assert.equal(s.pending!.kind, 'afterRoll');
  assert.deepEqual(types(s), ['acceptRoll', 'playCard']);
  const saved = play(s, [{ type: 'playCard', card: 'just-made-it' }]);
  assert.equal(saved.lastRoll!.result, 9);
  assert.ok(saved.lastRoll!.success);
  assert.equal(saved.raiders[0]!.stuckTurn, null);
  const stuck = play(s, [{ type: 'acceptRoll' }]);
  assert.equal(stuck.raiders[0]!.stuckTurn, 1);
});
