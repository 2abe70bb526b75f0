// The CCG random player stays a legal-action player, weighted towards progress (random-player.ts):
// closer to the mapped treasure room, staying there, not emptying it with a discovery; so that its
// games end in far fewer actions than a plain random walk (which needed ~1,500–2,300 a game).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  cloneState,
  legalActions,
  newGame,
  stateDigest,
  type CcgAction,
} from '../../src/engine/ccg/index.ts';
import { newPlaced } from '../../src/engine/ccg/explore.ts';
import { mapReach } from '../../src/engine/ccg/map-reach.ts';
import { readLevel } from '../../src/engine/ccg/level.ts';
import { levelItem } from '../../src/engine/ccg/content.ts';
import { playRandomGame, weightedPick } from '../../src/engine/ccg/random-player.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { at, baseContent, start } from './ccg-helpers.ts';

/** How often each action is picked out of 2,000 picks. */
function shares(actions: CcgAction[], state: ReturnType<typeof start>): number[] {
  const rng = seedRandom('shares');
  const counts = actions.map(() => 0);
  for (let i = 0; i < 2000; i++)
    counts[actions.indexOf(weightedPick(rng, actions, { state, content: baseContent }))]!++;
  return counts.map((c) => c / 2000);
}

function withTreasureRoom(raiderAt: { column: number; depth: number }) {
  const s = cloneState(start('introductory-cave'));
  s.map.push(newPlaced(at(2, 4), 'treasure-cave', 'up', 0));
  s.raiders[0]!.at = raiderAt;
  return s;
}

test('a move that brings her closer to the mapped treasure room is likelier (4:1); without a mapped room all moves are even', () => {
  const moves: CcgAction[] = [
    { type: 'move', player: 0, side: 'top' },
    { type: 'move', player: 0, side: 'bottom' },
  ];
  const [closer, away] = shares(moves, withTreasureRoom(at(2, 2)));
  assert.ok(closer! > 0.75 && away! > 0.1, `${closer} / ${away}`);
  const s = cloneState(start('introductory-cave'));
  s.map = s.map.filter((p) => p.face === 'up'); // no treasure room on the map, not even face down
  s.raiders[0]!.at = at(2, 2);
  const [a, b] = shares(moves, s);
  assert.ok(Math.abs(a! - b!) < 0.1, `${a} / ${b}`);
});

test('a treasure room lying face down (the level lays it there, or the rule of the last spot) is a goal too', () => {
  const s = cloneState(start('introductory-cave')); // its treasure room waits face down at column 2, depth 4
  s.raiders[0]!.at = at(2, 2);
  const [closer, away] = shares(
    [
      { type: 'move', player: 0, side: 'top' },
      { type: 'move', player: 0, side: 'bottom' },
    ],
    s,
  );
  assert.ok(closer! > 0.75, `${closer} / ${away}`);
});

test('closer and farther go by the way the map shows: a move towards an exit onto an unknown spot near the room is likelier (4:1), one into a dead end nearer it as the crow flies rarer (0.25:1)', () => {
  const s = cloneState(start('introductory-cave')); // its treasure room waits face down at column 2, depth 4
  s.map.push(
    newPlaced(at(2, 2), 'open-cavern', 'up', 0), // exits every way
    newPlaced(at(2, 3), 'dead-end', 'up', 0), // its one exit leads back down to (2, 2)
    newPlaced(at(1, 2), 'bat-cave', 'up', 0), // its top exit opens onto the unknown spot (1, 3), next to the room
  );
  s.raiders[0]!.at = at(2, 2);
  const [deadEnd, onTheWay] = shares(
    [
      { type: 'move', player: 0, side: 'top' },
      { type: 'move', player: 0, side: 'left' },
    ],
    s,
  );
  assert.ok(onTheWay! > 0.9 && deadEnd! > 0.03, `${onTheWay} / ${deadEnd}`);
});

test('in the treasure room she mostly stays (stop), and mostly does not empty the room with a discovery', () => {
  const s = withTreasureRoom(at(2, 4));
  const [stop] = shares(
    [
      { type: 'stop', player: 0 },
      { type: 'move', player: 0, side: 'left' },
    ],
    s,
  );
  assert.ok(stop! > 0.85, `stop ${stop}`);
  const [none, play] = shares(
    [
      { type: 'noDiscovery', player: 0 },
      { type: 'playDiscovery', player: 0, card: 'x' },
    ],
    s,
  );
  assert.ok(none! > 0.85 && play! > 0, `${none} / ${play}`);
  s.treasureFound = true;
  const [stopAfter] = shares(
    [
      { type: 'stop', player: 0 },
      { type: 'move', player: 0, side: 'left' },
    ],
    s,
  );
  assert.ok(stopAfter! < 0.3, `stop after the treasure ${stopAfter}`);
});

