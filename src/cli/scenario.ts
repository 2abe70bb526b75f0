// `npm run scenario -- <scenario.json> [more…] [--pack <pack folder or file>]`: replays each
// scenario with the engine and prints the resulting state as JSON (docs/scenarios.md). Exits 0
// when every scenario ran and its expectations hold; 1 with a clear message on an invalid
// scenario, an illegal step or an expectation that fails; 2 for a usage error.
import { readFileSync } from 'node:fs';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from './pack-folder.ts';
import { parseJson } from '../model/parse-json.ts';
import { validateDocument } from '../model/validate.ts';
import { runScenario, type Scenario } from '../engine/coc/scenario.ts';
import { runCcgScenario, type CcgScenario } from '../engine/ccg/scenario.ts';

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
  const problems = validateDocument(scenarioSchema, parsed.value);
  if (problems.length) {
    for (const p of problems) fail(`#${p.pointer}: ${p.message}`);
    continue;
  }
  const value = parsed.value as { game?: string };
  const result = value.game === 'ccg' ? runCcgScenario(packs, value as CcgScenario) : runScenario(packs, value as Scenario);
  if (result.error) {
    fail(result.error.step === 0 ? result.error.message : `step ${result.error.step} was refused: ${result.error.message}`);
    continue;
  }
  console.log(JSON.stringify(result.report, null, 2));
  for (const m of result.mismatches) fail(`expected ${m}`);
}
process.exit(failed ? 1 : 0);
