// Component tests: each tests/components/*.test.ts runs in a real (headless) Chromium page.
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { bundlesPlugin } from './scripts/wtr-bundles.mjs';

const executablePath = findChromium();
if (!executablePath)
  throw new Error('No Chromium found: run `node scripts/chromium.mjs` (npm test does) or set CHROME_PATH.');

/** Prints "component tests: N passed, N failed" once all sessions are done (read by npm test). */
function countingReporter() {
  const count = (suite, totals) => {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) continue;
      if (test.passed) totals.passed++;
      else totals.failed++;
    }
    for (const child of suite?.suites ?? []) count(child, totals);
  };
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        // A test file that failed to load has no test results; count it as a failure.
        if (
          !session.passed &&
          (session.testResults?.tests ?? []).length === 0 &&
          (session.testResults?.suites ?? []).length === 0
        )
          totals.failed++;
      }
      console.log(`component tests: ${totals.passed} passed, ${totals.failed} failed`);
    },
  };
}

// A `*.group.test.ts` file runs several small test files in one page (a page load costs more than their tests): the
// files it imports are left out of the list here, so each runs once (docs/engine-performance.md, "Test time, third
// pass").
const components = fileURLToPath(new URL('./tests/components/', import.meta.url));
const grouped = readdirSync(components)
  .filter((name) => name.endsWith('.group.test.ts'))
  .flatMap((name) =>
    [...readFileSync(components + name, 'utf8').matchAll(/^import '\.\/(.+\.test\.ts)';$/gm)].map((m) => m[1]),
  );

export default {
  files: ['tests/components/**/*.test.ts', ...grouped.map((name) => `!tests/components/${name}`)],
  // Lit's production build: no dev-mode warning in every test's log.
  nodeResolve: { exportConditions: ['production'] },
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    bundlesPlugin(),
    esbuildPlugin({
      ts: true,
      json: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } }),
  ],
  // Two test files at a time (web-test-runner's default is half the cores: one on the 2-core CI), for the core one
  // file leaves idle; see docs/engine-performance.md ("Test time, second pass"): if the CI shows timeouts, set it
  // back to 1. Each file has a browser context of its own (its own storage).
  concurrency: 2,
  testFramework: { config: { timeout: 20000 } },
  reporters: [defaultReporter(), countingReporter()],
};
