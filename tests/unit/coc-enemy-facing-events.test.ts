// Events of an enemy's move or turn carry where it stands and which way it faces, so that the
// playtest draws each step as the engine played it (board-view.ts shownFigures) instead of guessing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { shownFigures } from '../../src/ui/playtest/board-view.ts';

const base = readPack('content/base').pack!;

/** The rulebook's wolf that meets BLOCK and turns twice (worked-wolf-turns-twice), in the enemy phase. */
function wolfSession(): PlaytestSession {
  const { items, ref } = scenarioLevel({
    map: ['HLLBLLLLL', 'LLBLLLLLL', 'LLLLLLLLL'],
    tokens: [{ type: 'laraStart', at: { x: 0, y: 0 }, facing: 'S' }],
  });
  return new PlaytestSession({
    packs: withScenarioItems([base], items),
    level: ref,
    title: 'Wolf',
    options: { seed: 1, setup: { enemies: [{ type: 'wildlife', at: { x: 4, y: 1 }, facing: 'W' }], phase: 'enemy' } },
  });
}

test('each move and turn of an enemy in the Enemy Phase carries its space and facing', () => {
  const s = wolfSession();
  assert.ok(s.apply({ type: 'enemyPhase' }), s.error);
  const moves = s.steps[0]!.events.filter((e) => e.enemy !== undefined).map((e) => [e.type, e.at, e.facing]);
  assert.deepEqual(moves, [
    ['enemyMoved', { x: 3, y: 1 }, 'W'],
    ['enemyTurned', { x: 3, y: 1 }, 'N'],
    ['enemyTurned', { x: 3, y: 1 }, 'E'],
    ['enemyMoved', { x: 6, y: 1 }, 'E'],
  ]);
});

test('the playtest board shows the wolf turned as each event says, step by step', () => {
  const s = wolfSession();
  s.apply({ type: 'enemyPhase' });
  const facings: string[] = [];
  for (let guard = 0; s.reveal !== undefined && guard < 20; guard++) {
    const wolf = shownFigures(s).enemies[0]!;
    facings.push(`${wolf.at.x},${wolf.at.y} ${wolf.facing}`);
    s.advance();
  }
  // The turns happen on the spot: a guess from the move alone could not show N then E at (3, 1).
  assert.deepEqual(
    facings.filter((f, i) => f !== facings[i - 1]),
    ['3,1 W', '3,1 N', '3,1 E', '6,1 E'],
  );
});

test('a spawned enemy is drawn with the facing its spawn gave it (a level rule may turn it)', () => {
  const { items, ref } = scenarioLevel({
    map: ['LLLLLL', 'LLLLLL', 'LLLLLL', 'LLLLLL', 'LLLLLL', 'LLLLLL'],
    rules: [{ type: 'spawnFacing', facing: 'lara' }],
    tokens: [
      { type: 'laraStart', at: { x: 1, y: 5 }, facing: 'N' },
      { type: 'spawnPoint', number: 1, at: { x: 0, y: 0 }, facing: 'E' },
    ],
  });
  const s = new PlaytestSession({
    packs: withScenarioItems([base], items),
    level: ref,
    title: 'Spawn',
    options: { seed: 1, setup: { phase: 'event', enemies: [], eventDeck: ['wildlife-spawn'], eventDeckRest: 'draw' } },
  });
  assert.ok(s.apply({ type: 'eventPhase', rolls: [1, 1] }), s.error);
  const spawn = s.steps[0]!.events.find((e) => e.type === 'spawn')!;
  assert.equal(spawn.facing, 'S');
  while (s.reveal !== undefined && shownFigures(s).latest !== spawn) s.advance();
  assert.equal(shownFigures(s).enemies.find((e) => e.id === spawn.enemy)?.facing, 'S');
});
