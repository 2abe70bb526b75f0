// Crafted ammo shared as the player says (the craft action's shareAmmo) and the playtest's
// starting point for it (src/analysis/coc-ammo-share.ts: the engine's own split).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame } from '../../src/engine/coc/game.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { ammoShare } from '../../src/analysis/coc-ammo-share.ts';
import type { Setup } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const { items, ref } = scenarioLevel({
  map: ['LLL', 'LLL', 'LLL'],
  tokens: [{ type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' }],
});
const packs = withScenarioItems([base], items);
const packsContent = rulesContent(packs);
const game = (setup: Setup = {}) =>
  newGame(packsContent, ref, {
    seed: 4,
    setup: {
      inventory: {
        resources: ['scrap', 'oil'],
        weapons: [
          { id: 'bow', ammo: 1 },
          { id: 'm16', ammo: 0 },
        ],
      },
      ...setup,
    },
  });
const ammoOf = (s: ReturnType<typeof game>) => s.inventory.weapons.map((w) => w.ammo);

test('the 5 crafted ammo go where the player says; the rest is shared round', () => {
  const s = game();
  const asked = applyAction(packsContent, s, { type: 'craft', recipe: 'ammo' }).state;
  assert.deepEqual(
    asked.pending,
    { kind: 'shareAmmo', amount: 5, weapons: ['bow', 'm16'] },
    'no split named: the player is asked (rule decision 210)',
  );
  assert.deepEqual(
    ammoOf(applyAction(packsContent, s, { type: 'craft', recipe: 'ammo', shareAmmo: {} }).state),
    [4, 2],
    'an empty split: one at a time round the slots (rule decision 31)',
  );
  assert.deepEqual(
    ammoOf(applyAction(packsContent, s, { type: 'craft', recipe: 'ammo', shareAmmo: { m16: 5 } }).state),
    [1, 5],
  );
  assert.deepEqual(
    ammoOf(applyAction(packsContent, s, { type: 'craft', recipe: 'ammo', shareAmmo: { bow: 1, m16: 2 } }).state),
    [3, 3],
    'bow 1 + m16 2, the other 2 round: bow then m16',
  );
  assert.throws(
    () => applyAction(packsContent, s, { type: 'craft', recipe: 'ammo', shareAmmo: { bow: 2, m16: 4 } }),
    /4 ammo cannot go on "m16" \(3 to share out\)/,
  );
  assert.throws(
    () => applyAction(packsContent, s, { type: 'craft', recipe: 'ammo', shareAmmo: { shotgun: 1 } }),
    /no weapon "shotgun"/,
  );
  const over = applyAction(packsContent, s, { type: 'craft', recipe: 'ammo', shareAmmo: { bow: 5 } });
  assert.deepEqual(ammoOf(over.state), [4, 0], 'what does not fit the weapon the player named is lost');
  assert.ok(over.events.some((e) => /2 lost/.test(e.text)));
});

test('the playtest’s starting point is the engine’s own split, with the amount and each weapon’s room', () => {
  const share = ammoShare(packsContent, game(), 'ammo')!;
  assert.equal(share.amount, 5);
  assert.deepEqual(
    share.weapons.map((w) => [w.id, w.ammo, w.capacity, w.share]),
    [
      ['bow', 1, 4, 3],
      ['m16', 0, 8, 2],
    ],
  );
  assert.equal(ammoShare(packsContent, game(), 'health'), undefined, 'a recipe without ammo');
  assert.equal(
    ammoShare(packsContent, game({ inventory: { resources: [], weapons: [{ id: 'bow', ammo: 0 }] } }), 'ammo'),
    undefined,
    'cannot be paid for',
  );
});

test('an outfit’s extra yield (Nightshade) is counted in the amount to share', () => {
  const s = game({
    inventory: {
      resources: ['scrap', 'oil'],
      outfits: ['nightshade'],
      weapons: [
        { id: 'bow', ammo: 0 },
        { id: 'm16', ammo: 0 },
      ],
    },
  });
  const share = ammoShare(packsContent, s, 'ammo')!;
  const crafted = applyAction(packsContent, s, { type: 'craft', recipe: 'ammo', shareAmmo: {} }).state;
  assert.equal(
    share.amount,
    ammoOf(crafted).reduce((a, b) => a + b, 0),
  );
  assert.deepEqual(
    share.weapons.map((w) => w.share),
    ammoOf(crafted),
  );
});
