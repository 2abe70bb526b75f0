// Each refused step of Lara's says its own reason (step-refusal.ts): what stands in the way, or why
// the slope or the boulder does not let her through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { runScenario, type Scenario } from '../../src/engine/coc/scenario.ts';

const base = readPack('content/base').pack!;

/** The refusal of a step `facing` after a MOVE of 2 points from (1, 1). */
function refusal(
  map: string[],
  facing: string,
  tokens: object[] = [],
  setup: Scenario['setup'] = {},
): string | undefined {
  const scenario = {
    name: 'refusal',
    level: { map, tokens: [{ type: 'laraStart', at: { x: 1, y: 1 }, facing: 'N' }, ...tokens] },
    setup,
    steps: [
      { type: 'move', dice: 1, results: ['success'] },
      { type: 'step', facing },
    ],
  } as Scenario;
  return runScenario([base], scenario).error?.message;
}

const door = (x: number, y: number) => ({ type: 'door', at: { x, y }, colour: 'red', state: 'closed' });
const barrier = (x: number, y: number) => ({ type: 'barrier', at: { x, y }, health: 3 });
const boulder = (x: number, y: number) => ({ type: 'boulder', at: { x, y } });

test('a closed door, a barrier, no tile', () => {
  assert.equal(
    refusal(['LLL', 'LLL', 'LLL'], 'E', [door(2, 1)]),
    'Lara cannot move E from (1, 1): a closed door stands on (2, 1).',
  );
  assert.equal(
    refusal(['LLL', 'LLL', 'LLL'], 'S', [barrier(1, 2)]),
    'Lara cannot move S from (1, 1): a barrier stands on (1, 2).',
  );
  assert.equal(
    refusal(['LLL---', 'LLL---', 'LLL---'], 'E', [], { lara: { at: { x: 2, y: 1 } } }),
    'Lara cannot move E from (2, 1): no tile is laid at (3, 1).',
  );
});

test('a slope that slides her where she cannot go', () => {
  // East of her a slope runs on east, onto BLOCK.
  assert.equal(
    refusal(['LLLLLL', 'LL>BLL', 'LLLLLL'], 'E'),
    'Lara cannot move E from (1, 1): the slope on (2, 1) would slide her onto (3, 1), but (3, 1) is BLOCK.',
  );
  // …onto a closed door, or onto an enemy.
  assert.equal(
    refusal(['LLLLLL', 'LL>LLL', 'LLLLLL'], 'E', [door(3, 1)]),
    'Lara cannot move E from (1, 1): the slope on (2, 1) would slide her onto (3, 1), but a closed door stands there.',
  );
  assert.equal(
    refusal(['LLLLLL', 'LL>LLL', 'LLLLLL'], 'E', [], {
      enemies: [{ type: 'wildlife', at: { x: 3, y: 1 }, facing: 'N' }],
    }),
    'Lara cannot move E from (1, 1): the slope on (2, 1) would slide her onto the enemy at (3, 1).',
  );
});

test('the boulder: onto a barrier, onto an enemy', () => {
  assert.equal(
    refusal(['LLLLLL', 'LLLLLL', 'LLLLLL'], 'E', [boulder(2, 1), barrier(3, 1)]),
    'Lara cannot move E from (1, 1): the boulder on (2, 1) cannot be pushed E: a barrier stands on (3, 1).',
  );
  assert.equal(
    refusal(['LLLLLL', 'LLLLLL', 'LLLLLL'], 'E', [boulder(2, 1)], {
      enemies: [{ type: 'wildlife', at: { x: 3, y: 1 }, facing: 'N' }],
    }),
    'Lara cannot move E from (1, 1): the boulder on (2, 1) cannot be pushed E: an enemy stands on (3, 1).',
  );
  assert.equal(refusal(['LLLLLL', 'LLLLLL', 'LLLLLL'], 'E', [boulder(2, 1)], {}), undefined);
});
