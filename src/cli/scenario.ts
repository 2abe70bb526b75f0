// `npm run scenario -- <scenario.json> [more…] [--pack <pack folder or file>]`: replays each
// scenario with the engine and prints the resulting state as JSON (docs/scenarios.md). Exits 0
// when every scenario ran and its expectations hold; 1 with a clear message on an invalid
// scenario, an illegal step or an expectation that fails (each file is reported and the next
// one still runs); 2 for a usage error.
import { readFileSync } from 'node:fs';
import { readPack } from './pack-folder.ts';
import { parseJson } from '../model/parse-json.ts';
import { scenarioFileProblems } from '../engine/core/scenario-file.ts';
import { gameModule, GAMES } from '../engine/games.ts';

const args = process.argv.slice(2);
const packAt = args.indexOf('--pack');
const packPath = packAt >= 0 ? args[packAt + 1] : 'content/base';
const files = packAt >= 0 ? args.filter((_, i) => i !== packAt && i !== packAt + 1) : args;
if (files.length === 0 || !packPath) {
  console.error('usage: npm run scenario -- <scenario.json> [...] [--pack <pack folder or file>]');
  process.exit(2);
}

const loaded = readPack(packPath);
if (!loaded.pack) {
  for (const p of loaded.problems) console.error(`${p.file ?? packPath}#${p.pointer}: ${p.message}`);
  process.exit(1);
}
const packs = [loaded.pack];

let failed = 0;
for (const file of files) {
  const fail = (message: string) => {
    console.error(`${file}: ${message}`);
    failed++;
  };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`cannot read the file (${(e as Error).message})`);
    continue;
  }
  const parsed = parseJson(text);
  if (!parsed.ok) {
    fail(`invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    continue;
  }
  // The scenario's game (a Crypt of Chronos one when it names none) runs it through its module.
  const gameId = (parsed.value as { game?: unknown }).game ?? 'coc';
  const game = typeof gameId === 'string' ? gameModule(gameId) : undefined;
  if (!game) {
    fail(
      `#/game: no game is called ${JSON.stringify(gameId)}; the games are ${GAMES.map((g) => `"${g.id}"`).join(', ')}`,
    );
    continue;
  }
  const problems = scenarioFileProblems(game.scenarioSchema, parsed.value);
  if (problems.length) {
    for (const p of problems) fail(`#${p.pointer}: ${p.message}`);
    continue;
  }
  // A run never throws for a bad file or a refused step; should anything else go wrong, the file
  // is reported in one line and the next files still run.
  let result: ReturnType<typeof game.runScenario>;
  try {
    result = game.runScenario(packs, parsed.value);
  } catch (e) {
    fail(`the scenario could not be run: ${(e as Error).message}`);
    continue;
  }
  if (result.error) {
    fail(
      result.error.step === 0 ? result.error.message : `step ${result.error.step} was refused: ${result.error.message}`,
    );
    continue;
  }
  if (result.report !== undefined) console.log(JSON.stringify(result.report, null, 2));
  for (const p of result.problems ?? []) fail(`#${p.pointer}: ${p.message}`);
  for (const m of result.mismatches) fail(`expected ${m}`);
}
process.exit(failed ? 1 : 0);
