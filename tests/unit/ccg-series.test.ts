// CCG series: timed (extra turns), pick-up (carry-over, deeper starts) and linked (treasures count).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame, type CcgAction } from '../../src/engine/ccg/index.ts';
import {
  addDrawCards,
  carriableItems,
  finishSeriesGame,
  newSeries,
  seriesGameOptions,
  seriesWinners,
} from '../../src/engine/ccg/series.ts';
import { at, baseContent, levelVariant, play, start, contentWith } from './ccg-helpers.ts';

test('timed series: a raider who finds the treasure leaves; the level ends when all have; extra turns are counted', () => {
  const pack = contentWith([
    levelVariant('introductory-cave', { series: { type: 'timed', levels: ['timed-cave'] } }, 'timed-cave'),
  ]);
  const players = [{ raider: 'lara-croft-spelunker' }, { raider: 'lara-croft-spelunker' }];
  let series = newSeries(pack, 'timed-cave', players);
  const { level, options } = seriesGameOptions(series, 3);
  assert.equal(options.timed, true);
  const setup = {
    map: [{ spot: at(2, 3), card: 'open-cavern' }],
    raiders: [
      { at: at(2, 3), hand: [] },
      { at: at(2, 3), hand: [] },
    ],
  };
  let s = newGame(pack, level, { ...options, setup });
  const pass: CcgAction = { type: 'test', option: 1, dice: [4, 3, 3] };
  s = play(
    s,
    [
      {
        type: 'rollOrder',
        dice: [
          [6, 6, 6],
          [1, 1, 1],
        ],
      },
      { type: 'chooseFirst', first: 0 },
      { type: 'move', side: 'top' },
      pass,
      { type: 'move', side: 'top' },
      { type: 'stop' },
      pass,
    ],
    pack,
  );
  s = play(s, [{ type: 'search', dice: [6, 5, 4, 1, 1, 1] }], pack);
  assert.equal(s.raiders[0]!.finishedTurn, 1);
  assert.equal(s.raiders[0]!.at, null);
  assert.equal(s.status, 'playing');
  s = play(
    s,
    [{ type: 'search', dice: [1, 1, 1, 1, 1, 1] }, { type: 'discard', cards: [] }, { type: 'endTurn' }],
    pack,
  );
  assert.equal(s.turn, 2);
  s = play(s, [{ type: 'keepOrder' }, { type: 'stop' }, pass, { type: 'search', dice: [6, 5, 4, 1, 1, 1] }], pack);
  assert.equal(s.status, 'won');
  assert.deepEqual(s.winners, [0]);
  assert.match(s.outcome!, /Extra turns: Player 1 0, Player 2 1/);
  series = finishSeriesGame(pack, series, s);
  assert.deepEqual(series.results[0]!.extraTurns, [0, 1]);
  assert.deepEqual(seriesWinners(series), [0]);
});

test('pick-up series: one level per player, each 2 deeper; the winner carries a treasure; upgrades, secret moves and one saved item carry over', () => {
  const players = [{ raider: 'pierre' }, { raider: 'larsen' }];
  let series = newSeries(baseContent, 'pick-up-series', players);
  assert.deepEqual(series.levels, ['pick-up-series', 'pick-up-series']);
  const first = seriesGameOptions(series, 1);
  const game = start('pick-up-series', first.options);
  assert.equal(game.startingDepth, 1);
  game.status = 'won';
  game.winners = [0];
  game.raiders[0]!.saved.push('lara-croft-explorer', 'secret-move-5', 'rope', 'compass');
  game.raiders[1]!.saved.push('combat-knife');
  series = finishSeriesGame(baseContent, series, game, 'idol-of-fortune');
  assert.deepEqual(series.players[0]!.treasures, ['idol-of-fortune']);
  assert.deepEqual(series.players[0]!.saved, ['lara-croft-explorer', 'secret-move-5', 'rope']);
  assert.deepEqual(series.players[1]!.saved, ['combat-knife']);
  assert.throws(
    () => finishSeriesGame(baseContent, series, game, 'atlantean-dna'),
    /not a treasure of power 1 or less/,
  );
  const second = seriesGameOptions(series, 2);
  const next = start('pick-up-series', second.options);
  assert.equal(next.startingDepth, 3, 'the second level starts 2 deeper');
  assert.deepEqual(
    next.raiders[0]!.saved.map((c) => c.split('#')[0]),
    ['idol-of-fortune', 'lara-croft-explorer', 'secret-move-5', 'rope'],
  );
  next.status = 'won';
  next.winners = [1];
  series = finishSeriesGame(baseContent, series, next);
  assert.equal(
    series.results[1]!.treasure,
    'claw-of-the-cave-bear',
    'left to the engine: the strongest treasure of power 1 (rule decision 123)',
  );
  assert.deepEqual(seriesWinners(series), [0, 1], 'one treasure each');
  assert.throws(() => seriesGameOptions(series, 3), /over/);
});

