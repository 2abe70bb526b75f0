// The planner in a series (docs/analysis.md, "The sleeping guard as the rulebook plays it"): leaving a chapter
// that is not the series' last does not end the game, so a future that leaves it must be valued as that
// chapter won, not by the next chapter's whole route still to go (which kept Lara parked beside the exit).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { newGame, applyActionInPlace, legalActions } from '../../src/engine/coc/index.ts';
import { carefulAction } from '../../src/engine/coc/bot-careful.ts';
import { contested, DEFAULT_PLANNER, plannerAction } from '../../src/engine/coc/bot-planner.ts';
import { levelLeft, stateValue } from '../../src/engine/coc/bot-plan.ts';
import { cloneState } from '../../src/engine/coc/game.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import type { CocAction, CocState } from '../../src/engine/coc/index.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const landfall = { kind: 'chapter', id: 'landfall' } as const;

/** A game played by the careful player until Lara may leave the level she is on by its exit. */
function atExit(state: CocState, seed: number): { state: CocState; exit: CocAction } {
  const random = seedRandom(`bot ${seed}`);
  for (let n = 0; n < 2000 && state.status === 'playing'; n++) {
    const exit = legalActions(content, state).find((a) => a.type === 'exit');
    if (exit && state.phase === 'lara' && !state.pending) return { state, exit };
    applyActionInPlace(content, state, carefulAction(content, state, random)!);
  }
  throw new Error(`seed ${seed}: the careful player never reached an exit`);
}

/** A series game (landfall first) at the moment Lara may leave landfall. */
const atLandfallExit = (seed: number) => atExit(newGame(content, landfall, { seed, mode: 'series' }), seed);

test('a future that leaves a chapter of a series is valued as that chapter won', () => {
  const { state, exit } = atLandfallExit(2);
  const level = levelOf(content, state.level);
  const left = cloneState(state);
  applyActionInPlace(content, left, exit);
  assert.equal(left.status, 'playing', 'the series goes on');
  assert.equal(left.series!.index, 1);
  assert.ok(levelLeft(state, left));
  assert.ok(!levelLeft(state, state));
  const stay = stateValue(level, state, content, state);
  assert.ok(
    stateValue(level, left, content, state) > stay + 500,
    `leaving (${stateValue(level, left, content, state)}) is worth more than standing at the exit (${stay})`,
  );
});

test('the planner, contested beside landfall’s exit in a series, leaves', () => {
  for (const seed of [2, 3, 5]) {
    const { state, exit } = atLandfallExit(seed);
    assert.ok(contested(levelOf(content, state.level), state, content), `seed ${seed}: a searched decision`);
    assert.deepEqual(plannerAction(content, state, seedRandom(`p ${seed}`), DEFAULT_PLANNER), exit, `seed ${seed}`);
  }
});

test('a level played alone is never "left": its exit ends the game as won', () => {
  const state = newGame(content, landfall, { seed: 2 });
  const won = cloneState(state);
  won.status = 'won';
  assert.equal(state.series, null);
  assert.ok(!levelLeft(state, won));
});

test('an Island Campaign location left by its exit is valued as won, though the campaign goes on', () => {
  const { state, exit } = atExit(
    newGame(content, { kind: 'islandBoard', id: 'kairos' }, { seed: 1, mode: 'campaign' }),
    1,
  );
  const level = levelOf(content, state.level);
  const left = cloneState(state);
  applyActionInPlace(content, left, exit);
  assert.equal(left.status, 'playing');
  assert.equal(left.campaign!.cleared.length, state.campaign!.cleared.length + 1);
  assert.ok(levelLeft(state, left));
  assert.ok(stateValue(level, left, content, state) > stateValue(level, state, content, state) + 500);
});
