import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const scenario = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', ...args], {
    encoding: 'utf8',
  });
// Two tests read the same run of the invalid scenario: one process (each costs ~0.7 CPU s of loading modules).
let invalidRun: ReturnType<typeof scenario> | undefined;
const invalid = () => (invalidRun ??= scenario('tests/fixtures/scenarios/invalid.scenario.json'));

test('a scenario that holds prints the state as JSON and exits 0', () => {
  const run = scenario('tests/scenarios/coc/worked-two-red-doors.scenario.json');
  assert.equal(run.status, 0, run.stderr);
  const state = JSON.parse(run.stdout);
  assert.deepEqual(state.lara.at, { x: 2, y: 1 });
  assert.deepEqual(
    state.doors.map((d: { open: boolean }) => d.open),
    [true, false, false],
  );
  for (const field of [
    'status',
    'phase',
    'round',
    'sight',
    'noise',
    'enemies',
    'artifacts',
    'barriers',
    'boulder',
    'log',
    'digest',
  ])
    assert.ok(field in state, field);
});

test('a refused step names the step and the reason, and exits 1', () => {
  const run = scenario('tests/fixtures/scenarios/illegal-step.scenario.json');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /illegal-step\.scenario\.json: step 2 was refused: Lara cannot move E from \(0, 0\)/);
});

test('an invalid scenario names where it is wrong, and exits 1', () => {
  const run = invalid();
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

test('an invalid regular expression in expectError is a clear error, and the next files still run', () => {
  const run = scenario(
    'tests/fixtures/scenarios/bad-regex.scenario.json',
    'tests/scenarios/coc/worked-two-red-doors.scenario.json',
  );
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /bad-regex\.scenario\.json: #\/steps\/1\/expectError: "\(cannot move" is not a valid regular expression: Unterminated group\./,
  );
  assert.doesNotMatch(run.stderr, /at |SyntaxError/);
  // The second file ran and printed its state.
  assert.deepEqual(JSON.parse(run.stdout).lara.at, { x: 2, y: 1 });
});

test('a misspelled field in an expectation or a checkpoint is an error naming it', () => {
  const run = scenario('tests/fixtures/scenarios/misspelled-expect.scenario.json');
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /#\/steps\/0\/expect\/lara\/movePonts: The printed state has no field "movePonts" in \/lara; did you mean "movePoints"\?/,
  );
  assert.match(
    run.stderr,
    /#\/expect\/lara\/helth: The printed state has no field "helth" in \/lara; did you mean "health"\?/,
  );
  assert.doesNotMatch(run.stderr, /got undefined/);
  const ccg = scenario('tests/fixtures/scenarios/ccg-misspelled-expect.scenario.json');
  assert.equal(ccg.status, 1);
  assert.match(
    ccg.stderr,
    /#\/steps\/0\/expect\/raiders\/0\/hitz: The printed state has no field "hitz" in \/raiders\/0; did you mean "hits"\?/,
  );
});

test('a checkpoint and log expectations that do not hold are reported with the step', () => {
  const run = scenario('tests/fixtures/scenarios/failing-checkpoint.scenario.json');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /expected \/lara\/movePoints after step 1: expected 2, got 1/);
  assert.match(run.stderr, /expected log after step 2: line 4 contains "Lara moves", which no line may/);
  assert.match(
    run.stderr,
    /expected log: no line after the one containing "Lara moves to \(1, 0\)" \(line 4\) contains "MOVE with 1 die"/,
  );
});

test('unknown Event Card ids and non-helpful removed cards get precise messages', () => {
  const unknown = scenario('tests/fixtures/scenarios/unknown-event-card.scenario.json');
  assert.equal(unknown.status, 1);
  assert.match(
    unknown.stderr,
    /: Setup: no Event Card is called "rop-trap" \(eventDeck\); did you mean "rope-trap"\?\n$/,
  );
  const removed = scenario('tests/fixtures/scenarios/removed-not-helpful.scenario.json');
  assert.equal(removed.status, 1);
  assert.match(removed.stderr, /: Setup: "rope-trap" \(removedEvents\) is not a helpful Event Card/);
});

test('an unknown action type is one short message, for both games', () => {
  const coc = invalid();
  assert.equal(coc.stderr.trim().split('\n').length, 1, coc.stderr);
  assert.match(coc.stderr, /#\/steps\/0\/type: "Action" "fly" is not one of its 50 allowed values/);
  const ccg = scenario('tests/fixtures/scenarios/ccg-unknown-action.scenario.json');
  assert.equal(ccg.status, 1);
  assert.equal(
    ccg.stderr,
    'tests/fixtures/scenarios/ccg-unknown-action.scenario.json: #/steps/0/type: No action is called "mvoe"; did you mean "move"?\n',
  );
});
