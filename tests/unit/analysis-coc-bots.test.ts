// The Crypt of Chronos bots (engine/coc/bot-careful.ts, bot-planner.ts): every action they choose
// is legal, the same seed gives the same game, the planner's search is bounded by its budget, and it
// wins clearly more often than the random player on the base levels (Wilson intervals that do not
// overlap). Long runs: `npm run bench:planner` and `npm run bench:analysis`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import {
  newGame,
  applyActionInPlace,
  legalActions,
  stateDigest,
  playRandomGame,
  cocModule,
} from '../../src/engine/coc/index.ts';
import { carefulAction, walking, walkingActions } from '../../src/engine/coc/bot-careful.ts';
import {
  plannerAction,
  candidatesOf,
  contested,
  DEFAULT_PLANNER,
  type PlannerOptions,
} from '../../src/engine/coc/bot-planner.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { determinize, planRoute } from '../../src/engine/coc/bot-plan.ts';
import { BOSS_HEALTH, bossAttacks } from '../../src/engine/coc/bot-boss.ts';
import { successes } from '../../src/engine/coc/dice.ts';
import { seedRandom, type RandomState } from '../../src/engine/core/random.ts';
import { wilson } from '../../src/analysis/stats.ts';
import { seriesByDefault, simulate } from '../../src/analysis/simulate.ts';
import type { CocAction, CocState, GameRef } from '../../src/engine/coc/index.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
/** The base pack's chapters and locations, in pack order (landfall first), as `npm run bench:analysis` plays them. */
const LEVELS: GameRef[] = cocModule
  .prepare([pack])
  .levels()
  .filter((l) => l.kind === 'chapter' || l.kind === 'location') as GameRef[];
type Bot = (state: CocState, random: RandomState) => CocAction | undefined;
const careful: Bot = (s, r) => carefulAction(content, s, r);
const planner =
  (options: PlannerOptions): Bot =>
  (s, r) =>
    plannerAction(content, s, r, options);

function play(bot: Bot, level: GameRef, seed: number, maxActions = 3000, check = false): CocState {
  const state = newGame(content, level, { seed });
  const random = seedRandom(`bot ${seed}`);
  for (let n = 0; n < maxActions && state.status === 'playing'; n++) {
    const action = bot(state, random);
    assert.ok(action, 'a bot always has an action while the game goes on');
    if (check) {
      const legal = legalActions(content, state).map((a) => JSON.stringify(a));
      assert.ok(
        legal.includes(JSON.stringify(action)),
        `${level.id} seed ${seed}: ${JSON.stringify(action)} is not legal`,
      );
    }
    applyActionInPlace(content, state, action);
  }
  return state;
}

test('the careful and planner bots choose only legal actions', () => {
  for (const level of LEVELS) play(careful, level, 1, 400, true);
  for (const level of LEVELS) play(planner(DEFAULT_PLANNER), level, 2, 300, true);
});

test('the bots are deterministic for a seed', () => {
  for (const bot of [careful, planner(DEFAULT_PLANNER)]) {
    const a = play(bot, LEVELS[0]!, 5, 80);
    const b = play(bot, LEVELS[0]!, 5, 80);
    assert.equal(stateDigest(a), stateDigest(b));
    assert.deepEqual(a.log, b.log);
  }
});

test('the module offers random, careful, planner and an oracle planner; only the oracle reads hidden order', () => {
  const players = cocModule.prepare([pack]).players;
  assert.deepEqual(Object.keys(players).sort(), ['careful', 'oracle', 'planner', 'random']);
  assert.deepEqual(
    Object.values(players)
      .filter((p) => p.oracle)
      .map((p) => p.id),
    ['oracle'],
  );
});

test('a determinized copy keeps what the table shows and draws the hidden order again', () => {
  const state = newGame(content, LEVELS[0]!, { seed: 9 });
  const copy = determinize(state, seedRandom('d'));
  assert.deepEqual(copy.lara, state.lara);
  assert.deepEqual(copy.enemies, state.enemies);
  assert.deepEqual([...copy.eventDeck.draw].sort(), [...state.eventDeck.draw].sort());
  assert.notDeepEqual(copy.eventDeck.draw, state.eventDeck.draw);
  assert.notDeepEqual(copy.random, state.random);
  // The real state is untouched.
  assert.deepEqual(newGame(content, LEVELS[0]!, { seed: 9 }).eventDeck.draw, state.eventDeck.draw);
});

