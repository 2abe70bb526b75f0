// A series saved as a replay: the file starts from the series' first chapter (not the one reached),
// and its steps — the adjustments of a reward applied by hand among them — replay to the same state.
import { test } from 'node:test';
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
const spaces = [0, 1, 2].map(() => [0, 1, 2].map(() => ({ terrain: 'low' })));
const prologue = {
  item: {
    kind: 'chapter',
    id: 'prologue',
    name: 'Prologue',
    number: 0,
    layout: { size: { columns: 1, rows: 1 }, tiles: [{ slot: { x: 0, y: 0 }, tile: 'prologue-tile', face: 'jungle' }], tokens: [{ type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' }, { type: 'exit', at: { x: 1, y: 1 } }] },
    objectives: [{ type: 'reachExit' }],
    reward: { text: 'Take one resource of your choice from the bag.' },
  },
  tiles: [{ kind: 'tile', id: 'prologue-tile', name: 'Prologue tile', number: 99, pair: 'jungle-tomb', faces: { jungle: { spaces }, tomb: { spaces } } }],
};

test('a series replay starts from its first chapter and reaches the same state', () => {
  const { items, ref } = scenarioLevel(prologue as never);
  const s = new PlaytestSession({ packs: withScenarioItems([pack], items), level: ref, title: 'Series', options: { seed: 3, mode: 'series', setup: { lara: { health: 7 } } } });
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