test('12 seeded solitaire games on "introductory-cave" all end, on average in under 1,000 actions', () => {
  let total = 0;
  for (let g = 1; g <= 12; g++) {
    const game = playRandomGame(
      baseContent,
      { kind: 'ccgLevel', id: 'introductory-cave' },
      { seed: g },
      `player ${g}`,
      3000,
    );
    assert.ok(game.ended, `game ${g} cut after ${game.actions} actions`);
    total += game.actions;
  }
  assert.ok(total / 12 < 1000, `${total / 12} actions a game`);
});

/**
 * A map closed around the raider, as in long "introductory-tomb" games: the entrance (exits deeper and
 * right), a Dead End above it (its only exit back down), an End of the Line to its right (its only exit
 * back left). No exit leads onto an unknown spot; the Dead End and the End of the Line are doors (a
 * side without an exit onto an unknown spot, where a Hidden Exit found would open the map).
 */
function closedMap() {
  const s = cloneState(start('introductory-tomb'));
  s.map.push(newPlaced(at(1, 2), 'dead-end', 'up', 0), newPlaced(at(2, 1), 'end-of-line', 'up', 90));
  return s;
}
const ctxOf = (s: ReturnType<typeof start>) => ({
  content: baseContent,
  level: readLevel(levelItem(baseContent, s.level.id), baseContent),
  state: s,
  events: [],
  seriesLevel: 0,
});
const indexOf = (s: ReturnType<typeof start>, column: number, depth: number) =>
  s.map.findIndex((p) => p.spot.column === column && p.spot.depth === depth);

test('mapReach: exit steps to an unknown spot (cut off when none) and to a door', () => {
  const open = cloneState(start('introductory-tomb'));
  assert.equal(mapReach(ctxOf(open)).toUnknown[indexOf(open, 1, 1)], 0);
  const s = closedMap();
  const reach = mapReach(ctxOf(s));
  for (const [c, d] of [
    [1, 1],
    [1, 2],
    [2, 1],
  ] as const)
    assert.equal(reach.toUnknown[indexOf(s, c, d)], Infinity, `${c},${d} cut off`);
  assert.deepEqual(
    [reach.toDoor[indexOf(s, 1, 1)], reach.toDoor[indexOf(s, 1, 2)], reach.toDoor[indexOf(s, 2, 1)]],
    [1, 0, 0],
  );
  // Searched empty: no longer a door a search can open, but still one for a Look Again.
  s.map[indexOf(s, 1, 2)]!.empty = true;
  const after = mapReach(ctxOf(s));
  assert.deepEqual(
    [after.toDoor[indexOf(s, 1, 1)], after.toDoor[indexOf(s, 1, 2)], after.toAnyDoor[indexOf(s, 1, 2)]],
    [1, 2, 0],
  );
});

test('cut off, she heads for a door, stays there, keeps it for an exit, and opens the exit onto an unknown spot', () => {
  const s = closedMap();
  s.map[indexOf(s, 1, 2)]!.empty = true;
  s.raiders[0]!.at = at(1, 1);
  const [up, right] = shares(
    [
      { type: 'move', player: 0, side: 'top' },
      { type: 'move', player: 0, side: 'right' },
    ],
    s,
  );
  assert.ok(right! > 0.7, `towards the door ${right} / ${up}`);
  s.raiders[0]!.at = at(2, 1);
  const [stop] = shares(
    [
      { type: 'stop', player: 0 },
      { type: 'move', player: 0, side: 'left' },
    ],
    s,
  );
  assert.ok(stop! > 0.85, `stop at the door ${stop}`);
  const [exit, other] = shares(
    [
      { type: 'playDiscovery', player: 0, card: 'hidden-exit' },
      { type: 'playDiscovery', player: 0, card: 'magnum-pistols' },
    ],
    s,
  );
  assert.ok(exit! > 0.95 && other! > 0, `${exit} / ${other}`);
  s.map.push(newPlaced(at(3, 1), 'safe-chamber', 'up', 0));
  s.pending = {
    kind: 'side',
    player: 0,
    card: 'hidden-exit',
    effect: 'addExit',
    spot: at(2, 1),
    sides: ['top', 'right'],
    remaining: 1,
  };
  const [unknown, mapped] = shares(
    [
      { type: 'chooseSide', player: 0, side: 'top' },
      { type: 'chooseSide', player: 0, side: 'right' },
    ],
    s,
  );
  assert.ok(unknown! > 0.8, `${unknown} / ${mapped}`);
  // Where the map is open, the same discoveries are even.
  const open = cloneState(start('introductory-tomb'));
  const [a, b] = shares(
    [
      { type: 'playDiscovery', player: 0, card: 'hidden-exit' },
      { type: 'playDiscovery', player: 0, card: 'magnum-pistols' },
    ],
    open,
  );
  assert.ok(Math.abs(a! - b!) < 0.1, `${a} / ${b}`);
});

