// Gaps found by the audit of issue 10 (docs/ccg-audit.md), each proved here or in a scenario file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  defaultDrawDeck,
  legalActions,
  newGame,
  type CcgAction,
  type CcgState,
} from '../../src/engine/ccg/index.ts';
import { weightedPick } from '../../src/engine/ccg/random-player.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { decisionWords } from '../../src/ui/ccg-playtest/ccg-words.ts';
import { cardOf } from '../../src/engine/ccg/content.ts';
import { life } from '../../src/engine/ccg/raider-stats.ts';
import { at, baseContent, levelVariant, start, contentWith } from './ccg-helpers.ts';

const adjust = (a: Record<string, unknown>) => ({ type: 'adjust', ...a }) as CcgAction;

test('retrieval: a raider moved by hand takes the treasure she carries with her (a death there drops it there)', () => {
  const pack = contentWith([levelVariant('introductory-cave', { goal: { type: 'retrieval' } })]);
  const content = pack;
  const deck = [
    ...defaultDrawDeck(content, true).filter((c) => c.card !== 'snoop-ahead'),
    { card: 'by-hand-test', count: 1 },
  ];
  let s: CcgState = start(
    'introductory-cave-variant',
    {
      seed: 3,
      players: [{ raider: 'lara-croft-spelunker', deck }],
      setup: {
        map: [{ spot: at(1, 2), card: 'open-cavern' }],
        raiders: [{ hand: ['by-hand-test'] }],
        obstacleDeck: [],
      },
    },
    pack,
  );
  s.treasureFound = true;
  s.raiders[0]!.carriesTreasure = true;
  const steps: CcgAction[] = [
    { type: 'playCard', card: 'by-hand-test' } as CcgAction,
    adjust({ what: 'at', raider: 0, value: at(1, 2) }),
  ];
  for (const a of steps) s = applyAction(pack, s, a).state;
  assert.deepEqual(s.raiders[0]!.at, at(1, 2));
  assert.equal(s.raiders[0]!.carriesTreasure, true);
  s = applyAction(pack, s, adjust({ what: 'hits', raider: 0, value: life(content, s.raiders[0]!) })).state;
  assert.equal(s.raiders[0]!.carriesTreasure, false);
  assert.deepEqual(s.droppedTreasure?.spot, at(1, 2));
});

test('the Introductory levels are set up as the rulebook describes them (rule decision 162)', () => {
  const content = baseContent;
  const rooms: Record<string, [string, string]> = {
    'introductory-cave': ['cave-entrance', 'treasure-cave'],
    'introductory-tomb': ['tomb-entrance', 'treasure-vault'],
  };
  for (const [level, [entrance, room]] of Object.entries(rooms)) {
    for (const players of [1, 2]) {
      const s = start(level, {
        seed: 5,
        mode: players === 1 ? 'solitaire' : 'hotSeat',
        players:
          players === 1
            ? [{ raider: 'lara-croft-spelunker' }]
            : [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }],
      });
      const laid = s.map.map((p) => `${p.card.split('#')[0]}@${p.spot.column},${p.spot.depth}:${p.face}`).sort();
      const expected = [
        `${entrance}@1,1:up`,
        `${room}@2,4:down`,
        ...(players === 2 ? [`${entrance}@3,1:up`] : []),
      ].sort();
      assert.deepEqual(laid, expected, `${level}, ${players} player(s)`);
      const deck = s.levelDecks.flat();
      assert.equal(deck.length, 16, 'the other 16 locations of the quest deck');
      assert.ok(deck.every((c) => !c.startsWith(entrance) && !c.startsWith(room)));
      assert.deepEqual(
        s.raiders.map((r) => r.at),
        players === 2 ? [at(1, 1), at(3, 1)] : [at(1, 1)],
      );
      if (players === 1) {
        assert.equal(s.obstacleDeck.length, 8, 'every obstacle card of the quest deck');
        assert.ok(s.obstacleDeck.every((c) => cardOf(content, c).type === 'obstacle'));
      }
    }
  }
});

