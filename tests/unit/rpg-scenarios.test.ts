// Every scenario file under tests/scenarios/rpg/ is valid against the RPG scenario schema, runs without
// a refused step, and ends as it expects. Each rule-* file pins one rule or rule decision (docs/rules-decisions.md,
// 400–449).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import scenarioSchema from '../../schemas/rpg-scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { runRpgScenario, type RpgScenario } from '../../src/engine/rpg/scenario.ts';
import { gameModule } from '../../src/engine/games.ts';

const folder = 'tests/scenarios/rpg';
const base = readPack('content/base').pack!;
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.scenario.json'))
  .sort();

for (const file of files) {
  test(`scenario ${file}`, () => {
    const scenario = JSON.parse(readFileSync(join(folder, file), 'utf8')) as RpgScenario;
    assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
    const result = runRpgScenario([base], scenario);
    assert.equal(result.error, undefined, result.error && `step ${result.error.step}: ${result.error.message}`);
    assert.deepEqual(result.mismatches, []);
  });
}

test('the scenario CLI reaches the RPG through its module', () => {
  const rpg = gameModule('rpg')!;
  assert.equal(rpg.scenarioSchema, scenarioSchema);
  const scenario = JSON.parse(readFileSync(join(folder, 'rule-automatic-success.scenario.json'), 'utf8'));
  assert.deepEqual(rpg.runScenario([base], scenario).mismatches, []);
});

test('a failed expectation and an unexpected refusal are reported, not thrown', () => {
  const scenario = JSON.parse(readFileSync(join(folder, 'rule-knack.scenario.json'), 'utf8')) as RpgScenario;
  scenario.expect = { challenge: { participants: { lara: { successes: 3 } } } };
  const result = runRpgScenario([base], scenario);
  assert.deepEqual(result.mismatches, ['/challenge/participants/lara/successes: expected 3, got 2']);
  scenario.steps = [{ type: 'knack', actor: 'lara' }];
  assert.match(runRpgScenario([base], scenario).error!.message, /not asked now/);
});

test('a scenario that breaks the schema is reported with its pointer', () => {
  const problems = validateDocument(scenarioSchema, {
    game: 'rpg',
    name: 'x',
    level: { kind: 'rpgChallenge', id: 'sealed-slab' },
    steps: [{ type: 'fly' }],
  });
  assert.ok(
    problems.some((p) => p.pointer === '/steps/0/type'),
    JSON.stringify(problems),
  );
});
