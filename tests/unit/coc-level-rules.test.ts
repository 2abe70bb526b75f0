// Level rules as data (level-rules.ts): the base pack's special rules are read as the engine's rules,
// a challenge adds its own to its chapter's (rule decision 200), a "first time only" door noise fires
// once, and barrier health holds in a challenge. One scenario per rule type is in tests/scenarios/coc
// (rule-level-*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, legalActions, newGame } from '../../src/engine/coc/game.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { levelRules, spawnFacing } from '../../src/engine/coc/level-rules.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import type { Scenario } from '../../src/engine/coc/scenario.ts';
import type { CocState } from '../../src/engine/coc/types.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);

test('every base-pack level with special rules in words has them as data too', () => {
  for (const item of base.items) {
    if (!['chapter', 'location', 'crypt'].includes(item.kind)) continue;
    const words = Array.isArray(item.specialRules) ? item.specialRules.length : 0;
    assert.equal(Array.isArray(item.rules) ? item.rules.length : 0, words, `${item.id}: one rule per sentence`);
    for (const c of Array.isArray(item.challenges) ? (item.challenges as Record<string, unknown>[]) : []) {
      const cw = Array.isArray(c.specialRules) ? c.specialRules.length : 0;
      assert.equal(Array.isArray(c.rules) ? c.rules.length : 0, cw, `${item.id} / ${String(c.name)}`);
    }
  }
});

test("a challenge plays by its chapter's level rules and its own (rule decision 200)", () => {
  const level = levelOf(content, { kind: 'chapter', id: 'landfall' });
  const single = levelRules(level, { mode: 'single' });
  assert.equal(single.noise.length, 1);
  assert.equal(single.noCrafting.size, 0);
  const bare = levelRules(level, { mode: 'challenge', challenge: 0 });
  assert.equal(bare.noise.length, 1, "the chapter's door noise holds in its challenge");
  assert.deepEqual([...bare.noCrafting].sort(), ['weapon', 'weapon-pick']);
  const eyes = levelRules(level, { mode: 'challenge', challenge: 1 });
  assert.equal(eyes.noCrafting.size, 0);
  assert.deepEqual(eyes.spawnFacing, [{ spawnPoints: [1, 3], facing: 'lara' }]);
});

test("the Frozen Stair's first challenge starts its barriers with 2 more health; the chapter does not", () => {
  const chapter = newGame(content, { kind: 'chapter', id: 'the-frozen-stair' }, { seed: 1 });
  const challenge = newGame(
    content,
    { kind: 'chapter', id: 'the-frozen-stair' },
    { seed: 1, mode: 'challenge', challenge: 0 },
  );
  assert.ok(chapter.barriers.length > 0);
  assert.deepEqual(
    challenge.barriers,
    chapter.barriers.map((h) => h + 2),
  );
});

test('a "first time only" door makes noise the first time it opens, not again', () => {
  const scenario = JSON.parse(
    readFileSync('tests/scenarios/coc/rule-level-noise-door-opens.scenario.json', 'utf8'),
  ) as Scenario;
  const { items, ref } = scenarioLevel(scenario.level);
  const packs = withScenarioItems([base], items);
  const packsContent = rulesContent(packs);
  let state: CocState = newGame(packsContent, ref, { seed: 1 });
  const noises: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = applyAction(packsContent, state, { type: 'useSwitch' });
    state = r.state;
    noises.push(...r.events.filter((e) => e.type === 'noise').map((e) => e.text));
    if (i === 0) state = { ...state, noise: null }; // as if an enemy had reached it
  }
  assert.equal(state.doors[0], true, 'open, closed, open again');
  assert.equal(noises.length, 1);
  assert.equal(state.noise, null, 'the second opening placed no token');
  assert.deepEqual(state.doorsOpened, [0]);
});

test('a forbidden recipe is not among the legal actions', () => {
  const state = newGame(
    content,
    { kind: 'chapter', id: 'landfall' },
    {
      seed: 1,
      mode: 'challenge',
      challenge: 0,
      setup: { inventory: { resources: ['scrap', 'scrap', 'scrap', 'scrap', 'scrap', 'scrap', 'scrap', 'oil'] } },
    },
  );
  const crafts = legalActions(content, state).flatMap((a) => (a.type === 'craft' ? [a.recipe] : []));
  assert.ok(crafts.includes('ammo'));
  assert.ok(!crafts.includes('weapon') && !crafts.includes('weapon-pick'));
  const single = newGame(
    content,
    { kind: 'chapter', id: 'landfall' },
    { seed: 1, setup: { inventory: { resources: ['scrap', 'scrap', 'scrap', 'scrap', 'scrap'] } } },
  );
  assert.ok(legalActions(content, single).some((a) => a.type === 'craft' && a.recipe === 'weapon'));
});

test('a spawn facing Lara follows the longer distance, east or west on a tie (rule decision 203)', () => {
  const level = levelOf(content, { kind: 'chapter', id: 'landfall' });
  const eyes = newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1, mode: 'challenge', challenge: 1 });
  const at = (x: number, y: number): CocState => ({ ...eyes, lara: { ...eyes.lara, at: { x, y } } });
  // Spawn points 1 and 3 are turned; 2 and 4 keep their arrow.
  assert.equal(spawnFacing(level, at(4, 9), 1, { x: 3, y: 3 }, 'S'), 'S');
  assert.equal(spawnFacing(level, at(0, 4), 1, { x: 3, y: 3 }, 'S'), 'W');
  assert.equal(spawnFacing(level, at(11, 5), 3, { x: 9, y: 7 }, 'W'), 'E', 'a tie: east');
  assert.equal(spawnFacing(level, at(9, 0), 3, { x: 9, y: 7 }, 'W'), 'N');
  assert.equal(spawnFacing(level, at(0, 0), 2, { x: 6, y: 1 }, 'E'), 'E', 'point 2 keeps its arrow');
});
