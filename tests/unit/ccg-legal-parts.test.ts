// The random player's legal actions kept as parts (legal-parts.ts): against the list legalActions builds, over the
// states of random games on every base level — each action built from its parts is the listed one (fields in the same
// order: the log holds them), its draft weighs as the listed action does, and the pick from the parts is the list's
// pick with the same draws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions, type CcgState } from '../../src/engine/ccg/index.ts';
import { legalInto } from '../../src/engine/ccg/legal.ts';
import { LegalParts } from '../../src/engine/ccg/legal-parts.ts';
import { levelFor } from '../../src/engine/ccg/level.ts';
import { actionWeight, weightedPick, weightedPickParts } from '../../src/engine/ccg/random-player.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { baseContent, eachState } from './ccg-helpers.ts';

test('legal actions as parts: built, weighed and picked as the listed actions, on every state of random games', () => {
  const content = baseContent;
  const parts = new LegalParts();
  const types = new Set<string>();
  let states = 0;
  let picks = 0;
  const check = (state: CcgState) => {
    const list = legalActions(baseContent, state);
    const ctx = {
      content,
      level: levelFor(content, state.level.id),
      state,
      events: [],
      seriesLevel: state.seriesLevel,
    };
    parts.clear();
    legalInto(ctx, parts);
    assert.equal(parts.count, list.length);
    const progress = { state, content };
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      types.add(a.type);
      assert.equal(JSON.stringify(parts.actionAt(i)), JSON.stringify(a));
      assert.deepEqual(parts.actionAt(i), a);
      assert.equal(actionWeight(parts.draftAt(i), progress), actionWeight(a, progress), `${JSON.stringify(a)}`);
    }
    states++;
    if (!list.length) return;
    const one = seedRandom(`pick ${states}`);
    const other = seedRandom(`pick ${states}`);
    for (let n = 0; n < 3; n++) {
      assert.deepEqual(weightedPickParts(one, parts, progress), weightedPick(other, list, progress));
      picks++;
    }
    assert.deepEqual(one, other);
  };
  eachState('parts', 200, check);
  assert.ok(states > 2000 && picks > 5000, `${states} states, ${picks} picks`);
  for (const type of ['move', 'stop', 'test', 'discard', 'playCard', 'reset', 'endTurn', 'chooseSide', 'playDiscovery'])
    assert.ok(types.has(type), `${type} among ${[...types].join(', ')}`);
  assert.ok(types.size >= 15, [...types].join(', '));
});
