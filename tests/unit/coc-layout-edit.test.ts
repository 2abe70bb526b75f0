import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ContentItem } from '../../src/model/content.ts';
import type { Space } from '../../src/model/coc-grid.ts';
import {
  flipTile,
  gridOf,
  layoutOf,
  moveTile,
  placeFace,
  removeTile,
  resizeLayout,
  rotateTile,
  tileCatalog,
  type EditableLayout,
  type LevelRules,
} from '../../src/model/coc-layout-edit.ts';
import {
  facingTowards,
  moveToken,
  placeToken,
  removeToken,
  setTokenFacing,
  tokenSpaceProblem,
  turnToken,
} from '../../src/model/coc-token-edit.ts';

const L: Space = { terrain: 'low' };
const H: Space = { terrain: 'high' };
const B: Space = { terrain: 'block' };
const slopeE: Space = { terrain: 'high', feature: { type: 'slope', downhill: 'E' } };
const tile = (n: number, pair: 'jungle-tomb' | 'mountain-desert', a: Space[][], b: Space[][]): ContentItem => ({
  kind: 'tile',
  id: `tile-${n}`,
  name: `Tile ${n}`,
  number: n,
  pair,
  faces:
    pair === 'jungle-tomb'
      ? { jungle: { spaces: a }, tomb: { spaces: b } }
      : { mountain: { spaces: a }, desert: { spaces: b } },
});
const plain = [
  [L, L, L],
  [L, L, L],
  [L, L, L],
];
// Tile 1's jungle face: block top-left, a slope running east in the middle of the top row, high on the right.
const tiles = tileCatalog([
  tile(
    1,
    'jungle-tomb',
    [
      [B, slopeE, L],
      [L, L, H],
      [L, L, L],
    ],
    plain,
  ),
  tile(2, 'jungle-tomb', plain, plain),
  tile(3, 'mountain-desert', plain, plain),
]);
const rules: LevelRules = { tiles, locationType: 'jungle' };
const empty = (): EditableLayout => layoutOf({ layout: { size: { columns: 2, rows: 2 }, tiles: [], tokens: [] } });

function ok<T>(edit: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!edit.ok) assert.fail(`refused: ${edit.reason}`);
  return edit.value;
}
function refused(edit: { ok: boolean; reason?: string }, pattern: RegExp): void {
  assert.equal(edit.ok, false);
  assert.match(edit.reason!, pattern);
}

test('a face is laid in an empty slot and replaces the tile in a taken one', () => {
  const one = ok(placeFace(empty(), rules, { x: 1, y: 0 }, 'tile-1', 'jungle'));
  assert.deepEqual(one.tiles, [{ slot: { x: 1, y: 0 }, tile: 'tile-1', face: 'jungle', rotation: 0 }]);
  const two = placeFace(one, rules, { x: 1, y: 0 }, 'tile-2', 'jungle');
  assert.ok(two.ok && /Replace tile 1 with tile 2/.test(two.label));
  assert.equal(ok(two).tiles.length, 1);
});

test('illegal faces are refused with a reason: outside, used twice, wrong location type, unknown', () => {
  const one = ok(placeFace(empty(), rules, { x: 0, y: 0 }, 'tile-1', 'jungle'));
  refused(placeFace(one, rules, { x: 2, y: 0 }, 'tile-2', 'jungle'), /outside the 2 × 2 grid/);
  refused(placeFace(one, rules, { x: 1, y: 1 }, 'tile-1', 'jungle'), /tile 1 is already laid in slot \(0, 0\)/);
  refused(placeFace(one, rules, { x: 1, y: 1 }, 'tile-3', 'desert'), /desert face and the level is jungle/);
  assert.ok(placeFace(one, { ...rules, mixedFaces: true }, { x: 1, y: 1 }, 'tile-3', 'desert').ok);
  refused(placeFace(one, rules, { x: 1, y: 1 }, 'tile-9', 'jungle'), /no tile "tile-9"/);
  refused(placeFace(one, rules, { x: 1, y: 1 }, 'tile-2', 'desert'), /has no desert face/);
});

