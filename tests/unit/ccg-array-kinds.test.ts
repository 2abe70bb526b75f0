// The game state's arrays are all "packed" (V8's element kinds), before and after the engine's code is
// optimised: arrays made by map/slice/Array.from came out holey or packed depending on that, and a
// state of mixed kinds kept the engine slow for seconds (docs/engine-performance.md, CCG fifth pass).
// %HasHoleyElements needs --allow-natives-syntax: set at run time, for the function compiled after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { cloneState, newGame, type CcgState } from '../../src/engine/ccg/index.ts';
import { playRandomGame } from '../../src/engine/ccg/random-player.ts';
import { copyJson } from '../../src/model/json-read.ts';
import { baseContent, base } from './ccg-helpers.ts';

setFlagsFromString('--allow-natives-syntax');
const hasHoleyElements = new Function('a', 'return %HasHoleyElements(a)') as (a: unknown[]) => boolean;

/** The paths of the holey arrays in a state (the log's actions left out: they are the players'). */
function holeyArrays(x: unknown, path: string, out: string[] = []): string[] {
  if (Array.isArray(x)) {
    if (hasHoleyElements(x)) out.push(path);
    x.forEach((y, i) => holeyArrays(y, `${path}[${i}]`, out));
  } else if (x && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) if (k !== 'log') holeyArrays(v, `${path}.${k}`, out);
  return out;
}

test('the check sees a holey array (so the test below can fail)', () => {
  assert.equal(hasHoleyElements(new Array(3)), true);
  assert.equal(hasHoleyElements([1, 2, 3]), false);
  assert.equal(hasHoleyElements(copyJson(new Array(3).fill(1))), false);
});

test('new games, games played in place and copied states hold packed arrays only, on every level (cold, then after many games)', () => {
  const levels = base.items.filter((i) => i.kind === 'ccgLevel');
  assert.ok(levels.length >= 10);
  for (const round of [0, 1]) {
    const found: string[] = [];
    const check = (label: string, state: CcgState) => found.push(...holeyArrays(state, label));
    for (let seed = 1; seed <= (round ? 6 : 2); seed++)
      for (const item of levels) {
        const level = { kind: 'ccgLevel' as const, id: item.id };
        const options = {
          seed,
          players: Array.from({ length: item.solitaire ? 1 : 2 + (seed % 2) }, () => ({
            raider: 'lara-croft-spelunker',
          })),
        };
        check(`${item.id} new`, newGame(baseContent, level, options));
        for (const cut of [60, 250])
          check(`${item.id} played in place`, playRandomGame(baseContent, level, options, `kinds ${seed}`, cut).state);
        let n = 0;
        const game = playRandomGame(baseContent, level, options, `kinds ${seed}`, 250, (_, __, after) => {
          if (++n % 10 === 0) check(`${item.id} played with copies`, after);
        });
        check(`${item.id} copy`, cloneState(game.state));
      }
    assert.deepEqual([...new Set(found)], [], `round ${round}`);
  }
});