test('cut off at a door without a card that adds an exit, she skips the search as often as she searches; holding one, or where the map is open, she rarely skips', () => {
  const searchOrSkip: CcgAction[] = [
    { type: 'search', player: 0 },
    { type: 'skipSearch', player: 0 },
  ];
  const s = closedMap();
  s.raiders[0]!.at = at(2, 1); // the End of the Line: a door
  s.raiders[0]!.hand = ['take-aim'];
  const [, skip] = shares(searchOrSkip, s);
  assert.ok(skip! > 0.4 && skip! < 0.6, `without an exit card ${skip}`);
  s.raiders[0]!.hand = ['take-aim', 'hidden-exit'];
  const [, skipHolding] = shares(searchOrSkip, s);
  assert.ok(skipHolding! < 0.1, `holding a Hidden Exit ${skipHolding}`);
  const open = cloneState(start('introductory-tomb'));
  open.raiders[0]!.hand = ['take-aim'];
  const [, skipOpen] = shares(searchOrSkip, open);
  assert.ok(skipOpen! < 0.1, `where the map is open ${skipOpen}`);
});

test('where the map is open, at a door a discovery that adds no exit is rarer (0.2:1); away from a door even', () => {
  const discoveries: CcgAction[] = [
    { type: 'playDiscovery', player: 0, card: 'hidden-exit' },
    { type: 'playDiscovery', player: 0, card: 'magnum-pistols' },
  ];
  const s = cloneState(start('introductory-tomb'));
  s.map.push(newPlaced(at(1, 2), 'slide', 'up', 0)); // its one exit leads on to (1, 3); no exit to (2, 2): a door
  s.raiders[0]!.at = at(1, 2);
  const [exit, other] = shares(discoveries, s);
  assert.ok(other! > 0.08 && other! < 0.25, `${exit} / ${other}`);
  s.raiders[0]!.at = at(1, 1); // the entrance: its sides without an exit point off the map
  const [a, b] = shares(discoveries, s);
  assert.ok(Math.abs(a! - b!) < 0.1, `${a} / ${b}`);
});

test('from where the map is open, a move into a location cut off from every unknown spot is rare', () => {
  const s = cloneState(start('introductory-tomb'));
  s.map.push(newPlaced(at(1, 2), 'end-of-line', 'up', 90)); // its one exit points off the map: a pocket
  const [pocket, unknown] = shares(
    [
      { type: 'move', player: 0, side: 'top' },
      { type: 'move', player: 0, side: 'right' },
    ],
    s,
  );
  assert.ok(pocket! < 0.2, `${pocket} / ${unknown}`);
});

test('facing an obstacle, the test option her dice beat by most is likelier', () => {
  const s = cloneState(start('introductory-tomb'));
  s.pending = {
    kind: 'test',
    player: 0,
    obstacle: 'printed',
    options: [
      { ability: 'fight', target: 30 },
      { ability: 'move', target: 3 },
    ],
  };
  const [hopeless, easy] = shares(
    [
      { type: 'test', player: 0, option: 0 },
      { type: 'test', player: 0, option: 1 },
    ],
    s,
  );
  assert.ok(easy! > 0.75 && hopeless! > 0, `${hopeless} / ${easy}`);
});

// Each game is cut at 10,000 actions (5,000 until rule decision 192: Coordinated Fire, no longer played alone, stays in
// the solitaire hand, and game 14 then took 7,728 actions; the average rose from 660 to 940). The lengths have a long
// tail:
// when Flare became data (rule decision 559) the same seeds took other paths and the average went from 1,073 to 1,198,
// nearly all of it two games (33: 3,027 → 7,259; 29: 7,845 → 9,812), so the bound is 1,300.
test('40 seeded solitaire games on "introductory-tomb" all end, on average in under 1,300 actions', () => {
  let total = 0;
  for (let g = 1; g <= 40; g++) {
    const game = playRandomGame(
      baseContent,
      { kind: 'ccgLevel', id: 'introductory-tomb' },
      { seed: g },
      `player ${g}`,
      10000,
    );
    assert.ok(game.ended, `game ${g} cut after ${game.actions} actions`);
    total += game.actions;
  }
  assert.ok(total / 40 < 1300, `${total / 40} actions a game`);
});

test('the dead-end analysis kept between picks (while the map is unchanged) picks as a fresh one would', () => {
  for (let g = 1; g <= 6; g++) {
    const level = { kind: 'ccgLevel' as const, id: 'introductory-tomb' };
    const game = playRandomGame(baseContent, level, { seed: g }, `player ${g}`, 1500);
    // The same player, analysing the map afresh at every pick.
    const rng = seedRandom(`ccg-player:player ${g}`);
    let state = newGame(baseContent, level, { seed: g });
    for (let n = 0; n < game.actions; n++)
      state = applyAction(
        baseContent,
        state,
        weightedPick(rng, legalActions(baseContent, state), { state, content: baseContent }),
      ).state;
    assert.equal(stateDigest(state), stateDigest(game.state), `game ${g}`);
  }
});
