// Careful and a guarded exit (engine/coc/bot-exit.ts): Lara may leave only while no enemy stands on the
// exit's Level Tile. On rolling-stone-vault the exit (3, 8) is a LOW dead end under the HIGH space (3, 7):
// a guard there cannot be struck or shot from the exit (no attack uphill), and careful used to stand on
// the exit, SEARCHing until she died (docs/analysis.md, "Rolling-stone vault").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { newGame, applyActionInPlace, legalActions } from '../../src/engine/coc/index.ts';
import { carefulAction } from '../../src/engine/coc/bot-careful.ts';
import { doorstep, exitGuards, guardedRoute } from '../../src/engine/coc/bot-exit.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { planRoute } from '../../src/engine/coc/bot-plan.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import type { CocAction, CocState, EnemyState } from '../../src/engine/coc/index.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const ref = { kind: 'location', id: 'rolling-stone-vault' } as const;
const level = levelOf(content, ref);

/** Every objective met (the artifact taken, RESEARCH done), Lara at `at`, these enemies, her phase with 6 dice. */
function arranged(seed: number, at: { x: number; y: number }, enemies: EnemyState[], sight: 'seen' | 'hidden') {
  const state = newGame(content, ref, { seed });
  assert.ok(state.phase === 'lara' && !state.pending);
  state.artifacts = state.artifacts.map(() => false);
  state.researched = true;
  state.lara.at = at;
  state.lara.facing = 'N';
  state.lara.diceLeft = 6;
  state.enemies = enemies;
  state.sight = sight;
  return state;
}

/** Careful's actions until her Lara Phase ends (or the game does). */
function phaseOf(state: CocState, seed: string): CocAction[] {
  const random = seedRandom(seed);
  const played: CocAction[] = [];
  for (let n = 0; n < 200 && state.status === 'playing' && state.phase === 'lara'; n++) {
    const action = carefulAction(content, state, random)!;
    assert.ok(
      legalActions(content, state).some((a) => JSON.stringify(a) === JSON.stringify(action)),
      `${JSON.stringify(action)} is legal`,
    );
    played.push(action);
    applyActionInPlace(content, state, action);
  }
  return played;
}

test('sealed on a guarded exit she cannot attack from, careful steps off it instead of waiting there', () => {
  const exit = level.exit!;
  assert.deepEqual(exit, { x: 3, y: 8 });
  let moved = 0;
  for (let seed = 0; seed < 6; seed++) {
    // A Protector on the HIGH space above the exit sees her: she cannot HIDE, strike or shoot it.
    const guard: EnemyState = { id: 'e1', type: 'protectors', at: { x: 3, y: 7 }, facing: 'S', health: 4 };
    const state = arranged(seed, { ...exit }, [guard], 'seen');
    assert.equal(exitGuards(level, state).length, 1);
    assert.ok(!legalActions(content, state).some((a) => a.type === 'exit' || a.type === 'melee' || a.type === 'fire'));
    const played = phaseOf(state, `exit ${seed}`);
    if (played.some((a) => a.type === 'move')) moved++;
    if (state.lara.at.x !== exit.x || state.lara.at.y !== exit.y) assert.ok(played.some((a) => a.type === 'step'));
  }
  assert.equal(moved, 6, `careful rolled a MOVE off the guarded exit in ${moved} of 6 phases`);
});

test('while an enemy guards the exit tile careful heads for its doorstep, not into the tile', () => {
  const guard: EnemyState = { id: 'e1', type: 'wildlife', at: { x: 5, y: 7 }, facing: 'W', health: 3 };
  const state = arranged(3, { x: 1, y: 3 }, [guard], 'hidden');
  const plan = planRoute(level, state, content);
  assert.equal(plan.first?.kind, 'exit');
  const step = doorstep(level, state)!;
  assert.deepEqual(step.at, { x: 3, y: 5 }, 'the space nearest the exit off its tile');
  const guarded = guardedRoute(level, state, plan);
  assert.deepEqual(guarded.first?.at, step.at);
  assert.equal(guarded.firstDistance, step.distance);
  // Her whole phase: she ends it off the exit's tile.
  phaseOf(state, 'doorstep');
  const exitTile = level.tile[level.exit!.y * level.width + level.exit!.x];
  assert.notEqual(level.tile[state.lara.at.y * level.width + state.lara.at.x], exitTile, 'off the exit tile');
  // With the tile clear, the route is the exit itself.
  const clear = arranged(3, { x: 1, y: 3 }, [], 'hidden');
  assert.deepEqual(guardedRoute(level, clear, planRoute(level, clear, content)).first?.at, level.exit);
});
