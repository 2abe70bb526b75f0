// Seeded random Underworld games for 1 to 4 players end exactly as recorded (see uw-digest-games.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playDigestGames, recorded } from './uw-digest-games.ts';

test('seeded random Underworld games end exactly as recorded', () => {
  const want = recorded();
  const got = playDigestGames();
  assert.equal(Object.keys(want).length, 20);
  for (const [game, result] of Object.entries(want)) assert.equal(got[game], result, game);
  assert.deepEqual(Object.keys(got).sort(), Object.keys(want).sort());
});
