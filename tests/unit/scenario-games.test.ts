// The scenario-file features of docs/scenarios.md hold for every game, not only the Crypt of Chronos
// and the CCG: a step's `expect` is a checkpoint, the log can be expected in order or excluded, and
// a misspelled expected field is a fault of the file, named with its pointer and the nearest field.
// Each game's runner plays its steps through engine/core's runSteps, so this is one test per game
// over one of its own rule files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gameModule } from '../../src/engine/games.ts';
import type { GameId } from '../../src/engine/core/game-module.ts';
import { readPack } from '../../src/cli/pack-folder.ts';

const base = readPack('content/base').pack!;

interface File {
  steps: Record<string, unknown>[];
  expect?: Record<string, unknown>;
}

/** A rule file of the game with at least two steps and no refusal, its end expectations removed. */
function fileOf(game: GameId): File {
  const folder = join('tests/scenarios', game);
  for (const name of readdirSync(folder).sort()) {
    const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as File;
    if (file.steps.length >= 2 && file.steps.every((s) => s.expectError === undefined)) return file;
  }
  throw new Error(`no plain rule file for ${game}`);
}

function run(game: GameId, file: File) {
  return gameModule(game)!.runScenario([base], file);
}

for (const game of ['aod', 'uw', 'rpg'] as const) {
  test(`${game}: a checkpoint after a step sees the state and the log so far`, () => {
    const file = fileOf(game);
    const whole = run(game, { ...file, expect: {} });
    assert.equal(whole.error, undefined, JSON.stringify(whole.error));
    const end = whole.report as { log: string[] };
    const first = run(game, { ...file, steps: file.steps.slice(0, 1), expect: {} }).report as { log: string[] };
    assert.ok(end.log.length > first.log.length, 'the later steps add to the log');
    const last = end.log.slice(first.log.length).find((line) => !first.log.some((l) => l.includes(line)))!;
    assert.ok(last, 'a line that only the later steps write');
    // After step 1 the log has not got the last line yet; at the end it has.
    const steps = file.steps.map((s, i) => (i === 0 ? { ...s, expect: { log: first.log } } : s));
    const checked = run(game, { ...file, steps, expect: { logIncludes: [last] } });
    assert.deepEqual(checked.mismatches, []);
    assert.deepEqual(checked.problems ?? [], []);
    const wrong = file.steps.map((s, i) => (i === 0 ? { ...s, expect: { logIncludes: [last] } } : s));
    const failed = run(game, { ...file, steps: wrong, expect: {} });
    assert.match(failed.mismatches.join('\n'), /log after step 1: no line contains/);
  });

  test(`${game}: the log in order and lines that must not be there`, () => {
    const file = fileOf(game);
    const log = (run(game, { ...file, expect: {} }).report as { log: string[] }).log;
    const [a, b] = [log[0]!, log.at(-1)!];
    assert.deepEqual(run(game, { ...file, expect: { logInOrder: [a, b] } }).mismatches, []);
    assert.match(
      run(game, { ...file, expect: { logInOrder: [b, a] } }).mismatches.join('\n'),
      /no line after the one containing/,
    );
    assert.match(run(game, { ...file, expect: { logExcludes: [b] } }).mismatches.join('\n'), /which no line may/);
  });

  test(`${game}: a misspelled expected field is named, with the nearest field`, () => {
    const file = fileOf(game);
    const steps = file.steps.map((s, i) => (i === 0 ? { ...s, expect: { statuss: 'playing' } } : s));
    const result = run(game, { ...file, steps, expect: { logg: [] } });
    const problems = result.problems ?? [];
    assert.deepEqual(
      problems.map((p) => p.pointer),
      ['/steps/0/expect/statuss', '/expect/logg'],
    );
    assert.match(problems[0]!.message, /did you mean "status"/);
    assert.match(problems[1]!.message, /did you mean "log"/);
  });
}
