// The engine's speed-ups must change no game: 200 seeded random games (every base level) end in the
// recorded state, with the recorded events, status and number of actions (see coc-digest-games.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playDigestGames, recorded } from './coc-digest-games.ts';

test('200 seeded random games and 10 Island Campaigns end exactly as recorded', () => {
  const want = recorded();
  const got = playDigestGames();
  assert.equal(Object.keys(got).length, 210);
  for (const [game, result] of Object.entries(want)) assert.equal(got[game], result, game);
  assert.deepEqual(Object.keys(got).sort(), Object.keys(want).sort());
});
