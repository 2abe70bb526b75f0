// Cards offered only at the moment their words name (ccgCard playWhen, rule decision 192).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  defaultDrawDeck,
  legalActions,
  type CcgAction,
  type CcgState,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { at, baseContent, start, checked as run } from './ccg-helpers.ts';
import { actionWords, decisionWords } from '../../src/ui/ccg-playtest/ccg-words.ts';

const content = baseContent;
const deck = [
  ...defaultDrawDeck(content, true).filter((c) => c.card !== 'coordinated-fire'),
  { card: 'coordinated-fire', count: 2 },
];
const beforeTest = (s: CcgState, card: string) =>
  legalActions(baseContent, s).some((a) => a.type === 'test' && (a.cards ?? []).some((c) => c.startsWith(card)));

/** Lara moves onto the Open Cavern with `obstacle` there and faces it; `other`: a second raider already waiting there.
 * */
function facing(obstacle: string, other: boolean): CcgState {
  const options: NewGameOptions = {
    seed: 4,
    ...(other ? { mode: 'hotSeat' as const } : {}),
    players: [{ raider: 'lara-croft-spelunker', deck }, ...(other ? [{ raider: 'pierre', deck }] : [])],
    setup: {
      map: [{ spot: at(1, 2), card: 'open-cavern', obstacles: [obstacle] }],
      raiders: [{ hand: ['coordinated-fire'] }, ...(other ? [{ at: at(1, 2), hand: [] }] : [])],
      ...(other ? {} : { obstacleDeck: [] }),
    },
  };
  let s = start('introductory-cave', options);
  if (s.round === 'ready') s = run(s, [{ type: 'rollOrder' } as CcgAction]);
  if (s.pending?.kind === 'firstPlayer') s = run(s, [{ type: 'chooseFirst', first: 0 } as CcgAction]);
  while (s.pending === null && s.step?.player !== 0 && legalActions(baseContent, s).some((a) => a.type === 'stop'))
    s = run(s, [{ type: 'stop' }]);
  assert.equal(s.step?.player, 0, `Lara moves (${JSON.stringify(s.pending)} ${s.round})`);
  s = run(s, [{ type: 'move', side: 'top' }, { type: 'stop' }]);
  while (s.pending?.kind === 'fight') s = run(s, [{ type: 'noAttack' }]);
  assert.equal(s.pending?.kind, 'test');
  return s;
}

test('Coordinated Fire is offered before a test against a creature only when another raider faces it too (rule decision 192)', () => {
  assert.equal(beforeTest(facing('bats', false), 'coordinated-fire'), false, 'alone against the Bats');
  const together = facing('bats', true);
  assert.equal(beforeTest(together, 'coordinated-fire'), true, 'Pierre is at the Bats as well');
  const option =
    together.pending?.kind === 'test' ? together.pending.options.findIndex((o) => o.ability === 'fight') : -1;
  assert.ok(option >= 0);
  // Played with the test: it takes effect (its effects are unchanged: one extra fight die, the rest by hand).
  const after = applyAction(baseContent, together, {
    type: 'test',
    option,
    cards: ['coordinated-fire'],
  } as CcgAction).state;
  assert.ok(after.lastRoll && after.lastRoll.dice.length >= 1);
  const alone = facing('bats', false);
  const aloneOption =
    alone.pending?.kind === 'test' ? alone.pending.options.findIndex((o) => o.ability === 'fight') : 0;
  assert.throws(
    () =>
      applyAction(baseContent, alone, { type: 'test', option: aloneOption, cards: ['coordinated-fire'] } as CcgAction),
    /cannot be played before this test/,
  );
});

test('Coordinated Fire is not offered against a trap, even with another raider there (rule decision 192)', () => {
  assert.equal(beforeTest(facing('pit-trap', true), 'coordinated-fire'), false);
});

/** Hot-seat: Lara moves first; Pierre holds `hand` and waits at the Open Cavern (1,2), or at the entrance when `mapped`
 * is false (1,2 unknown). */
function pierreWaits(hand: string[], mapped: boolean, laraHand: string[] = []): CcgState {
  const both = [
    ...defaultDrawDeck(content, true).filter((c) => !['ambush', 'chute-trap'].includes(c.card)),
    { card: 'ambush', count: 1 },
    { card: 'chute-trap', count: 1 },
  ];
  let s = start('introductory-cave', {
    seed: 4,
    mode: 'hotSeat',
    players: [
      { raider: 'lara-croft-spelunker', deck: both },
      { raider: 'pierre', deck: both },
    ],
    setup: {
      map: mapped ? [{ spot: at(1, 2), card: 'open-cavern' }] : [],
      raiders: [{ hand: laraHand }, { ...(mapped ? { at: at(1, 2) } : {}), hand }],
    },
  });
  if (s.round === 'ready') s = run(s, [{ type: 'rollOrder' } as CcgAction]);
  if (s.pending?.kind === 'firstPlayer') s = run(s, [{ type: 'chooseFirst', first: 0 } as CcgAction]);
  assert.equal(s.step?.player, 0);
  return s;
}
const freelyOffered = (s: CcgState, card: string) =>
  legalActions(baseContent, s).some((a) => a.type === 'playCard' && a.card.startsWith(card));

