import { defineConfig } from '@playwright/test';
// @ts-expect-error: plain JS module shared with the web-test-runner config.
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';

/** End-to-end tests: the built app (`vite preview`) in Debian's or the system's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
    url: 'http://127.0.0.1:4173',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
