// The dice tray's preview (src/analysis/coc-dice-preview.ts): the faces the engine will roll, as
// they count under Focus, and HIDE's re-roll with one die fewer, each checked against the engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame } from '../../src/engine/coc/game.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { successes } from '../../src/engine/coc/dice.ts';
import { previewDice, previewReroll, previewRoll } from '../../src/analysis/coc-dice-preview.ts';
import type { CocAction, CocState, Setup } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const { items, ref } = scenarioLevel({
  map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  tokens: [{ type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' }],
});
const packs = withScenarioItems([base], items);
const packsContent = rulesContent(packs);
const game = (seed: number, setup: Setup = {}) => newGame(packsContent, ref, { seed, setup });

/** The faces of the roll the engine made for the last applied action (its roll event). */
function engineFaces(state: CocState, action: CocAction): string[] {
  const { events } = applyAction(packsContent, state, action);
  const roll = events.filter((e) => e.type === 'roll').at(-1)!.text;
  const counted = events.find((e) => e.text.startsWith('The faces count as:'))?.text ?? roll;
  return counted.replace(/^.*: /, '').replace(/\.$/, '').split(', ');
}

const WORDS: Record<string, string> = {
  success: 'success',
  doubleSuccess: 'double success',
  fail: 'fail',
  sacrifice: 'sacrifice',
};

test('under Focus the preview shows the faces as they count, as the engine keeps them', () => {
  let checked = 0;
  for (let seed = 1; seed <= 40 && checked < 3; seed++) {
    // Focus with 2 successes: for the rest of the phase single successes count double, fails and sacrifices as
    // successes.
    let s = game(seed, { inventory: { abilities: ['focus'] } });
    s = applyAction(packsContent, s, {
      type: 'ability',
      ability: 'focus',
      dice: 2,
      results: ['success', 'success'],
      sacrificesAsSuccesses: 0,
    }).state;
    while (s.pending?.kind === 'afterRoll') s = applyAction(packsContent, s, { type: 'keepRoll' }).state;
    assert.equal(s.timedRules.length, 2, 'both of Focus’s rules are in force');
    const p = previewDice(packsContent, s, 3);
    if (p.rolled.every((f) => f === 'doubleSuccess')) continue;
    assert.notDeepEqual(p.faces, p.rolled, 'Focus changes some face');
    assert.ok(p.faces.every((f) => f === 'doubleSuccess' || f === 'success'));
    assert.deepEqual(
      p.faces,
      p.rolled.map((f) => (f === 'success' ? 'doubleSuccess' : f === 'doubleSuccess' ? f : 'success')),
    );
    assert.deepEqual(previewRoll(packsContent, s, 3), p.faces);
    assert.deepEqual(
      engineFaces(s, { type: 'move', dice: 3 }),
      p.faces.map((f) => WORDS[f]),
    );
    checked++;
  }
  assert.equal(checked, 3);
});

test('without a rule in force the faces count as they land', () => {
  const s = game(3);
  const p = previewDice(packsContent, s, 4, 0);
  assert.deepEqual(p.faces, p.rolled);
  assert.deepEqual(
    engineFaces(s, { type: 'move', dice: 4, sacrificesAsSuccesses: 0 }),
    p.faces.map((f) => WORDS[f]),
  );
});

test('HIDE with 1–2 successes previews the re-roll with one die fewer, and the engine rolls those faces', () => {
  const seen: number[] = [];
  for (let seed = 1; seed <= 60; seed++) {
    const s = game(seed, { sight: 'seen' });
    const faces = previewRoll(packsContent, s, 3);
    const hits = successes(faces, 0);
    const reroll = previewReroll(packsContent, s, { type: 'hide', dice: 3 }, 0);
    if (hits < 1 || hits > 2) {
      assert.equal(reroll, undefined, `seed ${seed}: ${hits} successes offer no re-roll`);
      continue;
    }
    assert.ok(reroll, `seed ${seed}: ${hits} successes offer a re-roll`);
    assert.equal(reroll.dice, 2);
    let next = applyAction(packsContent, s, { type: 'hide', dice: 3, sacrificesAsSuccesses: 0 }).state;
    while (next.pending?.kind === 'afterRoll') next = applyAction(packsContent, next, { type: 'keepRoll' }).state;
    assert.equal(next.pending?.kind, 'reroll');
    assert.deepEqual(
      engineFaces(next, { type: 'reroll', sacrificesAsSuccesses: 0 }),
      reroll.faces.map((f) => WORDS[f]),
    );
    seen.push(seed);
  }
  assert.ok(seen.length >= 3, `enough seeds reach a re-roll (${seen.length})`);
});

test('turning a sacrifice into a success can reach 3 successes: then no re-roll is previewed', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const s = game(seed, { sight: 'seen' });
    const faces = previewRoll(packsContent, s, 3);
    if (!faces.includes('sacrifice') || successes(faces, 0) !== 2 || successes(faces, 1) < 3) continue;
    assert.ok(previewReroll(packsContent, s, { type: 'hide', dice: 3 }, 0));
    assert.equal(previewReroll(packsContent, s, { type: 'hide', dice: 3 }, 1), undefined);
    return;
  }
  assert.fail('no seed with 2 successes and a sacrifice');
});

test('the re-roll decision’s dialog says what the dice will show, and the engine rolls it', async () => {
  const { describeDecision } = await import('../../src/ui/playtest/decision-words.ts');
  const { legalActions } = await import('../../src/engine/coc/game.ts');
  for (let seed = 1; seed <= 60; seed++) {
    const s = game(seed, { sight: 'seen' });
    if (!previewReroll(packsContent, s, { type: 'hide', dice: 3 }, 0)) continue;
    let next = applyAction(packsContent, s, { type: 'hide', dice: 3, sacrificesAsSuccesses: 0 }).state;
    while (next.pending?.kind === 'afterRoll') next = applyAction(packsContent, next, { type: 'keepRoll' }).state;
    const d = describeDecision(packsContent, next, legalActions(packsContent, next))!;
    const text = d.answers.find((a) => a.action.type === 'reroll')!.text!;
    assert.equal(
      text,
      `The dice will show: ${engineFaces(next, { type: 'reroll', sacrificesAsSuccesses: 0 }).join(', ')}.`,
    );
    return;
  }
  assert.fail('no seed offers a re-roll');
});
