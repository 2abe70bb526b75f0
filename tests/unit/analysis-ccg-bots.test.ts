// The CCG explorer bot (engine/ccg/bot-explorer.ts): its actions are legal, the same seed gives the
// same game, it finds the treasure in fewer turns than the random player, and in hot-seat games it
// plays obstacles against its rivals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import {
  applyActionInPlace,
  ccgContent,
  legalActions,
  newGame,
  stateDigest,
  type CcgState,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { explorerAction } from '../../src/engine/ccg/bot-explorer.ts';
import { weightedPick } from '../../src/engine/ccg/random-player.ts';
import { seedRandom } from '../../src/engine/core/random.ts';

const content = ccgContent(readPack('content/base').pack!);
const level = { kind: 'ccgLevel' as const, id: 'introductory-cave' };
const hotSeat = (seed: number): NewGameOptions => ({
  seed,
  mode: 'hotSeat',
  players: [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }],
});

function play(options: NewGameOptions, bot: 'explorer' | 'random', maxActions: number, check = false): CcgState {
  const state = newGame(content, level, options);
  const random = seedRandom(`bot ${String(options.seed)}`);
  for (let n = 0; n < maxActions && state.status === 'playing'; n++) {
    const legal = legalActions(content, state);
    const action =
      bot === 'explorer'
        ? explorerAction(content, state, random)
        : legal.length
          ? weightedPick(random, legal)
          : undefined;
    if (!action) break;
    if (check)
      assert.ok(
        legal.some((a) => JSON.stringify(a) === JSON.stringify(action)),
        JSON.stringify(action),
      );
    applyActionInPlace(content, state, action);
  }
  return state;
}

test('the explorer chooses only legal actions, solitaire and hot-seat', () => {
  play({ seed: 1 }, 'explorer', 300, true);
  play(hotSeat(2), 'explorer', 300, true);
});

test('the explorer is deterministic for a seed', () => {
  assert.equal(stateDigest(play(hotSeat(3), 'explorer', 400)), stateDigest(play(hotSeat(3), 'explorer', 400)));
});

test('the explorer finds the treasure sooner than the random player', () => {
  let explorer = 0;
  let random = 0;
  const games = 16;
  for (let g = 0; g < games; g++) {
    explorer += play({ seed: g }, 'explorer', 5000).turn;
    random += play({ seed: g }, 'random', 5000).turn;
  }
  assert.ok(explorer < random * 0.8, `explorer ${explorer / games} turns a game, random ${random / games}`);
});

test('in hot-seat games the explorer plays obstacles against its rival', () => {
  let played = 0;
  for (let g = 0; g < 6 && !played; g++)
    played += play(hotSeat(g), 'explorer', 3000).log.filter((a) => a.type === 'playObstacle').length;
  assert.ok(played > 0);
});