test('linked series: the levels in order, treasures only carried over by default; the final treasure may decide', () => {
  const pack = contentWith([
    levelVariant(
      'into-the-caves',
      { series: { type: 'linked', levels: ['into-the-caves', 'atlantis'], seriesWinner: 'finalTreasure' } },
      'linked-start',
    ),
  ]);
  let series = newSeries(pack, 'linked-start', [{ raider: 'pierre' }, { raider: 'larsen' }]);
  assert.deepEqual(series.levels, ['into-the-caves', 'atlantis']);
  assert.deepEqual(series.carryOver, { treasures: true });
  const g = start('into-the-caves', seriesGameOptions(series, 1).options, pack);
  g.status = 'won';
  g.winners = [0];
  g.raiders[0]!.saved.push('secret-move-1');
  series = finishSeriesGame(pack, series, g);
  assert.deepEqual(series.players[0]!.saved, [], 'no secret moves carried in a linked series by default');
  const h = start('atlantis', seriesGameOptions(series, 2).options, pack);
  h.status = 'won';
  h.winners = [1];
  series = finishSeriesGame(pack, series, h);
  assert.deepEqual(seriesWinners(series), [1]);
});

test('timed series: a raider who has left the level is not asked to play obstacles (rule decision 172)', () => {
  const pack = contentWith([levelVariant('introductory-cave', { series: { type: 'timed' } }, 'timed-cave')]);
  const series = newSeries(pack, 'timed-cave', [
    { raider: 'lara-croft-spelunker' },
    { raider: 'lara-croft-spelunker' },
  ]);
  const { level, options } = seriesGameOptions(series, 3);
  const setup = {
    map: [{ spot: at(2, 3), card: 'open-cavern' }],
    raiders: [{ at: at(2, 3), hand: ['pit-trap'] }, { hand: [] }],
  };
  let s = newGame(pack, level, { ...options, setup });
  const pass: CcgAction = { type: 'test', option: 1, dice: [4, 3, 3] };
  s = play(
    s,
    [
      {
        type: 'rollOrder',
        dice: [
          [6, 6, 6],
          [1, 1, 1],
        ],
      },
      { type: 'chooseFirst', first: 0 },
      { type: 'move', side: 'top' },
      pass,
      { type: 'stop' },
    ],
    pack,
  );
  s = play(
    s,
    [
      { type: 'search', dice: [6, 5, 4, 1, 1, 1] },
      { type: 'skipSearch' },
      { type: 'discard', cards: [] },
      { type: 'endTurn' },
    ],
    pack,
  );
  assert.equal(s.raiders[0]!.finishedTurn, 1);
  assert.deepEqual(s.raiders[0]!.hand, ['pit-trap'], 'she still holds an obstacle');
  s = play(s, [{ type: 'keepOrder' }, { type: 'move', side: 'top' }], pack);
  assert.equal(s.raiders[1]!.at?.depth, 2, 'the other raider explored a new location');
  assert.notEqual(s.pending?.kind, 'playObstacle');
  assert.deepEqual(s.pending, { kind: 'search', player: 1 });
});

