// By-hand adjustments for the goals' variants (rule decisions 190, 191): the carried treasure of a
// retrieval game (Steal Item, Bait and Switch) and a bounty hunter's points (bonus deeds in the players' words).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  defaultDrawDeck,
  gameLog,
  replay,
  stateDigest,
  type CcgAction,
  type CcgContent,
  type CcgState,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { life } from '../../src/engine/ccg/raider-stats.ts';
import { at, checkedTexts, levelVariant, start, contentWith } from './ccg-helpers.ts';

const adjust = (a: Record<string, unknown>) => ({ type: 'adjust', ...a }) as CcgAction;

/** Two raiders at one table in a variant of the Introductory Cave; the first has Written Effect (applied by hand). */
function table(goal: Record<string, unknown>) {
  const content = contentWith([levelVariant('introductory-cave', { goal })]);
  const pack = content;
  const deck = [
    ...defaultDrawDeck(content, true).filter((c) => c.card !== 'snoop-ahead'),
    { card: 'by-hand-test', count: 2 },
  ];
  const options = {
    seed: 3,
    mode: 'hotSeat',
    players: [
      { raider: 'lara-croft-spelunker', deck },
      { raider: 'pierre', deck },
    ],
    setup: {
      map: [{ spot: at(1, 2), card: 'open-cavern' }],
      raiders: [{ hand: ['by-hand-test'] }, { hand: ['by-hand-test'] }],
    },
  } satisfies NewGameOptions;
  const s = start('introductory-cave-variant', options, pack);
  const first = s.order[0]!;
  return { pack, content, s, first, other: 1 - first, options };
}

const run = (pack: CcgContent, s: CcgState, actions: CcgAction[]) => checkedTexts(s, actions, pack);

test('retrieval: the carried treasure is given by hand to another raider, or dropped at a spot; logged and replayed (rule decision 190)', () => {
  const { pack, content, s: s0, first, other } = table({ type: 'retrieval' });
  s0.treasureFound = true;
  s0.raiders[first]!.carriesTreasure = true;
  const opened = run(pack, s0, [{ type: 'playCard', card: 'by-hand-test' } as CcgAction]).state;
  assert.equal(opened.pending?.kind, 'manual');
  const given = run(pack, opened, [adjust({ what: 'treasure', raider: other })]);
  assert.equal(given.state.raiders[first]!.carriesTreasure, false);
  assert.equal(given.state.raiders[other]!.carriesTreasure, true);
  assert.match(given.texts.join('\n'), /^By hand: the treasure goes from .+ to .+\.$/m);
  // Dropped at an explored location: it lies there with the treasure room's search target, as after a death.
  const dropped = run(pack, given.state, [adjust({ what: 'treasure', spot: at(1, 2) })]);
  assert.equal(
    dropped.state.raiders.some((r) => r.carriesTreasure),
    false,
  );
  assert.equal(dropped.state.droppedTreasure?.spot.column, 1);
  assert.equal(dropped.state.droppedTreasure?.spot.depth, 2);
  assert.ok(dropped.state.droppedTreasure!.searchTarget > 0);
  // Given back to a raider: it no longer lies on the map.
  const back = run(pack, dropped.state, [adjust({ what: 'treasure', raider: first })]).state;
  assert.equal(back.droppedTreasure, null);
  assert.equal(back.raiders[first]!.carriesTreasure, true);
  // Replayed (the treasure was set found directly, so the log is applied again from that start): the same game.
  const again = run(pack, s0, back.log.slice(s0.log.length)).state;
  assert.equal(stateDigest(again), stateDigest(back));
  // The new carrier who dies drops it where she is.
  const dead = run(pack, back, [
    adjust({ what: 'hits', raider: first, value: life(content, back.raiders[first]!) }),
  ]).state;
  assert.equal(dead.raiders[first]!.carriesTreasure, false);
  assert.ok(dead.droppedTreasure);
});

test('the treasure by hand is refused when it cannot be so (rule decision 190)', () => {
  const { pack, s: s0, first, other } = table({ type: 'retrieval' });
  const opened = run(pack, s0, [{ type: 'playCard', card: 'by-hand-test' } as CcgAction]).state;
  assert.throws(() => applyAction(pack, opened, adjust({ what: 'treasure', raider: other })), /not been found/);
  const found = structuredClone(opened);
  found.treasureFound = true;
  found.raiders[first]!.carriesTreasure = true;
  assert.throws(() => applyAction(pack, found, adjust({ what: 'treasure', raider: first })), /already carries/);
  assert.throws(() => applyAction(pack, found, adjust({ what: 'treasure' })), /a raider or to a spot/);
  assert.throws(
    () => applyAction(pack, found, adjust({ what: 'treasure', raider: other, spot: at(1, 2) })),
    /a raider or to a spot/,
  );
  assert.throws(() => applyAction(pack, found, adjust({ what: 'treasure', spot: at(3, 3) })), /No explored location/);
  const plain = table({ type: 'findTreasure' });
  const plainOpened = run(plain.pack, plain.s, [{ type: 'playCard', card: 'by-hand-test' } as CcgAction]).state;
  assert.throws(
    () => applyAction(plain.pack, plainOpened, adjust({ what: 'treasure', raider: plain.other })),
    /only in a retrieval level/,
  );
});

test("bounty hunter: a raider's points set by hand (a bonus deed in the players' own words), logged and replayed; the game goes on (rule decision 191)", () => {
  const {
    pack,
    s: s0,
    other,
    options,
  } = table({
    type: 'bountyHunter',
    pointsPerCreature: 1,
    pointsPerTreasurePower: 1,
    bonusPoints: [{ description: 'a trap passed without a test', points: 2 }],
  });
  const opened = run(pack, s0, [{ type: 'playCard', card: 'by-hand-test' } as CcgAction]).state;
  const scored = run(pack, opened, [adjust({ what: 'points', raider: other, value: 2 })]);
  assert.equal(scored.state.raiders[other]!.points, 2);
  assert.equal(scored.state.status, 'playing');
  assert.match(scored.texts.join('\n'), /^By hand: .+'s points 0 → 2\.$/m);
  assert.throws(
    () => applyAction(pack, scored.state, adjust({ what: 'points', raider: other, value: -1 })),
    /from 0 to 999/,
  );
  assert.throws(() => applyAction(pack, scored.state, adjust({ what: 'points', raider: 7, value: 1 })), /no player/);
  const done = run(pack, scored.state, [{ type: 'done' } as CcgAction]).state;
  assert.equal(stateDigest(replay(pack, gameLog(done, options)).state), stateDigest(done));
  const plain = table({ type: 'retrieval' });
  const plainOpened = run(plain.pack, plain.s, [{ type: 'playCard', card: 'by-hand-test' } as CcgAction]).state;
  assert.throws(
    () => applyAction(plain.pack, plainOpened, adjust({ what: 'points', raider: 0, value: 1 })),
    /only in a bounty-hunter level/,
  );
});