test('the planner searches only contested decisions, each within its budget, and plays as careful elsewhere', () => {
  const options: PlannerOptions = { ...DEFAULT_PLANNER, tally: { searches: 0, futures: 0 } };
  const level = levelOf(content, { kind: 'chapter', id: 'landfall' });
  let decisions = 0;
  let steps = 0;
  let quiet = 0;
  for (let g = 0; g < 3; g++) {
    const state = newGame(content, LEVELS[0]!, { seed: g });
    const random = seedRandom(`bot ${g}`);
    for (let n = 0; n < 3000 && state.status === 'playing'; n++) {
      const before = { ...options.tally! };
      if (walking(state)) steps++;
      const usual = carefulAction(content, state, random.slice() as RandomState);
      const action = plannerAction(content, state, random, options)!;
      const futures = options.tally!.futures - before.futures;
      assert.ok(futures <= Math.max(options.iterations, options.width!), `${futures} futures for one decision`);
      if (state.phase === 'lara' && !state.pending && !state.move) {
        decisions++;
        if (!contested(level, state, content)) {
          quiet++;
          assert.equal(futures, 0, 'no search where no enemy is near and Lara is HIDDEN');
          assert.deepEqual(action, usual, 'an uncontested decision is the careful one');
        }
      }
      applyActionInPlace(content, state, action);
    }
  }
  // Decisions and the steps within a MOVE (moveSearch) are the only ones searched, each at most once.
  assert.ok(quiet > 0 && options.tally!.searches > 0 && options.tally!.searches < decisions + steps + 20);
});

test('the planner compares at most `width` legal candidates, the careful choice first, no two the same', () => {
  for (const seed of [1, 2, 3]) {
    const state = newGame(content, LEVELS[3]!, { seed });
    const legal = legalActions(content, state);
    const usual = carefulAction(content, state, seedRandom('c'))!;
    for (const width of [1, 3, 6]) {
      const choices = candidatesOf(legal, usual, width);
      assert.ok(choices.length <= width && choices.length >= 1);
      assert.deepEqual(choices[0], usual);
      const keys = choices.map((a) => JSON.stringify(a));
      assert.equal(new Set(keys).size, keys.length);
      const legalKeys = new Set(legal.map((a) => JSON.stringify(a)));
      for (const k of keys) assert.ok(legalKeys.has(k), `${k} is legal`);
    }
  }
});

// The planner (its module budget) against the random player, level by level: its 95% interval must
// lie wholly above the random player's. Each level alone but "the-sleeping-guard", which is played in its
// series (the next test): alone, Lara starts it with no weapon and no bot wins it (docs/analysis.md).
const IN_SERIES = new Set(['the-sleeping-guard']);
const PLANNER_GAMES: Record<string, number> = { 'rolling-stone-vault': 24 };
const RANDOM_GAMES = 100;
/** The random player's and the planner's wins on a level alone, played once for the two tests of the level. */
const played = new Map<string, { random: number; planner: number; games: number }>();
function versus(level: GameRef): { random: number; planner: number; games: number } {
  let found = played.get(level.id);
  if (!found) {
    let random = 0;
    for (let g = 0; g < RANDOM_GAMES; g++)
      if (playRandomGame(content, level, { seed: g }, `r${g}`, 3000).state.status === 'won') random++;
    const games = PLANNER_GAMES[level.id] ?? 8;
    let wins = 0;
    for (let g = 0; g < games; g++) if (play(planner(DEFAULT_PLANNER), level, g, 3000).status === 'won') wins++;
    played.set(level.id, (found = { random, planner: wins, games }));
  }
  return found;
}
// Careful in between (issue 20): its 95% interval wholly above the random player's, and its win rate not above
// the planner's interval. Only that on the upper side: the planner's few games here cannot separate the two where
// careful is strong (landfall 88%, icefall-ledge 92%); the benchmark's intervals do (docs/analysis.md).
const CAREFUL_GAMES: Record<string, number> = { 'rolling-stone-vault': 40 };
for (const level of LEVELS.filter((l) => !IN_SERIES.has(l.id))) {
  test(`the planner beats the random player on ${level.kind} "${level.id}"`, () => {
    const { random, planner: wins, games } = versus(level);
    const [low] = wilson(wins, games);
    const [, high] = wilson(random, RANDOM_GAMES);
    assert.ok(
      low > high,
      `planner ${wins}/${games} (from ${low.toFixed(3)}) vs random ${random}/${RANDOM_GAMES} (to ${high.toFixed(3)})`,
    );
  });
  test(`careful sits between the random player and the planner on ${level.kind} "${level.id}"`, () => {
    const { random, planner: wins, games } = versus(level);
    const carefulGames = CAREFUL_GAMES[level.id] ?? 30;
    let won = 0;
    for (let g = 0; g < carefulGames; g++) if (play(careful, level, g, 3000).status === 'won') won++;
    const [low] = wilson(won, carefulGames);
    const [, randomHigh] = wilson(random, RANDOM_GAMES);
    const [, plannerHigh] = wilson(wins, games);
    const figures = `careful ${won}/${carefulGames}, random ${random}/${RANDOM_GAMES}, planner ${wins}/${games}`;
    assert.ok(low > randomHigh, `careful from ${low.toFixed(3)} vs random to ${randomHigh.toFixed(3)}: ${figures}`);
    assert.ok(won / carefulGames <= plannerHigh, `careful above the planner's interval: ${figures}`);
  });
}