test('timed series: without a list of levels, one level per player, as each player builds one (rule decision 174)', () => {
  const pack = contentWith([levelVariant('introductory-cave', { series: { type: 'timed' } }, 'timed-cave')]);
  const series = newSeries(pack, 'timed-cave', [{ raider: 'pierre' }, { raider: 'larsen' }, { raider: 'pierre' }]);
  assert.deepEqual(series.levels, ['timed-cave', 'timed-cave', 'timed-cave']);
  assert.equal(seriesGameOptions(series, 1).options.seriesLevel, 0, 'a timed series does not start deeper');
});

test('pick-up series: each raider chooses the saved item she carries over (rule decision 170)', () => {
  let series = newSeries(baseContent, 'pick-up-series', [{ raider: 'pierre' }, { raider: 'larsen' }]);
  const game = start('pick-up-series', seriesGameOptions(series, 1).options);
  game.status = 'won';
  game.winners = [1];
  game.raiders[0]!.saved.push('rope', 'compass', 'secret-move-5');
  game.raiders[1]!.saved.push('combat-knife');
  assert.deepEqual(carriableItems(baseContent, game, 0), ['rope', 'compass']);
  assert.throws(
    () => finishSeriesGame(baseContent, series, game, undefined, [['rope', 'compass']]),
    /may carry over 1 saved item, not 2/,
  );
  assert.throws(
    () => finishSeriesGame(baseContent, series, game, undefined, [['combat-knife']]),
    /not an item in Player 1's saved row/,
  );
  series = finishSeriesGame(baseContent, series, game, undefined, [['compass'], []]);
  assert.deepEqual(series.players[0]!.saved, ['secret-move-5', 'compass']);
  assert.deepEqual(series.players[1]!.saved, [], 'she chose to carry none');
});

test('pick-up series: up to 10 new draw cards per player between levels, at most 3 copies counting the deck (rule decision 171)', () => {
  let series = newSeries(baseContent, 'pick-up-series', [{ raider: 'pierre' }, { raider: 'larsen' }]);
  assert.throws(() => addDrawCards(baseContent, series, 0, [{ card: 'rope', count: 1 }]), /between the levels/);
  const game = start('pick-up-series', seriesGameOptions(series, 1).options);
  game.status = 'won';
  game.winners = [0];
  series = finishSeriesGame(baseContent, series, game);
  assert.throws(
    () => addDrawCards(baseContent, series, 0, [{ card: 'rope', count: 3 }]),
    /rope|Rope.*3 copies in the deck \(at most 3\)/i,
  );
  assert.throws(() => addDrawCards(baseContent, series, 0, [{ card: 'idol-of-fortune', count: 1 }]), /not a draw card/);
  series = addDrawCards(baseContent, series, 0, [{ card: 'rope', count: 2 }]);
  series = addDrawCards(baseContent, series, 0, [
    { card: 'compass', count: 2 },
    { card: 'combat-knife', count: 2 },
    { card: 'uzi-clip', count: 2 },
    { card: 'shotgun', count: 2 },
  ]);
  assert.equal(series.added[0], 10);
  assert.throws(
    () => addDrawCards(baseContent, series, 0, [{ card: 'pit-trap', count: 1 }]),
    /may add 10 new cards between levels; that would be 11/,
  );
  assert.equal(series.players[0]!.deck!.find((c) => c.card === 'rope')!.count, 3);
  const next = start('pick-up-series', seriesGameOptions(series, 2).options);
  assert.equal(
    [...next.raiders[0]!.deck, ...next.raiders[0]!.hand].filter((c) => c.split('#')[0] === 'rope').length,
    3,
    'the next level is played with the new cards',
  );
  assert.equal(series.players[1]!.deck, undefined, 'the other player added none');
});