test('moving a tile carries its tokens; onto a taken slot the two swap', () => {
  let layout = ok(placeFace(empty(), rules, { x: 0, y: 0 }, 'tile-1', 'jungle'));
  layout = ok(placeFace(layout, rules, { x: 1, y: 0 }, 'tile-2', 'jungle'));
  layout = ok(placeToken(layout, gridOf(layout, tiles), { type: 'artifact' }, { x: 0, y: 2 }));
  layout = ok(placeToken(layout, gridOf(layout, tiles), { type: 'exit' }, { x: 4, y: 1 }));
  const moved = ok(moveTile(layout, rules, { x: 0, y: 0 }, { x: 1, y: 1 }));
  assert.deepEqual((moved.tokens[0] as { at: unknown }).at, { x: 3, y: 5 });
  const swapped = moveTile(layout, rules, { x: 0, y: 0 }, { x: 1, y: 0 });
  assert.ok(swapped.ok && /Swap tile 1 and tile 2/.test(swapped.label));
  assert.deepEqual(
    ok(swapped).tiles.map((t) => (t as { tile: string; slot: unknown }).slot),
    [
      { x: 1, y: 0 },
      { x: 0, y: 0 },
    ],
  );
  assert.deepEqual(
    ok(swapped).tokens.map((t) => (t as { at: unknown }).at),
    [
      { x: 3, y: 2 },
      { x: 1, y: 1 },
    ],
  );
  refused(moveTile(layout, rules, { x: 0, y: 1 }, { x: 1, y: 1 }), /No tile is laid/);
});

test('rotating turns the face and the tokens on it (place and facing); four turns come back', () => {
  let layout = ok(placeFace(empty(), rules, { x: 1, y: 1 }, 'tile-2', 'jungle'));
  layout = ok(placeToken(layout, gridOf(layout, tiles), { type: 'laraStart', facing: 'E' }, { x: 3, y: 3 }));
  const turned = ok(rotateTile(layout, rules, { x: 1, y: 1 }));
  assert.equal((turned.tiles[0] as { rotation: number }).rotation, 90);
  assert.deepEqual(turned.tokens[0], { type: 'laraStart', facing: 'S', at: { x: 5, y: 3 } });
  let back = turned;
  for (let i = 0; i < 3; i++) back = ok(rotateTile(back, rules, { x: 1, y: 1 }));
  assert.deepEqual(back.tokens, layout.tokens);
  assert.equal((ok(rotateTile(layout, rules, { x: 1, y: 1 }, -1)).tiles[0] as { rotation: number }).rotation, 270);
});

test('flipping shows the other face when the level allows it', () => {
  const layout = ok(placeFace(empty(), { ...rules, mixedFaces: true }, { x: 0, y: 0 }, 'tile-3', 'mountain'));
  assert.equal(
    (ok(flipTile(layout, { ...rules, mixedFaces: true }, { x: 0, y: 0 })).tiles[0] as { face: string }).face,
    'desert',
  );
  refused(flipTile(layout, rules, { x: 0, y: 0 }), /Flipping shows the desert face/);
  refused(flipTile(layout, rules, { x: 1, y: 0 }), /No tile/);
});

test('removing a tile removes the tokens on it; shrinking the grid drops what falls outside', () => {
  let layout = ok(placeFace(empty(), rules, { x: 1, y: 1 }, 'tile-2', 'jungle'));
  layout = ok(placeToken(layout, gridOf(layout, tiles), { type: 'artifact' }, { x: 4, y: 4 }));
  const removed = removeTile(layout, rules, { x: 1, y: 1 });
  assert.ok(removed.ok && removed.label === 'Remove tile 2 and 1 token on it');
  assert.deepEqual(ok(removed), { ...layout, tiles: [], tokens: [] });
  const small = resizeLayout(layout, { columns: 1, rows: 1 });
  assert.ok(small.ok && /removes 2 pieces/.test(small.label));
  assert.deepEqual(ok(small).size, { columns: 1, rows: 1 });
  refused(resizeLayout(layout, { columns: 9, rows: 1 }), /1 to 8 slots/);
});

