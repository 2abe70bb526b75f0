// `npm run simulate -- <pack folder or file> <level> [--games N] [--bot id[,id…]] [--seed S] [--seats K]
// [--budget N] [--series | --alone] [--json]`: plays N games of the level with the named bots (one per seat, or
// one for every seat) and prints the report (docs/analysis.md): games, wins, the win rate with its 95% interval, game
// lengths and the game's own figures. `--budget N`: the searching bots' (planner, oracle) futures a
// searched decision, their default when not given (a usage error when no named bot searches).
// A level that ends a series of several (a CoC chapter after chapter 1) is played as that series by default, as the
// rulebook plays it (rule decision 143; the page does the same): chapters 1 … N in order, carrying everything from
// one chapter to the next; a win is the whole series cleared, and the report says how many games reached and
// cleared each chapter. `--alone` plays the level alone; `--series` asks for the series (an error for a level in
// no series). `<level>` is a level id, or `kind:id` when several kinds share the id. A pack is played with the packs
// its manifest depends on (a pack made in the app depends on the built-in one, content/base, read from this project;
// others are given by `--with <pack folder or file>[,…]`), its own items first, as the page plays a draft.
// Exits 0 after a report, 1 on a pack or level that cannot be played, 2 for a usage error.
import { readPack } from './pack-folder.ts';
import { withDependencies } from './pack-dependencies.ts';
import type { Pack } from '../model/content.ts';
import { GAMES, type GameModule, type LevelRef } from '../engine/games.ts';
import { seriesByDefault, simulate, type SimulationReport } from '../analysis/simulate.ts';

const USAGE =
  'usage: npm run simulate -- <pack folder or file> <level> [--games N] [--bot id[,id…]] [--seed S] [--seats K] [--max-actions N] [--budget N] [--series | --alone] [--with <pack>[,<pack>…]] [--json]\n' +
  'A pack is played with the packs it depends on: the built-in pack, or those given by --with.\n' +
  'A chapter after chapter 1 is played as its series (from chapter 1, carrying everything) unless --alone is given.';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

const args = process.argv.slice(2);
const flags: Record<string, string> = {};
const positional: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--json' || a === '--series' || a === '--alone') flags[a.slice(2)] = 'true';
  else if (a.startsWith('--')) {
    const value = args[++i];
    if (value === undefined) usage(`${a} needs a value`);
    flags[a.slice(2)] = value;
  } else positional.push(a);
}
const known = new Set(['json', 'series', 'alone', 'games', 'bot', 'seed', 'seats', 'max-actions', 'budget', 'with']);
for (const f of Object.keys(flags)) if (!known.has(f)) usage(`unknown option --${f}`);
if (positional.length !== 2) usage();
if (flags.series && flags.alone) usage('--series and --alone: choose one');
const [packPath, levelArg] = positional as [string, string];
const whole = (name: string, fallback: number) => {
  const v = flags[name] === undefined ? fallback : Number(flags[name]);
  if (!Number.isInteger(v) || v < 1) usage(`--${name} must be a whole number of at least 1`);
  return v;
};
const games = whole('games', 100);
const seats = whole('seats', 1);
const maxActions = whole('max-actions', 20000);
const budget = flags.budget === undefined ? undefined : whole('budget', 1);

/** A pack read from a folder or file, or exit 1 with its problems. */
function packAt(path: string): Pack {
  const loaded = readPack(path);
  if (!loaded.pack) {
    for (const p of loaded.problems) console.error(`${p.file ?? path}#${p.pointer}: ${p.message}`);
    process.exit(1);
  }
  return loaded.pack;
}
// The pack with the packs it depends on (a pack made in the app depends on the built-in one): --with, else built in.
const { packs, missing } = withDependencies(
  packAt(packPath),
  (flags.with ?? '').split(',').filter(Boolean).map(packAt),
);
if (missing.length) {
  console.error(
    `${packPath}: it depends on the pack(s) ${missing.join(', ')}; give each with --with <pack folder or file>`,
  );
  process.exit(1);
}

// The level: every module's levels, by id (or kind:id).
const [kind, id] = levelArg.includes(':') ? (levelArg.split(':', 2) as [string, string]) : [undefined, levelArg];
// Each game prepared once for the run: the chosen level's game plays the one it was found in.
const found: { module: GameModule; level: LevelRef; prepared: ReturnType<GameModule['prepare']> }[] = [];
for (const module of GAMES) {
  if (!module.levelKinds.length) continue;
  const prepared = module.prepare(packs);
  for (const level of prepared.levels())
    if (level.id === id && (!kind || level.kind === kind)) found.push({ module, level, prepared });
}
if (!found.length) {
  console.error(`${packPath}: no level "${levelArg}" in the pack`);
  process.exit(1);
}
if (found.length > 1) {
  console.error(
    `${packPath}: several levels are called "${id}": ${found.map((f) => `${f.level.kind}:${f.level.id}`).join(', ')}; name one as kind:id`,
  );
  process.exit(1);
}
const { module, level, prepared } = found[0]!;
const bots = (flags.bot ?? 'random').split(',');
for (const bot of bots)
  if (!prepared.players[bot]) {
    console.error(`no bot "${bot}" for ${module.name}; its bots are ${Object.keys(prepared.players).join(', ')}`);
    process.exit(1);
  }
if (budget !== undefined && !bots.some((b) => prepared.players[b]!.withBudget)) {
  console.error(`--budget: none of the bots ${bots.join(', ')} searches (it is for a planner)`);
  process.exit(2);
}

let report: SimulationReport;
try {
  // Rule decision 143: the series by default where the level ends one of several levels.
  const series = flags.series === 'true' || (!flags.alone && seriesByDefault(module, prepared, level) !== undefined);
  report = simulate(module, prepared, { level, games, seed: flags.seed ?? 1, bots, seats, maxActions, budget, series });
} catch (e) {
  console.error(`${level.kind}:${level.id}: ${(e as Error).message}`);
  process.exit(1);
}
if (flags.json) console.log(JSON.stringify(report, null, 2));
else {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${module.name}, ${level.kind} "${level.id}"${report.series ? ` as the series ${report.series.levels.map((l) => l.id).join(' → ')}` : ''}, bots ${bots.join(', ')}${budget === undefined ? '' : ` (budget ${budget})`}, seed ${report.seed}`,
  );
  console.log(
    `${report.games} games: ${report.wins} won (${pct(report.winRate)}, 95% interval ${pct(report.interval[0])}–${pct(report.interval[1])}), ${report.unfinished} unfinished`,
  );
  if (report.series)
    for (const l of report.series.levels)
      console.log(
        `${l.kind} "${l.id}": reached in ${report.series.reached[l.id]} games, cleared in ${report.series.cleared[l.id]}`,
      );
  console.log(`mean length ${report.meanLength.toFixed(1)}; lengths ${JSON.stringify(report.lengths)}`);
  console.log(`lengths of the games won ${JSON.stringify(report.winLengths)}`);
  for (const [k, v] of Object.entries(report.extras)) console.log(`${k}: ${JSON.stringify(v)}`);
}
