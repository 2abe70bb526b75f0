// The CCG fifth speed pass's shortcuts against the plain way they replace (docs/engine-performance.md,
// "CCG fifth pass"): the generator read by index and the shuffle's swap without destructuring, and
// usableExits from side bits without spot objects, mayRemoveObstacle without a sorted list, and the random
// player's kept treasure room spot, over many seeds and every state of random games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextUint32, randomInt, seedRandom, shuffle, type RandomState } from '../../src/engine/core/random.ts';
import { cardOf, type Effect } from '../../src/engine/ccg/content.ts';
import { mayRemoveObstacle, removableObstacle } from '../../src/engine/ccg/card-effects.ts';
import { playEffectList, playEffects } from '../../src/engine/ccg/raider-stats.ts';
import type { ReachCache } from '../../src/engine/ccg/map-reach.ts';
import { exitsOf, inMap, placedAt, stepFrom, usableExits } from '../../src/engine/ccg/map.ts';
import { treasureRoomSpot } from '../../src/engine/ccg/random-player.ts';
import type { CcgState } from '../../src/engine/ccg/types.ts';
import { ctxOf, eachState, baseContent } from './ccg-helpers.ts';

/** The generator step as it was written before (array destructuring). */
function plainNext(state: RandomState): number {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
  return t >>> 0;
}

function plainInt(state: RandomState, n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const r = plainNext(state);
    if (r < limit) return r % n;
  }
}

function plainShuffle<T>(state: RandomState, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = plainInt(state, i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

test('the generator and the shuffle give the numbers and orders they gave before', () => {
  for (let seed = 0; seed < 200; seed++) {
    const fast = seedRandom(`gen ${seed}`);
    const plain = [...fast] as RandomState;
    for (let i = 0; i < 200; i++) assert.equal(nextUint32(fast), plainNext(plain));
    const n = 1 + (seed % 60);
    const list = Array.from({ length: n }, (_, i) => `card-${i}`);
    assert.deepEqual(shuffle(fast, list.slice()), plainShuffle(plain, list.slice()), `seed ${seed}`);
    assert.deepEqual(fast, plain);
    for (const k of [2, 6, 7, 1000, 123457]) assert.equal(randomInt(fast, k), plainInt(plain, k));
  }
});

test('usableExits equals exitsOf filtered by inMap(stepFrom) at every spot of every state of random games on every level', () => {
  const content = baseContent;
  let checked = 0;
  const check = (state: CcgState) => {
    const ctx = ctxOf(content, state);
    for (let column = 0; column <= ctx.level.width + 1; column++)
      for (let depth = 0; depth <= ctx.level.depth + 1; depth++) {
        const spot = { column, depth };
        const placed = placedAt(state, spot);
        const plain = placed ? exitsOf(ctx, placed).filter((s) => inMap(ctx, stepFrom(spot, s))) : [];
        assert.deepEqual(usableExits(ctx, spot), plain);
        checked++;
      }
  };
  let n = 0;
  eachState(
    'exits',
    300,
    (after) => {
      if (++n % 5 === 0) check(after);
    },
    { newGame: () => (n = 0) },
  );
  assert.ok(checked > 10_000, `${checked} spots checked`);
});

test('mayRemoveObstacle agrees with removableObstacle for every removeObstacle card, raider and state of random games', () => {
  const content = baseContent;
  const removers = [...content.cards.values()].flatMap((c) => c.effects.filter((e) => e.type === 'removeObstacle'));
  const variants = [
    ...removers,
    { type: 'removeObstacle' },
    { type: 'removeObstacle', obstacleType: 'creature' },
    { type: 'removeObstacle', obstacleType: 'trap', maxDanger: 2 },
    { type: 'removeObstacle', maxDanger: 0 },
  ] as Effect[];
  let yes = 0;
  let no = 0;
  eachState('remove', 300, (state) => {
    const ctx = ctxOf(content, state);
    for (const r of state.raiders)
      for (const e of variants) {
        const plain = removableObstacle(ctx, r, e) !== undefined;
        assert.equal(mayRemoveObstacle(ctx, r, e), plain);
        if (plain) yes++;
        else no++;
      }
  });
  assert.ok(yes > 500 && no > 500, `${yes} with, ${no} without`);
});

test("the random player's kept treasure room spot is the first treasure room card on the map, in every state of random games", () => {
  const content = baseContent;
  let found = 0;
  let placedLater = 0;
  let reach: ReachCache = {};
  let before: unknown = null;
  eachState(
    'room',
    600,
    (state) => {
      const plain = state.map.find((p) => cardOf(content, p.card).treasureRoom)?.spot;
      assert.deepEqual(treasureRoomSpot({ state, content, reach }), plain);
      if (plain) found++;
      if (plain && before === undefined) placedLater++;
      before = plain;
    },
    {
      seeds: 3,
      newGame: () => {
        reach = {};
        before = null;
      },
    },
  );
  assert.ok(
    found > 100 && placedLater > 3,
    `${found} states with a room, ${placedLater} games where it was placed during play`,
  );
});

test('playEffectList is playEffects without the card, in the same order, for every raider of every state of random games', () => {
  const content = baseContent;
  let withItems = 0;
  eachState('effects', 400, (state) => {
    for (const r of state.raiders) {
      const plain = playEffects(content, r).map((e) => e.effect);
      assert.deepEqual(playEffectList(content, r), plain);
      if (r.saved.length + r.unsaved.length) withItems++;
    }
  });
  assert.ok(withItems > 200, `${withItems} raiders with cards in play`);
});
