// Every scenario file under tests/scenarios/aod/ is valid against the AoD scenario schema, runs
// without a refused step, and ends as it expects: one file (or more) per rule, with its refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import scenarioSchema from '../../schemas/aod-scenario.schema.json' with { type: 'json' };
import { validateDocument } from '../../src/model/validate.ts';
import { runAodScenario, type AodScenario } from '../../src/engine/aod/index.ts';
import { gameModule } from '../../src/engine/games.ts';
import { base } from './aod-helpers.ts';

const folder = 'tests/scenarios/aod';
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.scenario.json'))
  .sort();

test('there is a scenario for each rule of the issue', () => {
  assert.ok(files.length >= 30, `${files.length} files`);
  for (const rule of [
    'setup-two',
    'three-actions',
    'pass',
    'reload-tile',
    'hand-limit',
    'one-sort',
    'energy-waste',
    'open-tile',
    'rotate',
    'move-walls',
    'shoot-straight',
    'safety-zone',
    'choose-target',
    'hits-with-lives',
    'knock-out',
    'secret-room',
    'police',
    'claim',
    'smuggle-out',
    'hand-over',
    'three-players',
    'time-bomb',
    'collapse-ring',
    'collapse-end',
    'tie',
  ])
    assert.ok(
      files.some((f) => f.includes(rule)),
      rule,
    );
});

for (const file of files) {
  test(`scenario ${file}`, () => {
    const scenario = JSON.parse(readFileSync(join(folder, file), 'utf8')) as AodScenario;
    assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
    const result = runAodScenario([base], scenario);
    assert.equal(result.error, undefined, result.error && `step ${result.error.step}: ${result.error.message}`);
    assert.deepEqual(result.mismatches, []);
  });
}

test('the module runs AoD scenarios and names the game', () => {
  const module = gameModule('aod')!;
  assert.equal(module.name, 'The Angel of Darkness');
  const scenario = JSON.parse(readFileSync(join(folder, 'rule-pass.scenario.json'), 'utf8'));
  assert.deepEqual(module.runScenario([base], scenario).mismatches, []);
  assert.ok(validateDocument(module.scenarioSchema, { ...scenario, game: 'ccg' }).some((p) => p.pointer === '/game'));
});

test('a failed expectation and an unexpected refusal are reported', () => {
  const scenario = JSON.parse(readFileSync(join(folder, 'rule-pass.scenario.json'), 'utf8')) as AodScenario;
  const wrong = runAodScenario([base], { ...scenario, expect: { current: 'lara' } });
  assert.equal(wrong.mismatches.length, 1);
  assert.match(wrong.mismatches[0]!, /^\/current/);
  const refused = runAodScenario([base], { ...scenario, steps: [{ type: 'move', direction: 'N' }] });
  assert.equal(refused.error?.step, 1);
  assert.match(refused.error!.message, /no energy/);
});
