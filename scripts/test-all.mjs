// `npm test`: every check the project has, in order — type check, lint, Node unit tests, component tests
// in Chromium (web-test-runner), build, end-to-end tests in Chromium (Playwright) against the built
// app. Every stage runs even if an earlier one failed, so one run shows everything that is wrong. The type check
// and the lint run at the same time (each is one process on one core).
// Ends with one line "N passed, N failed" (a failed stage that counts no tests counts as 1 failed)
// and exits non-zero if anything failed.
import { availableParallelism } from 'node:os';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';

function testFiles(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/**
 * Runs a command and resolves to its exit code and everything it printed. Its output is echoed as it comes, or with
 * `quiet` only kept (for commands that run at the same time as others, whose lines would interleave).
 */
function run(command, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Runs commands at the same time (each [command, args]); prints their outputs one after another once all are done. */
async function runTogether(commands) {
  const results = await Promise.all(commands.map(([command, args]) => run(command, args, {}, { quiet: true })));
  for (const { output } of results) process.stdout.write(output);
  return results;
}

// Vite 8 needs Node 20.19 or later (and @web/test-runner 1.0 declares 22, though it runs on 20.19):
// say so plainly before anything else fails in a way that does not name the cause.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `npm test needs Node 20.19 or later (Vite 8 does); this is Node ${process.versions.node}. Install a newer Node.`,
  );
  process.exit(1);
}

const bin = (name) => join('node_modules', '.bin', name);
const FORMATTED = ['src/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.ts', '*.mjs', '*.js'];
const count = (output, pattern) => Number(pattern.exec(output)?.[1] ?? NaN);

const stages = [
  // The type check and the lint are one process each on one core (tsc and eslint use one thread): on two cores the
  // four commands of these two stages run at the same time (measured: docs/engine-performance.md, "Test time").
  {
    name: 'type check',
    together: true,
    async run() {
      // The engine and model must not touch the DOM: checked against a lib with no DOM types (tsconfig.pure.json).
      const [app, pure] = await runTogether([
        [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
        [bin('tsc'), ['--noEmit', '-p', 'tsconfig.pure.json']],
      ]);
      return { code: app.code || pure.code };
    },
  },
  {
    name: 'lint (typescript-eslint) and format (prettier)',
    together: true,
    async run() {
      // Formatting: prettier's, at 120 columns (.prettierrc.json); `npm run format` rewrites the files.
      const [lint, format] = await runTogether([
        [bin('eslint'), ['src', 'tests', 'scripts']],
        [bin('prettier'), ['--check', '--log-level', 'warn', ...FORMATTED]],
      ]);
      return { code: lint.code || format.code };
    },
  },
  {
    name: 'unit tests (Node)',
    async run() {
      const files = testFiles('tests/unit', '.test.ts');
      const { code, output } = await run(process.execPath, [
        // Node runs one test file at a time on a 2-core machine by default (cores - 1); the files are
        // independent (temporary folders of their own), so both cores take one.
        '--import',
        './scripts/register-ts.mjs',
        '--test',
        `--test-concurrency=${Math.max(2, availableParallelism())}`,
        '--test-reporter=spec',
        ...files,
      ]);
      return { code, passed: count(output, /ℹ pass (\d+)/), failed: count(output, /ℹ fail (\d+)/) };
    },
  },
  {
    name: 'component tests (web-test-runner, Chromium)',
    async run() {
      const chrome = ensureChromium();
      const { code, output } = await run(bin('web-test-runner'), [], { CHROME_PATH: chrome });
      return {
        code,
        passed: count(output, /component tests: (\d+) passed/),
        failed: count(output, /component tests: \d+ passed, (\d+) failed/),
      };
    },
  },
  {
    name: 'build',
    async run() {
      return { code: (await run(bin('vite'), ['build'])).code };
    },
  },
  {
    name: 'end-to-end tests (Playwright, Chromium)',
    async run() {
      const chrome = ensureChromium();
      const { code } = await run(bin('playwright'), ['test'], { CHROME_PATH: chrome });
      const report = 'playwright-report/results.json';
      if (!existsSync(report)) return { code };
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      return { code, passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
];

let passed = 0;
let failed = 0;
const summary = [];

/** Runs one stage and times it; resolves to its line of the summary and what it counts. */
async function runStage(stage) {
  const started = Date.now();
  const result = await stage.run();
  return { stage, result, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record({ stage, result, seconds }, note = '') {
  const counted = Number.isFinite(result.passed) && Number.isFinite(result.failed);
  if (counted) {
    passed += result.passed;
    failed += result.failed;
  }
  const stageFailed = result.code !== 0;
  if (stageFailed && (!counted || result.failed === 0)) failed += 1;
  const detail = counted ? `${result.passed} passed, ${result.failed} failed` : stageFailed ? 'FAILED' : 'ok';
  summary.push(`${stageFailed ? '✗' : '✓'} ${stage.name}: ${detail} (${seconds}s${note})`);
}

for (let i = 0; i < stages.length;) {
  // Stages marked `together` that follow each other run at the same time; each prints its output whole when done.
  const group = [stages[i]];
  while (stages[i].together && stages[i + group.length]?.together) group.push(stages[i + group.length]);
  i += group.length;
  if (group.length === 1) {
    console.log(`\n━━ ${group[0].name} ━━`);
    record(await runStage(group[0]));
    continue;
  }
  console.log(`\n━━ ${group.map((stage) => stage.name).join(', ')}: at the same time ━━`);
  const started = Date.now();
  const done = await Promise.all(group.map(runStage));
  const note = `; these ${group.length} together took ${((Date.now() - started) / 1000).toFixed(1)}s`;
  for (const each of done) record(each, each === done.at(-1) ? note : ', at the same time as the next');
}

console.log('\n' + summary.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
