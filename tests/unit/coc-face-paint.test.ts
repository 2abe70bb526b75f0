import { test } from 'node:test';
import assert from 'node:assert/strict';
import { paintSpace, paintTile, plainFace } from '../../src/model/coc-face-paint.ts';

test('terrain brushes keep a feature only where it still fits', () => {
  const slope = { terrain: 'high' as const, feature: { type: 'slope' as const, downhill: 'E' as const } };
  assert.deepEqual(paintSpace(slope, 'high'), slope);
  assert.deepEqual(paintSpace(slope, 'low'), { terrain: 'low' }, 'a slope needs high ground');
  assert.deepEqual(paintSpace({ terrain: 'low', feature: { type: 'quicksand' } }, 'high'), {
    terrain: 'high',
    feature: { type: 'quicksand' },
  });
  assert.deepEqual(
    paintSpace({ terrain: 'low', feature: { type: 'quicksand' } }, 'block'),
    { terrain: 'block' },
    'block holds no feature',
  );
});

test('feature brushes: a slope makes the space high, quicksand lifts block to low, plain clears', () => {
  assert.deepEqual(paintSpace({ terrain: 'low' }, 'slope-W'), {
    terrain: 'high',
    feature: { type: 'slope', downhill: 'W' },
  });
  assert.deepEqual(paintSpace({ terrain: 'block' }, 'quicksand'), { terrain: 'low', feature: { type: 'quicksand' } });
  assert.deepEqual(paintSpace({ terrain: 'high', feature: { type: 'quicksand' } }, 'plain'), { terrain: 'high' });
});

test('painting a tile changes one space of one face and nothing else', () => {
  const tile = { kind: 'tile', id: 't', faces: { jungle: { ...plainFace(), notes: 'n' }, tomb: plainFace() } };
  const painted = paintTile(tile, 'jungle', 2, 0, 'block');
  assert.deepEqual(painted.faces.jungle.spaces[0][2], { terrain: 'block' });
  assert.equal(painted.faces.jungle.notes, 'n');
  assert.deepEqual(painted.faces.tomb, tile.faces.tomb);
  assert.deepEqual(tile.faces.jungle.spaces[0]![2], { terrain: 'low' }, 'the input is not changed');
  const fixed = paintTile({ kind: 'tile', faces: { jungle: { spaces: 'broken' } } }, 'jungle', 0, 0, 'high');
  assert.deepEqual((fixed.faces as unknown as { jungle: { spaces: unknown[][] } }).jungle.spaces[0][0], {
    terrain: 'high',
  });
});
