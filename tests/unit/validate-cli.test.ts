import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const validate = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/validate.ts', ...args], {
    encoding: 'utf8',
  });

test('the CLI reports each problem in the file and at the pointer where it is written, and exits 1', () => {
  const run = validate('tests/fixtures/packs/bad-items');
  assert.equal(run.status, 1, run.stderr);
  const lines = run.stdout.trim().split('\n');
  assert.deepEqual(
    lines.map((l) => l.replace(/: error: .*/, '')),
    [
      'tests/fixtures/packs/bad-items/items/things.json#/2/kind',
      'tests/fixtures/packs/bad-items/items/things.json#/0/kind',
      'tests/fixtures/packs/bad-items/items/things.json#/1/kind',
      'tests/fixtures/packs/bad-items/pack.json#/items/1/kind',
      'tests/fixtures/packs/bad-items/items/things.json#/1/id',
    ],
  );
  assert.match(lines[0]!, /: error: The item has no "kind"\.$/);
  assert.match(lines[1]!, /: error: Unknown kind "mystery"\. Known kinds: /);
  assert.match(lines[4]!, /: error: Another mystery already has the id "first"/);
});

test('the CLI reports broken JSON with its line and column, and exits 1', () => {
  const run = validate('tests/fixtures/broken-pack/pack.json');
  assert.equal(run.status, 1);
  assert.match(run.stdout, /^tests\/fixtures\/broken-pack\/pack\.json#: error: invalid JSON at line 4, column 3/);
});

test('the CLI explains its usage when given nothing', () => {
  const run = validate();
  assert.equal(run.status, 2);
  assert.match(run.stderr, /usage: npm run validate -- <pack folder or pack file>/);
});

test('the CLI finds the packs in a folder of packs: `validate -- content` checks the built-in pack, which has no problems', () => {
  const run = validate('content');
  assert.equal(run.stdout, '');
  assert.match(run.stderr, /0 error\(s\), 0 warning\(s\) in 1 pack\(s\)/);
  assert.equal(run.status, 0);
});
