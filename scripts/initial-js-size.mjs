// `npm run size`: the JavaScript a first visit loads (the entry script and what it imports
// statically), gzipped, from the built app in dist/. Run `npm run build` first.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';

const dist = 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No dist/index.html: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map(
  (m) => m[1],
);

// Follow static imports (`import … from "./x.js"` and bare `import "./x.js"`), not dynamic ones.
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    visit(join(dirname(file), m[1]));
  }
};
entries.forEach(visit);

let raw = 0;
let gzip = 0;
for (const file of seen) {
  const bytes = readFileSync(join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(`${file}  ${(bytes.length / 1024).toFixed(1)} KB  (${(zipped / 1024).toFixed(1)} KB gzip)`);
}
console.log(
  `initial JavaScript: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip, in ${seen.size} file(s)`,
);
