import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const scenario = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', ...args], { encoding: 'utf8' });

test('a scenario that holds prints the state as JSON and exits 0', () => {
  const run = scenario('tests/scenarios/coc/worked-two-red-doors.scenario.json');
  assert.equal(run.status, 0, run.stderr);
  const state = JSON.parse(run.stdout);
  assert.deepEqual(state.lara.at, { x: 2, y: 1 });
  assert.deepEqual(
    state.doors.map((d: { open: boolean }) => d.open),
    [true, false, false],
  );
  for (const field of ['status', 'phase', 'round', 'sight', 'noise', 'enemies', 'artifacts', 'barriers', 'boulder', 'log', 'digest']) assert.ok(field in state, field);
});

test('a refused step names the step and the reason, and exits 1', () => {
  const run = scenario('tests/fixtures/scenarios/illegal-step.scenario.json');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /illegal-step\.scenario\.json: step 2 was refused: Lara cannot move E from \(0, 0\)/);
});

test('an invalid scenario names where it is wrong, and exits 1', () => {
  const run = scenario('tests/fixtures/scenarios/invalid.scenario.json');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /invalid\.scenario\.json: #\/steps\/0\/type: /);
  assert.equal(run.stdout, '');
});

test('broken JSON is reported with its line and column', () => {
  const run = scenario('tests/fixtures/scenarios/broken.scenario.json');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /invalid JSON at line 3, column 1/);
});

test('an expectation that does not hold is reported with its path, and exits 1', () => {
  const run = scenario('tests/fixtures/scenarios/wrong-expectation.scenario.json');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /expected \/lara\/health: expected 3, got 10/);
});

test('no file is a usage error', () => {
  assert.equal(scenario().status, 2);
});
