// `npm run bench:analysis`: the design analysis' figures for the notes (docs/analysis.md). For each
// base CoC level, the random, careful and planner bots' win rates with 95% Wilson intervals and the
// CPU time a game takes; then the CCG bots on the introductory levels, solitaire and hot-seat.
// ANALYSIS_GAMES (default 200) sets the random and careful games per level, ANALYSIS_PLANNER_GAMES
// (default 20) the planner's; ANALYSIS_LEVELS=landfall,icefall-ledge limits the levels.
import { readPack } from '../src/cli/pack-folder.ts';
import { gameModule, type LevelRef } from '../src/engine/games.ts';
import { simulate } from '../src/analysis/simulate.ts';

const packs = [readPack('content/base').pack!];
const games = Number(process.env.ANALYSIS_GAMES ?? 200);
const plannerGames = Number(process.env.ANALYSIS_PLANNER_GAMES ?? 20);
const only = process.env.ANALYSIS_LEVELS?.split(',');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function run(game: 'coc' | 'ccg', level: LevelRef, bots: string[], n: number, seats = 1): void {
  const module = gameModule(game)!;
  const start = process.cpuUsage();
  const r = simulate(module, module.prepare(packs), { level, games: n, seed: 'bench', bots, seats, maxActions: 20000 });
  const cpu = process.cpuUsage(start).user / 1e6;
  console.log(
    `${level.id.padEnd(24)} ${bots.join('+').padEnd(16)} ${String(r.wins).padStart(4)}/${String(n).padEnd(5)} ${pct(r.winRate).padStart(6)} [${pct(r.interval[0])}, ${pct(r.interval[1])}]` +
      `  mean length ${r.meanLength.toFixed(1)}  ${((1000 * cpu) / n).toFixed(1)} CPU ms/game` +
      (seats > 1 ? `  wins by seat ${JSON.stringify(r.extras.winsBySeat)}` : ''),
  );
}

const coc: LevelRef[] = [
  { kind: 'chapter', id: 'landfall' },
  { kind: 'chapter', id: 'the-frozen-stair' },
  { kind: 'chapter', id: 'the-sleeping-guard' },
  { kind: 'location', id: 'sinking-court' },
  { kind: 'location', id: 'strangler-fig-crossing' },
  { kind: 'location', id: 'icefall-ledge' },
  { kind: 'location', id: 'rolling-stone-vault' },
];
for (const level of coc) {
  if (only && !only.includes(level.id)) continue;
  run('coc', level, ['random'], games);
  run('coc', level, ['careful'], games);
  run('coc', level, ['planner'], plannerGames);
}
for (const id of ['introductory-cave', 'introductory-tomb']) {
  if (only && !only.includes(id)) continue;
  const level = { kind: 'ccgLevel', id };
  run('ccg', level, ['random'], Math.min(games, 100));
  run('ccg', level, ['explorer'], Math.min(games, 100));
  run('ccg', level, ['explorer', 'explorer'], Math.min(games, 50), 2);
  run('ccg', level, ['explorer', 'random'], Math.min(games, 50), 2);
}
