// The Crypt of Chronos plays the content prepared once and passed explicitly (issue 19 item 1): nothing is cached
// by the packs array, the levels are kept by the content they were built from, and the module's `prepare` still
// lists the levels of content it cannot play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { newGame, stateDigest } from '../../src/engine/coc/game.ts';
import { cocModule } from '../../src/engine/coc/module.ts';

const base = readPack('content/base').pack!;
const landfall = { kind: 'chapter', id: 'landfall' } as const;

test('rulesContent builds afresh each call; a level is built once per prepared content', () => {
  const packs = [base];
  const one = rulesContent(packs);
  const two = rulesContent(packs);
  assert.notEqual(one, two, 'the same packs array gives a new content: no cache keyed by the array');
  assert.equal(levelOf(one, landfall), levelOf(one, landfall), 'the level is kept in the content it was built from');
  assert.notEqual(levelOf(one, landfall), levelOf(two, landfall), 'each content builds its own');
  assert.deepEqual(levelOf(two, landfall).terrain, levelOf(one, landfall).terrain);
  assert.equal(
    stateDigest(newGame(one, landfall, { seed: 3 })),
    stateDigest(newGame(two, landfall, { seed: 3 })),
    'the same game on either',
  );
});

test('a prepared game lists levels and left-out items of packs without dice, and says why it cannot play them', () => {
  const noDice = { ...base, items: base.items.filter((i) => i.kind !== 'dice') };
  assert.throws(() => rulesContent(noDice), /no Lara Die/);
  const prepared = cocModule.prepare([noDice]);
  assert.ok(prepared.levels().some((l) => l.kind === 'chapter' && l.id === 'landfall'));
  assert.deepEqual(prepared.leftOut!(), cocModule.prepare([base]).leftOut!(), 'the items left out are listed');
  assert.throws(() => prepared.newGame(landfall, { seed: 1 }), /no Lara Die/);
  const played = cocModule.prepare([base]).newGame(landfall, { seed: 1 }).state;
  assert.equal(stateDigest(played), stateDigest(newGame(rulesContent(base), landfall, { seed: 1 })));
});
