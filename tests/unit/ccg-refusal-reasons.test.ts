// CCG refusals say why: a move (no exit that way, stuck), an item.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { runCcgScenario, type CcgScenario } from '../../src/engine/ccg/scenario.ts';
import { applyAction, ccgContent, newGame } from '../../src/engine/ccg/index.ts';

const base = readPack('content/base').pack!;
const baseContent = ccgContent(base);

test('a move with no exit that way names the location', () => {
  const state = newGame(baseContent, { kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 });
  assert.throws(
    () => applyAction(baseContent, state, { type: 'move', side: 'left' }),
    /cannot move left now: .+ has no open exit that way\.$/,
  );
});

test('a stuck raider is told she is stuck', () => {
  const file = JSON.parse(
    readFileSync('tests/scenarios/ccg/worked-stuck-two-turns.scenario.json', 'utf8'),
  ) as CcgScenario;
  // Turn 2's move, no longer expected refused: the refusal is the step's error, with its reason.
  const steps = file.steps.slice(0, 6).map((s, i) => (i === 5 ? { type: 'move' as const, side: 'top' as const } : s));
  const run = runCcgScenario([base], { ...file, steps, expect: {} });
  assert.equal(run.error?.step, 6);
  assert.match(run.error!.message, /cannot move deeper now: she is stuck and may not leave this location\.$/);
});

test('an item not in play', () => {
  const state = newGame(baseContent, { kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 });
  const message = /Small Medi Pack cannot be used now: (the "\w+" decision must be answered first|it is not in play)/;
  assert.throws(() => applyAction(baseContent, state, { type: 'useItem', card: 'small-medi-pack' }), message);
});
