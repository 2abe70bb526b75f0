// The difficulty report's merging and statistics (src/analysis/report-merge.ts, analysis-job.ts): a run
// split among workers and merged in seed order is the report one runner gives for the same seeds (the
// simulate CLI's), whatever the order the parts come in; the tests of noise; the heatmap of where games
// ended adds up to the games played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import { simulate, type SimulationReport } from '../../src/analysis/simulate.ts';
import {
  compareReports,
  mergeReports,
  splitGames,
  twoMeans,
  twoProportion,
  twoRates,
} from '../../src/analysis/report-merge.ts';
import { batches, rehearse, runJob, type JobMessage } from '../../src/analysis/analysis-job.ts';

const packs = [readPack('content/base').pack!];

test('splitGames: contiguous runs of seeds covering every game once', () => {
  assert.deepEqual(splitGames(10, 4), [
    { first: 0, games: 3 },
    { first: 3, games: 3 },
    { first: 6, games: 2 },
    { first: 8, games: 2 },
  ]);
  assert.deepEqual(splitGames(2, 8), [
    { first: 0, games: 1 },
    { first: 1, games: 1 },
  ]);
  assert.deepEqual(splitGames(5, 1), [{ first: 0, games: 5 }]);
  assert.equal(
    batches(1000).reduce((a, b) => a + b, 0),
    1000,
  );
  assert.equal(batches(1000)[0], 1, 'the first figures come after one game');
});

/** The parts the workers would send for a run split in `workers`. */
function parts(
  game: string,
  level: { kind: string; id: string },
  bots: string[],
  games: number,
  workers: number,
  seats = 1,
) {
  const out: (SimulationReport & { first: number })[] = [];
  for (const share of splitGames(games, workers))
    runJob(
      { packs, game, level, bots, seats, seed: 'merge', first: share.first, games: share.games, keepFastestWin: true },
      (m: JobMessage) => {
        if (m.type === 'error') throw new Error(m.message);
        if (m.type === 'part') out.push(m.report);
      },
    );
  return out;
}

for (const [game, level, bots, games, seats] of [
  ['coc', { kind: 'chapter', id: 'landfall' }, ['careful'], 12, 1],
  ['ccg', { kind: 'ccgLevel', id: 'introductory-cave' }, ['explorer', 'random'], 6, 2],
] as const) {
  test(`${game}: workers' parts merged in seed order give the single runner's report`, () => {
    const module = gameModule(game)!;
    const whole = simulate(module, module.prepare(packs), {
      level,
      games,
      seed: 'merge',
      bots: [...bots],
      seats,
      keepFastestWin: true,
    });
    const split = parts(game, level, [...bots], games, 3, seats);
    assert.ok(split.length > 3, 'several batches');
    const merged = mergeReports(split);
    assert.deepEqual(JSON.parse(JSON.stringify(merged)), JSON.parse(JSON.stringify(whole)));
    // In any order the parts arrive.
    assert.deepEqual(JSON.parse(JSON.stringify(mergeReports([...split].reverse()))), JSON.parse(JSON.stringify(whole)));
    if (game === 'coc') {
      const ended = Object.values((whole.extras.heat as Record<string, Record<string, number>>).ended).reduce(
        (a, b) => a + b,
        0,
      );
      assert.equal(ended, games, 'where the games ended adds up to the games');
      const killed = Object.values((whole.extras.heat as Record<string, Record<string, number>>).killed).reduce(
        (a, b) => a + b,
        0,
      );
      assert.equal(killed, games - whole.wins - whole.unfinished, 'where Lara was killed adds up to the games lost');
      assert.ok(whole.fastestWin, 'careful wins some game of landfall');
      assert.equal(
        whole.fastestWin!.length,
        Math.min(
          ...Object.keys(whole.lengths)
            .map(Number)
            .filter((k) => k <= whole.fastestWin!.length),
        ),
      );
    }
  });
}

