// The CCG level designer's pure helpers: the map model of a level, the map and deck edits, the
// problem → selection mapping, the designer's extra checks (exits, shallow fill), deck counts and
// the treasure room depth simulation — on the base pack's rulebook levels and hand-made ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { validatePack } from '../../src/model/validate.ts';
import { levelProblems } from '../../src/model/level-problems.ts';
import { cardCatalog, filterCards, rotatedExits } from '../../src/model/ccg-card-catalog.ts';
import { cellAt, depthRating, readLevelMap } from '../../src/model/ccg-level-map.ts';
import {
  addTreasureChoice,
  clearRotation,
  flipAt,
  moveSpot,
  placeCard,
  placeDrawnTreasureRoom,
  placeEntrance,
  removeAt,
  rotateAt,
  setClassMinimumDepth,
  setField,
} from '../../src/model/ccg-level-edit.ts';
import {
  addCardToDeck,
  addDeck,
  levelDecks,
  removeDeck,
  setCardCount,
  setDeckLayout,
  setDepthRange,
  spareCards,
} from '../../src/model/ccg-level-decks.ts';
import { selectionFor } from '../../src/model/ccg-level-problems.ts';
import { deckCounts } from '../../src/model/ccg-deck-stats.ts';
import { treasureDepths } from '../../src/analysis/ccg-treasure-depth.ts';

const { pack } = readPackFile('content/base/pack.json');
const base = pack as Pack;
const catalog = cardCatalog(base.items);
const levels = base.items.filter((i) => i.kind === 'ccgLevel');
const level = (id: string) => levels.find((l) => l.id === id)!;
const byNumber = (n: number) => [...catalog.values()].find((c) => c.number === n)!.id;
const problemsOf = (draft: ContentItem) => levelProblems(draft, [], [base], validatePack);

/** A 3 × 6 level with one empty deck, as the designer starts one. */
function blank(): ContentItem {
  return {
    kind: 'ccgLevel',
    id: 'test-level',
    name: 'Test level',
    players: { min: 2, max: 2 },
    map: { width: 3, depth: 6 },
    entrances: { setups: [{ rooms: [] }], start: 'splitEvenly' },
    levelDeck: { layout: 'single', deck: { cards: [] } },
    goal: { type: 'findTreasure' },
  };
}

test('all nine rulebook levels of the base pack (every variant) read into a map of their size', () => {
  const names = new Set(levels.map((l) => String(l.name).replace(/ \(.*\)$/, '')));
  assert.ok(levels.length >= 9, `${levels.length} levels`);
  for (const id of [
    'introductory-tomb',
    'into-the-caves',
    'trapped-in-the-tombs',
    'death-by-design',
    'freestyle-power-3',
    'parallel-peril',
    'parallel-pick-up-power-1',
    'atlantis',
    'explore-the-depths',
  ])
    assert.ok(level(id), id);
  for (const l of levels) {
    const map = readLevelMap(l);
    const size = l.map as { width: number; depth: number };
    assert.equal(map.rows.length, size.depth, l.id);
    assert.ok(
      map.rows.every((r) => r.length === size.width),
      l.id,
    );
    assert.deepEqual(map.outside, [], `${l.id}: nothing outside the map`);
    assert.ok(
      map.rows[0]!.some((c) => c.kind === 'entrance'),
      `${l.id} has an entrance in row 1`,
    );
    assert.deepEqual(problemsOf(l), [], `${l.id} has no problems`);
  }
  assert.ok(names.size >= 9);
});

