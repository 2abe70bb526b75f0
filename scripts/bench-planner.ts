// `npm run bench:planner`: the CoC bots' strength and the planner's cost, for the notes
// (docs/analysis.md "Measured"). A script, not a test. For each base chapter and island location: the
// random, careful and planner players' wins with 95% Wilson intervals (game i plays seed `bench:i`, its
// bot `bench:i:bot`, as `simulate` does), and the planner's CPU time a game (process.cpuUsage).
//
//   PLANNER_GAMES=100 (planner games a level), BOT_GAMES=200 (random and careful games a level),
//   PLANNER_LEVELS=landfall,icefall-ledge (only these), PLANNER_BOTS=planner (only these bots),
//   PLANNER_BEFORE=/path/to/another/checkout: also play that checkout's bots ("before") on the same
//   seeds, each game of it alternated with the same game of this one, so that both see the same load
//   (the shared machine's load swings the CPU time of a game by 2× and more),
//   PLANNER_OPTIONS='{"width":4}' (JSON: the planner's options over DEFAULT_PLANNER, on every side).
// The planner's rows also give its futures a game (`tally`): its cost, whatever the load.
import { readPack } from '../src/cli/pack-folder.ts';
import { wilson } from '../src/analysis/stats.ts';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Side {
  name: string;
  newGame: (pack: unknown, level: unknown, options: { seed: string }) => { status: string; round: number };
  apply: (pack: unknown, state: unknown, action: unknown) => void;
  bots: Record<string, (pack: unknown, state: unknown, random: unknown) => unknown>;
  seedRandom: (seed: string) => unknown;
}

async function sideOf(name: string, root: string): Promise<Side> {
  const at = (p: string) => import(pathToFileURL(resolve(root, p)).href);
  const engine = await at('src/engine/coc/index.ts');
  const careful = await at('src/engine/coc/bot-careful.ts');
  const planner = await at('src/engine/coc/bot-planner.ts');
  const random = await at('src/engine/coc/random-player.ts');
  const core = await at('src/engine/core/random.ts');
  return {
    name,
    newGame: engine.newGame,
    apply: engine.applyActionInPlace,
    bots: {
      random: random.randomAction,
      careful: careful.carefulAction,
      planner: (pack, state, r) =>
        planner.plannerAction(pack, state, r, { ...planner.DEFAULT_PLANNER, ...overrides, tally }),
    },
    seedRandom: core.seedRandom,
  };
}

const pack = readPack('content/base').pack!;
const overrides = JSON.parse(process.env.PLANNER_OPTIONS ?? '{}') as Record<string, unknown>;
/** The planner's searches and futures, counted across every side and game (read around each game). */
const tally = { searches: 0, futures: 0 };
const LEVELS = [
  { kind: 'chapter', id: 'landfall' },
  { kind: 'chapter', id: 'the-frozen-stair' },
  { kind: 'chapter', id: 'the-sleeping-guard' },
  { kind: 'location', id: 'sinking-court' },
  { kind: 'location', id: 'strangler-fig-crossing' },
  { kind: 'location', id: 'icefall-ledge' },
  { kind: 'location', id: 'rolling-stone-vault' },
];
const only = process.env.PLANNER_LEVELS?.split(',');
const bots = process.env.PLANNER_BOTS?.split(',') ?? ['random', 'careful', 'planner'];
const plannerGames = Number(process.env.PLANNER_GAMES ?? 100);
const botGames = Number(process.env.BOT_GAMES ?? 200);
const sides = [await sideOf('after', '.')];
if (process.env.PLANNER_BEFORE) sides.unshift(await sideOf('before', process.env.PLANNER_BEFORE));

/** One game: its result and the CPU microseconds it took. */
function play(
  side: Side,
  bot: string,
  level: (typeof LEVELS)[number],
  g: number,
): { won: boolean; rounds: number; cpu: number; futures: number } {
  const futures = tally.futures;
  const start = process.cpuUsage();
  const state = side.newGame(pack, level, { seed: `bench:${g}` });
  const random = side.seedRandom(`bench:${g}:bot`);
  const choose = side.bots[bot]!;
  for (let n = 0; n < 20000 && state.status === 'playing'; n++) {
    const action = choose(pack, state, random);
    if (action === undefined) break;
    side.apply(pack, state, action);
  }
  const used = process.cpuUsage(start);
  return {
    won: state.status === 'won',
    rounds: state.round,
    cpu: used.user + used.system,
    futures: tally.futures - futures,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}`;
if (Object.keys(overrides).length) console.log(`planner options: ${JSON.stringify(overrides)} over the default\n`);
console.log(`| level | bot | side | wins | win rate [95% interval] | rounds | CPU ms a game | futures a game |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const level of LEVELS) {
  if (only && !only.includes(level.id)) continue;
  for (const bot of bots) {
    const n = bot === 'planner' ? plannerGames : botGames;
    const totals = sides.map(() => ({ wins: 0, rounds: 0, cpu: 0, futures: 0 }));
    // The sides alternate game by game: the same seeds, the same load.
    for (let g = 0; g < n; g++)
      sides.forEach((side, s) => {
        const r = play(side, bot, level, g);
        totals[s]!.wins += r.won ? 1 : 0;
        totals[s]!.rounds += r.rounds;
        totals[s]!.cpu += r.cpu;
        totals[s]!.futures += r.futures;
      });
    sides.forEach((side, s) => {
      const t = totals[s]!;
      const [low, high] = wilson(t.wins, n);
      console.log(
        `| ${level.kind} ${level.id} | ${bot} | ${side.name} | ${t.wins}/${n} | ${pct(t.wins / n)}% [${pct(low)}, ${pct(high)}] | ${(t.rounds / n).toFixed(1)} | ${(t.cpu / n / 1000).toFixed(1)} | ${bot === 'planner' ? (t.futures / n).toFixed(0) : '–'} |`,
      );
    });
  }
}
console.log(
  `\nload average at the end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')}`,
);
