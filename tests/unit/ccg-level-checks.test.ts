// The CCG level checks run directly on hand-made contexts (the checks that read card facts need
// ccgCard items, whose schema lives on another branch), the rulebook's levels against the card
// list, Death by Design's map against the rulebook, and the ccgLevel schema's documentation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import type { CheckContext } from '../../src/model/checks/check.ts';
import { ccgLevelChecks } from '../../src/model/checks/ccg-level.ts';
import { ccgLevelCardRoles } from '../../src/model/checks/ccg-level/card-roles.ts';
import { validateItem } from '../../src/model/validate.ts';

// The first-edition cards the levels use, by card number (ids are the slugs of the checklist names).
const CAVE: Record<number, string> = {
  1: 'cave-entrance',
  2: 'safe-cave',
  3: 'treasure-cave',
  4: 'skeletal-remains',
  5: 'dim-cavern',
  6: 'giant-cavern',
  7: 'open-cavern',
  8: 'overlook',
  9: 'fork',
  10: 'bat-cave',
  11: 'wolf-bridge',
  12: 'sharp-t',
  13: 'end-of-slide',
  14: 'bend-left',
  15: 'hidden-corner',
  16: 'bat-roost',
  17: 'pond',
  18: 'hard-right',
  153: 'difficult-slope',
};
const TOMB: Record<number, string> = {
  26: 'tomb-entrance',
  27: 'safe-chamber',
  28: 'treasure-vault',
  29: 'slide',
  30: 'slice-and-dice',
  31: 'narrow-crossing',
  32: 'boulder-passage',
  33: 'end-of-line',
  34: 'dead-end',
  35: 'engraved-passage',
  36: 'uneven-corridor',
  37: 'rough-staircase',
  38: 'no-return',
  39: 'bat-shrine',
  40: 'sharp-bend',
  41: 'broken-passage',
  42: 'dizzying-heights',
  43: 'blind-corner',
  154: 'tiger-trap',
};
const ATLANTEAN: Record<number, string> = {
  101: 'zoo',
  102: 'sphere-room',
  103: 'atlantean-save',
  104: 'giant-steps',
  105: 'lava-straits',
  106: 'wellspring',
  107: 'maze',
  108: 'lure',
  109: 'chasm',
  110: 'drawbridge',
  111: 'hall-of-revelation',
  112: 'jagged-cavern',
  113: 'atlantean-lair',
  114: 'fleeting-beauty',
  115: 'storehouse',
  116: 'crawler-range',
  117: 'lava-fall',
  118: 'atlantean-treasure',
  152: 'revolving-door',
};
const GENERIC: Record<number, string> = {
  151: 'sanctuary',
  155: 'secret-room',
  156: 'meditation-chamber',
  157: 'empty-room',
  158: 'waterfall',
  159: 'bottleneck',
  160: 'deathtrap',
};
const OBSTACLES: Record<number, string> = {
  22: 'bear',
  25: 'wolf-pack',
  47: 'spiked-slope',
  50: 'gap',
  59: 'bats',
  60: 'wolves',
  62: 'pit-trap',
  64: 'dart-trap',
  65: 'dark',
};
const ENTRANCES = new Set(['cave-entrance', 'tomb-entrance']);
const TREASURE_ROOMS = new Set(['treasure-cave', 'treasure-vault', 'atlantean-treasure', 'sanctuary']);
const BY_NUMBER: Record<number, string> = { ...CAVE, ...TOMB, ...ATLANTEAN, ...GENERIC, ...OBSTACLES };