test('tokens go only where the rules allow, each refusal saying why', () => {
  const layout = ok(placeFace(empty(), rules, { x: 0, y: 0 }, 'tile-1', 'jungle'));
  const grid = gridOf(layout, tiles);
  refused(placeToken(layout, grid, { type: 'artifact' }, { x: 0, y: 0 }), /block space/);
  refused(placeToken(layout, grid, { type: 'switch', colour: 'red' }, { x: 1, y: 0 }), /slippery slope/);
  refused(
    placeToken(layout, grid, { type: 'boulder' }, { x: 2, y: 1 }),
    /boulder must start on a low space; \(2, 1\) is high/,
  );
  refused(placeToken(layout, grid, { type: 'exit' }, { x: 4, y: 1 }), /No tile is laid in slot \(1, 0\)/);
  refused(placeToken(layout, grid, { type: 'exit' }, { x: 7, y: 1 }), /outside the grid/);
  const door = ok(placeToken(layout, grid, { type: 'door', colour: 'red', state: 'closed' }, { x: 0, y: 1 }));
  refused(
    placeToken(door, grid, { type: 'spawnPoint', facing: 'S' }, { x: 0, y: 1 }),
    /cannot share \(0, 1\) with the red door/,
  );
  const sw = ok(placeToken(layout, grid, { type: 'switch', colour: 'red' }, { x: 1, y: 1 }));
  assert.ok(placeToken(sw, grid, { type: 'laraStart', facing: 'N' }, { x: 1, y: 1 }).ok, 'Lara may start on a switch');
  refused(
    placeToken(sw, grid, { type: 'artifact' }, { x: 1, y: 1 }),
    /at most one of a switch, an artifact and the exit/,
  );
  const lara = ok(placeToken(layout, grid, { type: 'laraStart', facing: 'N' }, { x: 0, y: 2 }));
  refused(
    placeToken(lara, grid, { type: 'laraStart', facing: 'N' }, { x: 1, y: 2 }),
    /already has Lara's start on \(0, 2\)/,
  );
});

test('spawn points take the next free number, up to six', () => {
  let layout = ok(placeFace(empty(), rules, { x: 0, y: 0 }, 'tile-2', 'jungle'));
  layout = ok(placeFace(layout, rules, { x: 1, y: 0 }, 'tile-1', 'jungle'));
  const grid = gridOf(layout, tiles);
  for (let i = 0; i < 6; i++)
    layout = ok(placeToken(layout, grid, { type: 'spawnPoint', facing: 'S' }, { x: i % 3, y: Math.floor(i / 3) }));
  assert.deepEqual(
    layout.tokens.map((t) => (t as { number: number }).number),
    [1, 2, 3, 4, 5, 6],
  );
  refused(placeToken(layout, grid, { type: 'spawnPoint', facing: 'S' }, { x: 0, y: 2 }), /All six spawn points/);
  const fewer = ok(removeToken(layout, 2));
  assert.equal(
    (ok(placeToken(fewer, grid, { type: 'spawnPoint', facing: 'S' }, { x: 0, y: 2 })).tokens[5] as { number: number })
      .number,
    3,
  );
});

test('tokens move to legal spaces and turn', () => {
  let layout = ok(placeFace(empty(), rules, { x: 0, y: 0 }, 'tile-1', 'jungle'));
  const grid = gridOf(layout, tiles);
  layout = ok(placeToken(layout, grid, { type: 'spawnPoint', facing: 'S' }, { x: 0, y: 2 }));
  refused(moveToken(layout, grid, 0, { x: 0, y: 0 }), /block/);
  assert.deepEqual((ok(moveToken(layout, grid, 0, { x: 1, y: 2 })).tokens[0] as { at: unknown }).at, { x: 1, y: 2 });
  assert.equal((ok(turnToken(layout, 0, 1)).tokens[0] as { facing: string }).facing, 'W');
  assert.equal((ok(turnToken(layout, 0, -1)).tokens[0] as { facing: string }).facing, 'E');
  assert.equal((ok(setTokenFacing(layout, 0, 'N')).tokens[0] as { facing: string }).facing, 'N');
  const withExit = ok(placeToken(layout, grid, { type: 'exit' }, { x: 2, y: 2 }));
  refused(setTokenFacing(withExit, 1, 'N'), /does not face/);
  assert.equal(
    tokenSpaceProblem(layout, grid, 'spawnPoint', { x: 0, y: 2 }, 0),
    undefined,
    'a token does not clash with itself',
  );
});

test('the facing towards a point follows the larger difference', () => {
  assert.equal(facingTowards({ x: 0, y: 0 }, { x: 5, y: 1 }), 'E');
  assert.equal(facingTowards({ x: 0, y: 0 }, { x: -1, y: -3 }), 'N');
  assert.equal(facingTowards({ x: 0, y: 0 }, { x: 0, y: 0 }), undefined);
});

test('readers survive broken layouts and keep what they do not understand', () => {
  const layout = layoutOf({
    layout: { size: { columns: 99 }, tiles: [42, { slot: 'x' }], tokens: 'nope', extra: 1 },
  } as never);
  assert.deepEqual(layout.tokens, []);
  assert.equal(layout.extra, 1);
  const placed = ok(placeFace(layout, rules, { x: 0, y: 0 }, 'tile-2', 'jungle'));
  assert.deepEqual(placed.tiles.slice(0, 2), [42, { slot: 'x' }]);
});
