// Applying an effect by hand (by-hand.ts): while a "manual" decision is open the player sets what the
// card changes with `adjust` actions, each checked, worded in the log and replayed like any action.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, gameLog, legalActions, newGame, replay, stateDigest } from '../../src/engine/coc/game.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import type { CocAction, CocEvent, CocState, NewGameOptions } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const { items, ref } = scenarioLevel({
  map: ['LLL', 'LBL', 'LLL'],
  tokens: [
    { type: 'laraStart', at: { x: 0, y: 0 }, facing: 'E' },
    { type: 'spawnPoint', number: 1, at: { x: 2, y: 2 }, facing: 'N', enemy: 'wolf' },
  ],
});
// An Event Card whose effect no engine rule carries out (made here: the base pack has few left).
const odd = {
  kind: 'event',
  id: 'odd-event',
  name: 'Odd',
  copies: 2,
  lara: {
    type: 'other',
    name: 'Odd',
    text: 'x',
    effects: [{ type: 'manual', text: 'Lara stumbles: lose 2 health and turn around.' }],
  },
  invaded: { type: 'other', name: 'Odd', text: 'x', effects: [] },
};
const packs = withScenarioItems([base], [...items, odd as never]);
const packsContent = rulesContent(packs);

/** A game at the odd card's manual decision, reached by real actions (so the log replays). */
function atManual(setup: NewGameOptions['setup'] = {}): { state: CocState; options: NewGameOptions } {
  const options: NewGameOptions = {
    seed: 11,
    setup: {
      lara: { health: 6 },
      eventDeck: ['odd-event', 'odd-event'],
      inventory: { weapons: [{ id: 'dual-pistols', ammo: 1 }], resources: ['oil'] },
      ...setup,
    },
  };
  let state = newGame(packsContent, ref, options);
  for (const action of [{ type: 'endLaraPhase' }, { type: 'enemyPhase' }, { type: 'eventPhase' }] as CocAction[]) {
    state = applyAction(packsContent, state, action).state;
    while (state.pending?.kind === 'dodge') state = applyAction(packsContent, state, { type: 'dodge', dice: 0 }).state;
  }
  assert.equal(state.pending?.kind, 'manual', JSON.stringify(state.pending));
  return { state, options };
}

const texts = (events: CocEvent[]) => events.map((e) => e.text);

test('adjustments are legal while the manual decision is open, say old → new, and leave it open until done', () => {
  const { state } = atManual();
  const hurt = applyAction(packsContent, state, { type: 'adjust', what: 'health', value: state.lara.health - 2 });
  assert.deepEqual(texts(hurt.events), [`By hand: Lara's health ${state.lara.health} → ${state.lara.health - 2}.`]);
  assert.equal(hurt.state.lara.health, state.lara.health - 2);
  assert.equal(hurt.state.damageTaken, state.damageTaken + 2, 'a loss of health is damage taken');
  assert.equal(hurt.state.pending?.kind, 'manual');
  const turned = applyAction(packsContent, hurt.state, { type: 'adjust', what: 'facing', value: 'W' });
  assert.deepEqual(texts(turned.events).slice(0, 1), ["By hand: Lara's facing E → W."]);
  const done = applyAction(packsContent, turned.state, { type: 'done', note: 'stumbled' });
  assert.equal(done.state.pending, null);
  assert.equal(done.state.lara.facing, 'W');
});