/** Stand-in ccgCard items with the fields the level checks read (see checks/ccg-level/card-facts.ts). */
function fakeCards(): ContentItem[] {
  const location =
    (cls: string) =>
    ([number, id]: [string, string]): ContentItem => ({
      kind: 'ccgCard',
      id,
      name: id,
      number: Number(number),
      type: 'location',
      class: cls,
      ...(ENTRANCES.has(id) ? { entrance: true } : {}),
      ...(TREASURE_ROOMS.has(id) ? { treasureRoom: {} } : {}),
    });
  return [
    ...Object.entries(CAVE).map(location('cave')),
    ...Object.entries(TOMB).map(location('tomb')),
    ...Object.entries(ATLANTEAN).map(location('atlantean')),
    ...Object.entries(GENERIC).map(location('generic')),
    ...Object.entries(OBSTACLES).map(([number, id]) => ({
      kind: 'ccgCard',
      id,
      name: id,
      number: Number(number),
      type: 'obstacle',
    })),
    { kind: 'ccgCard', id: 'take-aim', name: 'Take Aim', number: 57, type: 'action' },
    {
      kind: 'ccgCard',
      id: 'strong-vault',
      name: 'Strong vault',
      type: 'location',
      class: 'tomb',
      treasureRoom: { power: 3 },
    },
  ];
}

function context(items: unknown[]): CheckContext {
  const pack = {
    kind: 'pack',
    id: 't',
    name: 'T',
    version: '0.1.0',
    description: '',
    authors: [],
    schemaVersion: 1,
    items,
  } as unknown as Pack;
  return {
    pack,
    items: items.map((item, index) => ({ item: item as ContentItem, index })),
    references: [],
    dependencies: [],
  };
}

const LEVEL_DIR = 'content/base/ccg/levels';
function rulebookLevels(): ContentItem[] {
  return readdirSync(LEVEL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => ([] as ContentItem[]).concat(JSON.parse(readFileSync(join(LEVEL_DIR, f), 'utf8'))));
}

test('the rulebook levels are all there and each passes its schema', () => {
  const levels = rulebookLevels();
  const ids = levels.map((l) => l.id).sort();
  assert.deepEqual(ids, [
    'atlantis',
    'death-by-design',
    'explore-the-depths',
    'freestyle-power-2',
    'freestyle-power-3',
    'into-the-caves',
    'introductory-cave',
    'introductory-tomb',
    'parallel-peril',
    'parallel-pick-up-power-1',
    'parallel-pick-up-power-2',
    'parallel-pick-up-power-3',
    'pick-up-series',
    'trapped-in-the-tombs',
  ]);
  for (const level of levels) assert.deepEqual(validateItem(level), [], level.id);
});

test('the rulebook levels pass every level check against the card list', () => {
  const problems = ccgLevelChecks.flatMap((check) => check.run(context([...rulebookLevels(), ...fakeCards()])));
  assert.deepEqual(problems, []);
});

test('every card id the rulebook levels use is a first-edition card', () => {
  const known = new Set(Object.values(BY_NUMBER));
  const used = new Set<string>();
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'string' && ['card', 'cards', 'choices', 'except', 'excludedCards'].includes(key)) used.add(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, k));
  };
  rulebookLevels().forEach((level) => walk(level));
  assert.deepEqual(
    [...used].filter((id) => !known.has(id)),
    [],
  );
  assert.equal(used.size, 73);
});

test("Death by Design's map is the rulebook's 5 by 7 grid", () => {
  // Card numbers as the rulebook prints them, deepest row first; 0 is the treasure room's spot.
  const grid = [
    [43, 13, 0, 7, 38],
    [40, 35, 41, 10, 42],
    [4, 39, 30, 15, 34],
    [33, 8, 32, 9, 29],
    [11, 14, 27, 18, 37],
    [31, 5, 16, 6, 17],
    [26, 12, 2, 36, 1],
  ];
  const level = rulebookLevels().find((l) => l.id === 'death-by-design')!;
  assert.deepEqual(level.map, { width: 5, depth: 7 });
  const placed = new Map<string, string>();
  const at = (c: { column: number; depth: number }) => `${c.column},${c.depth}`;
  const rooms = (
    level.entrances as { setups: { rooms: { cell: { column: number; depth: number }; card: string }[] }[] }
  ).setups;
  assert.equal(rooms.length, 1);
  for (const room of rooms[0]!.rooms) placed.set(at(room.cell), `up:${room.card}`);
  for (const fixed of level.fixedCells as {
    type: string;
    cell: { column: number; depth: number };
    card?: string;
    face?: string;
    choices?: string[];
    rotation?: number;
  }[]) {
    assert.ok(!placed.has(at(fixed.cell)), `two cards at ${at(fixed.cell)}`);
    assert.equal(fixed.rotation, undefined, 'face-down cards are turned as they are explored');
    placed.set(
      at(fixed.cell),
      fixed.type === 'card' ? `${fixed.face}:${fixed.card}` : `treasure:${fixed.choices!.join('|')}`,
    );
  }
  const expected = new Map<string, string>();
  grid.forEach((row, r) =>
    row.forEach((number, c) => {
      const depth = 7 - r;
      const entrance = depth === 1 && (number === 1 || number === 26);
      expected.set(
        at({ column: c + 1, depth }),
        number === 0 ? 'treasure:treasure-cave|treasure-vault' : `${entrance ? 'up' : 'down'}:${BY_NUMBER[number]}`,
      );
    }),
  );
  assert.deepEqual(new Map([...placed].sort()), new Map([...expected].sort()));
  assert.deepEqual(level.levelDeck, {
    layout: 'fixedMap',
    spareCards: [152, 153, 154, 155, 156, 157, 158, 159, 160].map((n) => ({ card: BY_NUMBER[n], count: 1 })),
  });
});

