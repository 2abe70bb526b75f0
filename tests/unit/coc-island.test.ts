// The Island Campaign (mode campaign): the board's geometry and the compass walk, the setup, Lara's
// island move and its Event Card cost, the Natla-Pins' move, levels one after another with Lara's
// state carried, Tomb Tokens, the crypt with a boss from the Boss Deck, the campaign's invasion,
// the map cards' effects, death, and save/resume as JSON.
// `finish` ends the level being played by putting Lara on its exit with every objective met (the
// state is JSON; this test drives the island, the levels themselves have their own tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, legalActions, newGame, replay, stateDigest, gameLog } from '../../src/engine/coc/game.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { compassWalk, distancesTo, islandBoard } from '../../src/engine/coc/island-board.ts';
import { runOut } from '../../src/engine/coc/event-deck.ts';
import { resume } from '../../src/engine/coc/resume.ts';
import { pick, seedRandom } from '../../src/engine/core/random.ts';
import { invariantProblems } from './coc-invariants.ts';
import type { CocAction, CocState, NewGameOptions, Setup } from '../../src/engine/coc/types.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
const board = islandBoard(content, 'kairos');
const KAIROS = { kind: 'islandBoard' as const, id: 'kairos' };

const start = (options: Partial<NewGameOptions> = {}, island?: Setup['island']) =>
  newGame(content, KAIROS, {
    seed: 1,
    mode: 'campaign',
    islandStart: 'j3',
    ...options,
    ...(island ? { setup: { ...options.setup, island } } : {}),
  });
const act = (s: CocState, a: CocAction) => applyAction(content, s, a).state;
const legal = (s: CocState) => legalActions(content, s);

/** Lara on the exit with the level's objectives met and no enemy left, then `exit`. */
function finish(s: CocState): CocState {
  const copy = JSON.parse(JSON.stringify(s)) as CocState;
  const level = levelOf(content, copy.level);
  Object.assign(copy, {
    phase: 'lara',
    move: null,
    pending: null,
    searched: true,
    researched: true,
    enemies: [],
    artifacts: copy.artifacts.map(() => false),
  });
  copy.lara.at = { ...level.exit! };
  return act(copy, { type: 'exit' });
}

test('the board: paths are listed on both spaces, and the compass walk turns clockwise where no path leaves', () => {
  for (const s of board.spaces.values())
    s.paths.forEach((to, d) => {
      if (to === undefined) return;
      assert.equal(board.spaces.get(to)!.paths[((d + 2) % 6) + 1], s.id, `${s.id} ${d} → ${to} and back`);
    });
  // From j1 a 5 finds no path at 5, 6 or 1 and leaves by 2 (m1); m1 goes on by 2 (m2); m2 has no 2 and turns to 3 (t2).
  assert.deepEqual(compassWalk(board, 'j1', 5, 3), ['m1', 'm2', 't2']);
  // The turned direction is kept: from t6 a 1 turns to 5 (m5), where 5 turns to 6 (j6).
  assert.deepEqual(compassWalk(board, 't6', 1, 2), ['m5', 'j6']);
  // The walk may come back: from d4 a 1 leaves by 2 (d5), whose first path clockwise from 2 is 5, back to d4 (an
  // entering pin stops there, with Lara).
  assert.deepEqual(compassWalk(board, 'd4', 1, 3), ['d5', 'd4', 'd3']);
  assert.equal(distancesTo(board, 'j1').get('t6'), 6);
});

