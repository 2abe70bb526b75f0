// The CCG engine's speed-ups must change no game: seeded random games on every base CCG level end in
// the recorded state, with the recorded events, status and number of actions (see ccg-digest-games.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playDigestGames, recorded } from './ccg-digest-games.ts';

test('seeded random CCG games on every base level end exactly as recorded', () => {
  const want = recorded();
  const got = playDigestGames();
  assert.ok(Object.keys(want).length >= 40);
  for (const [game, result] of Object.entries(want)) assert.equal(got[game], result, game);
  assert.deepEqual(Object.keys(got).sort(), Object.keys(want).sort());
});

test('the same games played in place (applyActionInPlace, as bots and the bench play) end exactly as recorded', () => {
  const want = recorded();
  const got = playDigestGames(true);
  for (const [game, result] of Object.entries(want)) assert.equal(got[game], result, game);
  assert.deepEqual(Object.keys(got).sort(), Object.keys(want).sort());
});

test('the same games played in place and quiet (no events built, as the random player plays) end in the recorded states', () => {
  const want = recorded();
  const got = playDigestGames(true, true);
  // A result is "state-digest events-digest status actions"; a quiet game has no events (an empty part).
  const parts = (result: string | undefined) => (result ?? '').split(' ');
  for (const [game, result] of Object.entries(want)) {
    const [state, events, status, actions] = parts(got[game]);
    assert.equal(events, '', game);
    assert.deepEqual(
      [state, status, actions],
      parts(result).filter((_, i) => i !== 1),
      game,
    );
  }
  assert.deepEqual(Object.keys(got).sort(), Object.keys(want).sort());
});
