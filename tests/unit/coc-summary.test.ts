// The end-of-game summary's resources gathered (issue 8 lists it with the other numbers): every
// token that comes into Lara's hand counts, a Multi-Treasure as what it is worth; spending counts
// nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame } from '../../src/engine/coc/game.ts';
import { resourcesGathered } from '../../src/analysis/coc-summary.ts';
import type { CocAction, CocState } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);

function play(start: CocState, actions: CocAction[]) {
  const steps: { events: ReturnType<typeof applyAction>['events']; state: CocState }[] = [];
  let s = start;
  for (const a of actions) {
    const r = applyAction(content, s, a);
    steps.push({ events: r.events, state: r.state });
    s = r.state;
  }
  return { steps, state: s };
}

test('resources gathered: a SEARCH’s tokens, a Multi-Treasure by its worth; crafting spends without counting', () => {
  const start = newGame(
    content,
    { kind: 'chapter', id: 'landfall' },
    { seed: 5, setup: { enemies: [], sight: 'hidden', bagTop: ['treasure:3', 'oil', 'cloth'] } },
  );
  const { steps, state } = play(start, [
    { type: 'search', dice: 3, results: ['success', 'success', 'success'] },
    { type: 'craft', recipe: 'health' },
  ]);
  assert.deepEqual(steps[0]!.state.inventory.resources.slice().sort(), ['cloth', 'oil', 'treasure:3']);
  assert.equal(state.inventory.resources.length, 1, 'the health recipe spent two tokens');
  assert.equal(resourcesGathered(start, steps.slice(0, 1)), 5);
  assert.equal(resourcesGathered(start, steps), 5);
  assert.equal(resourcesGathered(start, []), 0);
});
