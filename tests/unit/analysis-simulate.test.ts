// The simulation runner (src/analysis/simulate.ts) and the simulate CLI: the same seeds give the
// same report, the figures add up to the games played, every module of GAMES can be simulated, and
// the CLI prints at least games, wins and winRate with --json, and takes the planner's budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readPack } from '../../src/cli/pack-folder.ts';
import { GAMES, gameModule } from '../../src/engine/games.ts';
import { playGame, playerOf, simulate } from '../../src/analysis/simulate.ts';
import { hookOf } from '../../src/analysis/sim-hooks.ts';
import { wilson } from '../../src/analysis/stats.ts';
import { causeOf } from '../../src/analysis/coc-sim-hook.ts';

const packs = [readPack('content/base').pack!];
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

test('the Wilson interval', () => {
  const [lo, hi] = wilson(0, 10);
  assert.equal(lo, 0);
  assert.ok(Math.abs(hi - 0.2775) < 0.001, String(hi));
  const [a, b] = wilson(5, 10);
  assert.ok(Math.abs(a + b - 1) < 1e-9 && a < 0.5 && b > 0.5);
  assert.deepEqual(wilson(0, 0), [0, 1]);
});

test('a CoC report: the same seeds give the same report, and its figures add up', () => {
  const coc = gameModule('coc')!;
  const prepared = coc.prepare(packs);
  const request = { level: { kind: 'chapter', id: 'landfall' }, games: 6, seed: 'same', bots: ['careful'] };
  const report = simulate(coc, prepared, request);
  assert.deepEqual(simulate(coc, coc.prepare(packs), request), report);
  assert.equal(report.games, 6);
  assert.equal(sum(report.lengths), 6);
  // The rounds to win: the games won among the lengths.
  assert.equal(sum(report.winLengths), report.wins);
  for (const [k, n] of Object.entries(report.winLengths)) assert.ok(n <= report.lengths[k]!, `length ${k}`);
  assert.ok(report.interval[0] <= report.winRate && report.winRate <= report.interval[1]);
  const deaths = report.extras.deaths as Record<string, number>;
  assert.equal(sum(deaths), report.games - report.wins - report.unfinished);
  const heat = report.extras.heat as Record<string, Record<string, number>>;
  assert.equal(sum(heat.killed!), sum(deaths));
  assert.equal(sum(heat.seen!), report.extras.timesSeen);
  assert.ok(report.wins > 0, 'the careful player wins some games on landfall');
  assert.notDeepEqual(simulate(coc, prepared, { ...request, seed: 'other' }).lengths, report.lengths);
});

test('the cause of a death is the enemy type or the card', () => {
  assert.equal(causeOf('Natla Tech e3 attacks from (7, 4)'), 'Natla Tech');
  assert.equal(causeOf('Pendulum Trap'), 'Pendulum Trap');
});

test('a CCG hot-seat report with bots in every seat: wins by seat and by entrance', () => {
  const ccg = gameModule('ccg')!;
  const request = {
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    games: 3,
    seed: 4,
    bots: ['explorer', 'random'],
    seats: 2,
    maxActions: 4000,
  };
  const report = simulate(ccg, ccg.prepare(packs), request);
  assert.deepEqual(simulate(ccg, ccg.prepare(packs), request), report);
  const bySeat = report.extras.winsBySeat as Record<string, number>;
  assert.equal(sum(bySeat), sum(report.extras.winsByEntrance as Record<string, number>));
  assert.ok(sum(bySeat) >= report.wins);
  assert.equal(sum(report.extras.gamesByEntrance as Record<string, number>), 2 * report.games);
});

test('every game module can be simulated with its random bot', () => {
  for (const module of GAMES) {
    const prepared = module.prepare(packs);
    const level = prepared.levels()[0];
    if (!level || !prepared.players.random) continue;
    const report = simulate(module, prepared, { level, games: 1, seed: 1, bots: ['random'], maxActions: 200 });
    assert.equal(report.games, 1, module.id);
  }
});

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/simulate.ts', ...args], {
    encoding: 'utf8',
  });

