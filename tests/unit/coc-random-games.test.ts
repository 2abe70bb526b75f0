// Whole games played by the random player (uniform among the legal actions, every decision
// included) on every level of the base pack, in every mode: after each action the invariants hold
// (dice never negative, health within bounds, every resource token and every card in exactly one
// place), and at the end replaying the log — and resuming from the state saved as JSON — gives the
// same digest. The suite plays 150 games; COC_RANDOM_GAMES=2000 runs the long property run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { replay, stateDigest } from '../../src/engine/coc/game.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { invariantProblems } from './coc-invariants.ts';
import type { GameMode, GameRef } from '../../src/engine/coc/types.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
const GAMES = Number(process.env.COC_RANDOM_GAMES ?? 150);
const MAX_ACTIONS = 1500;

const levels: { ref: GameRef; mode: GameMode; challenge?: number }[] = [];
for (const item of base.items) {
  if (item.kind === 'chapter') {
    levels.push(
      { ref: { kind: 'chapter', id: item.id }, mode: 'single' },
      { ref: { kind: 'chapter', id: item.id }, mode: 'series' },
    );
    if (Array.isArray(item.challenges))
      item.challenges.forEach((_, challenge) =>
        levels.push({ ref: { kind: 'chapter', id: item.id }, mode: 'challenge', challenge }),
      );
  }
  if (item.kind === 'location' || item.kind === 'crypt')
    levels.push({ ref: { kind: item.kind, id: item.id }, mode: 'single' });
  if (item.kind === 'islandBoard') levels.push({ ref: { kind: 'islandBoard', id: item.id }, mode: 'campaign' });
}

test(`${GAMES} whole random games keep every invariant and replay to the same digest`, () => {
  const outcomes = { won: 0, lost: 0, playing: 0 };
  let actions = 0;
  for (let g = 0; g < GAMES; g++) {
    const { ref, mode, challenge } = levels[g % levels.length]!;
    const options = {
      seed: `game ${g}`,
      mode,
      ...(challenge !== undefined ? { challenge } : {}),
      ...(g % 3 === 0
        ? { advanced: { spawn: true, rotation: true, stats: true, locationBoost: true, ability: true } }
        : {}),
    };
    const where = `game ${g} (${ref.kind} ${ref.id}, ${mode})`;
    const result = playRandomGame(content, ref, options, `player ${g}`, MAX_ACTIONS, (_before, action, after) => {
      const problems = invariantProblems(base, content, after);
      assert.deepEqual(problems, [], `${where} after ${JSON.stringify(action)}`);
    });
    actions += result.actions;
    outcomes[result.state.status]++;
    const again = replay(content, { level: ref, options, actions: result.state.log }).state;
    assert.equal(stateDigest(again), stateDigest(result.state), `${where}: the replay differs`);
  }
  assert.ok(actions > GAMES * 5, `the games were played (${actions} actions)`);
  console.log(`random games: ${JSON.stringify(outcomes)}, ${actions} actions`);
});
