// A series of chapters is one JSON state: saved mid-series and loaded again it plays on to the same
// digest; a checkpoint starts from its kit; the pack's chapters follow each other by number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame, replay, stateDigest } from '../../src/engine/coc/game.ts';
import { withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import type { Scenario } from '../../src/engine/coc/scenario.ts';
import type { CocAction, CocState } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);

test('a series saved as JSON mid-way loads and continues to the same digest as playing on', () => {
  const scenario = JSON.parse(
    readFileSync('tests/scenarios/coc/worked-last-event-card-invasion.scenario.json', 'utf8'),
  ) as Scenario;
  const packs = withScenarioItems([base], scenario.items ?? []);
  const packsContent = rulesContent(packs);
  const options = { seed: 1, mode: 'series' as const, series: scenario.series, setup: scenario.setup! };
  const steps = scenario.steps.map(({ note, ...a }) => (void note, a as CocAction));
  let state = newGame(packsContent, { kind: 'chapter', id: 'worked-a' }, options);
  const cut = 9; // after leaving the first chapter: the second (INVADED) one is being played
  for (const a of steps.slice(0, cut)) state = applyAction(packsContent, state, a).state;
  assert.equal(state.level.id, 'worked-b');
  assert.equal(state.invaded, true);
  const saved = JSON.stringify(state);
  let loaded = JSON.parse(saved) as CocState;
  let played = state;
  for (const a of steps.slice(cut)) {
    loaded = applyAction(packsContent, loaded, a).state;
    played = applyAction(packsContent, played, a).state;
  }
  assert.equal(loaded.level.id, 'worked-c');
  assert.equal(stateDigest(loaded), stateDigest(played));
  assert.equal(
    stateDigest(
      replay(packsContent, { level: { kind: 'chapter', id: 'worked-a' }, options, actions: loaded.log }).state,
    ),
    stateDigest(loaded),
  );
});

test('a series of the pack runs its chapters by number; a checkpoint starts from its kit and the chapter kit', () => {
  const s = newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1, mode: 'series' });
  assert.deepEqual(s.series?.chapters, ['landfall', 'the-frozen-stair', 'the-sleeping-guard']);
  const cp = newGame(
    content,
    { kind: 'chapter', id: 'the-frozen-stair' },
    { seed: 1, mode: 'series', checkpoint: true },
  );
  assert.deepEqual(cp.series?.chapters, ['the-frozen-stair', 'the-sleeping-guard']);
  assert.deepEqual(
    cp.inventory.weapons.map((w) => w.id),
    ['dual-pistols'],
  );
  assert.deepEqual([...cp.inventory.resources].sort(), ['cloth', 'oil', 'scrap', 'scrap']);
  assert.equal(cp.inventory.research.length, 1);
  assert.throws(
    () => newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1, mode: 'series', checkpoint: true }),
    /not a checkpoint/,
  );
});

test('a chapter starts INVADED when the pins reach its value', () => {
  const at3 = newGame(
    content,
    { kind: 'chapter', id: 'landfall' },
    { seed: 1, mode: 'series', setup: { natlaPins: 3 } },
  );
  // The setup sets the pins after the start: the INVADED check belongs to the chapter's start (kit pins).
  assert.equal(at3.invaded, false);
  const crypt = newGame(content, { kind: 'crypt', id: 'chamber-of-hours' }, { seed: 1 });
  assert.equal(crypt.invaded, true, 'the crypt is always INVADED');
  assert.equal(crypt.crypt, true);
});

test('the Crypt of Chronos deck: draw and discard shuffled together, 2 cards out per pin, removed helpful cards stay out', async () => {
  const { beginInvasion } = await import('../../src/engine/coc/level-start.ts');
  const { rulesContent } = await import('../../src/engine/coc/rules-content.ts');
  const s = newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1 });
  s.eventDeck.removed.push(s.eventDeck.draw.shift()!);
  s.eventDeck.discard.push(...s.eventDeck.draw.splice(0, 5));
  s.natlaPins = 3;
  beginInvasion(s, rulesContent(base), { kind: 'chapter', cryptRules: true });
  assert.equal(s.invaded, true);
  assert.equal(s.eventDeck.discard.length, 0);
  assert.equal(s.eventDeck.draw.length, 25 - 1 - 6);
  assert.equal(s.eventDeck.removed.length, 7);
});
