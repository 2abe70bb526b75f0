// The CoC heatmaps counted by number while the games run (analysis/space-counts.ts) give the very records a
// straightforward count by "x,y" name gives: the same names, counts and key order (the report's JSON byte for byte).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import type { CocEvent, CocState } from '../../src/engine/coc/index.ts';
import { playGame, simulate, type SimulationRequest } from '../../src/analysis/simulate.ts';
import { hookOf, type SimulationHook } from '../../src/analysis/sim-hooks.ts';
import { countSpace, named, type SpaceCounts } from '../../src/analysis/space-counts.ts';
import { tally } from '../../src/analysis/stats.ts';

const byName = (p: { x: number; y: number }) => `${p.x},${p.y}`;

test('counts by space: the same record as counting by name, in first-counted order, for any coordinates', () => {
  const points = [
    { x: 3, y: 4 },
    { x: 0, y: 0 },
    { x: 11, y: 2 },
    { x: 3, y: 4 },
    { x: -1, y: 5 },
    { x: 2.5, y: 1 },
    { x: 4095, y: 4095 },
    { x: 4096, y: 0 },
    { x: -0, y: 0 },
    { x: 0, y: 11 },
    { x: 11, y: 2 },
  ];
  const counts: SpaceCounts = new Map();
  const plain: Record<string, number> = {};
  for (const p of points) {
    countSpace(counts, p);
    tally(plain, byName(p));
  }
  assert.equal(JSON.stringify(named(counts)), JSON.stringify(plain));
});

/** The CoC hook's heatmaps recounted the plain way (a record by "x,y" name, counted as each event comes). */
function recount(): SimulationHook<CocState, CocEvent, unknown, Record<string, Record<string, number>>> {
  const hook = hookOf('coc') as unknown as SimulationHook<CocState, CocEvent, unknown>;
  return {
    ...hook,
    start: () => ({ seen: {}, hurt: {}, killed: {}, spawned: {}, walked: {}, ended: {} }),
    observe(h, state, events) {
      for (const e of events)
        if (e.type === 'seen') tally(h.seen!, byName(e.at ?? state.lara.at));
        else if (e.type === 'damage') tally(h.hurt!, byName(state.lara.at));
        else if (e.type === 'spawn' && e.at) tally(h.spawned!, byName(e.at));
        else if ((e.type === 'enemyMoved' || e.type === 'enemyMove') && e.at) tally(h.walked!, byName(e.at));
    },
    end(h, state) {
      if (state.status === 'lost') tally(h.killed!, byName(state.lara.at));
      tally(h.ended!, byName(state.lara.at));
    },
    report: (h) => h,
  };
}

for (const [level, bot, games] of [
  ['landfall', 'random', 40],
  ['landfall', 'careful', 6],
] as const)
  test(`CoC heatmaps (${level}, ${bot}): the report's, byte for byte, are a plain recount of the same games`, () => {
    const coc = gameModule('coc')!;
    const prepared = coc.prepare([readPack('content/base').pack!]);
    const request: SimulationRequest = { level: { kind: 'chapter', id: level }, games, seed: 'heat', bots: [bot] };
    const report = simulate(coc, prepared, request);
    const plain = recount();
    const acc = plain.start();
    for (let i = 0; i < games; i++) {
      const state = playGame(prepared as never, plain as never, request, i, acc).state as CocState;
      plain.end(acc, state, prepared.outcome(state));
    }
    const heat = report.extras.heat as Record<string, Record<string, number>>;
    assert.ok(Object.keys(heat.walked!).length > 3 && Object.keys(heat.seen!).length > 0, 'the games filled the maps');
    assert.equal(JSON.stringify(heat), JSON.stringify(acc));
  });
