// `npm run replay -- <game.replay.json> [more…] [--pack <pack folder or file>]`: replays a game saved
// by the play shell's "Save replay" (any game module: its game, level, options, actions, the items of
// the user's own it needs, and the digest of the state it reached) and checks that the replay reaches
// the same digest. Prints "<file>: <digest> (<n> actions)" for each. Exits 0 when every replay matches;
// 1 when one cannot be read or played or reaches another digest; 2 for a usage error.
import { readFileSync } from 'node:fs';
import { readPack } from './pack-folder.ts';
import { parseJson } from '../model/parse-json.ts';
import { gameModule } from '../engine/games.ts';
import type { ContentItem, Pack } from '../model/content.ts';

const args = process.argv.slice(2);
const packAt = args.indexOf('--pack');
const packPath = packAt >= 0 ? args[packAt + 1] : 'content/base';
const files = packAt >= 0 ? args.filter((_, i) => i !== packAt && i !== packAt + 1) : args;
if (files.length === 0 || !packPath) {
  console.error('usage: npm run replay -- <game.replay.json> [...] [--pack <pack folder or file>]');
  process.exit(2);
}
const loaded = readPack(packPath);
if (!loaded.pack) {
  for (const p of loaded.problems) console.error(`${p.file ?? packPath}#${p.pointer}: ${p.message}`);
  process.exit(1);
}

interface Record {
  game?: unknown;
  level?: { kind: string; id: string };
  options?: unknown;
  actions?: unknown[];
  items?: ContentItem[];
  digest?: unknown;
}

let failed = 0;
for (const file of files) {
  const fail = (message: string) => {
    console.error(`${file}: ${message}`);
    failed++;
  };
  let parsed: ReturnType<typeof parseJson>;
  try {
    parsed = parseJson(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`cannot read the file (${(e as Error).message})`);
    continue;
  }
  if (!parsed.ok) {
    fail(`invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    continue;
  }
  const record = parsed.value as Record;
  const game = typeof record.game === 'string' ? gameModule(record.game) : undefined;
  if (!game) {
    fail(`#/game: no game is called ${JSON.stringify(record.game)}`);
    continue;
  }
  if (!record.level || !Array.isArray(record.actions)) {
    fail('a replay needs its level and its actions');
    continue;
  }
  // The replay's own items first: the level as it was played wins over a pack's item of the same id.
  const own = {
    kind: 'pack',
    id: 'replay-items',
    name: 'Replay',
    version: '0.0.0',
    description: '',
    authors: [],
    schemaVersion: 1,
    items: record.items ?? [],
  } as Pack;
  try {
    const prepared = game.prepare([own, loaded.pack]);
    const end = prepared.replay({ level: record.level, options: record.options, actions: record.actions });
    const digest = prepared.digest(end.state);
    console.log(`${file}: ${digest} (${record.actions.length} actions)`);
    if (record.digest !== undefined && record.digest !== digest)
      fail(`the replay reaches ${digest}, not the recorded ${String(record.digest)}`);
  } catch (e) {
    fail(`the replay could not be played: ${(e as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
