// What a seat sees of an Angel of Darkness game (the module's `view`, rule decision 320), the words of
// its actions and events. The property: over every state of seeded bot games with 2, 3 and 4 players,
// a seat's view is the same whatever the hidden things are (the other hands, the draw piles' cards and
// order, the closed tiles' faces, the counters' piles, the generator): so no view can leak them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { aodModule, type AodAction, type AodState } from '../../src/engine/aod/index.ts';
import { cloneState } from '../../src/engine/aod/game.ts';
import { seedRandom, shuffle, type RandomState } from '../../src/engine/core/random.ts';
import { botGame, game, MUSEUM } from './aod-helpers.ts';

/** The same game with everything `seat` cannot see dealt again at random (the sizes kept). */
function rehide(s: AodState, seat: string, random: RandomState): AodState {
  const t = cloneState(s);
  const others = t.figures.filter((f) => f.character !== seat || s.status === 'over');
  if (s.status !== 'over') {
    // Other hands and the draw piles: pooled, shuffled and dealt back in the same sizes (sorts may change).
    const pool = shuffle(random, [...others.flatMap((f) => f.hand), ...Object.values(t.piles).flatMap((p) => p.draw)]);
    for (const f of others) f.hand = pool.splice(0, f.hand.length);
    for (const p of Object.values(t.piles)) p.draw = pool.splice(0, p.draw.length);
  }
  const closed = t.cells.filter((c) => c && !c.open);
  const faces = shuffle(
    random,
    closed.map((c) => c!.piece),
  );
  closed.forEach((c, i) => {
    c!.piece = faces[i]!;
  });
  t.discoveryPile = shuffle(random, t.discoveryPile);
  const large = t.objectPile.at(-1);
  t.objectPile = [...shuffle(random, t.objectPile.slice(0, -1)), ...(large ? [large] : [])];
  t.random = seedRandom(`other-${JSON.stringify(s.random)}`);
  return t;
}

const view = (s: AodState, seat: string | undefined) => game.view!(s, seat);

test('a seat sees the same view whatever it cannot see, in every state of bot games (2, 3, 4 players)', () => {
  const random = seedRandom('rehide');
  let checked = 0;
  for (const players of [2, 3, 4])
    for (const seed of [1, 2])
      botGame(seed, players, players === 3 ? 'careful' : 'random', 4, (s) => {
        for (const f of s.figures) {
          const hidden = rehide(s, f.character, random);
          assert.deepEqual(view(hidden, f.character), view(s, f.character), `seat ${f.character} sees hidden things`);
          checked++;
        }
        assert.deepEqual(
          view(rehide(s, '', random), undefined),
          view(s, undefined),
          'the table view shows hidden things',
        );
      });
  assert.ok(checked > 500, `only ${checked} views checked`);
});

test('a seat sees its own cards, only counts of the others, and no card copy of another hand', () => {
  const { state } = game.newGame(MUSEUM, { seed: 3, players: 4 });
  for (const f of state.figures) {
    const v = view(state, f.character) as {
      figures: { character: string; hand: { id: string }[] | null; handSize: number }[];
    };
    const json = JSON.stringify(v);
    for (const g of v.figures) {
      assert.equal(g.handSize, 3);
      if (g.character === f.character)
        assert.deepEqual(
          g.hand!.map((c) => c.id),
          f.hand,
        );
      else assert.equal(g.hand, null);
    }
    for (const other of state.figures.filter((g) => g !== f))
      for (const card of other.hand) assert.ok(!json.includes(`"${card}"`), `${card} leaks`);
    assert.ok(!json.includes('random'), 'the generator is shown');
  }
});

test('closed tiles show only their backs; open tiles their walls as turned', () => {
  const s = cloneState(game.newGame(MUSEUM, { seed: 5, players: 2 }).state);
  s.cells[0] = { piece: 'corridor-corner#1', open: true, rotation: 90 };
  const v = view(s, 'lara') as { cells: Record<string, unknown>[] };
  assert.deepEqual(v.cells[0], {
    open: true,
    tile: 'corridor-corner',
    name: 'Corner corridor',
    rotation: 90,
    walls: ['E', 'S'],
    reload: null,
    torch: false,
  });
  assert.deepEqual(v.cells[1], { open: false });
});

test('events say only what the table sees: never which cards a hand holds', () => {
  const names = /\b(Energy|Ammo|Life) \d/;
  for (const players of [2, 4]) {
    const start = game.newGame(MUSEUM, { seed: 7, players, roundLimit: 5 });
    for (const e of start.events) assert.ok(!names.test(game.describeEvent(e)), game.describeEvent(e));
    botGame(7, players, 'careful', 5, (s, a) => {
      for (const e of game.applyAction(s, a).events)
        assert.ok(!names.test(game.describeEvent(e)), game.describeEvent(e));
    });
  }
});

test('every legal action has its own words, in the rulebook’s vocabulary, never ids', () => {
  let seen = 0;
  botGame(11, 4, 'careful', 5, (s) => {
    const legal = game.legalActions(s);
    const words = legal.map((a) => game.describeAction!(s, a));
    assert.equal(new Set(words).size, words.length, `two actions share words: ${words.join(' | ')}`);
    for (const w of words) assert.doesNotMatch(w, /[#{}]|undefined|\bN\b|\bS\b/, w);
    seen += words.length;
  });
  assert.ok(seen > 100);
  const s = game.newGame(MUSEUM, { seed: 1, players: 2 }).state;
  const say = (a: AodAction) => game.describeAction!(s, a);
  assert.equal(say({ type: 'reload', sort: 'life' }), 'Take a life card');
  assert.equal(say({ type: 'move', direction: 'N' }), 'Move north');
  assert.equal(say({ type: 'open', at: { x: 2, y: 4 } }), 'Open the tile to the north');
  assert.equal(say({ type: 'endTurn' }), 'Pass');
});

test('seats and the actor: the characters in turn order, the one to act', () => {
  const s = game.newGame(MUSEUM, { seed: 1, players: 4 }).state;
  assert.deepEqual(game.seats!(s), [
    { id: 'lara', name: 'Lara Croft' },
    { id: 'pieter', name: 'Pieter van Eckhardt' },
    { id: 'kurtis', name: 'Kurtis Trent' },
    { id: 'joachim', name: 'Joachim Karel' },
  ]);
  assert.equal(game.actor!(s), 'lara');
  assert.equal(aodModule.prepare([]).levels().length, 0);
});