test('the simulate CLI prints the report as JSON, the same for the same seed', () => {
  const run = cli('content/base', 'icefall-ledge', '--games', '3', '--bot', 'careful', '--seed', '7', '--json');
  assert.equal(run.status, 0, run.stderr);
  const report = JSON.parse(run.stdout);
  assert.equal(report.games, 3);
  assert.equal(typeof report.wins, 'number');
  assert.equal(report.winRate, report.wins / 3);
  // The same seed, the same report: here the page's simulate in this process (a second CLI run proved no more, for
  // ~0.7 CPU s of loading the modules again).
  const coc = gameModule('coc')!;
  const request = { level: { kind: 'location', id: 'icefall-ledge' }, games: 3, seed: '7', bots: ['careful'] };
  const again = simulate(coc, coc.prepare(packs), { ...request, maxActions: 20000 });
  assert.deepEqual(report, JSON.parse(JSON.stringify(again)));
  const text = cli('content/base', 'icefall-ledge', '--games', '3', '--bot', 'careful', '--seed', '7');
  assert.match(text.stdout, new RegExp(`3 games: ${report.wins} won`));
});

test('the simulate CLI refuses an unknown level, bot or option', () => {
  const level = cli('content/base', 'no-such-level');
  assert.equal(level.status, 1);
  assert.match(level.stderr, /no level "no-such-level"/);
  const bot = cli('content/base', 'landfall', '--bot', 'genius');
  assert.equal(bot.status, 1);
  assert.match(bot.stderr, /no bot "genius".*careful/);
  assert.equal(cli('content/base').status, 2);
  assert.equal(cli('content/base', 'landfall', '--games', '0').status, 2);
  assert.equal(cli('content/base', 'landfall', '--fast', '1').status, 2);
});

test("the planner's budget: the same budget gives the same game, another budget another game", () => {
  const coc = gameModule('coc')!;
  const prepared = coc.prepare(packs);
  // The first 60 actions: enough decisions searched to tell the budgets apart.
  const request = {
    level: { kind: 'chapter', id: 'landfall' },
    games: 1,
    seed: 'budget',
    bots: ['planner'],
    maxActions: 60,
  };
  const hook = hookOf('coc');
  const actionsWith = (budget?: number) => {
    const played: unknown[] = [];
    playGame(prepared, hook, { ...request, budget }, 0, hook.start(), played);
    return played;
  };
  const two = actionsWith(2);
  assert.deepEqual(actionsWith(2), two);
  assert.notDeepEqual(actionsWith(12), two);
  // The default budget is the planner's own: giving it changes nothing.
  assert.equal(playerOf(prepared, 'planner', 6), prepared.players.planner);
  assert.deepEqual(actionsWith(6), actionsWith());
  // A bot that does not search plays as it does.
  assert.equal(playerOf(prepared, 'careful', 2), prepared.players.careful);
});

test('the simulate CLI takes the budget: the same report as in the page, refused for bots that do not search', () => {
  const args = [
    'content/base',
    'landfall',
    '--bot',
    'planner',
    '--seed',
    '3',
    '--budget',
    '2',
    '--games',
    '2',
    '--max-actions',
    '60',
  ];
  const run = cli(...args, '--json');
  assert.equal(run.status, 0, run.stderr);
  const report = JSON.parse(run.stdout);
  assert.equal(report.budget, 2);
  const coc = gameModule('coc')!;
  const level = { kind: 'chapter', id: 'landfall' };
  const request = { level, games: 2, seed: '3', bots: ['planner'], budget: 2, maxActions: 60 };
  assert.deepEqual(report, JSON.parse(JSON.stringify(simulate(coc, coc.prepare(packs), request))));
  const careful = cli('content/base', 'landfall', '--bot', 'careful', '--budget', '2');
  assert.equal(careful.status, 2);
  assert.match(careful.stderr, /--budget: none of the bots careful searches/);
});
