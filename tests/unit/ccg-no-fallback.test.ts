// No Fallback (rule decision 504): played on a competing raider in her action round, a reload of hers in that
// turn is at her entrance even though she has saved at a save point; a reload in a later turn is at the save
// point again. The save point is given in the state (a scenario's setup cannot give one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cloneState, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { at, checkedTexts, start } from './ccg-helpers.ts';

const run = (s: CcgState, actions: CcgAction[]) => checkedTexts(s, actions);

/** Lara has saved at the Open Cavern (1, 2) and stands there; Pierre holds No Fallback. Lara moves first. */
function game(): CcgState {
  const s = cloneState(
    start('introductory-cave', {
      mode: 'hotSeat',
      players: [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }],
      setup: {
        map: [{ spot: at(1, 2), card: 'open-cavern' }],
        raiders: [{ at: at(1, 2), hand: [] }, { hand: ['no-fallback'] }],
        obstacleDeck: [],
      },
    }),
  );
  s.raiders[0]!.savePoint = at(1, 2);
  return run(s, [
    {
      type: 'rollOrder',
      dice: [
        [6, 6, 6],
        [1, 1],
      ],
    },
    { type: 'chooseFirst', first: 0 },
  ]).state;
}

/** Lara stops, nobody searches, and she pushes the reset button in the draw round: where does she reload? */
function resetThisTurn(s: CcgState): { state: CcgState; texts: string[] } {
  return run(s, [
    { type: 'stop', player: 0 },
    { type: 'stop', player: 1 },
    { type: 'skipSearch', player: 0 },
    { type: 'skipSearch', player: 1 },
    { type: 'discard', player: 0, cards: [] },
    { type: 'reset', player: 0 },
  ]);
}

test('without No Fallback, a raider who saved reloads at her save point', () => {
  const { state } = resetThisTurn(game());
  assert.deepEqual(state.raiders[0]!.at, at(1, 2));
});

test('No Fallback played on her: she reloads at her entrance this turn, and at her save point in a later one', () => {
  let { state, texts } = run(game(), [{ type: 'playCard', player: 1, card: 'no-fallback' }]);
  assert.equal(state.raiders[0]!.noFallbackTurn, 1);
  assert.ok(texts.includes('Player 1 reloads at her entrance if she reloads this turn (No Fallback).'));
  ({ state, texts } = resetThisTurn(state));
  assert.deepEqual(state.raiders[0]!.at, state.raiders[0]!.entrance);
  assert.ok(texts.some((t) => t.startsWith('Player 1 reloads at the entrance')));
  assert.ok(!state.manualNotes.length && !texts.some((t) => t.includes('resolved by hand')));
  // Turn 2: the card no longer acts.
  ({ state } = run(state, [
    { type: 'discard', player: 1, cards: [] },
    { type: 'endTurn', player: 1 },
    { type: 'keepOrder' },
    { type: 'stop', player: 0 },
    { type: 'stop', player: 1 },
    { type: 'skipSearch', player: 0 },
    { type: 'skipSearch', player: 1 },
    { type: 'discard', player: 0, cards: [] },
    { type: 'reset', player: 0 },
  ]));
  assert.equal(state.turn, 2);
  assert.deepEqual(state.raiders[0]!.at, at(1, 2));
});
