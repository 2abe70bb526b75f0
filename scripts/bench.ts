// `npm run bench`: how fast the model is. A script, not a test: it prints figures for the notes.
// Validation of the whole base pack: compile once, then validate repeatedly and report the median.
import { performance } from 'node:perf_hooks';
import { readPackFile } from '../src/cli/pack-folder.ts';
import { compileSchemas, validatePack } from '../src/model/validate.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => void, repeat: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times;
}

const { pack } = readPackFile('content/base/pack.json');
if (!pack) throw new Error('the base pack could not be read');

const compile = time(() => compileSchemas(), 1)[0]!;
time(() => validatePack(pack), 5); // warm up the JIT
const validate = time(() => validatePack(pack), 50);
const problems = validatePack(pack).length;

console.log(`base pack: ${pack.items.length} items`);
console.log(`validators ready (compiled at build time): ${compile.toFixed(1)} ms`);
console.log(
  `validate whole base pack: median ${median(validate).toFixed(2)} ms, best ${Math.min(...validate).toFixed(2)} ms (50 runs; ${problems} problems)`,
);

// The Crypt of Chronos engine: level builds, enemy phases, whole random games.
const { rulesContent } = await import('../src/engine/coc/rules-content.ts');
const { buildLevel } = await import('../src/engine/coc/level.ts');
const { newGame, applyAction } = await import('../src/engine/coc/game.ts');
const content = rulesContent(pack);

/** Runs `run` for about `ms` milliseconds and returns how many times per second it ran. */
function perSecond(run: () => void, ms = 1000): number {
  for (let i = 0; i < 200; i++) run(); // warm up
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 50; i++) run();
    n += 50;
    now = performance.now();
  }
  return n / ((now - start) / 1000);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const landfall = { kind: 'chapter' as const, id: 'landfall' };
console.log(
  `level build (4×4 chapter "landfall", uncached): ${fmt(perSecond(() => buildLevel(content, landfall)))} per second`,
);

// An enemy phase with five enemies, once with Lara SEEN (every enemy plans a path) and once HIDDEN
// with noise, and once HIDDEN without noise (they walk on).
const enemies = [
  { type: 'wildlife', at: { x: 3, y: 3 }, facing: 'S' as const },
  { type: 'protectors', at: { x: 6, y: 1 }, facing: 'E' as const },
  { type: 'natla-tech', at: { x: 9, y: 7 }, facing: 'W' as const },
  { type: 'wildlife', at: { x: 5, y: 10 }, facing: 'N' as const },
  { type: 'protectors', at: { x: 10, y: 2 }, facing: 'S' as const },
];
for (const [label, setup] of [
  ['SEEN', { sight: 'seen' as const }],
  ['HIDDEN with noise', { sight: 'hidden' as const, noise: { x: 6, y: 6 } }],
  ['HIDDEN, no noise', { sight: 'hidden' as const }],
] as const) {
  const start = newGame(content, landfall, {
    seed: 7,
    setup: { ...setup, enemies, phase: 'enemy', lara: { at: { x: 0, y: 11 } } },
  });
  const rate = perSecond(() => applyAction(content, start, { type: 'enemyPhase' }));
  console.log(`enemy phase, 5 enemies, Lara ${label}: ${fmt(rate)} per second (${(1e6 / rate).toFixed(1)} µs each)`);
}

// Whole games by the random player (src/engine/coc/random-player.ts: uniform among the legal
// actions, every decision included), on one core, each to its end or 3000 actions. The random
// player plays in place (applyActionInPlace); "with a copy per action" plays the same games through
// applyAction, as a view or a test that keeps every state does.
const { playRandomGame } = await import('../src/engine/coc/random-player.ts');
const chapters = [
  ['chapter "landfall"', landfall, 'single'],
  ['chapter "the-sleeping-guard" (boss)', { kind: 'chapter' as const, id: 'the-sleeping-guard' }, 'single'],
] as const;
// Warm-up first (not counted): the first games of a process run while the JIT compiles the engine
// (and compiles it again after deoptimisations), two to three times slower than what follows. Its seeds are numbers,
// as the measured games' are (far from theirs): string seeds first made the measured games recompile (the CCG's
// warm-up had the same fault, docs/engine-performance.md "CCG: dictionary-mode raiders").
const warmStart = process.cpuUsage();
let warmGames = 0;
while (process.cpuUsage(warmStart).user < 3e6)
  for (const [, ref, mode] of chapters) {
    const seed = 1_000_000 + ++warmGames;
    playRandomGame(content, ref, { seed, mode }, `player ${seed}`, 3000);
  }
