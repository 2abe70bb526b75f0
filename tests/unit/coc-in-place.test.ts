// applyActionInPlace (what the random player uses when no one looks at earlier states) must play
// exactly the games applyAction plays: the recorded digest games (200 levels and 10 Island Campaigns), played in place,
// end in the
// recorded state with the recorded events, status and number of actions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, applyActionInPlace, newGame, stateDigest } from '../../src/engine/coc/game.ts';
import { digest } from '../../src/engine/core/digest.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { playRandomGame, randomAction } from '../../src/engine/coc/random-player.ts';
import { digestGames, recorded } from './coc-digest-games.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);

test('the recorded digest games played in place end exactly as recorded', () => {
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
    const state = newGame(content, game.ref, options);
    let events = '';
    let actions = 0;
    for (; state.status === 'playing' && actions < 1500; actions++) {
      const action = randomAction(content, state, player);
      if (!action) break;
      events = digest([events, applyActionInPlace(content, state, action)]);
    }
    const key = `${game.seed} ${game.ref.id} ${game.mode}${game.advanced ? ' advanced' : ''}`;
    assert.equal(`${stateDigest(state)} ${events} ${state.status} ${actions}`, want[key], key);
    checked++;
  }
  assert.equal(checked, Object.keys(want).length);
  assert.ok(checked >= 210);
});

test('the random player without an onAction callback plays the same game as with one', () => {
  for (const seed of [1, 2, 3]) {
    const ref = { kind: 'chapter' as const, id: 'landfall' };
    const copied = playRandomGame(content, ref, { seed }, `p ${seed}`, 3000, () => {});
    const inPlace = playRandomGame(content, ref, { seed }, `p ${seed}`, 3000);
    assert.equal(inPlace.actions, copied.actions);
    assert.equal(stateDigest(inPlace.state), stateDigest(copied.state));
  }
});

test('applyActionInPlace changes the state it is given and returns the same events as applyAction', () => {
  const start = newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 5 });
  const copy = applyAction(content, start, { type: 'move', dice: 2 });
  const events = applyActionInPlace(content, start, { type: 'move', dice: 2 });
  assert.deepEqual(events, copy.events);
  assert.equal(stateDigest(start), stateDigest(copy.state));
  assert.throws(
    () => applyActionInPlace(content, { ...start, status: 'lost' }, { type: 'endLaraPhase' }),
    /game is over/,
  );
});
