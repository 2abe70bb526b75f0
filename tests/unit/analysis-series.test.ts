// A chapter played as the rulebook plays it, as part of its series (SimulationRequest.series, simulate
// --series): each game starts at chapter 1 and plays the chapters in order up to the one asked for; the
// report says how many games reached and cleared each chapter, and a win is the whole series cleared. The
// page's workers (runJob, mergeReports) and the CLI give the same report for the same seeds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import type { CocState } from '../../src/engine/coc/index.ts';
import { playGame, seriesByDefault, simulate, type SimulationReport } from '../../src/analysis/simulate.ts';
import { hookOf } from '../../src/analysis/sim-hooks.ts';
import { mergeReports } from '../../src/analysis/report-merge.ts';
import { runJob, type JobMessage } from '../../src/analysis/analysis-job.ts';

const packs = [readPack('content/base').pack!];
const coc = gameModule('coc')!;
const prepared = coc.prepare(packs);
const level = { kind: 'chapter', id: 'the-sleeping-guard' };
const request = { level, games: 5, seed: 'series', bots: ['careful'], series: true };
const chapters = ['landfall', 'the-frozen-stair', 'the-sleeping-guard'];

test('a series game starts at chapter 1 and plays the chapters in order up to the one asked for', () => {
  const hook = hookOf('coc');
  const { state } = playGame(prepared, hook, request, 0, hook.start()) as { state: CocState };
  assert.deepEqual(state.series?.chapters, chapters);
  // Played alone, the chapter is its own game.
  const alone = playGame(prepared, hook, { ...request, series: false }, 0, hook.start()) as { state: CocState };
  assert.equal(alone.state.series, null);
});

test('a series report: games that reached and cleared each chapter, wins the whole series cleared', () => {
  const report = simulate(coc, prepared, request);
  assert.deepEqual(simulate(coc, coc.prepare(packs), request), report);
  const series = report.series!;
  assert.deepEqual(
    series.levels.map((l) => l.id),
    chapters,
  );
  assert.equal(series.reached.landfall, 5);
  chapters.forEach((id, n) => {
    assert.ok(series.cleared[id]! <= series.reached[id]!, id);
    // Every game that cleared a chapter went on to the next (none was cut between them).
    if (n + 1 < chapters.length) assert.equal(series.reached[chapters[n + 1]!], series.cleared[id], id);
  });
  assert.equal(report.wins, series.cleared['the-sleeping-guard']);
  assert.ok(series.reached['the-sleeping-guard']! > 0, 'the careful player reaches chapter 3 in some games');
  assert.equal(simulate(coc, prepared, { ...request, series: false }).series, undefined);
});

test('a level in no series cannot be played as one', () => {
  assert.throws(
    () => simulate(coc, prepared, { ...request, level: { kind: 'location', id: 'icefall-ledge' } }),
    /not played as part of a series/,
  );
});

test("the page's workers and the CLI give the series report the runner gives", () => {
  const whole = JSON.parse(JSON.stringify(simulate(coc, prepared, request))) as SimulationReport;
  const parts: SimulationReport[] = [];
  for (const [first, games] of [
    [3, 2],
    [0, 3],
  ] as const)
    runJob(
      { packs, game: 'coc', level, bots: ['careful'], seats: 1, seed: 'series', first, games, series: true },
      (m: JobMessage) => {
        if (m.type === 'part') parts.push(m.report);
      },
    );
  assert.deepEqual(JSON.parse(JSON.stringify(mergeReports(parts))), whole);
  const args = [
    'content/base',
    'the-sleeping-guard',
    '--series',
    '--games',
    '5',
    '--bot',
    'careful',
    '--seed',
    'series',
  ];
  const run = spawnSync(
    process.execPath,
    ['--import', './scripts/register-ts.mjs', 'src/cli/simulate.ts', ...args, '--json'],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), whole);
  const text = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/simulate.ts', ...args], {
    encoding: 'utf8',
  }).stdout;
  assert.match(text, /as the series landfall → the-frozen-stair → the-sleeping-guard/);
  assert.match(
    text,
    new RegExp(`chapter "landfall": reached in 5 games, cleared in ${whole.series!.cleared.landfall}`),
  );
});

// Rule decision 143: a chapter that ends a series of several is analysed in its series unless asked to be played
// alone; chapter 1 and the island locations are played alone. The panel asks seriesByDefault as the CLI does.
test('the CLI plays a chapter after chapter 1 in its series by default, and alone with --alone', () => {
  const ids = (l: { kind: string; id: string }) => seriesByDefault(coc, prepared, l)?.map((c) => c.id);
  assert.equal(ids({ kind: 'chapter', id: 'landfall' }), undefined);
  assert.deepEqual(ids({ kind: 'chapter', id: 'the-frozen-stair' }), chapters.slice(0, 2));
  assert.deepEqual(ids(level), chapters);
  assert.equal(ids({ kind: 'location', id: 'icefall-ledge' }), undefined);
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/simulate.ts', ...args], {
      encoding: 'utf8',
    });
  const args = ['content/base', 'the-sleeping-guard', '--games', '2', '--bot', 'careful', '--seed', 'series'];
  const byDefault = cli(...args, '--json');
  assert.equal(byDefault.status, 0, byDefault.stderr);
  const inSeries = JSON.parse(JSON.stringify(simulate(coc, prepared, { ...request, games: 2 })));
  assert.deepEqual(JSON.parse(byDefault.stdout), inSeries);
  const alone = cli(...args, '--alone', '--json');
  assert.equal(alone.status, 0, alone.stderr);
  const played = JSON.parse(alone.stdout);
  assert.equal(played.series, undefined);
  assert.deepEqual(
    played,
    JSON.parse(JSON.stringify(simulate(coc, prepared, { ...request, games: 2, series: false }))),
  );
  const both = cli(...args, '--series', '--alone');
  assert.equal(both.status, 2);
  assert.match(both.stderr, /--series and --alone: choose one/);
});

test("a series' fastest win starts at chapter 1 and replays to the whole series won", () => {
  // Seed 1's game 11: the careful player clears the series (the panel's first win in 40 games).
  const report = simulate(coc, prepared, { ...request, seed: '1', first: 11, games: 1, keepFastestWin: true });
  const win = report.fastestWin!;
  assert.ok(win, 'game 11 is won');
  assert.deepEqual(win.start, { kind: 'chapter', id: 'landfall' });
  const { state } = prepared.replay({ level: win.start!, options: win.options, actions: win.actions }) as {
    state: CocState;
  };
  assert.equal(state.status, 'won');
  assert.equal(state.series?.index, 2);
});
