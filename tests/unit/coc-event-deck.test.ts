// The Event Deck shared by sacrifices, HIDE, traps and the Event Phase: built from the pack's event
// cards (one instance per copy), discarded from the top, and on running out a Natla-Pin and a new
// deck from the discard pile, never with the removed helpful cards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame } from '../../src/engine/coc/game.ts';
import { discardEventCard } from '../../src/engine/coc/event-deck.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import type { CocEvent } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const { items, ref } = scenarioLevel({
  map: ['LLL', 'LLL', 'LLL'],
  tokens: [{ type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' }],
});
const packs = withScenarioItems([base], items);
const packsContent = rulesContent(packs);

test('the deck holds one instance of every copy of every event card, shuffled by the seed', () => {
  const copies = base.items
    .filter((i) => i.kind === 'event')
    .reduce((n, i) => n + (typeof i.copies === 'number' ? i.copies : 1), 0);
  const a = newGame(packsContent, ref, { seed: 1 });
  const b = newGame(packsContent, ref, { seed: 2 });
  assert.equal(a.eventDeck.draw.length, copies);
  assert.equal(new Set(a.eventDeck.draw).size, copies);
  assert.ok(a.eventDeck.draw.includes('wildlife-spawn#2'));
  assert.notDeepEqual(a.eventDeck.draw, b.eventDeck.draw);
  assert.deepEqual([...a.eventDeck.draw].sort(), [...b.eventDeck.draw].sort());
});

test('discarding the last card places a Natla-Pin and reshuffles the discard pile, without removed cards', () => {
  const state = newGame(packsContent, ref, { seed: 3 });
  state.eventDeck = { draw: ['rope-trap'], discard: ['darts-trap', 'pendulum-trap'], removed: ['ammo'] };
  const events: CocEvent[] = [];
  assert.equal(discardEventCard(state, 'A test', events), true);
  assert.equal(state.natlaPins, 1);
  assert.deepEqual([...state.eventDeck.draw].sort(), ['darts-trap', 'pendulum-trap', 'rope-trap']);
  assert.deepEqual(state.eventDeck.discard, []);
  assert.deepEqual(state.eventDeck.removed, ['ammo']);
  assert.ok(events.some((e) => e.type === 'natlaPin'));
});

test('with no Event Card left anywhere, none can be discarded and sacrifices cannot be converted', () => {
  const state = newGame(packsContent, ref, { seed: 4 });
  state.eventDeck = { draw: [], discard: [], removed: ['ammo'] };
  assert.equal(discardEventCard(state, 'A test', []), false);
  assert.throws(
    () => applyAction(packsContent, state, { type: 'move', dice: 1, results: ['sacrifice'], sacrificesAsSuccesses: 1 }),
    /0 Event Card/,
  );
  const next = applyAction(packsContent, state, { type: 'move', dice: 1, results: ['sacrifice'] }).state;
  assert.equal(next.pending, null, 'nothing to ask: no card can be discarded');
  assert.equal(next.move?.points, 1);
});