// The sleeping guard as the rulebook plays it and the analysis plays it by default (rule decision 143): in its
// series, landfall → the frozen stair → the sleeping guard, carrying everything; a win is the series cleared. The
// planner wins about 13% of series games (40 of 300 in the benchmark), random none (0 of 2,000): 30 planner games
// and 300 random ones (a game still going after 3,000 actions counts as not won) keep this to a few CPU seconds.
test('the planner beats the random player on chapter "the-sleeping-guard" played in its series', () => {
  const prepared = cocModule.prepare([pack]);
  const level = { kind: 'chapter', id: 'the-sleeping-guard' };
  assert.deepEqual(
    seriesByDefault(cocModule, prepared, level)?.map((l) => l.id),
    ['landfall', 'the-frozen-stair', 'the-sleeping-guard'],
  );
  const request = { level, seed: 'unit', series: true, maxActions: 3000 };
  const random = simulate(cocModule, prepared, { ...request, games: 300, bots: ['random'] });
  const planner = simulate(cocModule, prepared, { ...request, games: 30, bots: ['planner'] });
  assert.ok(
    planner.interval[0] > random.interval[1],
    `planner ${planner.wins}/30 (from ${planner.interval[0].toFixed(3)}) vs random ${random.wins}/300 (to ${random.interval[1].toFixed(3)})`,
  );
});

// Each turned sacrifice discards an Event Card (the run-out comes sooner): careful turns on a MOVE only
// what the next waypoint lacks, and the planner searches the sacrifices decisions (fifth session).
test('careful turns no sacrifice on a MOVE that already reaches its waypoint; the planner searches sacrifices', () => {
  const ref = { kind: 'chapter', id: 'the-frozen-stair' } as const;
  const level = levelOf(content, ref);
  let spared = 0;
  let searched = 0;
  for (let g = 0; g < 4; g++) {
    const state = newGame(content, ref, { seed: g });
    const random = seedRandom(`bot ${g}`);
    for (let n = 0; n < 3000 && state.status === 'playing'; n++) {
      const pending = state.pending;
      const options: PlannerOptions = { ...DEFAULT_PLANNER, tally: { searches: 0, futures: 0 } };
      const usual = carefulAction(content, state, random.slice() as RandomState);
      const action = plannerAction(content, state, random, options)!;
      if (pending?.kind === 'sacrifices' && state.roll?.for === 'move') {
        const plan = planRoute(level, state, rulesContent(pack));
        const points = state.roll.dice + successes(state.roll.results, 0) + state.roll.extra;
        if (plan.first && plan.firstDistance <= points) {
          assert.deepEqual(usual, { type: 'convertSacrifices', count: 0 }, 'the dice alone reach the waypoint');
          spared++;
        }
      }
      if (pending?.kind === 'sacrifices') searched += options.tally!.futures > 0 ? 1 : 0;
      applyActionInPlace(content, state, action);
    }
  }
  assert.ok(spared > 0 && searched > 0, `${spared} sacrifices spared, ${searched} searched`);
});

// Careful's steps within a MOVE are chosen from the steps only (bot-careful.ts walkingActions: the legal
// list up to endMove), which must give the very choice the whole legal list gives.
test("careful's step within a MOVE from the steps only is its choice from the whole legal list", () => {
  let steps = 0;
  for (const level of [LEVELS[0]!, LEVELS[1]!]) {
    const state = newGame(content, level, { seed: 3 });
    const random = seedRandom('walk');
    for (let n = 0; n < 1500 && state.status === 'playing'; n++) {
      if (walking(state)) {
        const full = legalActions(content, state);
        const short = walkingActions(content, state);
        assert.deepEqual(short, full.slice(0, short.length), 'the steps are the legal list up to endMove');
        const a = carefulAction(content, state, random.slice() as RandomState, full);
        const b = carefulAction(content, state, random.slice() as RandomState);
        assert.deepEqual(b, a);
        steps++;
      }
      applyActionInPlace(content, state, carefulAction(content, state, random)!);
    }
  }
  assert.ok(steps > 10, `${steps} steps compared`);
});

