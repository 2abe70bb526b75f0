// The server the browser benchmarks measure: Vite's preview of the build (or the dev server for
// bench-pack-check), on BENCH_PORT or else a free port (so several worktrees can bench at once),
// serving BENCH_DIST instead of dist when set (to compare two builds). Vite is run by node itself,
// not through npx, so that stopping it leaves no server behind.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the server and waits until it answers; `url` has no trailing slash; `stop()` ends it. */
export async function startServer({ dev = false } = {}) {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const mode = dev ? [] : ['preview', ...(process.env.BENCH_DIST ? ['--outDir', process.env.BENCH_DIST] : [])];
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', ...mode, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < (dev ? 100 : 50); i++) {
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, stop: () => server.kill() };
}
