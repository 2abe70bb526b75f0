import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The built app's chunks (dist/), read as the first-load size script reads them: which chunk files a
// chunk loads by static imports.

const ASSETS = 'dist/assets';

/** The chunk files a chunk loads, itself included, following static imports only. */
function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(ASSETS, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(m[1]!);
  };
  files.forEach(visit);
  return seen;
}

/**
 * The chunks that only the library's pictures of levels need (print/level-thumbs.ts and what it
 * alone imports): the library fetches them after its first paint, so they are not first-load code.
 */
export function pictureOnlyChunks(): Set<string> {
  const html = readFileSync('dist/index.html', 'utf8');
  const entries = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const first = closure(entries);
  const thumbs = readdirSync(ASSETS).filter((f) => /^level-thumbs-.*\.js$/.test(f));
  if (thumbs.length !== 1) throw new Error(`Expected one level-thumbs chunk in ${ASSETS}, found ${thumbs.length}.`);
  return new Set([...closure(thumbs)].filter((f) => !first.has(f)));
}
