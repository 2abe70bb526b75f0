// Where the CCG random player's actions go (docs/engine-performance.md "CCG: where the random player's actions go"):
// plays seeded solitaire games as `npm run bench` does (same game and player seeds, cap 5,000) and counts actions by
// type and by situation, tests and failed tests, deaths, reloads and resets, moves onto new and known spots, steps
// back, and turns. A script for notes, not a test.
// `node --import ./scripts/register-ts.mjs scripts/ccg-random-actions.ts [games=300] [levels, comma-separated]`
// (levels: introductory-cave,introductory-tomb when left out).
import { readPackFile } from '../src/cli/pack-folder.ts';
import { cardOf, ccgContent } from '../src/engine/ccg/content.ts';
import { applyAction, legalActions, newGame } from '../src/engine/ccg/game.ts';
import { levelFor } from '../src/engine/ccg/level.ts';
import { indexAt, mapReachCached, type ReachCache } from '../src/engine/ccg/map-reach.ts';
import { goalSpot, distance, weightedPick, playRandomGame, type Seen } from '../src/engine/ccg/random-player.ts';
import { seedRandom } from '../src/engine/core/random.ts';
import type { CcgState, Spot } from '../src/engine/ccg/types.ts';

const { pack } = readPackFile('content/base/pack.json');
const content = ccgContent(pack!);
const games = Number(process.argv[2] ?? 300);
const levels = (process.argv[3] ?? 'introductory-cave,introductory-tomb').split(',');
const CAP = 5000;

const key = (s: Spot | null) => (s ? `${s.column},${s.depth}` : '-');

function situation(state: CcgState, reach: ReachCache, level: ReturnType<typeof levelFor>): string {
  const r = state.raiders[0]!;
  if (!r.at) return 'dead';
  if (r.carriesTreasure) return 'carrying';
  const ctx = { content, level, state, events: [], seriesLevel: state.seriesLevel };
  const map = mapReachCached(ctx, reach);
  const i = indexAt(ctx, r.at);
  const goal = goalSpot({ state, content, level, reach }, r, { room: null, reach: null } as Seen);
  if (i >= 0 && map.toUnknown[i] === Infinity) return map.toAnyDoor[i] === 0 ? 'cut off, at a door' : 'cut off';
  return goal ? 'open, room known' : 'open, room unknown';
}

for (const id of levels) {
  const level = levelFor(content, id);
  const count = new Map<string, number>();
  const add = (k: string, n = 1) => count.set(k, (count.get(k) ?? 0) + n);
  const lengths: number[] = [];
  let turns = 0;
  for (let seed = 1; seed <= games; seed++) {
    const rng = seedRandom(`ccg-player:player ${seed}`);
    const reach: ReachCache = {};
    const sitReach: ReachCache = {};
    let state = newGame(content, { kind: 'ccgLevel', id }, { seed });
    let n = 0;
    const visited = new Set<string>();
    let prev: string | null = null; // where she was before her last move
    let moveKind = 'none'; // what the last move of this step entered
    while (state.status === 'playing' && n < CAP) {
      const legal = legalActions(content, state);
      if (!legal.length) break;
      const a = weightedPick(rng, legal, { state, content, level, reach });
      const r = state.raiders[0]!;
      const sit = situation(state, sitReach, level);
      add(`type ${a.type}`);
      add(`sit ${sit}`);
      add(`sit ${sit} / ${a.type}`);
      if (r.at) visited.add(key(r.at));
      if (sit.startsWith('cut off') && (a.type === 'endTurn' || a.type === 'search')) {
        const holds = r.hand.some((c) => cardOf(content, c).effects.some((e) => e.type === 'addExit'));
        add(`${sit}: ${a.type}, ${holds ? 'holding' : 'without'} an exit card`);
        if (a.type === 'endTurn' && holds) {
          const why = [];
          if (state.map.find((p) => p.spot.column === r.at!.column && p.spot.depth === r.at!.depth)?.empty)
            why.push('empty');
          if (r.stuckTurn === state.turn) why.push('stuck'); // no search this turn (search-round.ts)
          if (r.usedFight) why.push('fought');
          add(`${sit}: endTurn holding an exit card, at: ${why.join('+') || 'other'}`);
        }
      }
      if (a.type === 'move' && r.at) {
        const to = {
          column: r.at.column + (a.side === 'right' ? 1 : a.side === 'left' ? -1 : 0),
          depth: r.at.depth + (a.side === 'top' ? 1 : a.side === 'bottom' ? -1 : 0),
        };
        moveKind = visited.has(key(to)) ? (key(to) === prev ? 'back' : 'known') : 'new';
        add(`move ${moveKind}`);
        const goal = goalSpot({ state, content, level, reach }, r, { room: null, reach: null } as Seen);
        if (goal) add(`move goal ${Math.sign(distance(to, goal) - distance(r.at, goal))}`);
        prev = key(r.at);
      }
      if (a.type === 'endTurn' || a.type === 'stop') moveKind = 'none';
      if (a.type === 'test') add(`test after move ${moveKind}`);
      if (a.type === 'test' && a.cards?.length) add('test with cards');
      const res = applyAction(content, state, a);
      for (const e of res.events) {
        if (e.type === 'roll' && a.type === 'test') add(e.success ? 'test passed' : 'test failed');
        if (e.type === 'roll' && a.type === 'test' && !e.success) add(`test failed after move ${moveKind}`);
        if (e.type === 'death') add('death');
        if (e.type === 'reload') add('reload');
        if (e.type === 'stuck') add('stuck');
        if (e.type === 'treasure') add('treasure found');
      }
      if (res.events.some((e) => e.type === 'reload')) prev = null;
      state = res.state;
      n++;
    }
    lengths.push(n);
    turns += state.turn;
    if (seed <= 5) {
      const check = playRandomGame(content, { kind: 'ccgLevel', id }, { seed }, `player ${seed}`, CAP).actions;
      if (check !== n) throw new Error(`seed ${seed}: ${n} actions here, ${check} by playRandomGame`);
    }
  }
  lengths.sort((x, y) => x - y);
  const total = lengths.reduce((x, y) => x + y, 0);
  const per = (k: string) => ((count.get(k) ?? 0) / games).toFixed(1);
  console.log(
    `\n"${id}", ${games} games (seeds 1–${games}, cap ${CAP}): ${(total / games).toFixed(1)} actions a game, median ${lengths[games >> 1]}, 90th percentile ${lengths[Math.floor(games * 0.9)]}, max ${lengths[games - 1]}; ${(turns / games).toFixed(1)} turns a game; cut ${lengths.filter((l) => l >= CAP).length}`,
  );
  for (const k of [...count.keys()].sort()) console.log(`  ${k}: ${per(k)} a game`);
}
