// Gaps found by the audit of issue 10 (docs/ccg-audit.md), each proved here or in a scenario file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, defaultDrawDeck, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { ccgContent } from '../../src/engine/ccg/content.ts';
import { life } from '../../src/engine/ccg/raider-stats.ts';
import { at, levelVariant, start, withItems } from './ccg-helpers.ts';

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
