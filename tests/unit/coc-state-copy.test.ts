// The state copy every action works on (game.ts cloneState) is written out field by field for
// speed: it must still copy every field, deeply, so that the old state is never changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { cloneState } from '../../src/engine/coc/game.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import type { CocState, GameRef, LevelRef, NewGameOptions } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const landfall: LevelRef = { kind: 'chapter', id: 'landfall' };

/** States from a few whole games: single, challenge, series, advanced enemies. */
function someStates(): CocState[] {
  const games: [GameRef, NewGameOptions][] = [
    [landfall, { seed: 1 }],
    [landfall, { seed: 2, mode: 'challenge', challenge: 0 }],
    [landfall, { seed: 3, mode: 'series' }],
    [
      { kind: 'chapter', id: 'the-sleeping-guard' },
      { seed: 4, advanced: { spawn: true, rotation: true, stats: true, locationBoost: true, ability: true } },
    ],
    [
      { kind: 'islandBoard', id: 'kairos' },
      { seed: 5, mode: 'campaign' },
    ],
    [landfall, { seed: 6, players: { mode: 'sharedExpedition', count: 3 } }],
    [landfall, { seed: 7, players: { mode: 'laraVsNatla', count: 3 } }],
  ];
  const states: CocState[] = [];
  for (const [ref, options] of games)
    playRandomGame(content, ref, options, `copy ${String(options.seed)}`, 400, (_before, _action, after) =>
      states.push(after),
    );
  // A level rule's "first time" door (only set while such a door has opened).
  states.push({ ...states[0]!, doorsOpened: [0] });
  return states;
}

/** Paths of objects and arrays the copy shares with the original (the log's actions and `attack` may be shared: never
 * changed in place). */
function shared(a: unknown, b: unknown, path: string, out: string[]): void {
  if (a === null || typeof a !== 'object' || path.startsWith('/log/') || path === '/attack' || path === '/doorsOpened')
    return;
  if (a === b) out.push(path);
  for (const key of Object.keys(a))
    shared((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}/${key}`, out);
}

test('cloneState copies every field of the state, deeply, sharing no object with it', () => {
  const states = someStates();
  assert.ok(states.some((s) => s.campaign) && states.some((s) => s.doorsOpened) && states.some((s) => s.players));
  assert.ok(
    states.some((s) => s.challenge !== undefined) &&
      states.some((s) => s.series) &&
      states.some((s) => s.roll) &&
      states.some((s) => s.pending),
  );
  for (const state of states) {
    const copy = cloneState(state);
    assert.deepEqual(Object.keys(copy).sort(), Object.keys(state).sort());
    assert.deepStrictEqual(copy, state);
    const out: string[] = [];
    shared(copy, state, '', out);
    assert.deepEqual(out, []);
  }
});
