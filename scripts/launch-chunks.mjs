// `node scripts/launch-chunks.mjs`: which chunks each game's playtest fetches when it is launched —
// its adapter's chunk and what that imports statically — from the built app's manifest (build with
// `npx vite build --manifest` first), with their gzipped sizes, and which games' boards they hold.
// A Crypt of Chronos or CCG launch should fetch none of the module games' boards (docs/architecture.md).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'dist';
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No dist/.vite/manifest.json: run `npx vite build --manifest` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const launches = {
  'Crypt of Chronos': 'src/ui/playtest/coc-play.ts',
  CCG: 'src/ui/ccg-playtest/ccg-play.ts',
  'Module games (AoD, Underworld, RPG)': 'src/ui/play/module-play-view.ts',
};
// Text only each board's code has (an element name, a region's name).
const boards = { 'AoD board': 'tr-aod-board', 'Underworld board': 'Underworld board', 'RPG board': 'tr-rpg-board' };

const closure = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
};

for (const [game, source] of Object.entries(launches)) {
  if (!manifest[source]) {
    console.log(`${game}: ${source} is not a chunk of its own in this build`);
    continue;
  }
  const files = [...closure(source)].map((key) => manifest[key].file);
  const codes = files.map((file) => readFileSync(join(dist, file)));
  const gzip = codes.reduce((sum, code) => sum + gzipSync(code).length, 0);
  const held = Object.entries(boards)
    .filter(([, text]) => codes.some((code) => code.includes(text)))
    .map(([name]) => name);
  console.log(
    `${game} (${source}): ${files.length} chunks, ${gzip} bytes gzipped; boards: ${held.join(', ') || 'none'}`,
  );
  for (const file of files) console.log(`  ${file}`);
}
