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