test("rehearse: one game of the job's level and bot apart, and the job after it reports as without it", () => {
  const job = {
    packs,
    game: 'coc',
    level: { kind: 'chapter', id: 'landfall' },
    bots: ['careful'],
    seats: 1,
    seed: 'rehearse',
    first: 3,
    games: 4,
    keepFastestWin: true,
  };
  const play = () => {
    const out: JobMessage[] = [];
    runJob(job, (m) => out.push(m));
    return JSON.stringify(out);
  };
  const without = play();
  const r = rehearse(job);
  assert.equal(r?.games, 1);
  assert.deepEqual([r?.level, r?.bots], [job.level, ['careful']]);
  assert.equal(play(), without);
  assert.equal(rehearse({ ...job, bots: ['nobody'] }), undefined, 'a job that fails plays nothing apart');
});

test('the fastest win replays to a win in that many rounds', () => {
  const module = gameModule('coc')!;
  const prepared = module.prepare(packs);
  const level = { kind: 'chapter', id: 'landfall' };
  const r = simulate(module, prepared, { level, games: 8, seed: 'replay', bots: ['careful'], keepFastestWin: true });
  assert.ok(r.fastestWin);
  const end = prepared.replay({ level, options: r.fastestWin!.options, actions: r.fastestWin!.actions });
  assert.deepEqual(prepared.outcome(end.state).over, true);
  assert.ok(prepared.outcome(end.state).winners.length);
  assert.equal((end.state as { round: number }).round, r.fastestWin!.length);
});

test('two-proportion z-test, Poisson rates and Welch means', () => {
  const t = twoProportion(50, 100, 65, 100);
  assert.ok(Math.abs(t.z - 2.1456) < 1e-3, String(t.z));
  assert.ok(Math.abs(t.p - 0.0319) < 1e-3, String(t.p));
  assert.equal(twoProportion(0, 100, 0, 100).z, 0);
  assert.ok(Math.abs(twoRates(100, 100, 100, 100).z) < 1e-12);
  assert.ok(twoRates(100, 100, 200, 100).z > 5);
  const m = twoMeans({ 5: 50, 6: 50 }, { 5: 50, 6: 50 });
  assert.equal(m.z, 0);
  assert.ok(twoMeans({ 5: 50, 6: 50 }, { 7: 50, 8: 50 }).z > 10);
});

test('compareReports: a report against itself differs in nothing; a much harder level differs beyond the noise', () => {
  const module = gameModule('coc')!;
  const a = simulate(module, module.prepare(packs), {
    level: { kind: 'chapter', id: 'landfall' },
    games: 20,
    seed: 'c',
    bots: ['careful'],
  });
  for (const d of compareReports(a, a)) assert.equal(d.significant, false, d.figure);
  const harder = { ...a, wins: 0, winRate: 0 };
  const win = compareReports(a, harder).find((d) => d.figure === 'win rate')!;
  assert.equal(win.significant, a.wins >= 6, `${a.wins} wins of 20 against none`);
  assert.ok(win.difference < 0);
});

test('compareReports, CCG: the balance by seat and by entrance and the turn the treasure was found are compared', () => {
  const module = gameModule('ccg')!;
  const a = simulate(module, module.prepare(packs), {
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    games: 40,
    seed: 'c',
    bots: ['explorer'],
    seats: 2,
  });
  const same = compareReports(a, a);
  for (const d of same) assert.equal(d.significant, false, d.figure);
  const figures = same.map((d) => d.figure);
  for (const f of [
    'wins by seat 1',
    'wins by seat 2',
    'win rate from entrance 1,1',
    'mean turn the treasure was found',
  ])
    assert.ok(figures.includes(f), `${f} in ${figures.join('; ')}`);
  // Seat 1 winning every game: beyond the noise for both seats.
  const lopsided = { ...a, extras: { ...a.extras, winsBySeat: { '1': a.games } } };
  const bySeat = compareReports(a, lopsided).filter((d) => d.figure.startsWith('wins by seat'));
  assert.deepEqual(
    bySeat.map((d) => d.significant),
    [true, true],
  );
});
