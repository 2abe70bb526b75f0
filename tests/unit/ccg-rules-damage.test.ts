// The CCG engine's rules, part 2: life, hits, injuries, death and reload, the draw round, saving,
// upgrades, secret moves, fights between raiders, winning and the goals, cards outside decisions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, legalActions, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { cardIdOf } from '../../src/engine/ccg/content.ts';
import { ability, life } from '../../src/engine/ccg/raider-stats.ts';
import { at, baseContent, play, start, types } from './ccg-helpers.ts';

const content = baseContent;
const pond = (obstacles: string[] = []) => ({ spot: at(1, 2), card: 'pond', obstacles });

test('life is the lowest ability; an injury lowers an ability and may lower life; 0 in an ability kills', () => {
  // Spike Trap (move 8 / search 9): failing injures move.
  let s = start('introductory-cave', {
    players: [{ raider: 'lara-croft-spelunker' }],
    setup: { map: [pond(['spike-trap'])], raiders: [{ at: at(1, 2), injuries: { fight: 1 } }], obstacleDeck: [] },
  });
  const r = () => s.raiders[0]!;
  assert.equal(life(content, r()), 1, 'fight 2 − 1 injury');
  s = play(s, [{ type: 'stop' }, { type: 'test', option: 0, dice: [1, 1, 1] }]);
  assert.equal(ability(content, r(), 'move'), 2);
  assert.equal(r().dead, false);
  const k = start('introductory-cave', {
    players: [{ raider: 'lara-croft-spelunker' }],
    setup: { map: [pond(['spike-trap'])], raiders: [{ at: at(1, 2), injuries: { move: 2 } }], obstacleDeck: [] },
  });
  const died = applyAction(baseContent, play(k, [{ type: 'stop' }]), { type: 'test', option: 0, dice: [1] });
  assert.ok(
    died.events.some((e) => e.type === 'death'),
    'move 1 − 1 = 0: she dies',
  );
  assert.equal(died.state.raiders[0]!.reloads, 1, "alone, she reloads in the same turn's draw round");
});

test('hits: at her life she dies; never more hits than life; she reloads at the entrance with a new hand, unsaved cards discarded', () => {
  let s = start('introductory-cave', {
    setup: {
      map: [pond(['wolves'])],
      raiders: [{ at: at(1, 2), hits: 1, unsaved: ['rope'], saved: ['secret-move-1'] }],
      obstacleDeck: [],
    },
  });
  const { state, events } = applyAction(baseContent, play(s, [{ type: 'stop' }]), {
    type: 'test',
    option: 1,
    dice: [1, 1, 1, 1],
  });
  s = state;
  const r = s.raiders[0]!;
  assert.deepEqual(
    events.filter((e) => ['hit', 'death', 'round', 'reload'].includes(e.type)).map((e) => e.type),
    ['hit', 'death', 'round', 'round', 'reload', 'round'],
    'no search round for her',
  );
  assert.equal(r.dead, false);
  assert.equal(r.reloads, 1);
  assert.deepEqual(r.at, at(1, 1));
  assert.equal(r.hits, 0);
  assert.deepEqual(r.unsaved, []);
  assert.deepEqual(r.saved, ['secret-move-1'], 'saved cards stay');
  assert.equal(r.hand.length, 2, 'think 2');
  assert.equal(r.discard.length, 0, 'all discards shuffled back');
  assert.equal(s.turn, 2);
});

test('preventing hits: a card in play prevents once per turn; a card played before the test prevents for that test (rule decision 109)', () => {
  let s = start('introductory-cave', {
    players: [{ raider: 'lara-croft-spelunker', treasures: ['incan-spirit-cloak'] }],
    setup: { map: [pond(['wolves', 'dart-trap'])], raiders: [{ at: at(1, 2) }], obstacleDeck: [] },
  });
  s = play(s, [{ type: 'stop' }, { type: 'face', obstacle: 'wolves' }, { type: 'test', option: 1, dice: [1, 1, 1] }]);
  assert.equal(s.raiders[0]!.hits, 0, 'the cloak takes the first hit');
  s = play(s, [{ type: 'test', option: 0, dice: [1, 1, 1] }]);
  assert.equal(s.raiders[0]!.hits, 1, 'but only once this turn');
  let g = start('introductory-cave', {
    setup: { map: [pond(['wolves'])], raiders: [{ at: at(1, 2), hand: ['worst-case'] }], obstacleDeck: [] },
  });
  g = play(g, [{ type: 'stop' }, { type: 'test', option: 1, cards: ['worst-case'], dice: [1, 1, 1] }]);
  assert.equal(g.raiders[0]!.hits, 0);
});

