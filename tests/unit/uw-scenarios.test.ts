// Every scenario file under tests/scenarios/uw/ is valid against the Underworld scenario schema, runs
// without a refused step, and ends as it expects: one rule or rule decision each (docs/uw-engine.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import scenarioSchema from '../../schemas/uw-scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { runUwScenario, type UwScenario } from '../../src/engine/uw/index.ts';

const folder = 'tests/scenarios/uw';
const base = readPack('content/base').pack!;
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.scenario.json'))
  .sort();

test('there is a scenario for every rule of the issue', () => {
  assert.ok(files.length >= 40, `${files.length} files`);
});

for (const file of files) {
  test(`scenario ${file}`, () => {
    const scenario = JSON.parse(readFileSync(join(folder, file), 'utf8')) as UwScenario;
    assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
    const result = runUwScenario([base], scenario);
    assert.equal(result.error, undefined, result.error && `step ${result.error.step}: ${result.error.message}`);
    assert.deepEqual(result.mismatches, []);
  });
}

test('an Underworld scenario that breaks the schema is reported with its pointer', () => {
  const problems = validateDocument(scenarioSchema, { game: 'uw', name: 'x', steps: [{ type: 'jump' }], players: 5 });
  assert.ok(
    problems.some((p) => p.pointer === '/players'),
    JSON.stringify(problems),
  );
  assert.ok(
    problems.some((p) => p.pointer === '/steps/0/type'),
    JSON.stringify(problems),
  );
});

test('a failed expectation is reported with its path; a refused step with its number and reason', () => {
  const scenario = JSON.parse(readFileSync(join(folder, 'rule-die-track-face.scenario.json'), 'utf8')) as UwScenario;
  scenario.expect = { tracks: { acrobatics: 2 } };
  const result = runUwScenario([base], scenario);
  assert.deepEqual(result.mismatches, ['/tracks/acrobatics: expected 2, got 1']);
  const refused = runUwScenario([base], { ...scenario, expect: undefined, steps: [{ type: 'draw' }] });
  assert.equal(refused.error?.step, 1);
  assert.match(refused.error!.message, /progress die must be rolled first/);
  const unexpected = runUwScenario([base], { ...scenario, steps: [{ type: 'roll', expectError: 'nope' }] });
  assert.match(unexpected.mismatches[0]!, /was expected to be refused/);
});

test('`npm run scenario` runs an Underworld file through the module and prints its state', () => {
  const file = join(folder, 'rule-competitive.scenario.json');
  const args = ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', file];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const printed = JSON.parse(run.stdout) as { status: string; winners: number[] };
  assert.deepEqual([printed.status, printed.winners], ['won', [1]]);
});
