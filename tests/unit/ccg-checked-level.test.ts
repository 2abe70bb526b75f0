// The CCG reads its levels as checked at the load boundary (rule decision 575): level.ts, series.ts and
// starting-bonus.ts keep no hand guard of a value's type, so a level whose goal, entrances, series or starting
// bonuses hold a value of the wrong type must be left out at prepare() and refused with words, never read; a level
// whose only faults are missing fields is kept and plays with the defaults the engine gives them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { ccgContent, ccgModule, newSeries } from '../../src/engine/ccg/index.ts';
import { levelFor } from '../../src/engine/ccg/level.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const find = (id: string) => base.items.find((i) => i.kind === 'ccgLevel' && i.id === id)!;
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];
const cave = find('introductory-cave');
const pickUp = find('pick-up-series') as ContentItem & { series: Record<string, unknown> };
const players = [{ raider: 'lara' }, { raider: 'pierre' }];

const wrongLevels: [string, ContentItem, RegExp][] = [
  [
    'a bounty hunter goal scoring "two" per creature',
    { ...cave, goal: { type: 'bountyHunter', pointsPerCreature: 'two', pointsPerTreasurePower: 1 } },
    /\/goal/,
  ],
  [
    'an entrance setup for "3" players',
    { ...cave, entrances: { start: 'splitEvenly', setups: [{ players: { min: '3' }, rooms: [] }] } },
    /\/entrances\/setups\/0\/players\/min: /,
  ],
  ['special rules as one string', { ...cave, specialRules: 'No saving.' }, /\/specialRules: /],
  [
    'a starting bonus whose choices are one word',
    { ...cave, startingBonuses: [{ who: 'everyPlayer', choices: 'treasure' }] },
    /\/startingBonuses\/0\/choices: /,
  ],
];

for (const [what, item, problem] of wrongLevels)
  test(`CCG: a level with ${what} is left out at prepare() and refused with words`, () => {
    const game = ccgModule.prepare(over([{ ...item, id: 'draft-level' }]));
    const left = game.leftOut!();
    assert.deepEqual(
      left.map((l) => [l.kind, l.id]),
      [['ccgLevel', 'draft-level']],
    );
    assert.match(left[0]!.problems.join(' '), problem);
    assert.throws(
      () => game.newGame({ kind: 'ccgLevel', id: 'draft-level' }, { seed: 1 }),
      /The ccgLevel "draft-level" cannot be played: it does not match its schema/,
    );
  });

test('CCG: a series level naming its levels in one string, or carrying "ten" new cards over, is refused', () => {
  for (const series of [
    { ...pickUp.series, type: 'linked', levels: 'cave-a, cave-b', seriesWinner: 'mostTreasures' },
    { ...pickUp.series, newDrawCardsPerLevel: 'ten' },
  ]) {
    const packs = over([{ ...pickUp, id: 'draft-series', series }]);
    assert.deepEqual(
      ccgModule.prepare(packs).leftOut!().map((l) => l.id),
      ['draft-series'],
    );
    assert.throws(
      () => newSeries(ccgContent(packs), 'draft-series', players),
      /The ccgLevel "draft-series" cannot be played: it does not match its schema \(\/series\//,
    );
  }
});

test('CCG: a level missing only required fields is kept, and reads with the defaults of what is missing', () => {
  const draft = { ...cave, id: 'draft-hunt', goal: { type: 'bountyHunter', bonusPoints: [{ deed: 'removeTrap' }] } };
  const packs = over([draft]);
  const game = ccgModule.prepare(packs);
  assert.deepEqual(game.leftOut!(), []);
  assert.deepEqual(levelFor(ccgContent(packs), 'draft-hunt').goal, {
    type: 'bountyHunter',
    pointsPerCreature: 1,
    pointsPerTreasurePower: 1,
    pointsPerTrap: 0,
  });
  assert.equal(game.newGame({ kind: 'ccgLevel', id: 'draft-hunt' }, { seed: 1 }).state.status, 'playing');
  // A pick-up series without its carry-over or new-card rules keeps them at nothing carried and none added.
  const { carryOver: _c, newDrawCardsPerLevel: _n, ...bare } = pickUp.series;
  const series = newSeries(
    ccgContent(over([{ ...pickUp, id: 'draft-series', series: bare }])),
    'draft-series',
    players,
  );
  assert.deepEqual([series.type, series.carryOver, series.newDrawCards, series.maxCopies], ['pickUp', {}, 0, 3]);
});

test('CCG: a card whose effect names its places or obstacles in one string is left out, and the level still plays', () => {
  const card = (id: string) => base.items.find((i) => i.kind === 'ccgCard' && i.id === id)!;
  const flare = card('flare') as ContentItem & { effects: Record<string, unknown>[] };
  const shades = card('cool-shades') as ContentItem & { effects: Record<string, unknown>[] };
  for (const [item, problem] of [
    [{ ...flare, effects: [{ ...flare.effects[0], placeWith: 'Dark' }] }, /^\/effects\/0/],
    [{ ...flare, effects: [{ ...flare.effects[0], abilities: 'think' }] }, /^\/effects\/0/],
    [{ ...shades, effects: [{ type: 'passObstacles', names: 'Blinding Flash Trap' }] }, /^\/effects\/0/],
  ] as const) {
    const game = ccgModule.prepare(over([item]));
    const left = game.leftOut!();
    assert.deepEqual(
      left.map((l) => [l.kind, l.id]),
      [['ccgCard', item.id]],
    );
    assert.match(left[0]!.problems.join(' '), problem);
    assert.equal(game.newGame({ kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 }).state.status, 'playing');
  }
});
