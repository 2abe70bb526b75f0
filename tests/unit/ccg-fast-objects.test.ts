// The state's objects stay in V8's fast mode through whole bot games (ccgspeed2): a `delete` of a raider's field
// mid-game (deeds, shared dice) turned about half of the raiders of random games into dictionary-mode objects, and
// every read of a raider field was a slow lookup for the rest of the game. The fields are set to undefined instead
// (deeds.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { playRandomGame } from '../../src/engine/ccg/random-player.ts';
import { baseContent } from './ccg-helpers.ts';

setFlagsFromString('--allow-natives-syntax');
// Compiled after the flag is set: V8's own test of an object's property mode.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

test('raiders, locations and the state keep fast properties to the end of random bot games', () => {
  let raiders = 0;
  let removedCreatures = 0;
  for (const id of ['introductory-cave', 'introductory-tomb'])
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = playRandomGame(baseContent, { kind: 'ccgLevel', id }, { seed }, `player ${seed}`, 5000);
      assert.ok(hasFastProperties(state), `${id} ${seed}: the state`);
      for (const p of state.map) assert.ok(hasFastProperties(p), `${id} ${seed}: ${p.card}`);
      for (const r of state.raiders) {
        assert.ok(hasFastProperties(r), `${id} ${seed}: raider ${r.player}`);
        raiders++;
        if (r.creaturesRemoved > 0) removedCreatures++;
      }
    }
  assert.equal(raiders, 40);
  // Raiders who removed a creature (a deed, forgotten a turn later): the case that turned raiders slow.
  assert.ok(removedCreatures >= 10, `${removedCreatures} raiders removed a creature`);
});
