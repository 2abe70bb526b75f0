// Every scenario file under tests/scenarios/coc/ is valid against its schema, runs without a refused
// step, and ends as it expects. Each file pins one rule (or one worked example of the rulebook).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { runScenario, type Scenario } from '../../src/engine/coc/scenario.ts';

const folder = 'tests/scenarios/coc';
const base = readPack('content/base').pack!;
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.scenario.json'))
  .sort();

test('there are scenario files', () => assert.ok(files.length >= 10));

for (const file of files) {
  test(`scenario ${file}`, () => {
    const scenario = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Scenario;
    assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
    const result = runScenario([base], scenario);
    assert.equal(result.error, undefined, result.error && `step ${result.error.step}: ${result.error.message}`);
    assert.deepEqual(result.problems ?? [], [], 'faults of the file');
    assert.deepEqual(result.mismatches, []);
  });
}
