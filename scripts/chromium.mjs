// Finds the Chromium that the browser tests drive (Playwright cannot download its own here).
// Order: $CHROME_PATH, then known system paths. `ensureChromium()` installs Debian's package
// when none is found and we are root on Debian/Ubuntu; otherwise it says what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags for a headless Chromium on a machine with no network but the package registries. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  return SYSTEM_PATHS.find((path) => existsSync(path));
}

function canAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return process.platform === 'linux' && isRoot && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canAptInstall()) {
    console.error(
      'No Chromium found for the browser tests.\n' +
        'Install Chromium or Google Chrome (on Debian/Ubuntu: apt-get install chromium),\n' +
        'or set CHROME_PATH to the browser executable.',
    );
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get (about a minute)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed (exit ${run.status}). Install Chromium by hand or set CHROME_PATH.`,
      );
      process.exit(1);
    }
  }
  const installed = findChromium();
  if (!installed) {
    console.error('apt-get installed chromium, but no chromium executable was found afterwards.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium for the tests: ${ensureChromium()}`);
}
