// A raider moved by hand into a location she enters (adjust at, enter: true): steps 2–5 of the action
// round there, interrupting play (forced-move.ts, rule decisions 152–155).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  cloneState,
  gameLog,
  replay,
  stateDigest,
  type CcgAction,
  type CcgState,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { placedAt } from '../../src/engine/ccg/map.ts';
import { ability, life } from '../../src/engine/ccg/raider-stats.ts';
import { BY_HAND_DECK, BY_HAND_SOLO, at, baseContent, checkedTexts, start } from './ccg-helpers.ts';

const content = baseContent;
const solo = BY_HAND_SOLO;
const deck = BY_HAND_DECK;

const run = (s: CcgState, actions: CcgAction[]) => checkedTexts(s, actions);
const sixes = (s: CcgState, player: number, n = ability(content, s.raiders[player]!, 'fight')) =>
  Array<number>(n).fill(6);
const adjust = (a: Record<string, unknown>) => ({ type: 'adjust', ...a }) as CcgAction;
/** Written Effect (written as text) opens a manual decision at the start of her action round. */
const byHand = (options = solo) =>
  run(start('introductory-cave', options), [{ type: 'playCard', card: 'by-hand-test' }]).state;

test('moved by hand without entering: nothing of the action round follows (as before)', () => {
  const { state } = run(byHand(), [adjust({ what: 'at', raider: 0, value: at(1, 2) }), { type: 'done' }]);
  assert.deepEqual(state.raiders[0]!.at, at(1, 2));
  assert.notEqual(state.pending?.kind, 'test', 'the Wolves are not faced');
  assert.equal(state.step?.forced, undefined);
});

test('entering an explored location by hand: once done, she faces its obstacles; then her own action round is over', () => {
  let { state, texts } = run(byHand(), [adjust({ what: 'at', raider: 0, value: at(1, 2), enter: true })]);
  assert.equal(state.pending?.kind, 'manual', 'nothing happens until the decision is done');
  assert.match(texts.join('\n'), /By hand: Player 1 enters from column 1, depth 1 to Open Cavern/);
  ({ state, texts } = run(state, [{ type: 'done' }]));
  assert.equal(state.step?.forced, true);
  assert.equal(state.pending?.kind, 'test');
  assert.match(texts.join('\n'), /has entered Open Cavern \(column 1, depth 2\)/);
  assert.equal(state.pending?.kind === 'test' && state.pending.obstacle, placedAt(state, at(1, 2))!.obstacles[0]!.card);
  // She passes the Wolves' test (sixes): the forced move is over, and it ended her action round (rule decision 154).
  const option = state.pending?.kind === 'test' ? state.pending.options.findIndex((o) => o.ability === 'fight') : -1;
  ({ state } = run(state, [{ type: 'test', option, dice: sixes(state, 0) }]));
  if (state.pending?.kind === 'afterRoll') ({ state } = run(state, [{ type: 'acceptRoll' }]));
  assert.equal(state.step, null);
  assert.equal(state.round, 'draw', 'no more action round; she tested fight, so no search either');
  assert.equal(placedAt(state, at(1, 2))!.obstacles[0]!.hits, 1, 'a fight success hits the obstacle');
});

test('entering an unknown spot by hand maps it at once; the obstacle deck plays on it, and she faces what is there', () => {
  let { state, texts } = run(byHand(), [adjust({ what: 'at', raider: 0, value: at(2, 1), enter: true })]);
  const placed = placedAt(state, at(2, 1))!;
  assert.equal(placed.face, 'up');
  assert.equal(placed.rotation, 90, 'she moved right: oriented as if she had come through that side');
  assert.match(texts.join('\n'), /is mapped at column 2, depth 1/);
  assert.deepEqual(placed.obstacles, [], 'no obstacle before the decision is done');
  ({ state, texts } = run(state, [{ type: 'done' }]));
  assert.match(texts.join('\n'), /The obstacle deck plays Bats/);
  assert.equal(state.pending?.kind, 'test');
  assert.throws(
    () => applyAction(baseContent, byHand(), adjust({ what: 'at', raider: 0, value: at(2, 1) })),
    /No explored location/,
    'without enter only explored locations',
  );
  assert.throws(
    () => applyAction(baseContent, byHand(), adjust({ what: 'at', raider: 0, value: at(9, 1), enter: true })),
    /No location can be mapped/,
  );
  assert.throws(
    () => applyAction(baseContent, byHand(), adjust({ what: 'at', raider: 0, value: at(1, 2), enter: 'yes' })),
    /Enter is true or false/,
  );
});