console.log(
  `(warm-up: ${warmGames} games, ${(process.cpuUsage(warmStart).user / 1e6).toFixed(1)} CPU seconds, not counted)`,
);
/** Games of `play(seed)` for 2 CPU seconds: how many, their actions and ends, wall and CPU seconds; one line. */
function gamesFor2s(
  what: string,
  limit: number,
  play: (seed: number) => { actions: number; state: { status: string } },
) {
  let games = 0;
  let actionsPlayed = 0;
  const ends: Record<string, number> = { won: 0, lost: 0, playing: 0 };
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (process.cpuUsage(cpuStart).user < 2e6) {
    const g = play(++games);
    actionsPlayed += g.actions;
    ends[g.state.status] = (ends[g.state.status] ?? 0) + 1;
  }
  const seconds = (performance.now() - start) / 1000;
  // CPU time too: on a machine shared with other jobs the wall-clock figures swing by 2× and more.
  const cpu = process.cpuUsage(cpuStart).user / 1e6;
  console.log(
    `${what}: per CPU second ${fmt(games / cpu)} games, ${fmt(actionsPlayed / cpu)} actions; by the clock ${fmt(games / seconds)} games per second (${fmt(actionsPlayed / games)} actions a game; of ${games} games ${ends.won} won, ${ends.lost} lost, ${ends.playing} cut at ${limit} actions)`,
  );
}
for (const copy of [false, true])
  for (const [label, ref, mode] of chapters)
    gamesFor2s(`random-player games on ${label}${copy ? ', with a copy per action' : ''}`, 3000, (seed) =>
      playRandomGame(content, ref, { seed, mode }, `player ${seed}`, 3000, copy ? () => {} : undefined),
    );

// The CCG engine: whole solitaire games by its random player (src/engine/ccg/random-player.ts:
// weighted among the legal actions towards progress), each to its end or 5000 actions; in place (as
// bots play) and with a copy per action (applyAction, as a view or a test that keeps every state does).
{
  const ccg = await import('../src/engine/ccg/random-player.ts');
  const ccgCards = (await import('../src/engine/ccg/content.ts')).ccgContent(pack); // prepared once for every game
  const levels = ['introductory-cave', 'introductory-tomb'];
  const warmStart = process.cpuUsage();
  let warmGames = 0;
  // Warm-up seeds are numbers, as the measured games' are (far from theirs): after string seeds, the first measured
  // games threw away the optimised code of ~30 engine functions at once ("wrong map", node --trace-deopt; the only
  // map change then was the options' seed field, string → number), so the cave line measured mostly their
  // recompilation. 3 CPU seconds, as the CoC warm-up. See docs/engine-performance.md "CCG: dictionary-mode raiders".
  while (process.cpuUsage(warmStart).user < 3e6)
    for (const id of levels) {
      const seed = 1_000_000 + ++warmGames;
      ccg.playRandomGame(ccgCards, { kind: 'ccgLevel', id }, { seed }, `player ${seed}`, 5000);
    }
  console.log(`(CCG warm-up: ${warmGames} games, not counted)`);
  for (const copy of [false, true])
    for (const id of levels)
      gamesFor2s(
        `CCG solitaire random-player games on "${id}"${copy ? ', with a copy per action' : ''}`,
        5000,
        (seed) =>
          ccg.playRandomGame(
            ccgCards,
            { kind: 'ccgLevel', id },
            { seed },
            `player ${seed}`,
            5000,
            copy ? () => {} : undefined,
          ),
      );
}
