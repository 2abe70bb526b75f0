import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildGrid,
  gridSpaces,
  rotateFace,
  rotateFacing,
  rotatePoint,
  spaceAt,
  step,
  type Space,
  type TileFace,
} from '../../src/model/coc-grid.ts';

const L: Space = { terrain: 'low' };
const H: Space = { terrain: 'high' };
const B: Space = { terrain: 'block' };
const slope = (downhill: 'N' | 'E' | 'S' | 'W'): Space => ({ terrain: 'high', feature: { type: 'slope', downhill } });

/** Terrain as letters, row by row: l, h, b, and the downhill facing for a slope. */
const picture = (rows: readonly (readonly (Space | null | undefined)[])[]) =>
  rows
    .map((row) => row.map((s) => (!s ? '.' : s.feature?.type === 'slope' ? s.feature.downhill : s.terrain[0])).join(''))
    .join('/');

// A face with one block in the top-left corner, a slope running east in the middle of the top row.
const face: TileFace = {
  spaces: [
    [B, slope('E'), L],
    [H, L, L],
    [L, L, { terrain: 'low', feature: { type: 'quicksand' } }],
  ],
};

test('facings turn clockwise: N → E → S → W → N', () => {
  assert.equal(rotateFacing('N', 90), 'E');
  assert.equal(rotateFacing('E', 90), 'S');
  assert.equal(rotateFacing('W', 90), 'N');
  assert.equal(rotateFacing('S', 180), 'N');
  assert.equal(rotateFacing('E', 270), 'N');
  assert.equal(rotateFacing('W', 0), 'W');
});

test('points of a 3×3 face turn clockwise: the top-left corner goes to the top-right', () => {
  assert.deepEqual(rotatePoint({ x: 0, y: 0 }, 90), { x: 2, y: 0 });
  assert.deepEqual(rotatePoint({ x: 2, y: 0 }, 90), { x: 2, y: 2 });
  assert.deepEqual(rotatePoint({ x: 1, y: 0 }, 180), { x: 1, y: 2 });
  assert.deepEqual(rotatePoint({ x: 0, y: 0 }, 270), { x: 0, y: 2 });
  assert.deepEqual(rotatePoint({ x: 1, y: 1 }, 90), { x: 1, y: 1 }, 'the centre stays put');
});

test('a rotated face turns its terrain and its slopes together', () => {
  assert.equal(picture(rotateFace(face, 0)), 'bEl/hll/lll');
  // Turned a quarter clockwise, the top row becomes the right column and the slope now runs south.
  assert.equal(picture(rotateFace(face, 90)), 'lhb/llS/lll');
  assert.equal(picture(rotateFace(face, 180)), 'lll/llh/lWb');
  assert.equal(picture(rotateFace(face, 270)), 'lll/Nll/bhl');
  assert.deepEqual(
    rotateFace(face, 90)[2]![0],
    { terrain: 'low', feature: { type: 'quicksand' } },
    'quicksand turns with its space',
  );
});

test('a slope that runs downhill to a low space still does so after any rotation', () => {
  for (const rotation of [0, 90, 180, 270] as const) {
    const grid = buildGrid(
      { columns: 1, rows: 1 },
      [{ slot: { x: 0, y: 0 }, tile: 't', face: 'mountain', rotation }],
      () => face,
    );
    const slopes = gridSpaces(grid).filter((s) => s.feature?.type === 'slope');
    assert.equal(slopes.length, 1);
    const s = slopes[0]!;
    assert.ok(s.feature?.type === 'slope');
    assert.equal(spaceAt(grid, step(s, s.feature.downhill))?.terrain, 'low', `rotation ${rotation}`);
  }
});

test('rotating the face does not change the face it was given', () => {
  const before = JSON.stringify(face);
  rotateFace(face, 90);
  buildGrid({ columns: 1, rows: 1 }, [{ slot: { x: 0, y: 0 }, tile: 't', face: 'jungle', rotation: 270 }], () => face);
  assert.equal(JSON.stringify(face), before);
});

test('placements land at global coordinates: slot (sx, sy) covers x 3·sx…3·sx+2, y 3·sy…3·sy+2', () => {
  const allLow: TileFace = {
    spaces: [
      [L, L, L],
      [L, L, L],
      [L, L, L],
    ],
  };
  const faces: Record<string, TileFace> = { a: face, b: allLow };
  const grid = buildGrid(
    { columns: 2, rows: 2 },
    [
      { slot: { x: 1, y: 0 }, tile: 'a', face: 'jungle' },
      { slot: { x: 0, y: 1 }, tile: 'b', face: 'tomb', rotation: 90 },
    ],
    (tile) => faces[tile],
  );
  assert.equal(grid.width, 6);
  assert.equal(grid.height, 6);
  assert.equal(picture(grid.rows), '...bEl/...hll/...lll/lll.../lll.../lll...');
  const s = spaceAt(grid, { x: 4, y: 0 });
  assert.deepEqual(s && { x: s.x, y: s.y, tile: s.tile, face: s.face, placement: s.placement, local: s.local }, {
    x: 4,
    y: 0,
    tile: 'a',
    face: 'jungle',
    placement: 0,
    local: { x: 1, y: 0 },
  });
  assert.equal(spaceAt(grid, { x: 0, y: 0 }), undefined, 'an empty slot has no spaces');
  assert.equal(spaceAt(grid, { x: 6, y: 0 }), undefined, 'outside the grid');
  assert.equal(spaceAt(grid, { x: -1, y: 2 }), undefined);
  assert.equal(gridSpaces(grid).length, 18);
});

test('a rotated tile in a later slot keeps its local position for reference', () => {
  const grid = buildGrid(
    { columns: 2, rows: 1 },
    [{ slot: { x: 1, y: 0 }, tile: 'a', face: 'jungle', rotation: 90 }],
    () => face,
  );
  // The block written at the face's top-left ends up at the tile's top-right: global (5, 0).
  const s = spaceAt(grid, { x: 5, y: 0 });
  assert.equal(s?.terrain, 'block');
  assert.deepEqual(s?.local, { x: 0, y: 0 });
});

test('placements outside the grid, on a taken slot or with an unknown face are left out', () => {
  const grid = buildGrid(
    { columns: 1, rows: 1 },
    [
      { slot: { x: 0, y: 0 }, tile: 'missing', face: 'jungle' },
      { slot: { x: 0, y: 0 }, tile: 'a', face: 'jungle' },
      { slot: { x: 0, y: 0 }, tile: 'b', face: 'jungle', rotation: 180 },
      { slot: { x: 1, y: 0 }, tile: 'a', face: 'jungle' },
    ],
    (tile) => (tile === 'missing' ? undefined : face),
  );
  assert.equal(picture(grid.rows), 'bEl/hll/lll', 'the first placement that can be laid wins the slot');
  assert.ok(gridSpaces(grid).every((s) => s.placement === 1));
});

test('the default grid is 4×4 tiles of 3×3 spaces', async () => {
  const { DEFAULT_LAYOUT_SIZE, TILE_SPACES } = await import('../../src/model/coc-grid.ts');
  const grid = buildGrid(DEFAULT_LAYOUT_SIZE, [], () => undefined);
  assert.equal(grid.width, 4 * TILE_SPACES);
  assert.equal(grid.height, 12);
  assert.equal(gridSpaces(grid).length, 0);
});
