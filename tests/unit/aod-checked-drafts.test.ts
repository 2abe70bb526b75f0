// A draft Angel of Darkness item missing a field (rule decision 575, engine/aod/content-read.ts): a field the
// rulebook gives a default takes it and the game plays; an item missing a field with no default is left out,
// its problems naming the field, and a setup that needs it refuses in words. Wrong-typed items:
// checked-content-games.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { aodModule, type AodState } from '../../src/engine/aod/index.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { nextUint32, seedRandom } from '../../src/engine/core/random.ts';
import { base } from './aod-helpers.ts';

const find = (kind: string, id: string) => base.items.find((i) => i.kind === kind && i.id === id)!;
/** The base pack with `items` laid over it (a pack of its own, first, as a draft's pack is). */
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];
/** `item` without `fields`, a draft's item. */
function without(item: ContentItem, ...fields: string[]): ContentItem {
  const copy: Record<string, unknown> = { ...item };
  for (const f of fields) delete copy[f];
  return copy as ContentItem;
}
const cardsOf = (s: AodState, sort: 'energy' | 'ammo' | 'life') => [
  ...s.piles[sort].draw,
  ...s.piles[sort].discard,
  ...s.figures.flatMap((f) => f.hand.filter((c) => c.startsWith(`${sort}-`))),
];

test('AoD: draft items missing fields the rulebook gives a default for play on those defaults', () => {
  const setup = { ...without(find('aodSetup', 'museum'), 'deal', 'objects', 'name'), id: 'draft-museum' };
  const items = [
    setup,
    without(find('aodActionCard', 'energy-1'), 'copies', 'name'),
    without(find('aodTile', 'corridor-straight'), 'role'),
    without(find('aodDiscovery', 'discovery-1'), 'police', 'objects'),
  ];
  const game = aodModule.prepare(over(items));
  assert.deepEqual(game.leftOut!(), []);
  assert.ok(game.levels().some((l) => l.id === 'draft-museum'));
  const { state, events } = game.newGame({ kind: 'aodSetup', id: 'draft-museum' }, { seed: 3, players: 2 });
  assert.equal(state.status, 'playing');
  // Dealt at random (no fixed tiles): 25 face down; no evidence or painting; energy-1 once, not six times.
  assert.equal(state.cells.filter((c) => c && !c.open).length, 25);
  assert.deepEqual(state.objectPile, []);
  assert.equal(cardsOf(state, 'energy').filter((c) => c.startsWith('energy-1#')).length, 1);
  // The museum's name is its id; the game plays on: 200 seeded random actions all apply.
  assert.match(events[0]!.text, /in the museum "draft-museum"/);
  let s = state;
  const r = seedRandom('drafts');
  for (let i = 0; i < 200 && !game.outcome(s).over; i++) {
    const legal = game.legalActions(s);
    s = game.applyAction(s, legal[nextUint32(r) % legal.length]!).state;
  }
  assert.ok(s.round > 1);
});

test('AoD: an item missing a field with no default is left out, and a setup needing it refuses in words', () => {
  const card = without(find('aodActionCard', 'energy-2'), 'value');
  const museum = find('aodSetup', 'museum') as ContentItem & { characters: object[] };
  const setup = {
    ...without(museum, 'width'),
    id: 'draft-museum',
    characters: [museum.characters[0], without(museum.characters[1] as ContentItem, 'side')],
  };
  const game = aodModule.prepare(over([card, setup as ContentItem]));
  const left = game.leftOut!();
  assert.deepEqual(
    left.map((l) => `${l.kind}/${l.id}: ${l.problems.join(' | ')}`),
    [
      'aodActionCard/energy-2: /value: it is missing, and the rules give it no default.',
      'aodSetup/draft-museum: /characters/1/side: it is missing, and the rules give it no default. | ' +
        '/width: it is missing, and the rules give it no default.',
    ],
  );
  assert.ok(!game.levels().some((l) => l.id === 'draft-museum'));
  assert.throws(
    () => game.newGame({ kind: 'aodSetup', id: 'draft-museum' }, { seed: 1 }),
    /^Error: The aodSetup "draft-museum" cannot be played: it does not match its schema \(\/characters\/1\/side: it is missing/,
  );
  // The base museum deals energy 2 cards: without their value it refuses, naming the card and the field.
  assert.throws(
    () => game.newGame({ kind: 'aodSetup', id: 'museum' }, { seed: 1 }),
    /The aodActionCard "energy-2" cannot be played: it does not match its schema \(\/value: it is missing/,
  );
});
