// What the analysis adds to a random game (issue 20): in one process, the same random "landfall" games played
// (a) by the engine's random player as `npm run bench` plays them, and (b) through `simulate` as a worker plays them
// (the CoC hook collecting its figures), alternated in rounds after a warm-up; CPU ms a game for each.
// SIM_ROUNDS (default 6) rounds of SIM_GAMES (default 200) games each way.
import { readPack } from '../src/cli/pack-folder.ts';
import { gameModule } from '../src/engine/games.ts';
import { simulate } from '../src/analysis/simulate.ts';
import { playRandomGame } from '../src/engine/coc/random-player.ts';
import { rulesContent } from '../src/engine/coc/rules-content.ts';
import { loadavg } from 'node:os';

const packs = [readPack('content/base').pack!];
const module = gameModule('coc')!;
const prepared = module.prepare(packs);
const content = rulesContent(packs);
const level = { kind: 'chapter' as const, id: 'landfall' };
const rounds = Number(process.env.SIM_ROUNDS ?? 6);
const games = Number(process.env.SIM_GAMES ?? 200);
const cpu = (start: NodeJS.CpuUsage) => process.cpuUsage(start).user / 1000;

/** The engine alone, on simulate's seeds (`${seed}:${i}`, its bot `${seed}:${i}:bot`): the very same games. */
function engine(seed: number, first: number, n: number): number {
  let actions = 0;
  for (let i = first; i < first + n; i++)
    actions += playRandomGame(content, level, { seed: `${seed}:${i}` }, `${seed}:${i}:bot`, 20000).actions;
  return actions;
}
function analysis(seed: number, first: number, n: number): number {
  const r = simulate(module, prepared, { level, games: n, first, seed, bots: ['random'], maxActions: 20000 });
  return r.meanLength * n;
}

const warm = process.cpuUsage();
for (let k = 0; cpu(warm) < 3000; k++) {
  engine(900_000 + k, 0, 10);
  analysis(900_000 + k, 0, 10);
}
console.log(`load ${loadavg()[0]!.toFixed(1)}; warm-up ${(cpu(warm) / 1000).toFixed(1)} CPU s`);
const totals = { engine: 0, analysis: 0 };
for (let r = 0; r < rounds; r++) {
  const first = r * games;
  const order = r % 2 ? (['analysis', 'engine'] as const) : (['engine', 'analysis'] as const);
  const line: string[] = [];
  for (const what of order) {
    const start = process.cpuUsage();
    if (what === 'engine') engine(7, first, games);
    else analysis(7, first, games);
    const ms = cpu(start);
    totals[what] += ms;
    line.push(`${what} ${(ms / games).toFixed(3)} ms`);
  }
  console.log(`round ${r + 1}: ${line.join(', ')} a game`);
}
console.log(
  `total: engine ${(totals.engine / (rounds * games)).toFixed(3)} ms, analysis ${(totals.analysis / (rounds * games)).toFixed(3)} ms a game (×${(totals.analysis / totals.engine).toFixed(2)}); load ${loadavg()[0]!.toFixed(1)}`,
);
