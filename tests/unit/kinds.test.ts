// model/kinds.ts and the game modules name the same kinds: the library builds its "New item" list from
// model/kinds.ts by game (it must not import the engines into the first load), so each module's list must
// be the kinds model/kinds.ts gives its game, in the same order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KINDS } from '../../src/model/kinds.ts';
import { GAMES } from '../../src/engine/games.ts';

test('every game module owns the kinds model/kinds.ts gives its game, in the library order', () => {
  for (const game of GAMES)
    assert.deepEqual(
      [...game.kinds],
      KINDS.filter((k) => k.game === game.id).map((k) => k.kind),
      `${game.id}'s kinds`,
    );
  assert.deepEqual(
    KINDS.map((k) => k.game).filter((g) => !GAMES.some((m) => m.id === g)),
    [],
    'every kind belongs to a game module',
  );
});
