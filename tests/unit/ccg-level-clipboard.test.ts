// Copy, paste and removal of several placed cards of a CCG level (src/model/ccg-level-clipboard.ts):
// the group keeps its shape, goes on the free spots nearest the asked one, never on a taken spot or
// off the map, entrance rooms stay entrance rooms, and removal takes every spot off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyCcgLevel } from '../../src/model/ccg-level-new.ts';
import { placeCard, placeEntrance } from '../../src/model/ccg-level-edit.ts';
import { copySpots, pasteSpots, removeSpots } from '../../src/model/ccg-level-clipboard.ts';
import { readLevelMap } from '../../src/model/ccg-level-map.ts';
import type { ContentItem } from '../../src/model/content.ts';

function level(): ContentItem {
  let l: ContentItem = { ...emptyCcgLevel('clip', 'Clip'), map: { width: 3, depth: 3 } };
  l = placeEntrance(l, { column: 1, depth: 1 }, 'cave-entrance');
  l = placeCard(l, { column: 2, depth: 1 }, 'fork', 'up', 90);
  l = placeCard(l, { column: 2, depth: 2 }, 'pond', 'down');
  return l;
}
const shown = (l: ContentItem) =>
  readLevelMap(l)
    .rows.flat()
    .filter((c) => c.kind !== 'unknown')
    .map((c) => `${c.spot.column},${c.spot.depth} ${c.kind} ${'card' in c ? c.card : ''}`);

test('two cards copied keep their shape and land on the nearest free place, the originals untouched', () => {
  const original = level();
  const clip = copySpots(original, [
    { column: 2, depth: 1 },
    { column: 2, depth: 2 },
  ])!;
  assert.deepEqual(
    clip.cells.map((c) => [c.offset.column, c.offset.depth, c.entry.card]),
    [
      [0, 0, 'fork'],
      [0, 1, 'pond'],
    ],
  );
  const pasted = pasteSpots(original, clip, { column: 2, depth: 1 })!;
  // Column 2 is taken; column 3 is the nearest place where both fit, one above the other.
  assert.deepEqual(pasted.spots, [
    { column: 3, depth: 1 },
    { column: 3, depth: 2 },
  ]);
  assert.deepEqual(shown(pasted.level), [
    '1,1 entrance cave-entrance',
    '2,1 card fork',
    '3,1 card fork',
    '2,2 card pond',
    '3,2 card pond',
  ]);
  const fork = (pasted.level.fixedCells as { card: string; rotation?: number; face: string }[]).filter(
    (f) => f.card === 'fork',
  );
  assert.deepEqual(
    fork.map((f) => [f.face, f.rotation]),
    [
      ['up', 90],
      ['up', 90],
    ],
  );
  assert.equal((original.fixedCells as unknown[]).length, 2, 'the level given is not changed');
});

test('an entrance room is pasted as an entrance room; a group that fits nowhere is refused', () => {
  const original = level();
  const clip = copySpots(original, [{ column: 1, depth: 1 }])!;
  const pasted = pasteSpots(original, clip, { column: 1, depth: 1 })!;
  assert.deepEqual(pasted.spots, [{ column: 1, depth: 2 }]);
  assert.equal(readLevelMap(pasted.level).rows[1]![0]!.kind, 'entrance');
  const tall = copySpots(original, [
    { column: 1, depth: 1 },
    { column: 2, depth: 2 },
  ])!;
  // Two spots on a diagonal: 3 × 3 with three taken still has room (e.g. (1,2) and (2,3)).
  assert.ok(pasteSpots(original, tall, { column: 1, depth: 1 }));
  const full = copySpots(original, [
    { column: 1, depth: 1 },
    { column: 2, depth: 1 },
    { column: 2, depth: 2 },
  ])!;
  // The three in an L shape: no free place of the 3 × 3 map holds that shape.
  assert.equal(pasteSpots(original, full, { column: 1, depth: 1 }), undefined);
  assert.equal(copySpots(original, [{ column: 3, depth: 3 }]), undefined, 'an empty spot copies nothing');
});

test('removing several spots takes each off, entrance and fixed cards alike', () => {
  const removed = removeSpots(level(), [
    { column: 1, depth: 1 },
    { column: 2, depth: 2 },
  ]);
  assert.deepEqual(shown(removed), ['2,1 card fork']);
});
