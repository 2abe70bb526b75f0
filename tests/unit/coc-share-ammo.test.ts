// The player shares out ammo a card gives (rule decision 210): a shareAmmo decision whose legal
// answers are every split within the weapons' room, put in words for the playtest's choice dialog;
// and every pending kind of the engine has its own words there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, legalActions, newGame } from '../../src/engine/coc/game.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { describeDecision } from '../../src/ui/playtest/decision-words.ts';
import type { CocState, Pending, Setup } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const { items, ref } = scenarioLevel({
  map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  tokens: [{ type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' }],
});
const packs = withScenarioItems([base], items);
const packsContent = rulesContent(packs);
const start = (setup: Setup) => newGame(packsContent, ref, { seed: 1, setup });

test('crafted ammo with two weapons that have room asks, listing every split within their room', () => {
  let s = start({
    inventory: {
      resources: ['scrap', 'oil'],
      weapons: [
        { id: 'bow', ammo: 2 },
        { id: 'dual-pistols', ammo: 2 },
      ],
    },
  });
  s = applyAction(packsContent, s, { type: 'craft', recipe: 'ammo' }).state;
  assert.deepEqual(s.pending, { kind: 'shareAmmo', amount: 5, weapons: ['bow', 'dual-pistols'] });
  const splits = legalActions(packsContent, s).map((a) => (a.type === 'shareAmmo' ? a.split : undefined));
  // The Bow has room for 2, the pistols for 4: the 5 ammo go 2 + 3 or 1 + 4.
  assert.deepEqual(splits, [
    { bow: 2, 'dual-pistols': 3 },
    { bow: 1, 'dual-pistols': 4 },
  ]);
  const d = describeDecision(packsContent, s, legalActions(packsContent, s))!;
  assert.equal(d.heading, 'Load 5 ammo');
  assert.deepEqual(
    d.answers.map((a) => a.words),
    ['Bow +2, Dual Pistols +3', 'Bow +1, Dual Pistols +4'],
  );
});

test('the splits of 5 ammo over room 4 and 6 are every way that adds up to 5', () => {
  let s = start({
    inventory: {
      resources: ['scrap', 'oil'],
      weapons: [
        { id: 'bow', ammo: 0 },
        { id: 'dual-pistols', ammo: 0 },
      ],
    },
  });
  s = applyAction(packsContent, s, { type: 'craft', recipe: 'ammo' }).state;
  const splits = legalActions(packsContent, s).map((a) =>
    a.type === 'shareAmmo' ? [a.split.bow, a.split['dual-pistols']] : [],
  );
  assert.deepEqual(splits, [
    [4, 1],
    [3, 2],
    [2, 3],
    [1, 4],
    [0, 5],
  ]);
  s = applyAction(packsContent, s, { type: 'shareAmmo', split: { bow: 1, 'dual-pistols': 4 } }).state;
  assert.deepEqual(
    s.inventory.weapons.map((w) => w.ammo),
    [1, 4],
  );
  assert.equal(s.pending, null);
});

test('no decision when there is only one way: one weapon, or enough to fill them all', () => {
  let one = start({ inventory: { resources: ['scrap', 'oil'], weapons: [{ id: 'dual-pistols', ammo: 0 }] } });
  one = applyAction(packsContent, one, { type: 'craft', recipe: 'ammo' }).state;
  assert.equal(one.pending, null);
  assert.equal(one.inventory.weapons[0]!.ammo, 5);
  let full = start({
    inventory: {
      resources: ['scrap', 'oil'],
      weapons: [
        { id: 'bow', ammo: 3 },
        { id: 'dual-pistols', ammo: 4 },
      ],
    },
  });
  full = applyAction(packsContent, full, { type: 'craft', recipe: 'ammo' }).state;
  assert.equal(full.pending, null);
  assert.deepEqual(
    full.inventory.weapons.map((w) => w.ammo),
    [4, 6],
  );
});

test('every pending kind has its own words in the choice dialog', () => {
  const ref0 = { kind: 'event', id: 'ammo', pointer: '/invaded/effects/0' };
  const all: { [K in Pending['kind']]: Extract<Pending, { kind: K }> } = {
    sacrifices: { kind: 'sacrifices', sacrifices: 1 },
    dodge: { kind: 'dodge', damage: 2, source: 'Wolf' },
    reroll: { kind: 'reroll', dice: 2 },
    ammo: { kind: 'ammo', max: 2 },
    manual: { kind: 'manual', text: 'x' },
    afterRoll: { kind: 'afterRoll', cards: [], rerolls: [] },
    upgradeDeck: { kind: 'upgradeDeck', decks: ['weapon', 'outfit'], draw: 1, keep: 1 },
    loseResources: { kind: 'loseResources', amount: 1 },
    pickResources: { kind: 'pickResources', count: 1 },
    swapResources: { kind: 'swapResources', max: 1 },
    throwNoise: { kind: 'throwNoise', distance: 3 },
    keepResearch: { kind: 'keepResearch', cards: [] },
    returnEvent: { kind: 'returnEvent' },
    choice: { kind: 'choice', options: ['Give up ammo', 'Take damage'], ref: ref0 },
    helpful: { kind: 'helpful', card: 'ammo' },
    upgrade: { kind: 'upgrade', deck: 'weapon', cards: ['bow'], keep: 1 },
    makeRoom: { kind: 'makeRoom', deck: 'weapon', card: 'bow' },
    run: { kind: 'run', points: 2, from: { x: 0, y: 1 }, mayReturnToStart: true },
    downgrade: { kind: 'downgrade', decks: ['weapon'] },
    shareAmmo: { kind: 'shareAmmo', amount: 5, weapons: ['bow', 'dual-pistols'] },
    islandStart: { kind: 'islandStart' },
    islandMove: { kind: 'islandMove', by: 'paths' },
    revealTombToken: { kind: 'revealTombToken', count: 1 },
    natlaPath: { kind: 'natlaPath', pin: 0, options: ['j1', 'j2'] },
    enemyMove: { kind: 'enemyMove', enemy: 'e1', points: 3, passing: false },
    eventPick: { kind: 'eventPick', cards: ['ammo', 'wildlife-spawn'] },
  };
  const s = start({});
  for (const pending of Object.values(all)) {
    const d = describeDecision(packsContent, { ...s, pending } as CocState, [])!;
    assert.ok(d.heading && !/waits for your choice/.test(d.heading), `${pending.kind}: ${d.heading}`);
  }
});
