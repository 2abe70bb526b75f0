// The hot-seat response window: a competing player's after-roll cards on another raider's roll (rule decision 132).
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
import { at, baseContent, play, start } from './ccg-helpers.ts';
import { DUELIST_FIRST, TO_THE_CAVERN, toTheRoll as toTheRollOf } from './ccg-duel.ts';
import { ability } from '../../src/engine/ccg/raider-stats.ts';

const fightDiceOf = (s: CcgState, p: number) => ability(baseContent, s.raiders[p]!, 'fight');

const deck = [...defaultDrawDeck(baseContent, false), { card: 'poor-aim', count: 1 }, { card: 'snake-eyes', count: 1 }];
const options: Partial<NewGameOptions> = {
  players: [{ raider: 'lara-croft-duelist' }, { raider: 'pierre', deck }],
  setup: {
    map: [{ spot: at(1, 2), card: 'open-cavern', obstacles: ['wolves'] }],
    raiders: [{ hand: [] }, { hand: ['poor-aim', 'snake-eyes'] }],
  },
};
/** Duelist (fight 4) steps onto the Wolves and rolls 9 against fight 8: a success, until Pierre answers. */
const toTheRoll: CcgAction[] = toTheRollOf([3, 3, 2, 1]);
const rolled = (): CcgState => play(start('into-the-caves', options), toTheRoll);

test('a competing player is asked after the roller: her after-roll cards against it, or pass', () => {
  const s = rolled();
  assert.equal(s.pending?.kind, 'respond');
  assert.equal(s.pending!.player, 1);
  assert.deepEqual(legalActions(baseContent, s), [
    { type: 'pass', player: 1 },
    { type: 'playCard', player: 1, card: 'poor-aim' },
    { type: 'playCard', player: 1, card: 'snake-eyes' },
  ]);
  assert.throws(() => play(s, [{ type: 'playCard', card: 'rope' }]), /does not answer the "respond" decision/);
  const passed = play(s, [{ type: 'pass' }]);
  assert.equal(
    passed.map.find((p) => p.spot.depth === 2)!.obstacles[0]!.hits,
    1,
    'the roll stands: a hit on the Wolves',
  );
  assert.equal(passed.raiders[0]!.hits, 0);
});

test('Poor Aim takes 4 from her fight result: the pass becomes a failure and she takes the Wolves\u2019 hit', () => {
  const s = play(rolled(), [{ type: 'playCard', card: 'poor-aim' }]);
  assert.equal(s.lastRoll!.result, 5);
  assert.equal(s.lastRoll!.success, false);
  assert.equal(s.raiders[0]!.hits, 1);
  assert.ok(s.raiders[1]!.discard.includes('poor-aim'));
  assert.deepEqual(s.raiders[1]!.hand, ['snake-eyes'], 'Snake Eyes is not offered on a failed roll');
});

test('Snake Eyes makes her roll a passed test again', () => {
  const s = play(rolled(), [{ type: 'playCard', card: 'snake-eyes', dice: [1, 1, 1, 1] }]);
  assert.deepEqual(s.lastRoll!.dice, [1, 1, 1, 1]);
  assert.equal(s.lastRoll!.success, false);
  assert.equal(s.raiders[0]!.hits, 1, 'the failure stands: Poor Aim is not offered on a failed roll');
  const again = play(rolled(), [{ type: 'playCard', card: 'snake-eyes', dice: [6, 1, 1, 1] }]);
  assert.equal(again.pending?.kind, 'respond', 'passed again: Pierre may still play Poor Aim');
  assert.deepEqual(
    legalActions(baseContent, again).map((a) => a.type === 'playCard' && a.card),
    [false, 'poor-aim'],
  );
});

