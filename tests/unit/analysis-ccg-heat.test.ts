// The CCG's heatmaps in the difficulty report (analysis/ccg-sim-hook.ts): where each raider ended adds
// up to the games played times the seats, the deaths and hits by spot add up to the deaths and hits by
// source, a spot or map card is counted at most once a game, and every spot lies on the level's map.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import { simulate, type SimulationRequest } from '../../src/analysis/simulate.ts';
import { mergeReports } from '../../src/analysis/report-merge.ts';
import { mapSize } from '../../src/model/ccg-level-map.ts';

const packs = [readPack('content/base').pack!];
type Counts = Record<string, number>;
const sum = (r: Counts) => Object.values(r).reduce((a, b) => a + b, 0);

function heatOf(request: SimulationRequest) {
  const ccg = gameModule('ccg')!;
  const report = simulate(ccg, ccg.prepare(packs), request);
  const x = report.extras as {
    heat: Record<'visited' | 'hit' | 'died' | 'ended', Counts>;
    hitsBySource: Counts;
    killsBySource: Counts;
    cardsVisited: Counts;
    reloads: number;
  };
  return { report, x };
}

const requests: [string, SimulationRequest][] = [
  [
    'solitaire',
    {
      level: { kind: 'ccgLevel', id: 'introductory-tomb' },
      games: 8,
      seed: 'heat',
      bots: ['random'],
      maxActions: 3000,
    },
  ],
  [
    'hot-seat',
    {
      level: { kind: 'ccgLevel', id: 'introductory-cave' },
      games: 3,
      seed: 'heat',
      bots: ['explorer', 'random'],
      seats: 2,
      maxActions: 3000,
    },
  ],
];
for (const [name, request] of requests)
  test(`CCG heatmaps (${name}): the counts add up to the games played`, () => {
    const { report, x } = heatOf(request);
    const seats = report.seats;
    assert.equal(sum(x.heat.ended), report.games * seats, 'one end spot per raider and game');
    assert.equal(sum(x.heat.died), sum(x.killsBySource), 'deaths by spot = deaths by source');
    assert.equal(sum(x.heat.hit), sum(x.hitsBySource), 'hits by spot = hits by source');
    assert.ok(sum(x.heat.hit) > 0, 'raiders were hit');
    assert.ok(sum(x.heat.died) <= x.reloads);
    for (const v of [...Object.values(x.heat.visited), ...Object.values(x.cardsVisited)])
      assert.ok(v >= 1 && v <= report.games, 'at most once a game');
    assert.ok(Object.keys(x.cardsVisited).length > 1, 'map cards visited');
    const level = packs[0]!.items.find((i) => i.kind === 'ccgLevel' && i.id === request.level.id)!;
    const { width, depth } = mapSize(level);
    for (const heat of Object.values(x.heat))
      for (const key of Object.keys(heat)) {
        const [column, d] = key.split(',').map(Number) as [number, number];
        assert.ok(column >= 1 && column <= width && d >= 1 && d <= depth, `spot ${key} on the ${width}×${depth} map`);
      }
    // Split over workers and merged, the heat is the same as in one run.
    const halves = [
      { ...simulate(gameModule('ccg')!, gameModule('ccg')!.prepare(packs), { ...request, games: 1 }), first: 0 },
      {
        ...simulate(gameModule('ccg')!, gameModule('ccg')!.prepare(packs), {
          ...request,
          games: request.games - 1,
          first: 1,
        }),
        first: 1,
      },
    ];
    assert.deepEqual((mergeReports(halves).extras as typeof x).heat.ended, x.heat.ended);
  });