test('healing: a medi pack in play is used up and removes hits first, then injuries (rule decision 110)', () => {
  let s = start('introductory-cave', {
    players: [{ raider: 'lara-croft-spelunker' }],
    setup: { raiders: [{ hits: 1, injuries: { search: 1 }, unsaved: ['large-medi-pack'] }] },
  });
  assert.ok(types(s).includes('useItem'));
  s = play(s, [{ type: 'useItem', card: 'large-medi-pack' }]);
  assert.equal(s.raiders[0]!.hits, 0);
  assert.equal(s.raiders[0]!.injuries.search, 0);
  assert.deepEqual(s.raiders[0]!.unsaved, []);
  assert.ok(s.raiders[0]!.discard.includes('large-medi-pack'));
});

test('draw round: discard any, draw think up to think + 6; an empty hand draws twice think; the discard pile is reshuffled when the deck runs out', () => {
  let s = start('introductory-cave', { setup: { raiders: [{ hand: [] }] } });
  s = play(s, [{ type: 'stop' }, { type: 'skipSearch' }]);
  assert.equal(s.pending!.kind, 'discard');
  const empty = play(s, [{ type: 'discard', cards: [] }]);
  assert.equal(empty.raiders[0]!.hand.length, 4, 'twice think 2');
  const full = start('introductory-cave', {
    setup: { raiders: [{ hand: ['rope', 'flare', 'bounty', 'push', 'run', 'take-aim', 'insight'] }] },
  });
  const drawn = play(full, [{ type: 'stop' }, { type: 'skipSearch' }, { type: 'discard', cards: [] }]);
  assert.equal(drawn.raiders[0]!.hand.length, 8, 'hand limit think + 6 = 8');
  const thin = start('introductory-cave', { setup: { raiders: [{ hand: ['rope'] }] } });
  thin.raiders[0]!.discard = thin.raiders[0]!.deck.splice(1);
  const reshuffled = play(thin, [{ type: 'stop' }, { type: 'skipSearch' }, { type: 'discard', cards: ['rope'] }]);
  assert.equal(reshuffled.raiders[0]!.hand.length, 4);
});

test('saving: at a save point the unsaved row is saved; after a death she reloads there; upgrades needing a save are offered', () => {
  const setup = {
    map: [{ spot: at(1, 2), card: 'safe-cave' }],
    raiders: [{ at: at(1, 2), unsaved: ['rope'], hand: ['lara-croft-adventurer'] }],
    obstacleDeck: [],
  };
  let s = start('introductory-cave', { setup });
  s = play(s, [{ type: 'stop' }, { type: 'skipSearch' }, { type: 'discard', cards: [] }, { type: 'endTurn' }]);
  assert.equal(s.pending!.kind, 'upgrade');
  s = play(s, [{ type: 'playUpgrade', card: 'lara-croft-adventurer' }]);
  const r = s.raiders[0]!;
  assert.deepEqual(r.saved, ['rope', 'lara-croft-adventurer']);
  assert.deepEqual(r.savePoint, at(1, 2));
  assert.deepEqual(
    [ability(content, r, 'fight'), ability(content, r, 'move'), ability(content, r, 'think')],
    [3, 3, 3],
    'every 2 becomes 3',
  );
  assert.equal(life(content, r), 3);
  s = play(s, [{ type: 'stop' }, { type: 'skipSearch' }, { type: 'discard', cards: [] }, { type: 'reset' }]);
  assert.deepEqual(s.raiders[0]!.at, at(1, 2), 'reset: back at the save point');
  assert.deepEqual(s.raiders[0]!.saved, ['rope', 'lara-croft-adventurer']);
});

test('upgrades: one power above the current at most, not a second copy, requirements checked (rule decision 111)', () => {
  let s = start('introductory-cave', { setup: { raiders: [{ hand: ['lara-croft-victor', 'lara-croft-explorer'] }] } });
  assert.ok(!types(s).includes('playCard'), 'Victor is power 3 (and needs a won fight); Explorer needs depth 3');
  s.raiders[0]!.deepest = 3;
  assert.deepEqual(legalCards(s), ['lara-croft-explorer']);
  s = play(s, [{ type: 'playCard', card: 'lara-croft-explorer' }]);
  assert.equal(ability(content, s.raiders[0]!, 'move'), 4);
  s.raiders[0]!.fightsWon = 1;
  assert.deepEqual(legalCards(s), ['lara-croft-victor'], 'now power 2: a power 3 upgrade may follow');
});

