// What the CoC engine works out once is kept by the object it is worked out from (issue 19, item 1):
// the content's index (content-index.ts) answers as a fresh reading of the items does, and each level's
// memo (level-memo.ts) is its own — a level built anew, or read from other content, starts empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { buildLevel } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { itemOf } from '../../src/engine/coc/ongoing-rules.ts';
import { isWild } from '../../src/engine/coc/bag.ts';
import { recipeIds } from '../../src/engine/coc/craft.ts';
import { advancedOf } from '../../src/engine/coc/advanced-enemies.ts';
import { levelRules } from '../../src/engine/coc/level-rules.ts';
import { makeBoard } from '../../src/engine/coc/movement.ts';
import { newGame } from '../../src/engine/coc/game.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
const landfall = { kind: 'chapter' as const, id: 'landfall' };

test("the content's index answers as the items read afresh do", () => {
  for (const item of content.items) assert.equal(itemOf(content, item.kind, item.id), item, `${item.kind} ${item.id}`);
  assert.equal(itemOf(content, 'enemy', 'no-such-enemy'), undefined);
  const resources = content.items.filter((i) => i.kind === 'resource');
  assert.ok(resources.some((r) => r.wild === true) && resources.some((r) => r.wild !== true));
  for (const r of resources) assert.equal(isWild(content, r.id), r.wild === true, r.id);
  const recipes = content.items.filter((i) => i.kind === 'recipe').map((i) => i.id);
  assert.ok(recipes.length > 0);
  assert.deepEqual(recipeIds(content), recipes);
  const types = new Set(content.items.flatMap((i) => (i.tier === 'advanced' ? [String(i.enemyType)] : [])));
  assert.ok(types.size > 0);
  for (const type of types)
    assert.deepEqual(
      advancedOf(content, type),
      content.items.filter((i) => i.kind === 'enemy' && i.tier === 'advanced' && i.enemyType === type),
      type,
    );
});

test('content read again has its own index; a level built again has its own memo', () => {
  const again = rulesContent([base]);
  assert.notEqual(again, content);
  assert.notEqual(again.index, content.index);
  const level = buildLevel(content, landfall);
  const other = buildLevel(content, landfall);
  assert.notEqual(level.memo, other.memo);
  const state = newGame(content, landfall, { seed: 1 });
  // The board buffers are reused on one level, never shared between two.
  assert.equal(makeBoard(level, state), makeBoard(level, state));
  assert.notEqual(makeBoard(level, state), makeBoard(other, state));
  assert.equal(makeBoard(other, state).level, other);
});

test("a level's rules are kept by challenge: the chapter's and each challenge's apart", () => {
  const level = buildLevel(content, landfall);
  const single = levelRules(level, { mode: 'single' });
  const first = levelRules(level, { mode: 'challenge', challenge: 0 });
  assert.equal(levelRules(level, { mode: 'single' }), single);
  assert.equal(levelRules(level, { mode: 'challenge', challenge: 0 }), first);
  assert.equal(single.noCrafting.size, 0);
  assert.deepEqual([...first.noCrafting].sort(), ['weapon', 'weapon-pick']);
  assert.equal(levelRules(level, { mode: 'challenge', challenge: 1 }).noCrafting.size, 0);
});
