// Gaps found by the audit of issue 10 (docs/ccg-audit.md), each proved here or in a scenario file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, defaultDrawDeck, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { cardOf, ccgContent } from '../../src/engine/ccg/content.ts';
import { life } from '../../src/engine/ccg/raider-stats.ts';
import { at, base, levelVariant, start, withItems } from './ccg-helpers.ts';

const adjust = (a: Record<string, unknown>) => ({ type: 'adjust', ...a }) as CcgAction;

test('retrieval: a raider moved by hand takes the treasure she carries with her (a death there drops it there)', () => {
  const pack = withItems([levelVariant('introductory-cave', { goal: { type: 'retrieval' } })]);
  const content = ccgContent(pack);
  const deck = [...defaultDrawDeck(content, true).filter((c) => c.card !== 'snoop-ahead'), { card: 'snoop-ahead', count: 1 }];
  let s: CcgState = start('introductory-cave-variant', {
    seed: 3,
    players: [{ raider: 'lara-croft-spelunker', deck }],
    setup: { map: [{ spot: at(1, 2), card: 'open-cavern' }], raiders: [{ hand: ['snoop-ahead'] }], obstacleDeck: [] },
  }, pack);
  s.treasureFound = true;
  s.raiders[0]!.carriesTreasure = true;
  const steps: CcgAction[] = [{ type: 'playCard', card: 'snoop-ahead' } as CcgAction, adjust({ what: 'at', raider: 0, value: at(1, 2) })];
  for (const a of steps) s = applyAction(pack, s, a).state;
  assert.deepEqual(s.raiders[0]!.at, at(1, 2));
  assert.equal(s.raiders[0]!.carriesTreasure, true);
  s = applyAction(pack, s, adjust({ what: 'hits', raider: 0, value: life(content, s.raiders[0]!) })).state;
  assert.equal(s.raiders[0]!.carriesTreasure, false);
  assert.deepEqual(s.droppedTreasure?.spot, at(1, 2));
});

test('the Introductory levels are set up as the rulebook describes them (rule decision 162)', () => {
  const content = ccgContent(base);
  const rooms: Record<string, [string, string]> = { 'introductory-cave': ['cave-entrance', 'treasure-cave'], 'introductory-tomb': ['tomb-entrance', 'treasure-vault'] };
  for (const [level, [entrance, room]] of Object.entries(rooms)) {
    for (const players of [1, 2]) {
      const s = start(level, { seed: 5, mode: players === 1 ? 'solitaire' : 'hotSeat', players: players === 1 ? [{ raider: 'lara-croft-spelunker' }] : [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }] });
      const laid = s.map.map((p) => `${p.card.split('#')[0]}@${p.spot.column},${p.spot.depth}:${p.face}`).sort();
      const expected = [`${entrance}@1,1:up`, `${room}@2,4:down`, ...(players === 2 ? [`${entrance}@3,1:up`] : [])].sort();
      assert.deepEqual(laid, expected, `${level}, ${players} player(s)`);
      const deck = s.levelDecks.flat();
      assert.equal(deck.length, 16, 'the other 16 locations of the quest deck');
      assert.ok(deck.every((c) => !c.startsWith(entrance) && !c.startsWith(room)));
      assert.deepEqual(s.raiders.map((r) => r.at), players === 2 ? [at(1, 1), at(3, 1)] : [at(1, 1)]);
      if (players === 1) {
        assert.equal(s.obstacleDeck.length, 8, 'every obstacle card of the quest deck');
        assert.ok(s.obstacleDeck.every((c) => cardOf(content, c).type === 'obstacle'));
      }
    }
  }
});
