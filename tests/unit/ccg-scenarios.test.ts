// Every scenario file under tests/scenarios/ccg/ is valid against the scenario schema, runs without
// a refused step, and ends as it expects. The worked-* files are the rulebook's examples, the
// rule-* files one rule or rule decision each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { runCcgScenario, type CcgScenario } from '../../src/engine/ccg/scenario.ts';

const folder = 'tests/scenarios/ccg';
const base = readPack('content/base').pack!;
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.scenario.json'))
  .sort();

test('the five worked examples of the rulebook are there', () => {
  for (const name of [
    'skeletal-remains-obstacle',
    'dim-cavern-test-choice',
    'search-five-dice',
    'stuck-two-turns',
    'move-two-unknown',
  ])
    assert.ok(files.includes(`worked-${name}.scenario.json`), name);
});

for (const file of files) {
  test(`scenario ${file}`, () => {
    const scenario = JSON.parse(readFileSync(join(folder, file), 'utf8')) as CcgScenario;
    assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
    const result = runCcgScenario([base], scenario);
    assert.equal(result.error, undefined, result.error && `step ${result.error.step}: ${result.error.message}`);
    assert.deepEqual(result.problems ?? [], [], 'faults of the file');
    assert.deepEqual(result.mismatches, []);
  });
}

test('a CCG scenario that breaks the schema is reported with its pointer', () => {
  const problems = validateDocument(scenarioSchema, {
    game: 'ccg',
    name: 'x',
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    steps: [],
    mode: 'alone',
  });
  assert.ok(
    problems.some((p) => p.pointer === '/mode'),
    JSON.stringify(problems),
  );
});

test('a failed expectation is reported with its path', () => {
  const scenario = JSON.parse(
    readFileSync(join(folder, 'worked-search-five-dice.scenario.json'), 'utf8'),
  ) as CcgScenario;
  scenario.expect = { raiders: [{ unsaved: ['magnum-pistols'] }] };
  const result = runCcgScenario([base], scenario);
  assert.equal(result.mismatches.length, 1);
  assert.match(result.mismatches[0]!, /^\/raiders\/0\/unsaved/);
});
