// Module hooks (see register-ts.mjs): load .ts files as ES modules transformed by esbuild,
// and .json files as modules exporting their value.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

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
  const source = await readFile(path, 'utf8');
  const { code } = await transform(source, {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: path,
    tsconfigRaw: {
      compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false, verbatimModuleSyntax: true },
    },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
