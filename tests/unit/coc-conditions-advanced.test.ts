// Location conditions read from the condition cards (all fifteen), the advanced-enemy module's five
// switchable parts, and the crypt boss that only slows down before the artifact is taken.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { newGame } from '../../src/engine/coc/game.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { levelConditions, moveSpaces, maxDiceFor, eventDraws } from '../../src/engine/coc/conditions.ts';
import {
  advancedSpawn,
  advancedMiniatures,
  turnDirection,
  advancedNumbers,
  ALL_ADVANCED,
} from '../../src/engine/coc/advanced-enemies.ts';
import { enemyNumbers } from '../../src/engine/coc/enemy-stats.ts';
import { itemOf } from '../../src/engine/coc/ongoing-rules.ts';
import { damageEnemy } from '../../src/engine/coc/enemy-damage.ts';
import { withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import type { CocEvent } from '../../src/engine/coc/types.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
const on = (condition: string) =>
  levelConditions(content, { kind: 'location', id: `test-${condition}`, name: 't', condition } as never);

test('every one of the fifteen condition cards is read into a rule the engine applies', () => {
  const ids = content.items
    .filter((i) => i.kind === 'condition')
    .map((i) => i.id)
    .sort();
  assert.equal(ids.length, 15);
  assert.equal(on('cautious').moveSpacesDelta, -1);
  assert.equal(on('clamber').enemyClimbCost, 1);
  assert.equal(on('skate').moveStraightLine, true);
  assert.equal(on('slick').enemyMoveDelta, 1);
  assert.equal(on('slippery').mustMoveFull, true);
  assert.equal(on('drained').noSpecialDice, true);
  assert.equal(on('fatigued').laraDiceDelta, -1);
  assert.deepEqual(on('overworked').maxDicePerRoll, { max: 3, appliesTo: ['action', 'ability'] });
  assert.equal(on('reinforced').enemyHealthDelta, 1);
  assert.deepEqual(on('sore').actionLimits, { move: 1 });
  assert.equal(on('haste').moveFactor, 2);
  assert.equal(on('haste').moveFactorFirstOnly, true);
  assert.equal(on('overclock').laraPhaseStart.length, 1);
  assert.deepEqual(on('repeat').damageFactor, { melee: 2, weapon: 2 });
  assert.deepEqual(on('rush').rerolls, { move: ['fail', 'sacrifice'] });
  assert.equal(on('slow').eventDrawsWithoutEnemies, 1);
  const none = levelConditions(content, { kind: 'location', id: 'plain', name: 'p' } as never);
  assert.equal(none.id, undefined);
  assert.equal(eventDraws(none, 0), 2);
  assert.equal(eventDraws(none, 1), 1);
  assert.equal(eventDraws(on('slow'), 0), 1);
  assert.equal(moveSpaces(on('cautious'), 3, true), 2);
  assert.equal(moveSpaces(on('cautious'), 0, true), 0);
  assert.equal(moveSpaces(on('haste'), 3, true), 6);
  assert.equal(moveSpaces(on('haste'), 3, false), 3);
  assert.equal(maxDiceFor(on('overworked'), 'action', 6), 3);
  assert.equal(maxDiceFor(on('overworked'), 'weapon', 6), 6);
});

test('advanced spawn: the die picks the enemy of the type; when all its miniatures are out, the other comes', () => {
  const none = () => 0;
  assert.equal(advancedSpawn(content, 'wildlife', 3, none), 'wolf');
  assert.equal(advancedSpawn(content, 'wildlife', 4, none), 'snake');
  assert.equal(advancedSpawn(content, 'natlaTech', 6, none), 'grenadier');
  // Wildlife has 4 miniatures: 2 wolves and 2 snakes (rule decision 66); protectors 5: 3 hoplites, 2 archers.
  assert.equal(advancedMiniatures(content, itemOf(content, 'enemy', 'wolf')!), 2);
  assert.equal(advancedMiniatures(content, itemOf(content, 'enemy', 'archer')!), 2);
  assert.equal(advancedMiniatures(content, itemOf(content, 'enemy', 'hoplite')!), 3);
  const wolvesOut = (id: string) => (id === 'wolf' ? 2 : 0);
  assert.equal(advancedSpawn(content, 'wildlife', 1, wolvesOut), 'snake');
  assert.equal(
    advancedSpawn(content, 'wildlife', 1, () => 2),
    undefined,
  );
});

test('advanced rotation: odd turns anticlockwise, even clockwise', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(turnDirection), [
    'anticlockwise',
    'clockwise',
    'anticlockwise',
    'clockwise',
    'anticlockwise',
    'clockwise',
  ]);
});

