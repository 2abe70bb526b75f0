// What a Crypt of Chronos level takes out of the box, against what the box holds (setup sheets).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import { componentsOf, kitComponents, shortages } from '../../src/model/coc-components.ts';
import type { ContentItem } from '../../src/model/content.ts';

const { pack } = readPackFile('content/base/pack.json');
const items = pack!.items;
const item = (kind: string, id: string) => items.find((i) => i.kind === kind && i.id === id)!;

test('every base level fits in the box', () => {
  for (const level of items.filter((i) => ['chapter', 'location', 'crypt'].includes(i.kind)))
    assert.deepEqual(shortages(componentsOf(level, items)), [], `${level.kind} ${level.id}`);
});

test("Landfall's components: its 16 tiles once each, one Wildlife miniature, its tokens", () => {
  const counts = componentsOf(item('chapter', 'landfall'), items);
  const tiles = counts.filter((c) => c.group === 'Tiles');
  assert.equal(tiles.length, 16);
  assert.ok(tiles.every((t) => t.needed === 1 && t.inBox === 1));
  assert.ok(tiles.some((t) => t.what === 'Tile 3'));
  assert.deepEqual(
    counts.filter((c) => c.group === 'Miniatures'),
    [{ group: 'Miniatures', what: 'Wildlife miniature', needed: 1, inBox: 4 }],
  );
  assert.deepEqual(
    counts.filter((c) => c.group === 'Tokens').map((c) => [c.what, c.needed, c.inBox]),
    [
      ['exit', 1, 1],
      ['artifact', 1, 3],
      ['red door', 1, 3],
      ['red switch', 1, 2],
    ],
  );
});

test('six Natla Tech on spawn points, a Wolf and a Snake, and four gold doors are more than the box holds', () => {
  const base = item('chapter', 'landfall');
  const layout = base.layout as { tokens: unknown[] };
  const spawns = [1, 2, 3, 4, 5, 6].map((n) => ({
    type: 'spawnPoint',
    at: { x: n, y: 6 },
    number: n,
    facing: 'N',
    enemy: 'natla-tech',
  }));
  const wild = ['wolf', 'snake', 'wildlife', 'wolf', 'snake'].map((enemy, i) => ({
    type: 'spawnPoint',
    at: { x: i, y: 7 },
    number: 1,
    facing: 'N',
    enemy,
  }));
  const doors = [0, 1, 2, 3].map((x) => ({ type: 'door', at: { x, y: 8 }, colour: 'gold', state: 'closed' }));
  const level: ContentItem = { ...base, layout: { ...layout, tokens: [...spawns, ...wild, ...doors] } };
  const counts = componentsOf(level, items);
  assert.deepEqual(
    counts.filter((c) => c.group === 'Miniatures'),
    [
      { group: 'Miniatures', what: 'Natla Tech miniature', needed: 6, inBox: 5 },
      // Advanced enemies are the standard type's miniatures.
      { group: 'Miniatures', what: 'Wildlife miniature', needed: 5, inBox: 4 },
    ],
  );
  assert.deepEqual(shortages(counts), [
    'Natla Tech miniature: the level needs 6, the box holds 5.',
    'Wildlife miniature: the level needs 5, the box holds 4.',
    'gold door: the level needs 4, the box holds 2.',
  ]);
});

test("a boss is one of the box's miniatures; a tile the packs do not hold is short", () => {
  const guard = componentsOf(item('chapter', 'the-sleeping-guard'), items);
  assert.ok(guard.some((c) => c.what === 'Polemarch (boss) miniature' && c.needed === 1 && c.inBox === 1));
  const base = item('chapter', 'landfall');
  const layout = base.layout as { tiles: unknown[] };
  const level: ContentItem = {
    ...base,
    layout: { ...layout, tiles: [...layout.tiles, { slot: { x: 0, y: 0 }, tile: 'tile-99', face: 'jungle' }] },
  };
  assert.deepEqual(shortages(componentsOf(level, items)), ['Tile tile-99: the level needs 1, the box holds 0.']);
});

test("the starting kit's cards, dice, tokens and pins are counted against the box", () => {
  const landfall = componentsOf(item('chapter', 'landfall'), items);
  assert.deepEqual(
    landfall.filter((c) => c.group === 'Starting kit'),
    [{ group: 'Starting kit', what: 'Dual Pistols (weapon card)', needed: 1, inBox: 1 }],
  );
  const guard = componentsOf(item('chapter', 'the-sleeping-guard'), items).filter((c) => c.group === 'Starting kit');
  assert.deepEqual(
    guard.map((c) => [c.what, c.needed, c.inBox]),
    [
      ['Special Dice', 1, 6],
      ['Treasure tokens', 1, 20],
    ],
  );
  const greedy = {
    weapons: ['bow', 'bow', 'shotgun'],
    outfit: 'camo',
    abilities: ['sprint'],
    researchCards: 30,
    specialDice: 7,
    laraDice: 6,
    resources: [{ resource: 'oil', count: 9 }],
    natlaPins: 9,
  };
  assert.deepEqual(shortages(kitComponents(greedy, items)), [
    'Bow (weapon card): the level needs 2, the box holds 1.',
    `Research cards: the level needs 30, the box holds ${items.filter((i) => i.kind === 'research').reduce((n, i) => n + (typeof i.copies === 'number' ? i.copies : 1), 0)}.`,
    'Special Dice: the level needs 7, the box holds 6.',
    'Oil tokens: the level needs 9, the box holds 8.',
    'Natla-Pins: the level needs 9, the box holds 8.',
  ]);
  // A card the packs do not hold is not in the box.
  assert.deepEqual(shortages(kitComponents({ weapons: ['laser-whip'] }, items)), [
    'laser-whip (weapon card): the level needs 1, the box holds 0.',
  ]);
});
