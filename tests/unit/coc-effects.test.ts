// The effects interpreter on its own: content lists run from frames in the state (pointing into the
// cards), a choice and a DODGE stop it as pending decisions, and it resumes where it stopped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, legalActions as legalActionsOf, newGame } from '../../src/engine/coc/game.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { pushEffects } from '../../src/engine/coc/effects.ts';
import { resume } from '../../src/engine/coc/resume.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import type { Ctx } from '../../src/engine/coc/context.ts';
import type { CocState, Setup } from '../../src/engine/coc/types.ts';

const base = readPack('content/base').pack!;
const { items, ref } = scenarioLevel({
  map: ['LLL', 'LLL', 'LLL'],
  tokens: [{ type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' }],
});
const packs = withScenarioItems([base], items);
const packsContent = rulesContent(packs);

function ctxOf(state: CocState): Ctx {
  return { level: levelOf(packsContent, ref), state, content: packsContent, events: [] };
}

function game(setup: Setup): CocState {
  return newGame(packsContent, ref, { seed: 5, setup });
}

test('a trap option runs from the card; in the Event Phase its damage waits for a DODGE answer', () => {
  const state = game({ phase: 'event' });
  const ctx = ctxOf(state);
  pushEffects(ctx, { kind: 'event', id: 'pendulum-trap', pointer: '/lara/options/0/effects' });
  resume(ctx);
  assert.deepEqual(state.pending, { kind: 'dodge', damage: 3, source: 'Pendulum Trap' });
  assert.equal(state.lara.health, 10);
  const next = applyAction(packsContent, state, { type: 'dodge', dice: 2, results: ['success', 'fail'] }).state;
  assert.equal(next.pending, null);
  assert.equal(next.lara.health, 8);
  assert.equal(next.diceLostNextPhase, 2);
});

test('Immortal Guardian takes 1 off trap damage, and DODGE comes on top of it', () => {
  const state = game({ phase: 'event', inventory: { outfits: ['immortal-guardian'] } });
  const ctx = ctxOf(state);
  pushEffects(ctx, { kind: 'event', id: 'pendulum-trap', pointer: '/lara/options/0/effects' });
  resume(ctx);
  assert.deepEqual(state.pending, { kind: 'dodge', damage: 2, source: 'Pendulum Trap' });
  const next = applyAction(packsContent, state, { type: 'dodge', dice: 2, results: ['success', 'success'] }).state;
  assert.equal(next.lara.health, 10);
});

test('a choice waits for the option, then runs that option and goes on', () => {
  const state = game({ phase: 'event', inventory: { weapons: [{ id: 'm16', ammo: 8 }] } });
  const ctx = ctxOf(state);
  pushEffects(ctx, { kind: 'event', id: 'ammo', pointer: '/invaded/effects' });
  resume(ctx);
  assert.equal(state.pending?.kind, 'choice');
  assert.throws(() => applyAction(packsContent, state, { type: 'endEventPhase' }), /decision is pending \(choice\)/);
  const next = applyAction(packsContent, state, { type: 'chooseOption', option: 0 }).state;
  assert.equal(next.pending, null);
  assert.equal(next.inventory.weapons[0]!.ammo, 3);
  assert.deepEqual(next.effects, []);
});

test('an effect the engine cannot carry out becomes a decision to apply by hand, then the list goes on', () => {
  const odd = {
    kind: 'event',
    id: 'odd-event',
    name: 'Odd',
    lara: {
      type: 'other',
      name: 'Odd',
      text: 'x',
      effects: [
        { type: 'manual', text: 'Sing a song.' },
        { type: 'heal', amount: 2 },
      ],
    },
    invaded: { type: 'other', name: 'Odd', text: 'x', effects: [] },
  };
  const withOdd = withScenarioItems([base], [...items, odd as never]);
  const withOddContent = rulesContent(withOdd);
  const state = newGame(withOddContent, ref, { seed: 6, setup: { lara: { health: 5 } } });
  const ctx: Ctx = { level: levelOf(withOddContent, ref), state, content: withOddContent, events: [] };
  pushEffects(ctx, { kind: 'event', id: 'odd-event', pointer: '/lara/effects' });
  resume(ctx);
  assert.deepEqual(state.pending, { kind: 'manual', text: 'Sing a song.' });
  assert.deepEqual(legalActionsOf(withOddContent, state), [{ type: 'done' }]);
  const done = applyAction(withOddContent, state, { type: 'done', note: 'sang' }).state;
  assert.equal(done.pending, null);
  assert.equal(done.lara.health, 7);
});

test('the Upgrade event asks which deck, then draws its top card', () => {
  const state = game({ phase: 'event', deckTops: { outfit: ['biker'] } });
  const ctx = ctxOf(state);
  pushEffects(ctx, { kind: 'event', id: 'upgrade', pointer: '/lara/effects' });
  resume(ctx);
  assert.equal(state.pending?.kind, 'upgradeDeck');
  const next = applyAction(packsContent, state, { type: 'chooseDeck', deck: 'outfit' }).state;
  assert.deepEqual(next.inventory.outfits, ['biker']);
});

test('Gather shuffles a removed helpful card back into the Event Deck', () => {
  const state = game({ inventory: { abilities: ['gather'] } });
  const ammo = state.eventDeck.draw.find((c) => c === 'ammo')!;
  state.eventDeck.draw = state.eventDeck.draw.filter((c) => c !== ammo);
  state.eventDeck.removed = [ammo];
  const rolled = applyAction(packsContent, state, {
    type: 'ability',
    ability: 'gather',
    dice: 3,
    results: ['success', 'success', 'success'],
  }).state;
  assert.equal(rolled.pending?.kind, 'returnEvent');
  const next = applyAction(packsContent, rolled, { type: 'returnEvent', card: ammo }).state;
  assert.deepEqual(next.eventDeck.removed, []);
  assert.ok(next.eventDeck.draw.includes(ammo));
});

test('a loss with several ways to pay asks which tokens; Treasure stands in for the named resource', () => {
  const state = game({ phase: 'event', inventory: { resources: ['treasure', 'treasure:3', 'oil'] } });
  const ctx = ctxOf(state);
  pushEffects(ctx, { kind: 'event', id: 'darts-trap', pointer: '/lara/options/1/effects' });
  resume(ctx);
  assert.deepEqual(state.pending, { kind: 'loseResources', amount: 1, resource: 'treasure' });
  const answers = legalActionsOf(packsContent, state);
  assert.deepEqual(answers, [
    { type: 'giveUpResources', tokens: ['treasure'] },
    { type: 'giveUpResources', tokens: ['treasure:3'] },
  ]);
  assert.throws(
    () => applyAction(packsContent, state, { type: 'giveUpResources', tokens: ['oil'] }),
    /exactly 1 treasure/,
  );
  const next = applyAction(packsContent, state, { type: 'giveUpResources', tokens: ['treasure'] }).state;
  assert.deepEqual(next.inventory.resources, ['treasure:3', 'oil']);
  assert.equal(next.bag.length, state.bag.length + 1);
});

test('a loss with one way to pay is paid at once', () => {
  const state = game({ phase: 'event', inventory: { resources: ['oil', 'oil', 'oil'] } });
  const ctx = ctxOf(state);
  pushEffects(ctx, { kind: 'event', id: 'resource', pointer: '/invaded/effects/0/options/0/effects' });
  resume(ctx);
  assert.equal(state.pending, null);
  assert.deepEqual(state.inventory.resources, []);
});
