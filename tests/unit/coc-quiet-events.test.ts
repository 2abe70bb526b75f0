// A quiet game (applyActionInPlace with `quiet`, what the random player and bots use: no event is built) must
// be the very game a listened one is: the recorded digest games (200 levels and 10 Island Campaigns), played
// quietly, end in the recorded state, status and number of actions. The events' digest is not compared: a quiet
// game has no events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, applyActionInPlace, newGame, stateDigest } from '../../src/engine/coc/game.ts';
import { QUIET } from '../../src/engine/coc/context.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { randomAction } from '../../src/engine/coc/random-player.ts';
import { digestGames, recorded } from './coc-digest-games.ts';

const base = readPack('content/base').pack!;
const QUIETLY = { quiet: true };

test('the recorded digest games played quietly end in the recorded states', () => {
  const want = recorded();
  let checked = 0;
  for (const game of digestGames()) {
    const options = {
      seed: game.seed,
      mode: game.mode,
      ...(game.advanced
        ? { advanced: { spawn: true, rotation: true, stats: true, locationBoost: true, ability: true } }
        : {}),
    };
    const player = seedRandom(`player ${game.seed}`);
    const state = newGame(base, game.ref, options);
    let actions = 0;
    for (; state.status === 'playing' && actions < 1500; actions++) {
      const action = randomAction(base, state, player);
      if (!action) break;
      assert.deepEqual(applyActionInPlace(base, state, action, QUIETLY), []);
      assert.equal(QUIET.length, 0);
    }
    const key = `${game.seed} ${game.ref.id} ${game.mode}${game.advanced ? ' advanced' : ''}`;
    const [stateDigestWanted, , status, count] = want[key]!.split(' ');
    assert.equal(`${stateDigest(state)} ${state.status} ${actions}`, `${stateDigestWanted} ${status} ${count}`, key);
    checked++;
  }
  assert.equal(checked, Object.keys(want).length);
  assert.ok(checked >= 210);
});

test('a quiet action builds no event; the same action listened to tells what happened', () => {
  const start = newGame(base, { kind: 'chapter', id: 'landfall' }, { seed: 5 });
  const told = applyAction(base, start, { type: 'move', dice: 2 });
  assert.ok(told.events.length > 0);
  const events = applyActionInPlace(base, start, { type: 'move', dice: 2 }, QUIETLY);
  assert.deepEqual(events, []);
  assert.equal(stateDigest(start), stateDigest(told.state));
});
