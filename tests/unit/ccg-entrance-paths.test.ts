// The CCG designer's path overlay as data (src/analysis/ccg-entrance-paths.ts): from each entrance
// the spots its paths of exits reach with their fewest steps, the spots no entrance reaches, the
// dead ends, and the treasure room's depths an entrance cannot reach.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { cardCatalog } from '../../src/model/ccg-card-catalog.ts';
import { emptyCcgLevel } from '../../src/model/ccg-level-new.ts';
import { placeCard, placeEntrance } from '../../src/model/ccg-level-edit.ts';
import { entrancePaths, spotKey } from '../../src/analysis/ccg-entrance-paths.ts';
import type { ContentItem } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const catalog = cardCatalog(base.items);
const keys = (spots: { column: number; depth: number }[]) => spots.map(spotKey).sort();

/** 3 wide, 4 deep: Cave Entrance (exits up and right) at (1, 1); Dead End (down only) at (2, 1) shuts the way right;
 * Bat Cave (up and down) then End of the Line (down only) up column 1. */
function corridor(right = 'dead-end'): ContentItem {
  let level: ContentItem = { ...emptyCcgLevel('paths', 'Paths'), map: { width: 3, depth: 4 } };
  level = placeEntrance(level, { column: 1, depth: 1 }, 'cave-entrance');
  level = placeCard(level, { column: 2, depth: 1 }, right, 'up', 0);
  level = placeCard(level, { column: 1, depth: 2 }, 'bat-cave', 'up', 0);
  level = placeCard(level, { column: 1, depth: 3 }, 'end-of-line', 'up', 0);
  return level;
}

test('a corridor: steps up column 1, a dead end at its top, everything else unreachable, the deepest row missed', () => {
  const paths = entrancePaths(corridor(), catalog);
  assert.equal(paths.entrances.length, 1);
  const [entrance] = paths.entrances;
  assert.deepEqual([...entrance!.steps].sort(), [
    ['1,1', 0],
    ['1,2', 1],
    ['1,3', 2],
  ]);
  assert.deepEqual(keys(paths.deadEnds), ['1,3']);
  assert.deepEqual(keys(paths.unreachable), ['1,4', '2,1', '2,2', '2,3', '2,4', '3,1', '3,2', '3,3', '3,4']);
  assert.deepEqual(paths.treasureDepths, [1, 2, 3, 4]);
  assert.deepEqual(entrance!.missingTreasureDepths, [4]);
  assert.deepEqual(paths.sides.get('1,2')?.sort(), ['bottom', 'top']);
  assert.deepEqual(paths.sides.get('1,1'), ['top']);
});

test('an open cavern in place of the dead end opens the whole map; End of the Line stays a dead end, and so does the corner it shuts off', () => {
  const paths = entrancePaths(corridor('open-cavern'), catalog);
  assert.deepEqual(paths.unreachable, []);
  assert.deepEqual(paths.entrances[0]!.missingTreasureDepths, []);
  assert.equal(paths.entrances[0]!.steps.get('2,1'), 1);
  assert.equal(paths.entrances[0]!.steps.get('3,4'), 5);
  // End of the Line (down only) is still a dead end: only its way in leads anywhere. The spot above
  // it is entered only from the right (End of the Line has no top exit): whatever is drawn there leads back.
  assert.deepEqual(keys(paths.deadEnds), ['1,3', '1,4']);
});

test('a map with no entrance shows no unreachable spots (nothing to reach from yet)', () => {
  const paths = entrancePaths({ ...emptyCcgLevel('none', 'None'), map: { width: 2, depth: 2 } }, catalog);
  assert.deepEqual(paths.entrances, []);
  assert.deepEqual(paths.unreachable, []);
});