test('the random player still wins by searching the treasure room after it was marked empty (rule decision 160)', () => {
  const content = baseContent;
  let plain = 0;
  for (const level of ['introductory-cave', 'introductory-tomb']) {
    for (let seed = 1; seed <= 4; seed++) {
      const rng = seedRandom(`audit:${seed}`);
      let s = newGame(baseContent, { kind: 'ccgLevel', id: level }, { seed });
      let emptied = false;
      for (let n = 0; n < 6000 && s.status === 'playing'; n++) {
        const room = s.map.find((p) => p.face === 'up' && cardOf(content, p.card).treasureRoom);
        if (room && !emptied) {
          room.empty = true;
          emptied = true;
        }
        s = applyAction(baseContent, s, weightedPick(rng, legalActions(baseContent, s), { state: s, content })).state;
      }
      assert.ok(
        emptied,
        `${level} ${seed}: the treasure room was explored (${s.status}, turn ${s.turn}, ${s.outcome})`,
      );
      assert.equal(s.status, 'won', `${level} ${seed}: ${s.outcome ?? 'cut'}`);
      assert.match(s.outcome!, /finds the treasure/);
      // Found by a plain search (not by a card that searches an empty location, as Look Again).
      if (s.lastRoll?.against === 'search') plain++;
    }
  }
  assert.ok(plain >= 6, `${plain} of 8 found by a plain search`);
});

test('solitaire goal "remove every creature": finding the treasure with a creature left loses; with none left it wins', () => {
  const solitaire = levelVariant('introductory-cave', {}).solitaire as object;
  const pack = contentWith([
    levelVariant('introductory-cave', { solitaire: { ...solitaire, goal: { removeAllCreatures: true } } }),
  ]);
  const setup = { map: [{ spot: at(2, 3), card: 'open-cavern' }], raiders: [{ at: at(2, 3) }], obstacleDeck: [] };
  // Into the treasure room, past its printed guardian by move (not removed), then a search of 20.
  const findIt: CcgAction[] = [
    { type: 'move', side: 'top' },
    { type: 'test', option: 1, dice: [4, 3, 3] },
    { type: 'search', dice: [6, 5, 4, 1, 1, 1] },
  ];
  const playAll = (s: CcgState, actions: CcgAction[]) => actions.reduce((x, a) => applyAction(pack, x, a).state, s);
  const left = playAll(start('introductory-cave-variant', { setup }, pack), findIt);
  assert.equal(left.status, 'lost');
  assert.match(left.outcome!, /1 creature still in play/);
  let s = playAll(start('introductory-cave-variant', { setup }, pack), findIt.slice(0, 2));
  s.map.find((p) => p.spot.column === 2 && p.spot.depth === 4)!.printedRemoved = true;
  s = playAll(s, findIt.slice(2));
  assert.equal(s.status, 'won', s.outcome ?? '');
});

test('the search decision says what can still be found: the treasure, even where the location is empty (rule decision 160)', () => {
  const content = baseContent;
  const setup = {
    map: [{ spot: at(1, 2), card: 'treasure-vault', empty: true }],
    raiders: [{ at: at(1, 2), hand: [] }],
    obstacleDeck: [],
  };
  let s = start('introductory-tomb', { setup });
  for (const a of [{ type: 'stop' }, { type: 'test', option: 0, dice: [4, 4] }] as CcgAction[])
    s = applyAction(baseContent, s, a).state;
  assert.equal(s.pending?.kind, 'search');
  assert.match(
    decisionWords(content, s, s.pending!).detail,
    /A result of 18 or more finds the treasure; the location is empty, so no discovery can be found here\./,
  );
  s.treasureFound = true;
  s.droppedTreasure = { spot: at(1, 2), searchTarget: 18 };
  assert.match(decisionWords(content, s, s.pending!).detail, /A result of 18 or more picks up the dropped treasure;/);
});
