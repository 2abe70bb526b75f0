// The Angel of Darkness in the simulation runner (the difficulty report): every game is played to the
// round limit of decision 512 at most, each decision is taken by the seat it is asked of, and the
// report gives the wins by side (good guys, bad guys or shared), by scorer, the points by side and
// how games ended; its length is in rounds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import { simulate } from '../../src/analysis/simulate.ts';
import { aodHook, finalPoints, SIM_ROUNDS, winningSide } from '../../src/analysis/aod-sim-hook.ts';
import type { AodState } from '../../src/engine/aod/index.ts';

const packs = [readPack('content/base').pack!];
const aod = gameModule('aod')!;
const prepared = aod.prepare(packs);
const level = { kind: 'aodSetup', id: 'museum' };
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
type Extras = {
  winsBySide: Record<string, number>;
  winsByScorer: Record<string, number>;
  pointsBySide: Record<string, number>;
  endedBy: Record<string, number>;
};

test('two players: each game ends by the round limit at the latest, and every win is counted for a side', () => {
  const report = simulate(aod, prepared, { level, games: 6, bots: ['random'], seed: 'aod', seats: 2 });
  const x = report.extras as Extras;
  assert.equal(report.unfinished, 0);
  assert.deepEqual(
    report.lengths,
    { [SIM_ROUNDS]: 6 },
    'random bots never bring the museum down: every game runs the 30 rounds',
  );
  assert.deepEqual(x.endedBy, { 'the round limit': 6 });
  assert.equal(sum(x.winsBySide), 6);
  for (const side of Object.keys(x.winsBySide)) assert.match(side, /^(good|bad|shared)$/);
  for (const scorer of Object.keys(x.winsByScorer)) assert.match(scorer, /^(lara|pieter)$/);
  assert.ok(sum(x.winsByScorer) >= 6);
});

test('four players in teams: wins and points by side, the careful bots taking every seat that is asked', () => {
  const report = simulate(aod, prepared, { level, games: 2, bots: ['careful'], seed: 'aod', seats: 4 });
  const x = report.extras as Extras;
  assert.equal(report.unfinished, 0);
  assert.equal(sum(x.winsBySide), 2);
  for (const scorer of Object.keys(x.winsByScorer)) assert.match(scorer, /^(good|bad)$/);
  // In team play a side's wins are its team's wins (a shared win counts for both teams).
  assert.equal((x.winsBySide.good ?? 0) + (x.winsBySide.shared ?? 0), x.winsByScorer.good ?? 0);
  assert.equal((x.winsBySide.bad ?? 0) + (x.winsBySide.shared ?? 0), x.winsByScorer.bad ?? 0);
  assert.ok(sum(x.pointsBySide) > 0, `careful bots score: ${JSON.stringify(x.pointsBySide)}`);
  for (const n of Object.keys(report.lengths)) assert.ok(Number(n) >= 1 && Number(n) <= SIM_ROUNDS);
});

test('the seat asked: a pending decision, else the current player', () => {
  const { state } = prepared.newGame(level, aodHook.options('s', 3)) as { state: AodState };
  assert.equal(state.players, 3);
  assert.equal(state.roundLimit, SIM_ROUNDS);
  assert.equal(aodHook.seat({ ...state, turn: { ...state.turn, player: 2 } }), 2);
  assert.equal(aodHook.seat({ ...state, pending: { kind: 'hits', player: 1, hits: 2, shooter: 0 } }), 1);
  assert.equal(
    (prepared.newGame(level, aodHook.options('s', 1)) as { state: AodState }).state.players,
    2,
    'one seat asked: the fewest the rulebook seats',
  );
});

test('the winning side and the points at the end', () => {
  const { state } = prepared.newGame(level, aodHook.options('s', 3)) as { state: AodState };
  const scoreLog = [
    { scorer: 'lara', total: 2 },
    { scorer: 'joachim', total: 1 },
    { scorer: 'lara', total: 3 },
  ];
  assert.deepEqual(finalPoints({ ...state, scoreLog }), { lara: 3, pieter: 0, joachim: 1 });
  assert.equal(winningSide({ ...state, winners: ['lara'] }), 'good');
  assert.equal(winningSide({ ...state, winners: ['pieter', 'joachim'] }), 'bad');
  assert.equal(winningSide({ ...state, winners: ['lara', 'joachim'] }), 'shared');
});