test('card roles: each card a level names is of the sort its place needs', () => {
  const level = {
    kind: 'ccgLevel',
    id: 'mixed-up',
    name: 'Mixed up',
    players: { min: 1 },
    map: { width: 3, depth: 6 },
    entrances: {
      setups: [
        {
          rooms: [
            { cell: { column: 1, depth: 1 }, card: 'dim-cavern' },
            { cell: { column: 3, depth: 1 }, card: 'bats' },
          ],
        },
      ],
      start: 'splitEvenly',
    },
    fixedCells: [
      { type: 'card', cell: { column: 2, depth: 2 }, card: 'take-aim', face: 'down' },
      { type: 'drawnTreasureRoom', cell: { column: 2, depth: 6 }, choices: ['treasure-cave', 'pond'] },
    ],
    levelDeck: {
      layout: 'single',
      deck: {
        cards: [
          { card: 'fork', count: 1 },
          { card: 'wolves', count: 1 },
          { card: 'zoo', count: 1 },
          { card: 'strong-vault', count: 1 },
          { card: 'treasure-cave', count: 1 },
          { card: 'no-such-card', count: 9 },
        ],
        rules: { classes: ['generic', 'cave'], maxTreasureRoomPower: 1 },
      },
    },
    treasureRoom: { cards: ['treasure-cave', 'fork'] },
    solitaire: {
      obstacleDeck: [
        { card: 'bats', count: 1 },
        { card: 'take-aim', count: 1 },
      ],
    },
    goal: { type: 'findTreasure' },
  };
  const problems = ccgLevelCardRoles.run(context([level, ...fakeCards()]));
  const got = problems.map((p) => `${p.pointer} ${p.message}`).sort();
  assert.deepEqual(got, [
    '/items/0/entrances/setups/0/rooms/0/card "dim-cavern" (dim-cavern) is not an entrance room, so it cannot be placed as an entrance.',
    '/items/0/entrances/setups/0/rooms/1/card "bats" (bats) is not an entrance room, so it cannot be placed as an entrance.',
    '/items/0/fixedCells/0/card "take-aim" (Take Aim) is not a location card, so it cannot be fixed on the map.',
    '/items/0/fixedCells/1/choices/1 "pond" (pond) is not a treasure room, so it cannot be drawn as the treasure room.',
    '/items/0/levelDeck/deck/cards/1/card "wolves" (wolves) is not a location card, so it cannot be in a level deck.',
    '/items/0/levelDeck/deck/cards/2/card "zoo" is an Atlantean location, but this deck may only hold plain and cave locations.',
    '/items/0/levelDeck/deck/cards/3/card "strong-vault" is a tomb location, but this deck may only hold plain and cave locations.',
    '/items/0/levelDeck/deck/cards/3/card The treasure room "strong-vault" has power 3, more than this deck\'s strongest allowed treasure room (1).',
    '/items/0/solitaire/obstacleDeck/1/card "take-aim" (Take Aim) is not an obstacle card, so it cannot be in the solitaire obstacle deck.',
    '/items/0/treasureRoom/cards/1 "fork" (fork) is not a treasure room, so it cannot be the level\'s treasure room.',
  ]);
  assert.ok(problems.every((p) => p.itemId === 'mixed-up' && p.severity === 'error'));
});