// Where a MOVE ends (sixth session): with `moveSearch`, a contested step within a MOVE compares careful's
// step with ending the move there and the other steps; an uncontested one is careful's, with no future.
test('the planner searches the steps of a contested MOVE, and only with moveSearch', () => {
  const ref = { kind: 'chapter', id: 'the-frozen-stair' } as const;
  const level = levelOf(content, ref);
  for (const moveSearch of [true, false]) {
    let searched = 0;
    let stoppedEarly = 0;
    // With moveSearch, games until one ends a MOVE early (at most 8: which games do depends on careful's
    // rules of thumb, which the futures play; seeds 0-2 stopped showing one when careful learnt the
    // guarded exit); without, 3 games that must search nothing.
    for (let g = 0; g < (moveSearch ? 8 : 3) && !(moveSearch && stoppedEarly > 0); g++) {
      const state = newGame(content, ref, { seed: g });
      const random = seedRandom(`bot ${g}`);
      for (let n = 0; n < 3000 && state.status === 'playing'; n++) {
        const options: PlannerOptions = { ...DEFAULT_PLANNER, moveSearch, tally: { searches: 0, futures: 0 } };
        const step = walking(state);
        const usual = carefulAction(content, state, random.slice() as RandomState);
        const action = plannerAction(content, state, random, options)!;
        if (step) {
          const futures = options.tally!.futures;
          assert.ok(futures <= Math.max(options.iterations, options.width!), `${futures} futures for one step`);
          if (!moveSearch || state.move!.passing || !contested(level, state, content)) {
            assert.equal(futures, 0);
            assert.deepEqual(action, usual);
          }
          if (futures > 0) searched++;
          if (action.type === 'endMove' && usual?.type !== 'endMove') stoppedEarly++;
        }
        applyActionInPlace(content, state, action);
      }
    }
    if (moveSearch)
      assert.ok(searched > 0 && stoppedEarly > 0, `${searched} steps searched, ${stoppedEarly} ended early`);
    else assert.equal(searched, 0);
  }
});

// A boss the level requires (issue 20: the-sleeping-guard's Polemarch, whose defeat opens the gold doors to
// the exit): it is a waypoint of the route, priced by its health, careful strikes it from beside it with
// every die when the strike is worth it, and the planner's candidates include the strike (bot-boss.ts).
test('the bots go for a required boss: a route waypoint, a strike from beside it, a planner candidate', () => {
  const ref = { kind: 'chapter', id: 'the-sleeping-guard' } as const;
  const level = levelOf(content, ref);
  const state = newGame(content, ref, { seed: 1 });
  const boss = state.enemies.find((e) => content.figures.get(e.type)?.boss)!;
  assert.ok(boss && state.phase === 'lara' && !state.pending && state.lara.diceLeft >= 5);
  // Both artifacts in hand: the gold doors open only once the boss is defeated, so the route goes by it.
  state.artifacts = state.artifacts.map(() => false);
  const plan = planRoute(level, state, content);
  assert.equal(plan.first?.kind, 'boss');
  assert.ok(plan.cost < 200, `a route through the boss to the exit (${plan.cost})`);
  const hurt = structuredClone(state);
  hurt.enemies.find((e) => e.id === boss.id)!.health -= 4;
  assert.equal(planRoute(level, hurt, content).cost, plan.cost - 4 * BOSS_HEALTH, 'each point of damage counts');
  // Beside the boss, on its elevation, with every die: careful strikes it with them all.
  state.lara.at = { x: boss.at.x - 1, y: boss.at.y };
  const legal = legalActions(content, state);
  const strike = { type: 'melee', dice: state.lara.diceLeft, target: boss.at };
  assert.deepEqual(carefulAction(content, state, seedRandom('boss')), strike);
  assert.ok(candidatesOf(legal, legal[0], 3, bossAttacks(legal, boss)).some((a) => a.type === 'melee'));
  // Two dice would deal 1 damage at best after his armour: not worth ending the phase for.
  state.lara.diceLeft = 2;
  assert.notEqual(carefulAction(content, state, seedRandom('boss'))?.type, 'melee');
});