test('a plain search is answered too (it counts as passed): Snake Eyes makes her search again (rule decision 133)', () => {
  const open = { ...options, setup: { ...options.setup, map: [{ spot: at(1, 2), card: 'open-cavern' }] } };
  let s = play(start('into-the-caves', open), [...TO_THE_CAVERN, { type: 'stop' }]);
  assert.equal(s.pending?.kind, 'search');
  const dice = Array.from({ length: 2 + 1 }, () => 6); // Duelist's search 2 + the Open Cavern's rating
  s = play(s, [{ type: 'search', dice }]);
  assert.equal(s.pending?.kind, 'respond');
  assert.deepEqual(
    legalActions(baseContent, s).map((a) => a.type === 'playCard' && a.card),
    [false, 'snake-eyes'],
    'Poor Aim is for fight tests only',
  );
  s = play(s, [{ type: 'playCard', card: 'snake-eyes', dice: [1, 1, 1] }]);
  assert.equal(s.lastRoll!.result, 3, 'her search result is the new roll');
  assert.ok(s.raiders[1]!.discard.includes('snake-eyes'));
  const failed = play(start('into-the-caves', options), [
    ...TO_THE_CAVERN,
    { type: 'test', option: 0, dice: [1, 1, 1, 1] },
  ]);
  assert.notEqual(failed.pending?.kind, 'respond', 'no window once the roll failed');
  assert.equal(failed.raiders[0]!.hits, 1);
});

/** Duelist (fight 4) attacks Pierre where he stands at the entrance; Pierre holds Poor Aim and Snake Eyes. */
const fightOptions: Partial<NewGameOptions> = {
  players: [{ raider: 'lara-croft-duelist' }, { raider: 'pierre', deck }],
  setup: { raiders: [{ hand: [] }, { at: at(1, 1), hand: ['poor-aim', 'snake-eyes'] }] },
};
const toTheFight: CcgAction[] = [...DUELIST_FIRST, { type: 'stop' }];

test('a fight between raiders opens the window on the winner\u2019s roll: Poor Aim turns the fight round (rule decision 133)', () => {
  let s = play(start('into-the-caves', fightOptions), toTheFight);
  assert.equal(s.pending?.kind, 'fight');
  const pierreDice = Array.from({ length: fightDiceOf(s, 1) }, () => 2);
  s = play(s, [{ type: 'attack', target: 1, dice: [3, 3, 2, 1], defenderDice: pierreDice }]);
  assert.equal(s.pending?.kind, 'respond', 'Duelist leads 9 to ' + pierreDice.length * 2);
  assert.equal(s.pending!.player, 1);
  assert.equal(s.lastRoll!.against, 'fight:1');
  const passed = play(s, [{ type: 'pass' }]);
  assert.equal(passed.raiders[1]!.hits, 1, 'the roll stands: Pierre takes the hit');
  assert.equal(passed.raiders[0]!.fightsWon, 1);
  const turned = play(s, [{ type: 'playCard', card: 'poor-aim' }]);
  assert.equal(turned.raiders[0]!.hits, 1, 'Poor Aim: 9 − 4 = 5, below Pierre\u2019s result: Duelist takes the hit');
  assert.equal(turned.raiders[1]!.hits, 0);
  assert.equal(turned.raiders[1]!.fightsWon, 1);
  assert.ok(turned.raiders[1]!.discard.includes('poor-aim'));
});

test('a fight turned into a tie by a card is fought again; the roller plays no after-roll cards of her own in a fight (118)', () => {
  let s = play(start('into-the-caves', fightOptions), toTheFight);
  const n = fightDiceOf(s, 1);
  // Pierre rolls 5 in all; Duelist 9: Poor Aim makes it 5 against 5, a tie, and they roll again.
  const pierreDice = Array.from({ length: n }, (_, i) => (i === 0 ? 5 - (n - 1) : 1));
  s = play(s, [{ type: 'attack', target: 1, dice: [3, 3, 2, 1], defenderDice: pierreDice }]);
  const { state, events } = applyAction(baseContent, s, { type: 'playCard', card: 'poor-aim' });
  assert.ok(
    events.some((e) => e.type === 'fight' && /fights again/.test(e.text)),
    'a tie: a new fight roll',
  );
  assert.equal(
    state.raiders[0]!.hits + state.raiders[1]!.hits + (state.pending?.kind === 'respond' ? 1 : 0),
    1,
    'one of them is hit (or the new winner\u2019s roll waits for Snake Eyes)',
  );
});
