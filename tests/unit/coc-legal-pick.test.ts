// The random player picks among Lara's legal actions by counting them and building only the one
// picked (legal-pick.ts). It must stand for exactly the list laraLegalActions builds — same
// actions, same order — and draw from the generator as `pick` over that list does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { laraLegalActions } from '../../src/engine/coc/legal.ts';
import { countLaraActions, pickLaraAction } from '../../src/engine/coc/legal-pick.ts';
import { eachRandomState } from './coc-random-states.ts';
import { pick, seedRandom, type RandomState } from '../../src/engine/core/random.ts';
import type { Ctx } from '../../src/engine/coc/context.ts';
import type { CocState } from '../../src/engine/coc/types.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const ctxOf = (state: CocState): Ctx => ({
  level: levelOf(content, state.level),
  state,
  content: rulesContent(pack),
  events: [],
});

test('the counted legal actions are the listed ones, in the same order, and the pick draws the same', () => {
  let states = 0;
  let rolls = 0;
  eachRandomState(pack, 'pick', 300, (state, item) => {
    if (state.status !== 'playing' || state.pending || state.phase !== 'lara') return;
    const ctx = ctxOf(state);
    const list = laraLegalActions(ctx);
    const counted = countLaraActions(ctx);
    assert.equal(counted.total, list.length, `${item.id}: how many`);
    for (let n = 0; n < list.length; n++) assert.deepEqual(counted.at(n), list[n], `${item.id}: action ${n}`);
    rolls += list.filter((a) => 'dice' in a).length;
    const a = seedRandom(`g ${states}`) as RandomState;
    const b = a.slice() as RandomState;
    assert.deepEqual(pickLaraAction(ctx, a), pick(b, list));
    assert.deepEqual(a, b, 'the generator moved on the same');
    states++;
  });
  assert.ok(states > 1000, `${states} states`);
  assert.ok(rolls > 3000, `${rolls} rolls`);
});