test("Death by Design's fixed 5 × 7 map is the rulebook's table", () => {
  // The rulebook's table, deepest row first, by card number; 0 is the treasure room's empty spot.
  const table = [
    [43, 13, 0, 7, 38],
    [40, 35, 41, 10, 42],
    [4, 39, 30, 15, 34],
    [33, 8, 32, 9, 29],
    [11, 14, 27, 18, 37],
    [31, 5, 16, 6, 17],
    [26, 12, 2, 36, 1],
  ];
  const map = readLevelMap(level('death-by-design'));
  assert.equal(map.width, 5);
  assert.equal(map.depth, 7);
  table.forEach((row, r) => {
    const depth = 7 - r;
    row.forEach((number, c) => {
      const cell = cellAt(map, { column: c + 1, depth })!;
      if (number === 0) {
        assert.equal(cell.kind, 'drawnTreasureRoom');
        assert.deepEqual(cell.kind === 'drawnTreasureRoom' && cell.choices, [byNumber(3), byNumber(28)]);
      } else if (number === 26 || number === 1) {
        assert.equal(cell.kind, 'entrance', `depth ${depth} column ${c + 1}`);
        assert.equal(cell.kind === 'entrance' && cell.card, byNumber(number));
      } else {
        assert.equal(cell.kind, 'card', `depth ${depth} column ${c + 1}`);
        assert.equal(cell.kind === 'card' && cell.card, byNumber(number), `depth ${depth} column ${c + 1}`);
        assert.equal(cell.kind === 'card' && cell.face, 'down');
      }
    });
  });
});

test('depth ratings add the starting depth offset', () => {
  const l = setField(blank(), ['map', 'startingDepth'], 3);
  assert.equal(depthRating(l, 1), 3);
  assert.equal(depthRating(l, 6), 8);
  assert.equal(depthRating(blank(), 4), 4);
});

test('placing, moving, rotating, flipping and removing cards on the map', () => {
  const start = blank();
  let l = placeCard(start, { column: 2, depth: 4 }, 'treasure-vault', 'down');
  assert.equal(start.fixedCells, undefined, 'the input is not changed');
  assert.deepEqual(l.fixedCells, [
    { type: 'card', cell: { column: 2, depth: 4 }, card: 'treasure-vault', face: 'down' },
  ]);
  l = rotateAt(l, { column: 2, depth: 4 });
  l = rotateAt(l, { column: 2, depth: 4 });
  assert.equal((l.fixedCells as { rotation: number }[])[0]!.rotation, 180);
  l = rotateAt(l, { column: 2, depth: 4 }, -90);
  assert.equal((l.fixedCells as { rotation: number }[])[0]!.rotation, 90);
  l = flipAt(l, { column: 2, depth: 4 });
  assert.equal((l.fixedCells as { face: string }[])[0]!.face, 'up');
  l = clearRotation(l, { column: 2, depth: 4 });
  assert.equal(Object.hasOwn((l.fixedCells as object[])[0]!, 'rotation'), false);
  l = moveSpot(l, { column: 2, depth: 4 }, { column: 3, depth: 5 });
  assert.deepEqual((l.fixedCells as { cell: object }[])[0]!.cell, { column: 3, depth: 5 });
  l = placeCard(l, { column: 3, depth: 5 }, 'dim-cavern', 'up', 270);
  assert.deepEqual(
    l.fixedCells,
    [{ type: 'card', cell: { column: 3, depth: 5 }, card: 'dim-cavern', face: 'up', rotation: 270 }],
    'a spot holds one card',
  );
  l = placeEntrance(l, { column: 1, depth: 1 }, 'cave-entrance');
  l = placeEntrance(l, { column: 3, depth: 1 }, undefined);
  assert.deepEqual((l.entrances as { setups: unknown[] }).setups, [
    { rooms: [{ cell: { column: 1, depth: 1 }, card: 'cave-entrance' }, { cell: { column: 3, depth: 1 } }] },
  ]);
  l = moveSpot(l, { column: 1, depth: 1 }, { column: 2, depth: 1 });
  assert.equal(cellAt(readLevelMap(l), { column: 2, depth: 1 })!.kind, 'entrance');
  assert.equal(cellAt(readLevelMap(l), { column: 1, depth: 1 })!.kind, 'unknown');
  l = placeCard(l, { column: 2, depth: 1 }, 'pond', 'down');
  assert.equal(cellAt(readLevelMap(l), { column: 2, depth: 1 })!.kind, 'card', 'a card replaces an entrance room');
  l = placeDrawnTreasureRoom(l, { column: 2, depth: 6 }, ['treasure-cave']);
  l = addTreasureChoice(l, { column: 2, depth: 6 }, 'treasure-vault');
  l = addTreasureChoice(l, { column: 2, depth: 6 }, 'treasure-vault');
  const drawn = cellAt(readLevelMap(l), { column: 2, depth: 6 })!;
  assert.deepEqual(drawn.kind === 'drawnTreasureRoom' && drawn.choices, ['treasure-cave', 'treasure-vault']);
  l = removeAt(l, { column: 2, depth: 6 });
  l = removeAt(l, { column: 3, depth: 5 });
  l = removeAt(l, { column: 2, depth: 1 });
  assert.equal(l.fixedCells, undefined);
  assert.equal(
    moveSpot(l, { column: 1, depth: 3 }, { column: 1, depth: 4 }),
    l,
    'moving an empty spot changes nothing',
  );
});