test('adjustments are refused when no manual decision is open, and checked when one is', () => {
  const start = newGame(packsContent, ref, { seed: 1 });
  assert.throws(
    () => applyAction(packsContent, start, { type: 'adjust', what: 'health', value: 3 }),
    /answers a decision, and none is pending/,
  );
  const { state } = atManual();
  const bad: [CocAction, RegExp][] = [
    [{ type: 'adjust', what: 'health', value: state.lara.maxHealth + 1 }, /from 0 to 10/],
    [{ type: 'adjust', what: 'health', value: 1.5 }, /not 1.5/],
    [{ type: 'adjust', what: 'diceLeft', value: 7 }, /from 0 to 6/],
    [{ type: 'adjust', what: 'at', value: { x: 1, y: 1 } }, /Nothing can stand on \(1, 1\)/],
    [{ type: 'adjust', what: 'at', value: { x: 5, y: 0 } }, /not a space of the level/],
    [{ type: 'adjust', what: 'at', value: state.enemies[0]!.at }, /An enemy stands/],
    [{ type: 'adjust', what: 'facing', value: 'up' as never }, /not a facing/],
    [{ type: 'adjust', what: 'ammo', weapon: 'bow', value: 1 }, /no weapon "bow"/],
    [{ type: 'adjust', what: 'ammo', weapon: 'dual-pistols', value: 99 }, /dual-pistols's ammo may be set from 0 to/],
    [{ type: 'adjust', what: 'resources', value: ['oil', 'nonesuch'] }, /No "nonesuch" token is left in the bag/],
    [{ type: 'adjust', what: 'enemyHealth', enemy: 'e9', value: 1 }, /No enemy "e9"/],
    [{ type: 'adjust', what: 'enemyAt', enemy: 'e1', value: state.lara.at }, /taken by another figure/],
    [{ type: 'adjust', what: 'sight', value: 'gone' as never }, /hidden" or "seen/],
    [{ type: 'adjust', what: 'boulder' } as never, /cannot be set by hand/],
  ];
  for (const [action, message] of bad)
    assert.throws(() => applyAction(packsContent, state, action), message, JSON.stringify(action));
  assert.deepEqual(
    legalActions(packsContent, state),
    [{ type: 'done' }],
    'the open-ended adjustments are not listed (rule decision 220)',
  );
});

test('resources come out of the bag and go back into it; ammo, dice and Special Dice are set', () => {
  const { state } = atManual();
  const bagOil = state.bag.filter((t) => t === 'oil').length;
  const token = state.bag.find((t) => t !== 'oil')!;
  let s = applyAction(packsContent, state, { type: 'adjust', what: 'resources', value: [token] }).state;
  assert.deepEqual(s.inventory.resources, [token]);
  assert.equal(s.bag.filter((t) => t === 'oil').length, bagOil + 1);
  assert.equal(s.bag.length, state.bag.length, 'one token out, one back in');
  s = applyAction(packsContent, s, { type: 'adjust', what: 'ammo', weapon: 'dual-pistols', value: 0 }).state;
  s = applyAction(packsContent, s, { type: 'adjust', what: 'diceLeft', value: 2 }).state;
  s = applyAction(packsContent, s, { type: 'adjust', what: 'specialDice', value: 1 }).state;
  s = applyAction(packsContent, s, { type: 'adjust', what: 'diceLostNextPhase', value: 1 }).state;
  assert.deepEqual(
    [s.inventory.weapons[0]!.ammo, s.lara.diceLeft, s.inventory.specialDice, s.diceLostNextPhase],
    [0, 2, 1, 1],
  );
});

test('moving a figure by hand checks sight; an enemy set to 0 health leaves the level', () => {
  let s = atManual().state;
  for (const action of [
    { type: 'adjust', what: 'enemyAt', enemy: 'e1', value: { x: 2, y: 2 } },
    { type: 'adjust', what: 'enemyFacing', enemy: 'e1', value: 'N' },
    { type: 'adjust', what: 'sight', value: 'hidden' },
  ] as CocAction[])
    s = applyAction(packsContent, s, action).state;
  assert.deepEqual(
    [s.sight, s.lara.at, s.enemies[0]!.at, s.enemies[0]!.facing],
    ['hidden', { x: 0, y: 0 }, { x: 2, y: 2 }, 'N'],
  );
  const moved = applyAction(packsContent, s, { type: 'adjust', what: 'at', value: { x: 1, y: 0 } });
  assert.equal(moved.state.sight, 'seen', 'the wolf looking north sees the column beside its own');
  assert.ok(texts(moved.events).some((t) => /sees Lara/.test(t)));
  const turned = applyAction(packsContent, s, { type: 'adjust', what: 'enemyFacing', enemy: 'e1', value: 'W' });
  assert.match(turned.events[0]!.text, /^By hand: .+ e1's facing N → W\.$/);
  assert.equal(turned.state.sight, 'hidden', 'looking west along the bottom row it does not see her');
  const gone = applyAction(packsContent, turned.state, { type: 'adjust', what: 'enemyHealth', enemy: 'e1', value: 0 });
  assert.deepEqual(gone.state.enemies, []);
  assert.ok(texts(gone.events).some((t) => /taken off the level/.test(t)));
  assert.equal(gone.state.status, 'playing');
});

test('health set to 0 by hand is a fall: the single game is lost', () => {
  const { state } = atManual();
  const fall = applyAction(packsContent, state, { type: 'adjust', what: 'health', value: 0 });
  assert.equal(fall.state.status, 'lost');
  assert.deepEqual(texts(fall.events), [
    `By hand: Lara's health ${state.lara.health} → 0.`,
    'Lara falls: the game is lost.',
  ]);
});

test('a game with adjustments replays to the same state', () => {
  const { state, options } = atManual();
  let s = state;
  for (const action of [
    { type: 'adjust', what: 'health', value: 3 },
    { type: 'adjust', what: 'at', value: { x: 2, y: 0 } },
    { type: 'adjust', what: 'enemyHealth', enemy: 'e1', value: 0 },
    { type: 'done', note: 'applied' },
  ] as CocAction[])
    s = applyAction(packsContent, s, action).state;
  const again = replay(packsContent, gameLog(s, options));
  assert.equal(stateDigest(again.state), stateDigest(s));
  assert.ok(again.events.some((e) => e.text === 'By hand: Lara moves (0, 0) → (2, 0).'));
});

test('the level by hand: the Noise Token, a door, a barrier and the Natla-Pins', () => {
  const { items: levelItems, ref: levelRef } = scenarioLevel({
    map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
    tokens: [
      { type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' },
      { type: 'door', at: { x: 2, y: 1 }, colour: 'red', state: 'open' },
      { type: 'barrier', at: { x: 3, y: 0 }, health: 2 },
      { type: 'spawnPoint', number: 1, at: { x: 5, y: 1 }, facing: 'N', enemy: 'wolf' },
    ],
  });
  const p = withScenarioItems([base], [...levelItems, odd as never]);
  const pContent = rulesContent(p);
  let s = newGame(pContent, levelRef, {
    seed: 2,
    setup: { sight: 'hidden', eventDeck: ['odd-event'], eventDeckRest: 'draw', phase: 'event' },
  });
  s = applyAction(pContent, s, { type: 'eventPhase' }).state;
  assert.equal(s.pending?.kind, 'manual');
  const step = (action: CocAction) => {
    const r = applyAction(pContent, s, action);
    s = r.state;
    return texts(r.events);
  };
  // Put the wolf in line with Lara behind the open door, facing her: it sees her through the door.
  step({ type: 'adjust', what: 'enemyAt', enemy: 'e1', value: { x: 4, y: 1 } });
  step({ type: 'adjust', what: 'sight', value: 'hidden' });
  assert.deepEqual(step({ type: 'adjust', what: 'door', at: { x: 2, y: 1 }, value: false }), [
    'By hand: the red door on (2, 1) open → closed.',
  ]);
  assert.deepEqual(s.doors, [false]);
  const seen = step({ type: 'adjust', what: 'enemyFacing', enemy: 'e1', value: 'W' });
  assert.equal(s.sight, 'hidden', 'the closed door hides her');
  assert.equal(seen.length, 1);
  step({ type: 'adjust', what: 'door', at: { x: 2, y: 1 }, value: true });
  assert.equal(s.sight, 'seen', 'opened, the wolf sees her through it');

  assert.deepEqual(step({ type: 'adjust', what: 'barrier', at: { x: 3, y: 0 }, value: 0 }), [
    'By hand: the barrier on (3, 0): health 2 → 0.',
  ]);
  assert.throws(
    () => applyAction(pContent, s, { type: 'adjust', what: 'barrier', at: { x: 3, y: 0 }, value: 3 }),
    /from 0 to 2/,
  );
  assert.throws(
    () => applyAction(pContent, s, { type: 'adjust', what: 'barrier', at: { x: 1, y: 0 }, value: 1 }),
    /No barrier is on \(1, 0\)/,
  );
  assert.throws(
    () => applyAction(pContent, s, { type: 'adjust', what: 'door', at: { x: 0, y: 1 }, value: false }),
    /No door is on \(0, 1\)/,
  );
  step({ type: 'adjust', what: 'at', value: { x: 2, y: 1 } });
  assert.throws(
    () => applyAction(pContent, s, { type: 'adjust', what: 'door', at: { x: 2, y: 1 }, value: false }),
    /cannot close on a figure/,
  );

  step({ type: 'adjust', what: 'sight', value: 'hidden' });
  assert.deepEqual(step({ type: 'adjust', what: 'noise', value: { x: 5, y: 2 } }), [
    'By hand: the Noise Token off the level → (5, 2).',
  ]);
  assert.deepEqual(s.noise, { x: 5, y: 2 });
  assert.throws(
    () => applyAction(pContent, s, { type: 'adjust', what: 'noise', value: { x: 6, y: 0 } }),
    /not a space of the level/,
  );
  step({ type: 'adjust', what: 'noise', value: null });
  assert.equal(s.noise, null);
  assert.deepEqual(step({ type: 'adjust', what: 'natlaPins', value: 2 }), ['By hand: Natla-Pins 0 → 2.']);
  assert.throws(() => applyAction(pContent, s, { type: 'adjust', what: 'natlaPins', value: -1 }), /not -1/);
});
