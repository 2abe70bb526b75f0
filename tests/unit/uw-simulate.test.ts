// The Underworld in the simulation runner: the seat a decision is asked of acts, and the report says
// why games end and which obstacles end them (the obstacle Natla reached in the turn a game was lost).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import { simulate } from '../../src/analysis/simulate.ts';

const packs = [readPack('content/base').pack!];
const uw = gameModule('uw')!;

test('win rates for 1 and 4 players, why games end and the obstacles that end them', () => {
  for (const seats of [1, 4]) {
    const report = simulate(uw, uw.prepare(packs), {
      level: { kind: 'uwGame', id: 'underworld' },
      games: 6,
      bots: ['sensible'],
      seed: 'uw',
      seats,
    });
    const extras = report.extras as {
      endedBy: Record<string, number>;
      lostAtObstacle: Record<string, number>;
      regionReached: Record<string, number>;
    };
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    assert.equal(sum(extras.endedBy), 6);
    assert.equal(sum(extras.regionReached), 6);
    assert.equal(sum(extras.lostAtObstacle), 6 - report.wins, JSON.stringify(extras));
    for (const key of Object.keys(extras.lostAtObstacle))
      assert.match(key, /^(niflheim|bhogavati|croft-manor|xibalba|jan-mayen|helheim): .+|no obstacle that turn$/);
  }
});
