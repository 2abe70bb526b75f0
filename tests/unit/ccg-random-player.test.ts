// The CCG random player stays a legal-action player, weighted towards progress (random-player.ts):
// closer to the mapped treasure room, staying there, not emptying it with a discovery; so that its
// games end in far fewer actions than a plain random walk (which needed ~1,500–2,300 a game).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ccgContent, cloneState, type CcgAction } from '../../src/engine/ccg/index.ts';
import { newPlaced } from '../../src/engine/ccg/explore.ts';
import { playRandomGame, weightedPick } from '../../src/engine/ccg/random-player.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { at, base, start } from './ccg-helpers.ts';

/** How often each action is picked out of 2,000 picks. */
function shares(actions: CcgAction[], state: ReturnType<typeof start>): number[] {
  const rng = seedRandom('shares');
  const counts = actions.map(() => 0);
  for (let i = 0; i < 2000; i++) counts[actions.indexOf(weightedPick(rng, actions, { state, content: ccgContent(base) }))]!++;
  return counts.map((c) => c / 2000);
}

function withTreasureRoom(raiderAt: { column: number; depth: number }) {
  const s = cloneState(start('introductory-cave'));
  s.map.push(newPlaced(at(2, 4), 'treasure-cave', 'up', 0));
  s.raiders[0]!.at = raiderAt;
  return s;
}

test('a move that brings her closer to the mapped treasure room is likelier (4:1); without a mapped room all moves are even', () => {
  const moves: CcgAction[] = [{ type: 'move', player: 0, side: 'top' }, { type: 'move', player: 0, side: 'bottom' }];
  const [closer, away] = shares(moves, withTreasureRoom(at(2, 2)));
  assert.ok(closer! > 0.75 && away! > 0.1, `${closer} / ${away}`);
  const s = cloneState(start('introductory-cave'));
  s.raiders[0]!.at = at(2, 2);
  const [a, b] = shares(moves, s);
  assert.ok(Math.abs(a! - b!) < 0.1, `${a} / ${b}`);
});

test('in the treasure room she mostly stays (stop), and mostly does not empty the room with a discovery', () => {
  const s = withTreasureRoom(at(2, 4));
  const [stop] = shares([{ type: 'stop', player: 0 }, { type: 'move', player: 0, side: 'left' }], s);
  assert.ok(stop! > 0.85, `stop ${stop}`);
  const [none, play] = shares([{ type: 'noDiscovery', player: 0 }, { type: 'playDiscovery', player: 0, card: 'x' }], s);
  assert.ok(none! > 0.85 && play! > 0, `${none} / ${play}`);
  s.treasureFound = true;
  const [stopAfter] = shares([{ type: 'stop', player: 0 }, { type: 'move', player: 0, side: 'left' }], s);
  assert.ok(stopAfter! < 0.3, `stop after the treasure ${stopAfter}`);
});

test('12 seeded solitaire games on "introductory-cave" all end, on average in under 1,000 actions', () => {
  let total = 0;
  for (let g = 1; g <= 12; g++) {
    const game = playRandomGame(base, { kind: 'ccgLevel', id: 'introductory-cave' }, { seed: g }, `player ${g}`, 3000);
    assert.ok(game.ended, `game ${g} cut after ${game.actions} actions`);
    total += game.actions;
  }
  assert.ok(total / 12 < 1000, `${total / 12} actions a game`);
});
