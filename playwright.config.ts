import { defineConfig } from '@playwright/test';
// @ts-expect-error: plain JS module shared with the web-test-runner config.
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';

// E2E_PORT runs the preview on another port (and never reuses a server already there), for when
// another worktree's tests hold 4173 on a shared machine.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** End-to-end tests: the built app (`vite preview`) in Debian's or the system's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One test file at a time. E2E_WORKERS=2 runs two (each test has its own browser context); not the default: on the
  // loaded 2-core machine it could not be measured fairly (docs/engine-performance.md, "Test time").
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // A trace records a DOM snapshot and a screenshot at every action: measured, 20 Tab presses on the level editor
    // took 42–55 s traced against 3.7–3.9 s untraced. E2E_TRACE=1 records them again (kept for failed tests).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI && !process.env.E2E_PORT,
    timeout: 60_000,
  },
});
