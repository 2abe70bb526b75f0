// The Crypt of Chronos board side reads its content unguarded (rule decision 575): level layouts, tokens, level rules,
// challenges, rewards, resources and island boards are read as their schema types. These tests hold the seam to its
// side of that bargain: an item with a value of the wrong type is left out at prepare(), and the game refuses it in
// words or plays on without it; an item whose only faults are limits (a missing field) plays with the default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { cocModule } from '../../src/engine/coc/index.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { advancedOf } from '../../src/engine/coc/advanced-enemies.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const find = (kind: string, id: string) => base.items.find((i) => i.kind === kind && i.id === id)!;
/** The base pack with `items` laid over it (a pack of its own, first, as a draft's pack is). */
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];
const stair = find('chapter', 'the-frozen-stair') as ContentItem & {
  layout: { tokens: Record<string, unknown>[] };
  challenges: Record<string, unknown>[];
};
/** The Frozen Stair as a draft, with `change` made to a copy of it. */
const draftStair = (change: (c: typeof stair) => void): ContentItem => {
  const copy = JSON.parse(JSON.stringify(stair)) as typeof stair;
  copy.id = 'draft-stair';
  change(copy);
  return copy;
};
const ref = { kind: 'chapter' as const, id: 'draft-stair' };

test('CoC board: a level token, a level rule or a challenge with a wrong type leaves the level out, in words', () => {
  const cases: [string, (c: typeof stair) => void, RegExp][] = [
    ['a barrier of health "4"', (c) => (c.layout.tokens.find((t) => t.type === 'barrier')!.health = '4'), /health/],
    ['a token list that is an object', (c) => ((c.layout as Record<string, unknown>).tokens = {}), /tokens/],
    ['a level rule with a word for its delta', (c) => (c.rules = [{ type: 'barrierDamage', delta: 'one' }]), /rules/],
    ['a challenge whose start is a word', (c) => (c.challenges[0]!.start = 'a bow'), /challenges\/0\/start/],
    ['a reward of "2" Special Dice', (c) => (c.reward = { specialDice: '2' }), /reward\/specialDice/],
  ];
  for (const [what, change, where] of cases) {
    const game = cocModule.prepare(over([draftStair(change)]));
    assert.deepEqual(
      game.leftOut!().map((l) => l.id),
      ['draft-stair'],
      what,
    );
    for (const mode of ['single', 'challenge'] as const)
      assert.throws(
        () => game.newGame(ref, { seed: 1, mode }),
        (e: Error) =>
          /The chapter "draft-stair" cannot be played: it does not match its schema/.test(e.message) &&
          where.test(e.message),
        what,
      );
  }
});

test('CoC board: a level whose faults are only missing fields plays with the defaults', () => {
  const draft = draftStair((c) => {
    delete c.layout.tokens.find((t) => t.type === 'barrier')!.health; // a barrier's health: 1
    c.rules = [{ type: 'barrierDamage' }]; // no delta: 0, on every weapon
    delete c.challenges[0]!.start; // a challenge with no start: Lara starts with nothing listed
  });
  const game = cocModule.prepare(over([draft]));
  assert.deepEqual(game.leftOut!(), []);
  const single = game.newGame(ref, { seed: 1 }).state;
  assert.equal(single.status, 'playing');
  assert.deepEqual(single.barriers, [1, 3]);
  // The challenge's own barrier rule (+2) still holds on top of the chapter's.
  const challenge = game.newGame(ref, { seed: 1, mode: 'challenge', challenge: 0 }).state;
  assert.equal(challenge.status, 'playing');
  assert.deepEqual(challenge.barriers, [3, 5]);
});

test('CoC board: a resource or an island board with a wrong type is left out; the game plays on without it', () => {
  const oil = find('resource', 'oil');
  // "6", a word: were it read, the bag would count down from it ('6' > 0) and hold oil.
  const game = cocModule.prepare(over([{ ...oil, inBag: '6' }]));
  assert.deepEqual(
    game.leftOut!().map((l) => [l.kind, l.id]),
    [['resource', 'oil']],
  );
  const state = game.newGame({ kind: 'chapter', id: 'landfall' }, { seed: 1 }).state;
  assert.equal(state.status, 'playing');
  assert.ok(!state.bag.some((t) => t.startsWith('oil')), 'the left-out resource puts no token in the bag');
  assert.ok(state.bag.length > 0);

  const board = find('islandBoard', base.items.find((i) => i.kind === 'islandBoard')!.id) as ContentItem & {
    spaces: Record<string, unknown>[];
  };
  const broken = { ...board, spaces: board.spaces.map((s, i) => (i === 0 ? { ...s, paths: '1, 2' } : s)) };
  const island = cocModule.prepare(over([broken]));
  assert.deepEqual(
    island.leftOut!().map((l) => [l.kind, l.id]),
    [['islandBoard', board.id]],
  );
  assert.throws(
    () => island.newGame({ kind: 'islandBoard', id: board.id }, { seed: 1, mode: 'campaign' }),
    new RegExp(`The islandBoard "${board.id}" cannot be played: it does not match its schema \\(/spaces/0/paths: `),
  );
});

test('CoC board: a boss or an advanced enemy with a wrong type is left out; its level refuses, the others play', () => {
  // A boss cap of "5": were it read, the cap would not be a number and Math.min would give NaN damage.
  const boss = cocModule.prepare(over([{ ...find('boss', 'polemarch'), damageCap: '5' }]));
  assert.deepEqual(
    boss.leftOut!().map((l) => [l.kind, l.id]),
    [['boss', 'polemarch']],
  );
  assert.throws(
    () => boss.newGame({ kind: 'chapter', id: 'the-sleeping-guard' }, { seed: 1 }),
    /No enemy or boss with id "polemarch"/,
  );
  assert.equal(boss.newGame({ kind: 'chapter', id: 'landfall' }, { seed: 1 }).state.status, 'playing');

  // An advanced Wolf whose boost is a word: left out, so a Wildlife spawn brings the Snake, the type's other one.
  const wolf = find('enemy', 'wolf') as ContentItem & { locationBoost: Record<string, unknown> };
  const packs = over([{ ...wolf, locationBoost: { ...wolf.locationBoost, amount: 'one' } }]);
  const advanced = cocModule.prepare(packs);
  assert.deepEqual(
    advanced.leftOut!().map((l) => [l.kind, l.id]),
    [['enemy', 'wolf']],
  );
  assert.deepEqual(
    advancedOf(rulesContent(packs), 'wildlife').map((i) => i.id),
    ['snake'],
  );
  const options = { seed: 1, advanced: { spawn: true, stats: true, locationBoost: true, ability: true } };
  assert.equal(advanced.newGame({ kind: 'chapter', id: 'landfall' }, options).state.status, 'playing');
});