test("Ambush is offered only when a competing raider ends her move at the holder's location: a moment decision, then a fight (rule decisions 193, 554)", () => {
  let s = pierreWaits(['ambush'], true);
  assert.equal(freelyOffered(s, 'ambush'), false, 'not through her whole action round');
  assert.throws(
    () => applyAction(baseContent, s, { type: 'playCard', player: 1, card: 'ambush' } as CcgAction),
    /Ambush is played when a competing raider ends her move/,
  );
  s = run(s, [{ type: 'move', side: 'top' }, { type: 'stop' }]);
  assert.equal(s.pending?.kind, 'moment');
  assert.equal(s.pending?.player, 1);
  assert.deepEqual(
    legalActions(baseContent, s)
      .map((a) => a.type)
      .sort(),
    ['pass', 'playCard'],
  );
  // The playtest's words for the decision and its answers.
  const words = decisionWords(content, s, s.pending!);
  assert.equal(words.heading, 'Player 2: play a card on Player 1?');
  assert.match(words.detail, /Player 1 ends her move at Player 2’s location\. Player 2 may play Ambush now, or pass\./);
  assert.equal(actionWords(content, s, { type: 'pass', player: 1 }), 'Play nothing now');
  const played = run(s, [{ type: 'playCard', card: 'ambush' } as CcgAction]);
  assert.notEqual(played.pending?.kind, 'manual', 'its fight is carried out (rule decision 554)');
  assert.ok(played.raiders[1]!.usedFight, 'the ambusher has used her fight ability');
  assert.ok(played.raiders[0]!.hits + played.raiders[1]!.hits >= 1, 'the fight put a hit on one of them');
  assert.ok(played.raiders[1]!.discard.some((c) => c.startsWith('ambush')));
  // Passing: the action round goes on, and the window is not offered again in it.
  const passed = run(s, [{ type: 'pass' } as CcgAction]);
  assert.notEqual(passed.pending?.kind, 'moment');
  assert.ok(passed.raiders[1]!.hand.some((c) => c.startsWith('ambush')));
});

test('Ambush is not offered when the competing raider ends her move elsewhere (rule decision 193)', () => {
  let s = pierreWaits(['ambush'], true);
  s = run(s, [{ type: 'stop' }]);
  assert.notEqual(s.pending?.kind, 'moment', 'she did not move');
  s = pierreWaits(['ambush'], false);
  s = run(s, [{ type: 'move', side: 'top' }]);
  assert.notEqual(s.pending?.kind, 'moment', 'Pierre is not where she ended her move');
});

test('Chute Trap is offered only when a competing raider has just mapped a location, before obstacles are played there (rule decision 193)', () => {
  let s = pierreWaits(['chute-trap'], false);
  assert.equal(freelyOffered(s, 'chute-trap'), false);
  s = run(s, [{ type: 'move', side: 'top' }]);
  assert.equal(s.pending?.kind, 'moment');
  assert.equal(s.pending?.kind === 'moment' && s.pending.moment, 'justMapped');
  const played = run(s, [{ type: 'playCard', card: 'chute-trap' } as CcgAction]);
  // Its fall is carried out (rule decision 547): the choice of a deeper unknown spot opens.
  assert.equal(played.pending?.kind, 'choose');
  assert.equal(played.pending?.kind === 'choose' && played.pending.effect, 'moveRaider');
  // Moving onto a mapped location is not mapping it.
  let m = pierreWaits(['chute-trap'], true);
  m = run(m, [{ type: 'move', side: 'top' }, { type: 'stop' }]);
  assert.notEqual(m.pending?.kind, 'moment');
});

test("Chute Trap's moment comes too when a raider moved by hand maps a location (rule decisions 152, 193)", () => {
  let s = pierreWaits(['chute-trap'], false, ['by-hand-test']);
  s = run(s, [{ type: 'playCard', card: 'by-hand-test' } as CcgAction]);
  assert.equal(s.pending?.kind, 'manual');
  s = run(s, [{ type: 'adjust', what: 'at', raider: 0, value: at(1, 2), enter: true } as CcgAction]);
  assert.equal(s.pending?.kind, 'manual');
  s = run(s, [{ type: 'done' } as CcgAction]);
  assert.equal(s.pending?.kind, 'moment');
  assert.equal(s.pending?.kind === 'moment' && s.pending.moment, 'justMapped');
});
