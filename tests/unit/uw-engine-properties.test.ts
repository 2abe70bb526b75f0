// Invariants over random Underworld games for 1–4 players (uw-invariants.ts): cards conserved, Lara's
// health, the enemies, the tracks and the counters in range, in every state; every game ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame, randomPlayer, sensiblePlayer, uwContent } from '../../src/engine/uw/index.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { invariantProblems } from './uw-invariants.ts';

const content = uwContent([readPack('content/base').pack!]);

for (const bot of ['random', 'sensible'] as const) {
  test(`every state of ${bot} games for 1 to 4 players keeps the invariants, and every game ends`, () => {
    const player = bot === 'random' ? randomPlayer(content) : sensiblePlayer(content);
    const ends = new Set<string>();
    for (let g = 0; g < 24; g++) {
      const players = 1 + (g % 4);
      let state = newGame(content, 'underworld', { seed: `property ${g}`, players, competitive: g % 3 === 0 }).state;
      const rng = seedRandom(`property player ${g}`);
      let n = 0;
      for (; state.status === 'playing' && n < 3000; n++) {
        const problems = invariantProblems(content, state);
        assert.deepEqual(problems, [], `game ${g} (${players} players), action ${n}`);
        state = applyAction(content, state, player.choose(state, rng)!).state;
      }
      assert.notEqual(state.status, 'playing', `game ${g} did not end in ${n} actions`);
      assert.deepEqual(invariantProblems(content, state), [], `game ${g}, the end`);
      ends.add(state.status);
    }
    assert.ok(ends.has('lost'));
  });
}

test('the sensible bot wins more often than the random one', () => {
  const wins = (bot: 'random' | 'sensible') => {
    const player = bot === 'random' ? randomPlayer(content) : sensiblePlayer(content);
    let won = 0;
    for (let g = 0; g < 40; g++) {
      let state = newGame(content, 'underworld', { seed: `strength ${g}`, players: 1 + (g % 4) }).state;
      const rng = seedRandom(`strength player ${g}`);
      for (let n = 0; state.status === 'playing' && n < 3000; n++)
        state = applyAction(content, state, player.choose(state, rng)!).state;
      if (state.status === 'won') won++;
    }
    return won;
  };
  const random = wins('random');
  const sensible = wins('sensible');
  assert.ok(sensible > random, `sensible ${sensible}, random ${random}`);
});