test('a later move by hand replaces her forced move; moved away without entering, none is left', () => {
  let { state } = run(byHand(), [
    adjust({ what: 'at', raider: 0, value: at(2, 1), enter: true }),
    adjust({ what: 'at', raider: 0, value: at(1, 2), enter: true }),
  ]);
  assert.deepEqual(state.forcedMoves, [{ player: 0, spot: at(1, 2), explored: false }]);
  ({ state } = run(state, [adjust({ what: 'at', raider: 0, value: at(1, 1) })]));
  assert.deepEqual(state.forcedMoves, []);
  ({ state } = run(state, [{ type: 'done' }]));
  assert.equal(state.step?.forced, undefined);
  assert.deepEqual(
    placedAt(state, at(2, 1))!.obstacles,
    [],
    'the location she left was mapped, but no obstacle is played on it',
  );
});

const hotSeat: NewGameOptions = {
  seed: 2,
  mode: 'hotSeat',
  players: [
    { raider: 'lara-croft-spelunker', deck },
    { raider: 'pierre', deck },
  ],
  setup: { raiders: [{ hand: ['by-hand-test'] }, { hand: ['bats'] }] },
};
function hotSeatByHand(): CcgState {
  const s = run(start('into-the-caves', hotSeat), [{ type: 'rollOrder' }, { type: 'chooseFirst', first: 0 }]).state;
  assert.equal(s.step?.player, 0);
  return run(s, [{ type: 'playCard', player: 0, card: 'by-hand-test' }]).state;
}

test('hot-seat: a raider moved by hand onto another may attack her, then the interrupted action round goes on', () => {
  let { state } = run(hotSeatByHand(), [
    adjust({ what: 'at', raider: 1, value: at(1, 1), enter: true }),
    { type: 'done' },
  ]);
  assert.deepEqual(state.pending, { kind: 'fight', player: 1, targets: [0] });
  assert.equal(state.step?.interrupted?.player, 0, 'Lara’s step waits inside the forced one');
  assert.deepEqual(cloneState(state).step, state.step);
  ({ state } = run(state, [
    { type: 'attack', target: 0, dice: sixes(state, 1), defenderDice: sixes(state, 0).map(() => 1) },
  ]));
  assert.ok(state.raiders[1]!.usedFight, 'attacking uses her fight ability');
  assert.equal(state.raiders[0]!.hits, 1);
  assert.equal(state.step?.player, 0);
  assert.equal(state.step?.stage, 'move', 'Lara moves on as before');
  assert.equal(state.step?.forced, undefined);
  const replayed = replay(baseContent, gameLog(state, hotSeat)).state;
  assert.equal(stateDigest(replayed), stateDigest(state));
});

test('hot-seat: entering an unknown spot by hand, the competing player may play an obstacle on it (step 3)', () => {
  let { state } = run(hotSeatByHand(), [
    adjust({ what: 'at', raider: 0, value: at(1, 2), enter: true }),
    { type: 'done' },
  ]);
  assert.equal(state.pending?.kind, 'playObstacle');
  assert.equal(state.pending?.player, 1);
  ({ state } = run(state, [{ type: 'playObstacle', card: 'bats' }]));
  assert.ok(placedAt(state, at(1, 2))!.obstacles.some((o) => o.card === 'bats'));
  assert.equal(
    state.pending?.kind === 'test' || state.pending?.kind === 'obstacleOrder',
    true,
    'then she faces what is there',
  );
});

test('a forced move is not her move: the Wellspring heals only the raider whose own action round ended there (rule decision 155)', () => {
  const options: NewGameOptions = {
    ...hotSeat,
    setup: {
      ...hotSeat.setup,
      map: [{ spot: at(2, 2), card: 'wellspring' }],
      raiders: [
        { hand: ['by-hand-test'], hits: 1 },
        { hand: ['bats'], hits: 1 },
      ],
    },
  };
  const s = run(start('into-the-caves', options), [
    { type: 'rollOrder' },
    { type: 'chooseFirst', first: 0 },
    { type: 'playCard', player: 0, card: 'by-hand-test' },
  ]).state;
  const other = run(s, [adjust({ what: 'at', raider: 1, value: at(2, 2), enter: true }), { type: 'done' }]).state;
  assert.equal(other.raiders[1]!.hits, 1, 'sent there outside her action round: no heal');
  assert.equal(other.step?.player, 0);
  const own = run(s, [adjust({ what: 'at', raider: 0, value: at(2, 2), enter: true }), { type: 'done' }]).state;
  assert.equal(own.raiders[0]!.hits, 0, 'her own action round ended there: healed as at the end of her move');
  assert.equal(own.step?.player ?? 1, 1, 'the next raider moves');
});