test('setup: the start is asked among the six jungle spaces, the first Natla-Pin lands 2+ spaces away, tokens hide the MAP and the KEY', () => {
  const s = newGame(content, KAIROS, { seed: 7, mode: 'campaign' });
  assert.equal(s.pending?.kind, 'islandStart');
  assert.deepEqual(
    legal(s).map((a) => (a as { space: string }).space),
    ['j1', 'j2', 'j3', 'j4', 'j5', 'j6'],
  );
  assert.deepEqual(s.level, { kind: 'location', id: 'strangler-fig-crossing' }, 'the first level is a Jungle card');
  assert.deepEqual(
    s.inventory.weapons.map((w) => w.id),
    ['dual-pistols'],
  );
  assert.deepEqual(
    [s.inventory.outfits, s.inventory.abilities, s.inventory.research, s.inventory.resources],
    [[], [], [], []],
  );
  const maps = new Set(base.items.filter((i) => i.kind === 'research' && i.researchType === 'map').map((i) => i.id));
  assert.equal(
    s.decks.research.filter((c) => maps.has(c.replace(/#\d+$/, ''))).length,
    10,
    'the ten maps are in the Research Deck',
  );
  const tokens = Object.entries(s.campaign!.tokens);
  assert.equal(tokens.length, 6);
  assert.ok(tokens.every(([space]) => board.spaces.get(space)!.type === 'tomb'));
  assert.deepEqual(tokens.map(([, t]) => t).sort(), [
    'healing-spring',
    'key',
    'map',
    'old-journal',
    'relic-shard',
    'supply-cache',
  ]);
  assert.throws(() => act(s, { type: 'islandStart', space: 'm1' }), /cannot start on m1/);
  assert.throws(() => act(s, { type: 'move', dice: 1 }), /decision is pending/);
  const started = act(s, { type: 'islandStart', space: 'j6' });
  assert.equal(started.campaign!.lara, 'j6');
  assert.equal(started.campaign!.pins.length, 1);
  assert.equal(started.natlaPins, 1);
  for (let seed = 0; seed < 60; seed++) {
    for (const space of ['j1', 'j4', 'j6']) {
      const g = newGame(content, KAIROS, { seed, mode: 'campaign', islandStart: space });
      const pin = g.campaign!.pins[0]!;
      assert.ok(distancesTo(board, space).get(pin)! >= 2, `seed ${seed}: the pin on ${pin} is not next to ${space}`);
    }
  }
  assert.equal(JSON.stringify(JSON.parse(JSON.stringify(started))), JSON.stringify(started), 'the state is plain JSON');
});

test("Lara's island move: to the first uncleared space along any path, one Event Card per cleared space passed", () => {
  const s = start({}, { lara: 'j3', pins: ['t6'], cleared: ['j1'] });
  const done = finish(s);
  assert.equal(done.pending?.kind, 'islandMove');
  assert.ok(done.campaign!.cleared.includes('j3'), 'the Cleared Token is on the space');
  const moves = legal(done)
    .filter((a) => a.type === 'islandMove')
    .map((a) => (a as { to: string }).to)
    .sort();
  assert.deepEqual(moves, ['j2', 'j5', 'm1', 't1'], 'j2 only through the cleared j1');
  const before = done.eventCardsDiscarded;
  const far = act(done, { type: 'islandMove', to: 'j2' });
  assert.equal(far.eventCardsDiscarded, before + 1, 'passing j1 costs one Event Card');
  assert.equal(far.campaign!.lara, 'j2');
  const near = act(done, { type: 'islandMove', to: 't1' });
  assert.equal(near.eventCardsDiscarded, before, 'a neighbour costs nothing');
  assert.throws(() => act(done, { type: 'islandMove', to: 'j6' }), /cannot move to j6/);
  // Then the Natla-Pin steps towards her and the space's level begins: a tomb card for t1.
  assert.equal(near.campaign!.stage, 'level');
  assert.deepEqual(near.level, { kind: 'location', id: 'rolling-stone-vault' });
  assert.equal(near.campaign!.pins[0], 'm5', 't6 → m5 is one step closer to t1 (4 away by m5, 5 by t5)');
  assert.equal(near.phase, 'lara');
  assert.equal(near.round, 1);
});

test('Natla-Pins: one step closer each, on past cleared and occupied spaces, joining Lara when they reach her, the player choosing between equal paths', () => {
  // Lara clears j3 and goes to m1. The pin on d1 is 3 away by j5 or by j2: the player chooses.
  const s = start({}, { lara: 'j3', pins: ['d1', 'j1'], cleared: ['j2'] });
  const moved = act(finish(s), { type: 'islandMove', to: 'm1' });
  assert.deepEqual(moved.pending, { kind: 'natlaPath', pin: 0, options: ['j5', 'j2'] });
  assert.deepEqual(legal(moved), [
    { type: 'moveNatlaPin', to: 'j5' },
    { type: 'moveNatlaPin', to: 'j2' },
  ]);
  assert.throws(() => act(moved, { type: 'moveNatlaPin', to: 'j4' }), /shortest path/);
  // By j5 it stops there (uncleared, free); the pin on j1 steps onto m1 and joins Lara.
  const byJ5 = act(moved, { type: 'moveNatlaPin', to: 'j5' });
  assert.deepEqual(byJ5.campaign!.pins, ['j5', 'm1']);
  // By j2 (cleared) it goes on to j1 (the other pin's), and on to m1: both join her.
  const byJ2 = act(moved, { type: 'moveNatlaPin', to: 'j2' });
  assert.deepEqual(byJ2.campaign!.pins, ['m1', 'm1']);
  assert.equal(byJ2.invaded, true, 'a pin on her space: the level is INVADED');
  assert.deepEqual(byJ2.level, { kind: 'location', id: 'icefall-ledge' });
  assert.equal(byJ2.natlaPins, 2);
  // Completing the INVADED level sends the pins on her space away.
  const after = finish(byJ2);
  assert.deepEqual(after.campaign!.pins, []);
  assert.equal(after.natlaPins, 0);
  assert.equal(after.invaded, false);
});

test("the campaign's invasion: a run-out brings a pin from Lara's space by the Enemy Die; reaching her makes the level INVADED midway; with 8 out, 2 damage", () => {
  const s = start({}, { lara: 'd4', pins: [], cleared: [] });
  // From d4 every walk of 3 spaces by the compass: some come back to t6 (a dead end), others stop elsewhere.
  const ends = new Set<string>();
  let invadedOnce = false;
  for (let seed = 0; seed < 40; seed++) {
    const g = JSON.parse(JSON.stringify(s)) as CocState;
    g.random = newGame(content, KAIROS, { seed, mode: 'campaign', islandStart: 'j1' }).random;
    const events: never[] = [];
    runOut(g, events);
    assert.equal(g.campaign!.arriving, 1);
    resume({ level: levelOf(content, g.level), state: g, content, events });
    assert.equal(g.campaign!.arriving, 0);
    assert.equal(g.campaign!.pins.length, 1);
    assert.equal(g.natlaPins, 1);
    ends.add(g.campaign!.pins[0]!);
    if (g.campaign!.pins[0] === 'd4') {
      assert.equal(g.invaded, true);
      invadedOnce = true;
    } else assert.equal(g.invaded, false);
  }
  assert.ok(invadedOnce && ends.size > 1, `ends: ${[...ends].join(', ')}`);
  const full = start({}, { lara: 't6', pins: ['j1', 'j2', 'j3', 'j4', 'j5', 'm1', 'm2', 'm3'] });
  const events: { text: string }[] = [];
  const health = full.lara.health;
  const copy = JSON.parse(JSON.stringify(full)) as CocState;
  copy.phase = 'event';
  runOut(copy, events as never[]);
  assert.equal(copy.lara.health, health - 2, 'no DODGE is offered');
  assert.equal(copy.pending, null);
  assert.equal(copy.campaign!.arriving, 0);
});

test('Tomb Tokens: clearing a tomb collects its token; with the MAP and the KEY the crypt comes at once with a boss from the Boss Deck', () => {
  const s = start(
    {},
    { lara: 't1', pins: ['t6'], cleared: ['j3'], tokens: { t1: 'map', t2: 'key', t3: 'supply-cache' }, found: [] },
  );
  const g = finish(s);
  assert.deepEqual(g.campaign!.found, ['map']);
  assert.ok(!('t1' in g.campaign!.tokens));
  assert.equal(g.pending?.kind, 'islandMove');
  // The supply cache's reward: 2 random resources on top of the location's.
  const t3 = finish(start({}, { lara: 't3', pins: ['t6'], tokens: { t3: 'supply-cache' } }));
  const vaultOnly = finish(start({}, { lara: 't3', pins: ['t6'], tokens: {} }));
  assert.equal(t3.inventory.resources.length, vaultOnly.inventory.resources.length + 2);
  const last = finish(start({}, { lara: 't2', pins: ['t6'], tokens: { t2: 'key' }, found: ['map'] }));
  assert.equal(last.pending, null);
  assert.deepEqual(last.level, { kind: 'crypt', id: 'chamber-of-hours' });
  assert.equal(last.crypt, true);
  assert.equal(last.invaded, true, 'the crypt is INVADED');
  const boss = last.enemies.find((e) => content.figures.get(e.type)?.boss);
  assert.ok(boss, 'a boss from the Boss Deck stands on the crypt');
  assert.equal(last.campaign!.boss, boss!.type);
  assert.ok(!last.campaign!.bosses.includes(boss!.type));
});

test('a boss level draws the top boss, which goes under the Boss Deck once the level is complete', () => {
  const s = start({}, { lara: 'j5', pins: ['t6'], cleared: ['j3'] });
  const g = act(finish(s), { type: 'islandMove', to: 'd2' });
  assert.deepEqual(g.level, { kind: 'location', id: 'sinking-court' });
  const boss = g.campaign!.boss!;
  assert.ok(boss);
  assert.ok(g.enemies.some((e) => e.type === boss));
  const after = finish(g);
  assert.equal(after.campaign!.bosses.at(-1), boss);
  assert.equal(after.campaign!.boss, null);
});

test('map cards: to any tomb, to a cleared space and a free step, skip a space, reveal a Tomb Token — played before the move from their data', () => {
  const withMaps = (research: string[]) =>
    start(
      { setup: { inventory: { weapons: [{ id: 'dual-pistols' }], research } } },
      { lara: 'j3', pins: ['t6'], cleared: ['j1', 'j2', 'd1'], tokens: { t4: 'map', t5: 'key' } },
    );
  let g = finish(withMaps(['move-to-any-tomb', 'reveal-tomb-token', 'skip-a-space', 'move-to-any-cleared-space']));
  const maps = legal(g)
    .filter((a) => a.type === 'useResearch')
    .map((a) => (a as { card: string }).card);
  assert.deepEqual(maps.sort(), ['move-to-any-cleared-space', 'move-to-any-tomb', 'reveal-tomb-token', 'skip-a-space']);
  // Reveal: the token is seen, not collected.
  const r = act(g, { type: 'useResearch', card: 'reveal-tomb-token' });
  assert.equal(r.pending?.kind, 'revealTombToken');
  assert.deepEqual(legal(r), [
    { type: 'revealTombToken', space: 't4' },
    { type: 'revealTombToken', space: 't5' },
  ]);
  const rv = act(r, { type: 'revealTombToken', space: 't5' });
  assert.deepEqual(rv.campaign!.revealed, ['t5']);
  assert.equal(rv.campaign!.tokens.t5, 'key');
  assert.equal(rv.pending?.kind, 'islandMove', 'then the move');
  assert.ok(rv.decks.researchDiscard.includes('reveal-tomb-token'));
  // To any tomb: straight to t5, however far.
  const t = act(rv, { type: 'useResearch', card: 'move-to-any-tomb' });
  assert.deepEqual(t.pending, { kind: 'islandMove', by: 'anyTomb' });
  const atTomb = act(t, { type: 'islandMove', to: 't5' });
  assert.equal(atTomb.campaign!.lara, 't5');
  assert.equal(atTomb.eventCardsDiscarded, rv.eventCardsDiscarded, 'nothing to pay');
  assert.deepEqual(atTomb.level, { kind: 'location', id: 'rolling-stone-vault' });
  // To a cleared space then one step: d1 then d2 (uncleared) — the move is over.
  const c = act(g, { type: 'useResearch', card: 'move-to-any-cleared-space' });
  assert.deepEqual(c.pending, { kind: 'islandMove', by: 'anyClearedSpace', then: 1, free: true });
  assert.deepEqual(
    legal(c)
      .map((a) => (a as { to: string }).to)
      .sort(),
    ['d1', 'j1', 'j2'],
  );
  const onD1 = act(c, { type: 'islandMove', to: 'd1' });
  assert.deepEqual(onD1.pending, { kind: 'islandMove', by: 'steps', steps: 1, free: true });
  const stepped = act(onD1, { type: 'islandMove', to: 'j5' });
  assert.equal(stepped.campaign!.lara, 'j5');
  assert.equal(stepped.campaign!.stage, 'level');
  // Skip a space: past the uncleared j5 to t3 (j5 → t3 by path 3).
  const k = act(g, { type: 'useResearch', card: 'skip-a-space' });
  assert.equal(k.campaign!.skips, 1);
  const dest = legal(k)
    .filter((a) => a.type === 'islandMove')
    .map((a) => (a as { to: string }).to);
  assert.ok(
    dest.includes('t3') && dest.includes('d2') && !legal(g).some((a) => a.type === 'islandMove' && a.to === 't3'),
  );
  g = act(k, { type: 'islandMove', to: 't3' });
  assert.equal(g.campaign!.lara, 't3');
  assert.equal(g.campaign!.skips, 0);
});

test('a death in the campaign costs a Lara Die, as in a series', () => {
  const s = JSON.parse(
    JSON.stringify(start({}, { lara: 't6', pins: ['j1', 'j2', 'j4', 'j5', 'j6', 'm1', 'm2', 'm3'] })),
  ) as CocState;
  s.lara.health = 2;
  runOut(s, []);
  assert.equal(s.status, 'playing');
  assert.equal(s.lara.dice, 5);
  assert.equal(s.lara.health, s.lara.maxHealth);
});

test('a campaign saved as JSON between levels loads and plays on to the same digest; its log replays from the board', () => {
  let s = newGame(content, KAIROS, { seed: 3, mode: 'campaign' });
  s = act(s, legal(s)[2]!);
  // Play on with the first legal action each time, well into the first level.
  for (let i = 0; i < 40 && s.status === 'playing'; i++) s = act(s, legal(s)[0]!);
  const loaded = JSON.parse(JSON.stringify(s)) as CocState;
  let a = s;
  let b = loaded;
  for (let i = 0; i < 40 && a.status === 'playing'; i++) {
    const action = legal(a)[legal(a).length - 1]!;
    a = act(a, action);
    b = act(b, action);
  }
  assert.equal(stateDigest(a), stateDigest(b));
  const log = gameLog(a, { seed: 3, mode: 'campaign' });
  assert.deepEqual(log.level, KAIROS);
  assert.equal(stateDigest(replay(content, log).state), stateDigest(a));
});

test('whole campaigns with random island decisions (every level won at once) keep the invariants and all reach the crypt', () => {
  let levels = 0;
  let paid = 0;
  let arrivals = 0;
  let maps = 0;
  for (let g = 0; g < 40; g++) {
    const player = seedRandom(`island player ${g}`);
    let s = newGame(content, KAIROS, { seed: `island ${g}`, mode: 'campaign' });
    for (let n = 0; n < 2000 && s.status === 'playing' && s.level.kind !== 'crypt'; n++) {
      const before = s;
      if (s.campaign!.stage === 'level' && !s.pending) {
        s = finish(s);
        levels++;
      } else {
        const action = pick(player, legal(s));
        if (action.type === 'useResearch') maps++;
        s = act(s, action);
      }
      paid += s.eventCardsDiscarded - before.eventCardsDiscarded;
      arrivals += Math.max(0, s.campaign!.pins.length - before.campaign!.pins.length);
      assert.deepEqual(invariantProblems(base, content, s), [], `campaign ${g} at ${n}`);
    }
    assert.equal(s.status, 'playing');
    assert.equal(
      s.level.kind,
      'crypt',
      `campaign ${g} reached the crypt (${s.campaign!.cleared.length} spaces cleared)`,
    );
    assert.equal(s.campaign!.found.filter((t) => t === 'map' || t === 'key').length, 2);
  }
  assert.ok(
    paid > 0 && arrivals > 0 && maps > 0,
    `Event Cards paid ${paid}, pins arrived ${arrivals}, maps played ${maps}`,
  );
  console.log(
    `island campaigns: ${levels} levels for 40 campaigns, ${paid} Event Cards paid on the island, ${arrivals} pins arrived or moved in, ${maps} maps played`,
  );
});
