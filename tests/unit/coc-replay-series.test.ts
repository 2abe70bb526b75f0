// A series saved as a replay: the file starts from the series' first chapter (not the one reached),
// and its steps — the adjustments of a reward applied by hand among them — replay to the same state.
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { stateDigest } from '../../src/engine/coc/game.ts';
import { runScenario } from '../../src/engine/coc/scenario.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import type { CocAction } from '../../src/engine/coc/types.ts';

const pack = readPack('content/base').pack!;
// Chapter 0 written in the scenario file (one tile, the exit next to Lara, a reward in words).
const file = JSON.parse(readFileSync('tests/fixtures/scenarios/series-prologue.scenario.json', 'utf8'));

test('a series replay starts from its first chapter and reaches the same state', () => {
  assert.deepEqual(validateDocument(scenarioSchema, file), []);
  const { items, ref } = scenarioLevel(file.level);
  const s = new PlaytestSession({
    packs: withScenarioItems([pack], items),
    level: ref,
    title: 'Series',
    options: { seed: file.seed, mode: file.mode, setup: file.setup },
  });
  for (const action of [
    { type: 'move', dice: 1, sacrificesAsSuccesses: 0 },
    { type: 'step', facing: 'E' },
    { type: 'exit' },
    { type: 'adjust', what: 'health', value: 6 },
    { type: 'adjust', what: 'resources', value: ['cloth'] },
    { type: 'done', note: 'took the cloth' },
  ] as CocAction[]) {
    while (s.state.pending?.kind === 'afterRoll') s.apply({ type: 'keepRoll' });
    assert.ok(s.apply(action), s.error);
  }
  assert.deepEqual(s.state.level, { kind: 'chapter', id: 'landfall' });
  assert.deepEqual([s.state.lara.health, s.state.inventory.resources], [6, ['cloth']]);
  const scenario = s.toScenario();
  assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
  assert.equal((scenario.level as { item: { id: string } }).item.id, 'prologue');
  const run = runScenario([pack], scenario);
  assert.equal(run.error, undefined, run.error?.message);
  assert.deepEqual(run.mismatches, []);
  assert.equal(stateDigest(run.state!), stateDigest(s.state));
});
