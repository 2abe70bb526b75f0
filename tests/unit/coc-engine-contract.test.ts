// The engine's contract (DESIGN.md "Engines"): plain-JSON state, legal actions that apply, replay
// of the log to the identical state, nothing mutated, and every level of the base pack playable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, gameLog, legalActions, newGame, replay, stateDigest } from '../../src/engine/coc/game.ts';
import { pick, seedRandom } from '../../src/engine/core/random.ts';
import type { CocState, LevelRef } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const levels: LevelRef[] = pack.items
  .filter((i) => ['chapter', 'location', 'crypt'].includes(i.kind))
  .map((i) => ({ kind: i.kind as LevelRef['kind'], id: i.id }));

test('every level of the base pack starts a game whose state is plain JSON', () => {
  assert.ok(levels.length >= 8);
  for (const level of levels) {
    const state = newGame(content, level, { seed: 1 });
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state, level.id);
    assert.equal(state.status, 'playing');
    assert.equal(state.lara.health, 10);
    assert.ok(legalActions(content, state).length > 0);
  }
});

test('the starting enemies and the boss stand on their spawn points; a boss with the SEEN icon makes Lara SEEN', () => {
  const guard = newGame(content, { kind: 'chapter', id: 'the-sleeping-guard' }, { seed: 1 });
  assert.equal(guard.enemies[0]!.type, 'polemarch');
  assert.equal(guard.sight, 'seen');
  const landfall = newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1 });
  assert.deepEqual(
    landfall.enemies.map((e) => [e.type, e.at, e.facing]),
    [['wildlife', { x: 6, y: 1 }, 'E']],
  );
});

test('a challenge starts from its own kit: health and the Sight Token', () => {
  const bare = newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1, mode: 'challenge', challenge: 1 });
  assert.equal(bare.sight, 'seen');
  assert.throws(
    () => newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1, mode: 'challenge', challenge: 5 }),
    /no challenge 6/,
  );
});

test('an unknown level is a clear error', () => {
  assert.throws(
    () => newGame(content, { kind: 'chapter', id: 'nowhere' }, { seed: 1 }),
    /No chapter with id "nowhere"/,
  );
});

function playRandom(level: LevelRef, seed: number, limit: number): { state: CocState; seen: CocState[] } {
  const random = seedRandom(seed);
  let state = newGame(content, level, { seed });
  const seen: CocState[] = [state];
  for (let n = 0; n < limit && state.status === 'playing'; n++) {
    const action =
      state.phase === 'event' && !state.pending && n % 3 === 0
        ? { type: 'spawnEnemy' as const, enemy: 'wildlife' }
        : pick(random, legalActions(content, state));
    const before = JSON.stringify(state);
    state = applyAction(content, state, action).state;
    assert.equal(JSON.stringify(seen.at(-1)), before, 'applyAction changed its input state');
    seen.push(state);
  }
  return { state, seen };
}

test('replaying the log gives the identical state (same digest), and the same seed the same game', () => {
  for (const [i, level] of levels.entries()) {
    const { state } = playRandom(level, 100 + i, 150);
    const again = replay(content, gameLog(state, { seed: 100 + i }));
    assert.equal(stateDigest(again.state), stateDigest(state), level.id);
    assert.equal(stateDigest(playRandom(level, 100 + i, 150).state), stateDigest(state));
  }
});

test('different seeds give different games', () => {
  const a = playRandom(levels[0]!, 1, 60).state;
  const b = playRandom(levels[0]!, 2, 60).state;
  assert.notEqual(stateDigest(a), stateDigest(b));
});

test('an illegal action is refused with a reason and a finished game takes no action', () => {
  const state = newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1 });
  assert.throws(() => applyAction(content, state, { type: 'step', facing: 'N' }), /no move points/);
  assert.throws(() => applyAction(content, state, { type: 'enemyPhase' }), /belongs to the enemy phase/);
  assert.throws(() => applyAction(content, state, { type: 'move', dice: 7 }), /1 to 6 dice/);
  assert.throws(() => applyAction(content, { ...state, status: 'won' }, { type: 'endLaraPhase' }), /game is over/);
});
