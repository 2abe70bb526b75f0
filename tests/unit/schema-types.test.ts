import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

test('src/model/types.generated.ts matches the schemas (run `npm run types` after changing a schema)', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', './scripts/register-ts.mjs', 'scripts/schema-types.ts', '--check'],
    { encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr + run.stdout);
});

test('src/model/validators.generated.js matches the schemas (run `npm run types` after changing a schema)', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', './scripts/register-ts.mjs', 'scripts/build-validators.ts', '--check'],
    { encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr + run.stdout);
});
