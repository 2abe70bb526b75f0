import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const odds = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/odds.ts', ...args], {
    encoding: 'utf8',
  });

test("odds '3>4' --json prints the exact successes and sums", () => {
  const run = odds('3>4', '--json');
  assert.equal(run.status, 0, run.stderr);
  const out = JSON.parse(run.stdout);
  assert.deepEqual(Object.keys(out.successes), ['0', '1', '2', '3']);
  assert.ok(Math.abs(out.successes['0'] - 8 / 27) < 1e-15);
  assert.ok(Math.abs(out.successes['3'] - 1 / 27) < 1e-15);
  assert.ok(Math.abs(out.sums['11'] - 24 / 216) < 1e-15);
  assert.equal(out.sums['4'], undefined, 'a sum of 4 cannot happen');
  const total = Object.values(out.sums as Record<string, number>).reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(total - 1) < 1e-12);
});

test("odds '3>4' prints the distributions as tables", () => {
  const run = odds('3>4');
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /Successes/);
  assert.match(run.stdout, /^\s+1\s+44\.44%\s+70\.37%/m);
  assert.match(run.stdout, /Sum of the successful dice/);
  assert.match(run.stdout, /^\s+18\s+0\.46%\s+0\.46%/m);
  assert.match(run.stdout, /to pass \(1\+ success\): 70\.37%/);
});

test('modifiers as words, the challenge-6 rule and a needed count', () => {
  const out = JSON.parse(odds('3>5', '>+2', '--need', '1', '--json').stdout);
  assert.ok(Math.abs(out.successes['1'] - 1 / 6) < 1e-15, '3>7 is rolled as 1>5');
  const auto = JSON.parse(odds('3>4', '+1>', '>-1', '--json').stdout);
  assert.equal(auto.automatic, true);
  assert.equal(Object.keys(auto.successes).length, 5);
});

test("--coc: the pack's Lara Dice against a threshold, and an action card's boxes", () => {
  const out = JSON.parse(odds('--coc', '--dice', '2', '--need', '2', '--json').stdout);
  assert.ok(Math.abs(out.pass - 15 / 36) < 1e-15);
  const search = JSON.parse(odds('--coc', '--dice', '3', '--action', 'search', '--json').stdout);
  assert.deepEqual(
    search.thresholds.map((t: { successes: number }) => t.successes),
    [1, 3],
  );
  const table = odds('--coc', '--dice', '1', '--sacrifice', 'all');
  assert.match(table.stdout, /^\s+1\s+50\.00%/m);
});

test('--ccg: pass, tie and fail against the number to reach', () => {
  const out = JSON.parse(odds('--ccg', '--ability', '2', '--danger', '8', '--bonus', '1', '--json').stdout);
  assert.ok(Math.abs(out.pass - 21 / 36) < 1e-15);
  assert.ok(Math.abs(out.tie - 6 / 36) < 1e-15);
  assert.ok(Math.abs(out.fail - 15 / 36) < 1e-15);
  assert.ok(Math.abs(out.sums['13'] - 1 / 36) < 1e-15, 'the result includes the bonus');
  assert.match(odds('--ccg', '--ability', '3', '--danger', '7').stdout, /to pass \(7 or more\): 90\.74%/);
});

test('usage errors exit 2 and say what is wrong', () => {
  const none = odds();
  assert.equal(none.status, 2);
  assert.match(none.stderr, /no test given/);
  const bad = odds('3>>4');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /is not a test/);
  assert.equal(odds('--ccg', '--ability', '3').status, 2);
  assert.match(
    odds('--coc', '--dice', '2', '--action', 'nothing').stderr,
    /No action card or ability is called "nothing"/,
  );
});
