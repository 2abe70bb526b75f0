// AoD rules that scenario files cannot reach easily: the discard pile made into a new draw pile
// (rule decision 300), running out of discovery counters and objects (318), setup problems.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contextOf } from '../../src/engine/aod/game.ts';
import { perform } from '../../src/engine/aod/actions.ts';
import { discoverRoom } from '../../src/engine/aod/counters.ts';
import { setupProblems } from '../../src/engine/aod/setup.ts';
import { MUSEUM, content, game } from './aod-helpers.ts';

const fresh = () => contextOf(content, game.newGame(MUSEUM, { seed: 5 }).state);

test('an empty draw pile is made again from its own discard pile (300)', () => {
  const ctx = fresh();
  const pile = ctx.state.piles.ammo;
  pile.discard.push(...pile.draw.splice(0));
  const discarded = [...pile.discard].sort();
  perform(ctx, { type: 'reload', sort: 'ammo' });
  assert.equal(pile.discard.length, 0);
  assert.equal(pile.draw.length, discarded.length - 1);
  assert.deepEqual([...pile.draw, ctx.state.figures[0]!.hand.at(-1)!].sort(), discarded);
  assert.ok(ctx.events.some((e) => e.text.includes('ammo discard pile is shuffled')));
});

test('with no card of a sort left, reloading it is refused (300)', () => {
  const ctx = fresh();
  const life = ctx.state.piles.life;
  ctx.state.figures[1]!.hand.push(...life.draw.splice(0));
  assert.throws(() => perform(ctx, { type: 'reload', sort: 'life' }), /No life card is left/);
});

test('a torch with no discovery counter left gives nothing; a room gets only the objects left (318)', () => {
  const ctx = fresh();
  ctx.state.discoveryPile = [];
  discoverRoom(ctx, 0, { x: 2, y: 4 });
  assert.deepEqual(ctx.state.figures[0]!.discoveries, []);
  assert.match(ctx.events.at(-1)!.text, /no discovery counter is left/);
  const ctx2 = fresh();
  ctx2.state.discoveryPile = ['discovery-1']; // 2 objects in the base pack
  ctx2.state.objectPile = ['large-painting'];
  discoverRoom(ctx2, 0, { x: 2, y: 4 });
  assert.deepEqual(
    ctx2.state.lying.map((l) => l.object),
    ['large-painting'],
  );
  assert.deepEqual(ctx2.state.bomb?.at, { x: 2, y: 4 });
});

test('setup problems are named in words', () => {
  const museum = content.setups.get('museum')!;
  assert.deepEqual(setupProblems(content, museum, 2), []);
  assert.match(setupProblems(content, museum, 5).join(' '), /no seating for 5 players/);
  assert.match(setupProblems(content, { ...museum, start: { x: 2, y: 2 } }, 2).join(' '), /just outside the museum/);
  assert.match(setupProblems(content, { ...museum, width: 6 }, 2).join(' '), /30 places but 25 tiles/);
  assert.throws(() => game.newGame(MUSEUM, { seed: 1, players: 5 }), /no seating for 5 players/);
});