test('a forced move is dropped when its raider dies before it starts (rule decision 153)', () => {
  let { state } = run(byHand(), [
    adjust({ what: 'at', raider: 0, value: at(1, 2), enter: true }),
    adjust({ what: 'hits', raider: 0, value: life(content, byHand().raiders[0]!) }),
  ]);
  assert.equal(state.raiders[0]!.dead, true);
  assert.equal(state.forcedMoves?.length, 1);
  ({ state } = run(state, [{ type: 'done' }]));
  assert.deepEqual(state.forcedMoves, []);
  assert.equal(state.step?.forced, undefined);
  assert.equal(state.raiders[0]!.reloads, 1, 'she reloads in the draw round, and never faces the Wolves');
  assert.deepEqual(state.raiders[0]!.at, at(1, 1));
});

test('hot-seat: the raider whose action round was interrupted dies in the forced move: her action round is over (found by the hot-seat property test)', () => {
  const lara = life(content, start('into-the-caves', hotSeat).raiders[0]!);
  const options: NewGameOptions = {
    ...hotSeat,
    setup: { raiders: [{ hand: ['by-hand-test'], hits: lara - 1 }, { hand: ['bats'] }] },
  };
  let s = run(start('into-the-caves', options), [
    { type: 'rollOrder' },
    { type: 'chooseFirst', first: 0 },
    { type: 'playCard', player: 0, card: 'by-hand-test' },
  ]);
  s = run(s.state, [adjust({ what: 'at', raider: 1, value: at(1, 1), enter: true }), { type: 'done' }]);
  assert.equal(s.state.pending?.kind, 'fight');
  s = run(s.state, [
    { type: 'attack', target: 0, dice: sixes(s.state, 1), defenderDice: sixes(s.state, 0).map(() => 1) },
  ]);
  assert.equal(s.state.raiders[0]!.dead, true);
  assert.notEqual(s.state.step?.player, 0, 'no move is asked of the dead raider');
  assert.ok(s.state.pending || s.state.step?.stage === 'move', 'the game goes on');
});

test('passing through, the exit she chose is blocked by hand while she faces the obstacles there: her move ends there (rule decision 157)', () => {
  const options: NewGameOptions = {
    ...solo,
    players: [
      {
        raider: 'lara-croft-spelunker',
        deck: [...deck.filter((c) => c.card !== 'the-way-through'), { card: 'by-hand-before-test', count: 1 }],
      },
    ],
    setup: { ...solo.setup, raiders: [{ hand: ['by-hand-before-test'] }] },
  };
  let { state } = run(start('introductory-cave', options), [
    { type: 'move', side: 'top' },
    { type: 'move', side: 'top' },
  ]);
  assert.equal(state.pending?.kind, 'test', 'the Wolves first');
  const option = state.pending?.kind === 'test' ? state.pending.options.findIndex((o) => o.ability === 'fight') : -1;
  ({ state } = run(state, [{ type: 'test', option, cards: ['by-hand-before-test'], dice: sixes(state, 0) }]));
  if (state.pending?.kind === 'afterRoll') ({ state } = run(state, [{ type: 'acceptRoll' }]));
  assert.equal(state.pending?.kind, 'manual', 'the card played before the test is applied by hand');
  let texts: string[];
  ({ state, texts } = run(state, [
    adjust({ what: 'exit', spot: at(1, 2), side: 'top', value: 'blocked' }),
    { type: 'done' },
  ]));
  assert.deepEqual(state.raiders[0]!.at, at(1, 2), 'she does not go through the blocked exit');
  assert.match(texts.join('\n'), /cannot go on deeper: her move ends at column 1, depth 2/);
  assert.notEqual(state.round, 'action');
});
