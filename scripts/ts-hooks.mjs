// Module hooks (see register-ts.mjs): load .ts files as ES modules transformed by esbuild,
// and .json files as modules exporting their value. A transformed file is kept in
// node_modules/.cache/ts-hooks, named by a hash of its path, source and esbuild's version, so that the next process
// (each unit test file, each CLI a test runs, is one) reads it instead of transforming it again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// esbuild itself is loaded only on a cache miss: with a warm cache (every process after the first) a process never
// needs it, and loading it was ~0.04 s of CPU in each of the ~200 processes of a unit test run.
const { version } = createRequire(import.meta.url)('esbuild/package.json');

const CACHE = fileURLToPath(new URL('../node_modules/.cache/ts-hooks/', import.meta.url));
const OPTIONS = {
  loader: 'ts',
  format: 'esm',
  target: 'node20',
  sourcemap: 'inline',
  tsconfigRaw: {
    compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false, verbatimModuleSyntax: true },
  },
};
const SALT = JSON.stringify([version, OPTIONS]);

/** esbuild's output for a file, from the cache when this same source was transformed before. */
async function transformed(path, source) {
  const key = createHash('sha1').update(SALT).update(path).update('\0').update(source).digest('hex');
  const file = join(CACHE, `${key}.js`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // Not cached yet: transform below.
  }
  const { transform } = await import('esbuild');
  const { code } = await transform(source, { ...OPTIONS, sourcefile: path });
  try {
    mkdirSync(CACHE, { recursive: true });
    // Written whole under another name, then renamed: a process reading at the same time never sees half a file.
    const part = `${file}.${process.pid}`;
    writeFileSync(part, code);
    renameSync(part, file);
  } catch {
    // A cache that cannot be written (read-only folder) only costs the transform next time.
  }
  return code;
}

export async function load(url, context, nextLoad) {
  // JSON as a module whether or not the import says `with { type: 'json' }` (esbuild may drop it).
  if (url.startsWith('file:') && url.endsWith('.json'))
    return {
      format: 'module',
      source: `export default ${await readFile(fileURLToPath(url), 'utf8')};`,
      shortCircuit: true,
    };
  if (!url.startsWith('file:') || !/\.m?ts$/.test(url)) return nextLoad(url, context);
  const path = fileURLToPath(url);
  return { format: 'module', source: await transformed(path, await readFile(path, 'utf8')), shortCircuit: true };
}