test('secret moves go to the saved row when played and then work as cards in play (rule decision 112)', () => {
  let s = start('introductory-cave', {
    setup: { map: [pond(['gap'])], raiders: [{ at: at(1, 2), hand: ['secret-move-1'] }], obstacleDeck: [] },
  });
  s = play(s, [{ type: 'playCard', card: 'secret-move-1' }]);
  assert.deepEqual(s.raiders[0]!.saved, ['secret-move-1']);
  s = play(s, [{ type: 'stop' }]);
  assert.throws(() => play(s, [{ type: 'test', option: 0, dice: [1, 1, 1] }]), /4 dice/, 'move 3 + 1 die');
});

test('fights between raiders: both test fight, the higher puts a hit on the other; the attacker may not search', () => {
  const players = [{ raider: 'lara-croft-duelist' }, { raider: 'lara-croft-spelunker' }];
  let s = start('into-the-caves', { players, setup: { raiders: [{}, { at: at(1, 1) }] } });
  s = play(s, [
    {
      type: 'rollOrder',
      dice: [
        [6, 6],
        [1, 1, 1],
      ],
    },
    { type: 'chooseFirst', first: 0 },
    { type: 'stop' },
  ]);
  assert.deepEqual(s.pending, { kind: 'fight', player: 0, targets: [1] });
  s = play(s, [{ type: 'attack', target: 1, dice: [3, 3, 3, 3], defenderDice: [1, 1] }]);
  assert.equal(s.raiders[1]!.hits, 1);
  assert.equal(s.raiders[0]!.fightsWon, 1);
  s = play(s, [{ type: 'stop' }, { type: 'noAttack' }]);
  assert.equal(s.round, 'search');
  assert.equal(s.pending!.player, 1, 'the attacker (player 0) may not search; the defender may');
});

test('a raider who moves and stops early does not fight; one who uses all her movement may (rule decision 128)', () => {
  const players = [{ raider: 'lara-croft-duelist' }, { raider: 'lara-croft-spelunker' }];
  const map = [
    { spot: at(1, 2), card: 'open-cavern' },
    { spot: at(1, 3), card: 'open-cavern' },
  ];
  const begin = [
    {
      type: 'rollOrder',
      dice: [
        [6, 6],
        [1, 1, 1],
      ],
    },
    { type: 'chooseFirst', first: 0 },
    { type: 'move', side: 'top' },
  ] as CcgAction[];
  const early = play(start('into-the-caves', { players, setup: { map, raiders: [{}, { at: at(1, 2) }] } }), [
    ...begin,
    { type: 'stop' },
  ]);
  assert.notEqual(early.pending?.kind, 'fight');
  assert.equal(early.step!.player, 1, 'her action round is over');
  const full = play(start('into-the-caves', { players, setup: { map, raiders: [{}, { at: at(1, 3) }] } }), [
    ...begin,
    { type: 'move', side: 'top' },
  ]);
  assert.deepEqual(full.pending, { kind: 'fight', player: 0, targets: [1] }, 'move 2 used up next to the other raider');
});

test('finding the treasure: a search of the treasure room reaching its target wins (rule decision 115)', () => {
  const setup = { map: [{ spot: at(2, 3), card: 'open-cavern' }], raiders: [{ at: at(2, 3) }], obstacleDeck: [] };
  let s = start('introductory-cave', { setup });
  s = play(s, [
    { type: 'move', side: 'top' },
    { type: 'test', option: 1, dice: [4, 3, 3] },
  ]);
  assert.equal(s.pending!.kind, 'search');
  const missed = play(s, [{ type: 'search', dice: [6, 5, 1, 1, 1, 1] }]);
  assert.equal(missed.status, 'playing', '15 < 18 (six dice: search 3, the room’s +2, Spelunker’s cave die)');
  s = play(s, [{ type: 'search', dice: [6, 5, 4, 1, 1, 1] }]);
  assert.equal(s.status, 'won');
  assert.deepEqual(s.winners, [0]);
  assert.match(s.outcome!, /finds the treasure/);
  assert.deepEqual(legalActions(baseContent, s), []);
});

function legalCards(s: CcgState): string[] {
  return legalActions(baseContent, s).flatMap((a) => (a.type === 'playCard' ? [cardIdOf(a.card)] : []));
}