test('rules fields: set, remove with empty parents pruned, class minimum depths', () => {
  let l = setField(blank(), ['treasureRoom', 'minimumDepth'], 4);
  assert.deepEqual(l.treasureRoom, { minimumDepth: 4 });
  l = setField(l, ['treasureRoom', 'minimumDepth'], undefined);
  assert.equal(l.treasureRoom, undefined);
  l = setField(l, ['solitaire', 'goal', 'maxReloads'], 2);
  assert.deepEqual(l.solitaire, { goal: { maxReloads: 2 } });
  l = setClassMinimumDepth(l, 'atlantean', 3);
  l = setClassMinimumDepth(l, 'tomb', 2);
  l = setClassMinimumDepth(l, 'atlantean', 4);
  assert.deepEqual(l.minimumDepths, [
    { class: 'tomb', depth: 2 },
    { class: 'atlantean', depth: 4 },
  ]);
  l = setClassMinimumDepth(setClassMinimumDepth(l, 'atlantean', undefined), 'tomb', undefined);
  assert.equal(l.minimumDepths, undefined);
});

test('level decks: counts, layouts, depth ranges and column groups', () => {
  let l = blank();
  const deck = levelDecks(l)[0]!;
  l = addCardToDeck(l, deck, 'dim-cavern');
  l = addCardToDeck(l, deck, 'dim-cavern', 2);
  l = addCardToDeck(l, deck, 'pond');
  assert.deepEqual(levelDecks(l)[0]!.cards, [
    { card: 'dim-cavern', count: 3 },
    { card: 'pond', count: 1 },
  ]);
  l = setCardCount(l, deck, 'dim-cavern', 0);
  assert.deepEqual(levelDecks(l)[0]!.cards, [{ card: 'pond', count: 1 }]);
  l = setDeckLayout(l, 'byDepth');
  assert.deepEqual(l.levelDeck, {
    layout: 'byDepth',
    decks: [{ fromDepth: 1, toDepth: 6, deck: { cards: [{ card: 'pond', count: 1 }] } }],
  });
  l = addDeck(l);
  assert.deepEqual(
    levelDecks(l).map((d) => [d.fromDepth, d.toDepth, d.size]),
    [
      [1, 3, 1],
      [4, 6, 0],
    ],
  );
  assert.ok(levelDecks(l)[1]!.fills({ column: 1, depth: 5 }));
  l = setDepthRange(l, 1, 5, 6);
  l = setDepthRange(l, 0, 1, 4);
  l = removeDeck(l, 1);
  assert.deepEqual(
    levelDecks(l).map((d) => [d.fromDepth, d.toDepth]),
    [[1, 6]],
  );
  l = setDeckLayout(l, 'byColumns');
  l = addDeck(addDeck(l));
  assert.deepEqual(
    levelDecks(l).map((d) => d.columns),
    [[1], [2], [3]],
  );
  l = removeDeck(l, 0);
  assert.deepEqual(
    levelDecks(l).map((d) => d.columns),
    [[1, 2], [3]],
  );
  l = setDeckLayout(l, 'single');
  assert.deepEqual(levelDecks(l)[0]!.cards, [{ card: 'pond', count: 1 }], 'cards follow the layout change');
  let fixedMap = setDeckLayout(l, 'fixedMap');
  assert.deepEqual(fixedMap.levelDeck, { layout: 'fixedMap' });
  fixedMap = addCardToDeck(
    addCardToDeck(fixedMap, ['levelDeck'], 'secret-room', 1, 'spareCards'),
    ['levelDeck'],
    'secret-room',
    1,
    'spareCards',
  );
  assert.deepEqual(spareCards(fixedMap), [{ card: 'secret-room', count: 2 }]);
  assert.deepEqual(
    setCardCount(fixedMap, ['levelDeck'], 'secret-room', 0, 'spareCards').levelDeck,
    { layout: 'fixedMap' },
    'an emptied spare pile goes',
  );
  assert.equal(spareCards(level('death-by-design')).length, 9);
});