test('advanced stats and location boost are separate parts', () => {
  const wolf = itemOf(content, 'enemy', 'wolf')!;
  const grenadier = itemOf(content, 'enemy', 'grenadier')!;
  assert.deepEqual(advancedNumbers(content, wolf, { stats: true }, 'mountain'), {
    health: 3,
    move: 4,
    power: 2,
    range: 1,
  });
  assert.deepEqual(advancedNumbers(content, wolf, { stats: true, locationBoost: true }, 'mountain'), {
    health: 4,
    move: 4,
    power: 2,
    range: 1,
  });
  assert.deepEqual(
    advancedNumbers(content, wolf, { stats: false }, 'jungle'),
    { health: 3, move: 4, power: 2, range: 2 },
    'standard Wildlife numbers',
  );
  assert.equal(advancedNumbers(content, grenadier, ALL_ADVANCED, 'mountain').range, 5);
});

test('advanced ability: the Wolf moves 8 while Lara is SEEN, only with the ability part on; Slick adds 1', () => {
  const ref = { kind: 'location' as const, id: 'icefall-ledge' };
  const level = levelOf(content, ref);
  for (const [ability, seen, move] of [
    [true, 'seen', 8],
    [true, 'hidden', 5],
    [false, 'seen', 5],
  ] as const) {
    const state = newGame(content, ref, {
      seed: 1,
      advanced: { stats: true, ability },
      setup: { sight: seen, enemies: [] },
    });
    const wolf = { id: 'w', type: 'wolf', at: { x: 0, y: 0 }, facing: 'N' as const, health: 3 };
    state.sight = seen;
    assert.equal(enemyNumbers(level, state, content, wolf).move, move, `ability ${ability}, ${seen}`);
  }
});

test("the Hoplite shield stops the first attack while Lara is SEEN; Reinforced raises standard enemies' health", () => {
  const ref = { kind: 'location' as const, id: 'sinking-court' };
  const level = levelOf(content, ref);
  const state = newGame(content, ref, { seed: 1, advanced: ALL_ADVANCED, setup: { sight: 'seen', enemies: [] } });
  state.sight = 'seen';
  const hoplite = { id: 'h', type: 'hoplite', at: { x: 0, y: 0 }, facing: 'N' as const, health: 4 };
  state.enemies.push(hoplite);
  const events: CocEvent[] = [];
  assert.deepEqual(damageEnemy(level, state, content, hoplite, 9, 'weapon', events), { dealt: 0, defeated: false });
  assert.deepEqual(damageEnemy(level, state, content, hoplite, 4, 'weapon', events).defeated, true);
  const ledge = base.items.find((i) => i.kind === 'location' && i.id === 'icefall-ledge')!;
  const packs = withScenarioItems([base], [{ ...ledge, id: 'reinforced-ledge', condition: 'reinforced' }]);
  const packsContent = rulesContent(packs);
  const hot = newGame(
    packsContent,
    { kind: 'location', id: 'reinforced-ledge' },
    {
      seed: 1,
      setup: {
        enemies: [
          {
            type: 'wildlife',
            at: levelOf(packsContent, { kind: 'location', id: 'reinforced-ledge' }).spawnPoints[0]!.at,
            facing: 'S',
          },
        ],
      },
    },
  );
  assert.equal(hot.enemies[0]!.health, 4, 'Wildlife 3 + 1');
});

test('the crypt boss is not hurt before the artifact is taken: the damage slows it; its defeat wins the game', () => {
  const ref = { kind: 'crypt' as const, id: 'chamber-of-hours' };
  const level = levelOf(content, ref);
  const state = newGame(content, ref, {
    seed: 1,
    setup: { enemies: [{ type: 'bear', at: level.spawnPoints[0]!.at, facing: 'S' }] },
  });
  const bear = state.enemies[0]!;
  const events: CocEvent[] = [];
  assert.deepEqual(damageEnemy(level, state, content, bear, 7, 'weapon', events), { dealt: 5, defeated: false });
  assert.equal(bear.health, 12);
  assert.equal(state.bossSlow, 5);
  assert.equal(enemyNumbers(level, state, content, bear).move, 0);
  state.artifacts = state.artifacts.map(() => false);
  state.bossSlow = 0;
  damageEnemy(level, state, content, bear, 5, 'weapon', events);
  damageEnemy(level, state, content, bear, 5, 'weapon', events);
  assert.equal(state.status, 'playing');
  damageEnemy(level, state, content, bear, 5, 'weapon', events);
  assert.equal(state.status, 'won');
});

test('relics: at most 2 equipped, and only relics of the pack', async () => {
  const { checkRelics } = await import('../../src/engine/coc/relics.ts');
  assert.doesNotThrow(() => checkRelics(content, ['poseidons-trident']));
  assert.throws(
    () => checkRelics(content, ['poseidons-trident', 'poseidons-trident', 'poseidons-trident']),
    /at most 2 relics/,
  );
  assert.throws(() => checkRelics(content, ['holy-grail']), /No relic "holy-grail"/);
});