test('card roles: a deck with rules holds the treasure and entrance rooms they ask for', () => {
  const level = {
    kind: 'ccgLevel',
    id: 'counted',
    name: 'Counted',
    players: { min: 2 },
    map: { width: 3, depth: 6 },
    entrances: { setups: [{ rooms: [{ cell: { column: 1, depth: 1 } }] }], start: 'splitEvenly' },
    levelDeck: {
      layout: 'single',
      deck: {
        name: 'Mine',
        cards: [
          { card: 'treasure-cave', count: 1 },
          { card: 'treasure-vault', count: 1 },
          { card: 'fork', count: 16 },
        ],
        rules: { treasureRooms: { min: 1, max: 1 }, entranceRooms: { min: 2, max: 2 } },
      },
    },
    goal: { type: 'findTreasure' },
  };
  const got = ccgLevelCardRoles.run(context([level, ...fakeCards()])).map((p) => `${p.pointer} ${p.message}`);
  assert.deepEqual(got, [
    '/items/0/levelDeck/deck/cards The deck "Mine" holds 2 treasure rooms, but its rules allow at most 1.',
    '/items/0/levelDeck/deck/cards The deck "Mine" holds 0 entrance rooms, but its rules ask for at least 2.',
  ]);
});

test('card roles: says nothing without card data', () => {
  const level = rulebookLevels().find((l) => l.id === 'atlantis')!;
  assert.deepEqual(ccgLevelCardRoles.run(context([level])), []);
});

test('the level checks never throw on malformed levels', () => {
  const odd: unknown[] = [
    null,
    3,
    'x',
    [],
    {},
    { a: 1 },
    { column: 'x', depth: -1 },
    [null],
    { setups: 'x' },
    { layout: 'byDepth', decks: [null, 1, {}] },
  ];
  const fields = [
    'players',
    'map',
    'entrances',
    'fixedCells',
    'levelDeck',
    'treasureRoom',
    'minimumDepths',
    'solitaire',
    'goal',
    'series',
    'startingBonuses',
  ];
  const items: unknown[] = [null, 'level', [], { kind: 'ccgLevel' }, { kind: 'ccgLevel', id: 'x' }];
  for (const field of fields)
    for (const value of odd) items.push({ kind: 'ccgLevel', id: 'odd', name: 'Odd', [field]: value });
  items.push(
    {
      kind: 'ccgLevel',
      id: 'odd',
      name: 'Odd',
      map: { width: 3, depth: 6 },
      entrances: { setups: [null, { rooms: [null, { cell: null }, { cell: { column: 1, depth: 1 }, card: 5 }] }] },
    },
    {
      kind: 'ccgLevel',
      id: 'odd',
      name: 'Odd',
      map: { width: 3, depth: 6 },
      levelDeck: { layout: 'byColumns', decks: [{ columns: 'x', deck: { cards: 'x', rules: { copyLimit: 'x' } } }] },
    },
    {
      kind: 'ccgLevel',
      id: 'odd',
      name: 'Odd',
      map: { width: 3, depth: 6 },
      levelDeck: {
        layout: 'single',
        deck: {
          cards: [null, { card: 'x', count: 'x' }],
          rules: { copyLimit: { max: 1, except: 'x' }, classes: 'x', treasureRooms: 'x' },
        },
      },
    },
    {
      kind: 'ccgLevel',
      id: 'odd',
      name: 'Odd',
      map: { width: 3, depth: 6 },
      players: { min: 1, max: 1e9 },
      entrances: { setups: [{ players: { min: 'x', parity: 'x' }, rooms: [] }] },
    },
  );
  for (const check of ccgLevelChecks) {
    for (const item of items) {
      const cards = fakeCards();
      assert.doesNotThrow(() => check.run(context([item, ...cards])), `${check.name} on ${JSON.stringify(item)}`);
      const problems = check.run(context([item, ...cards]));
      assert.ok(Array.isArray(problems));
      for (const p of problems) assert.ok(p.pointer.startsWith('/items/0'), `${check.name}: ${p.pointer}`);
    }
  }
});