test('a problem selects its spot, its deck or its rules field', () => {
  const l = placeEntrance(
    placeCard(blank(), { column: 2, depth: 4 }, 'treasure-vault', 'down'),
    { column: 1, depth: 1 },
    'cave-entrance',
  );
  assert.deepEqual(selectionFor(l, '/fixedCells/0/card'), { kind: 'spot', spot: { column: 2, depth: 4 } });
  assert.deepEqual(selectionFor(l, '/entrances/setups/0/rooms/0/cell/depth'), {
    kind: 'spot',
    spot: { column: 1, depth: 1 },
    setup: 0,
  });
  assert.deepEqual(selectionFor(l, '/levelDeck/deck/cards'), { kind: 'deck', index: 0 });
  assert.deepEqual(selectionFor(l, '/levelDeck/decks/2/deck/cards/0'), { kind: 'deck', index: 2 });
  assert.deepEqual(selectionFor(l, '/treasureRoom/minimumDepth'), {
    kind: 'rules',
    pointer: '/treasureRoom/minimumDepth',
  });
});

test('live checks: entrances at depth 1, fixed cells inside the map, treasure depth, deck fill, copy limits, classes', () => {
  let l = placeEntrance(blank(), { column: 1, depth: 2 }, 'cave-entrance');
  const has = (problems: { pointer: string; message: string }[], pointer: string, words: RegExp) =>
    problems.some((p) => p.pointer === pointer && words.test(p.message));
  let p = problemsOf(l);
  assert.ok(has(p, '/entrances/setups/0/rooms/0/cell/depth', /depth 1/), JSON.stringify(p));
  l = moveSpot(l, { column: 1, depth: 2 }, { column: 1, depth: 1 });
  assert.ok(!has(problemsOf(l), '/entrances/setups/0/rooms/0/cell/depth', /depth 1/));
  l = setField(placeCard(l, { column: 2, depth: 4 }, 'treasure-vault', 'down'), ['fixedCells', 0, 'cell', 'depth'], 9);
  assert.ok(has(problemsOf(l), '/fixedCells/0/cell/depth', /beyond the map/));
  l = setField(l, ['fixedCells', 0, 'cell', 'depth'], 4);
  l = setField(l, ['treasureRoom', 'minimumDepth'], 7);
  assert.ok(has(problemsOf(l), '/treasureRoom/minimumDepth', /only 6 deep/));
  l = setField(l, ['treasureRoom', 'minimumDepth'], 4);
  p = problemsOf(l);
  assert.ok(has(p, '/levelDeck/deck/cards', /short/), 'an empty deck cannot fill the map');
  const cave = [2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map(byNumber);
  for (const id of cave) l = addCardToDeck(l, levelDecks(l)[0]!, id);
  assert.ok(!problemsOf(l).some((x) => x.pointer === '/levelDeck/deck/cards'), JSON.stringify(problemsOf(l)));
  l = setField(l, ['levelDeck', 'deck', 'rules'], { copyLimit: { max: 1 }, classes: ['cave'] });
  l = setCardCount(l, levelDecks(l)[0]!, byNumber(5), 2);
  l = addCardToDeck(l, levelDecks(l)[0]!, byNumber(30));
  p = problemsOf(l);
  assert.ok(
    p.some((x) => /at most 1 copy/.test(x.message)),
    'copy limit',
  );
  assert.ok(
    p.some((x) => /a tomb location, but this deck may only hold cave/.test(x.message)),
    'classes',
  );
});

test('minimum depths hold for fixed cards: any treasure room card, and the classes given', () => {
  let l = placeCard(
    setField(blank(), ['treasureRoom', 'minimumDepth'], 4),
    { column: 2, depth: 2 },
    'treasure-cave',
    'down',
  );
  const at = (x: ContentItem, words: RegExp) =>
    problemsOf(x).some((p) => p.pointer === '/fixedCells/0/cell/depth' && words.test(p.message));
  assert.ok(
    at(l, /above the treasure room's minimum depth of 4/),
    'a treasure room the level does not name is still one',
  );
  l = moveSpot(l, { column: 2, depth: 2 }, { column: 2, depth: 4 });
  assert.ok(!at(l, /minimum depth/));
  const atlantean = [...catalog.values()].find((c) => c.locationClass === 'atlantean' && !c.treasureRoom)!;
  l = setClassMinimumDepth(placeCard(blank(), { column: 1, depth: 2 }, atlantean.id, 'down'), 'atlantean', 3);
  assert.ok(at(l, /atlantean locations may only be placed from depth 3/));
  assert.ok(!at(moveSpot(l, { column: 1, depth: 2 }, { column: 1, depth: 3 }), /may only be placed/));
});

test('a fixed card whose exits lead nowhere from every orientation is a warning', () => {
  // Treasure Cave has one exit, at its bottom. Face up at depth 1 pointing deeper, the bottom points behind the
  // entrance row.
  let l = placeCard(blank(), { column: 2, depth: 1 }, 'treasure-cave', 'up', 0);
  const warned = (x: ContentItem) =>
    problemsOf(x).some((p) => p.pointer === '/fixedCells/0/card' && /lead nowhere/.test(p.message));
  assert.ok(warned(l));
  assert.ok(
    !warned(rotateAt(rotateAt(l, { column: 2, depth: 1 }), { column: 2, depth: 1 })),
    'turned to point back into the map',
  );
  l = clearRotation(flipAt(l, { column: 2, depth: 1 }), { column: 2, depth: 1 });
  assert.ok(!warned(l), 'face down and turned as explored, its bottom faces the way in');
  const single = placeCard(
    setField(setField(blank(), ['map', 'width'], 1), ['map', 'depth'], 2),
    { column: 1, depth: 2 },
    'treasure-cave',
    'up',
    180,
  );
  assert.ok(warned(single), 'pointing back is fine, but up and off the map is not');
  assert.deepEqual(rotatedExits(['top', 'right'], 90), ['right', 'bottom']);
});

test('a deck must fill the shallow rows with cards allowed there (pick up: Atlantean from depth 3)', () => {
  let l = placeEntrance(
    placeEntrance(blank(), { column: 1, depth: 1 }, 'cave-entrance'),
    { column: 3, depth: 1 },
    'tomb-entrance',
  );
  l = setClassMinimumDepth(l, 'atlantean', 3);
  const atlantean = [...catalog.values()]
    .filter((c) => c.locationClass === 'atlantean' && !c.treasureRoom)
    .slice(0, 14)
    .map((c) => c.id);
  for (const id of [...atlantean, byNumber(5), byNumber(6), byNumber(7)]) l = addCardToDeck(l, levelDecks(l)[0]!, id);
  const short = (x: ContentItem) =>
    problemsOf(x).find((p) => p.pointer === '/levelDeck/deck/cards' && /at depths 1 to 2/.test(p.message));
  assert.ok(short(l), JSON.stringify(problemsOf(l)));
  assert.match(short(l)!.message, /must fill 4 spots at depths 1 to 2, but only 3/);
  l = addCardToDeck(l, levelDecks(l)[0]!, byNumber(8));
  assert.equal(short(l), undefined);
});

test('deck counts by class and danger, with treasure and entrance rooms', () => {
  const counts = deckCounts(
    [
      { card: 'cave-entrance', count: 2 },
      { card: 'treasure-vault', count: 1 },
      { card: 'nope', count: 1 },
    ],
    catalog,
  );
  assert.equal(counts.total, 4);
  assert.equal(counts.byClass.get('cave'), 2);
  assert.equal(counts.byClass.get('tomb'), 1);
  assert.equal(counts.byClass.get('unknown'), 1);
  assert.equal(counts.treasureRooms, 1);
  assert.equal(counts.entranceRooms, 2);
  assert.equal(
    [...counts.byDanger.values()].reduce((a, b) => a + b, 0),
    4,
  );
});

test('the card browser filters by text, type, class, number range and danger', () => {
  const all = [...catalog.values()];
  assert.equal(filterCards(all, {}).length, 211);
  assert.deepEqual(
    filterCards(all, { text: '028' }).map((c) => c.id),
    [byNumber(28)],
  );
  assert.ok(filterCards(all, { type: 'location', locationClass: 'cave' }).every((c) => c.locationClass === 'cave'));
  assert.deepEqual(
    filterCards(all, { minNumber: 1, maxNumber: 3 }).map((c) => c.number),
    [1, 2, 3],
  );
  assert.ok(filterCards(all, { minDanger: 3, maxDanger: 3 }).every((c) => c.danger === 3));
});

test('treasure room depth: fixed, or simulated with the seeded generator never above its minimum depth', () => {
  assert.deepEqual(treasureDepths(level('death-by-design'), catalog, 100).fixedDepth, 7);
  const l = level('into-the-caves');
  const a = treasureDepths(l, catalog, 500, 7);
  const b = treasureDepths(l, catalog, 500, 7);
  assert.deepEqual(a, b, 'same seed, same result');
  const min = (l.treasureRoom as { minimumDepth: number }).minimumDepth;
  assert.ok(
    a.byDepth.slice(0, min - 1).every((n) => n === 0),
    JSON.stringify(a),
  );
  assert.equal(a.byDepth.reduce((x, y) => x + y, 0) + a.none, 500);
  assert.ok(a.mean! >= min && a.mean! <= (l.map as { depth: number }).depth);
  // One spot left for it: a deck with exactly as many cards as spots always puts it in the last row.
  let exact = placeEntrance(blank(), { column: 2, depth: 1 }, 'cave-entrance');
  exact = setField(exact, ['treasureRoom', 'minimumDepth'], 4);
  for (const n of [2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 3])
    exact = addCardToDeck(exact, levelDecks(exact)[0]!, byNumber(n));
  const r = treasureDepths(exact, catalog, 300, 'x');
  assert.equal(r.none, 0);
  assert.equal(r.byDepth[0]! + r.byDepth[1]! + r.byDepth[2]!, 0);
  assert.ok(r.byDepth[3]! > 0 && r.byDepth[5]! > 0, JSON.stringify(r));
  // Twice as many cards as spots: the last spot where it may go takes it, so it is always placed.
  let big = exact;
  for (const n of [2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18])
    big = addCardToDeck(big, levelDecks(big)[0]!, byNumber(n));
  const many = treasureDepths(big, catalog, 300, 'y');
  assert.equal(many.none, 0, JSON.stringify(many));
  assert.ok(many.byDepth[5]! > many.byDepth[3]!, 'mostly in the last row');
  // No treasure room in the decks: never placed.
  assert.equal(treasureDepths(blank(), catalog, 50).none, 50);
});
