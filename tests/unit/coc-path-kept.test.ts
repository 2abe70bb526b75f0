// The enemies' path searches kept per level (src/engine/coc/enemy-path-kept.ts): a search asked again is answered
// from the kept one only when every input it reads is the same. Each state of random games is searched, then each
// variant of it that changes one input (Lara's space, another enemy's space, the mover's facing, a door, a barrier,
// the boulder, the budget, whether the target may be entered) is searched at once: the answer must be a new search's
// on a level never searched, never the original's kept answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { buildLevel, indexOf, levelOf, type Level } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import { pathStops } from '../../src/engine/coc/enemy-path.ts';
import { keptPathStops } from '../../src/engine/coc/enemy-path-kept.ts';
import { makeBoard } from '../../src/engine/coc/movement.ts';
import { cloneState } from '../../src/engine/coc/game.ts';
import { clockwise, stepFrom } from '../../src/engine/coc/board.ts';
import type { CocState, Point } from '../../src/engine/coc/types.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const levels = pack.items.filter((i) => i.kind === 'chapter' || i.kind === 'location');

/** States of random games with enemies on the level, each kept as it was (a copy per action). */
function statesWithEnemies(): CocState[] {
  const kept: CocState[] = [];
  for (const item of levels)
    for (const seed of [3, 4]) {
      const ref = { kind: item.kind as 'chapter' | 'location', id: item.id };
      playRandomGame(pack, ref, { seed }, `path-kept ${seed}`, 200, (_before, _action, state) => {
        if (state.status === 'playing' && state.enemies.length && kept.length < 1200) kept.push(state);
      });
    }
  return kept;
}

/** A free space beside `at` (on the level, no figure), or undefined. */
function freeBeside(level: Level, state: CocState, at: Point): Point | undefined {
  for (const f of ['N', 'E', 'S', 'W'] as const) {
    const p = stepFrom(at, f);
    const i = indexOf(level, p);
    if (i < 0 || level.terrain[i] === 0) continue;
    if (state.lara.at.x === p.x && state.lara.at.y === p.y) continue;
    if (state.enemies.some((e) => e.at.x === p.x && e.at.y === p.y)) continue;
    return p;
  }
  return undefined;
}

type Ask = [state: CocState, mover: number, target: Point, budget: number, enter: boolean];

/** The variants of one search, each changing one input. */
function variants(
  level: Level,
  state: CocState,
  mover: number,
  target: Point,
  budget: number,
  enter: boolean,
): [string, Ask][] {
  const out: [string, Ask][] = [];
  const vary = (what: string, change: (s: CocState) => boolean) => {
    const s = cloneState(state);
    if (change(s)) out.push([what, [s, mover, target, budget, enter]]);
  };
  vary('Lara moved', (s) => {
    const p = freeBeside(level, s, s.lara.at);
    if (p) s.lara.at = p;
    return !!p;
  });
  for (let other = 0; other < state.enemies.length; other++)
    if (other !== mover)
      vary(`enemy ${other} moved`, (s) => {
        const p = freeBeside(level, s, s.enemies[other]!.at);
        if (p) s.enemies[other]!.at = p;
        return !!p;
      });
  vary('mover turned', (s) => {
    s.enemies[mover]!.facing = clockwise(s.enemies[mover]!.facing);
    return true;
  });
  for (let d = 0; d < state.doors.length; d++)
    vary(`door ${d}`, (s) => {
      s.doors[d] = !s.doors[d];
      return true;
    });
  for (let b = 0; b < state.barriers.length; b++)
    vary(`barrier ${b}`, (s) => {
      s.barriers[b] = s.barriers[b]! > 0 ? 0 : 1;
      return true;
    });
  // The boulder taken away, or (on a level without one) set down beside the mover.
  vary('boulder', (s) => {
    const p = s.boulder ? null : freeBeside(level, s, s.enemies[mover]!.at);
    if (p === undefined) return false;
    s.boulder = p;
    return true;
  });
  out.push(['budget', [state, mover, target, budget + 1, enter]]);
  out.push(['enter', [state, mover, target, budget, !enter]]);
  return out;
}

test('a kept path search answers only the same inputs: every variant changing one input gets a new search', () => {
  let compared = 0;
  const changed = new Set<string>();
  for (const state of statesWithEnemies()) {
    const level = levelOf(pack, state.level);
    const clean = buildLevel(content, state.level);
    const target = state.lara.at;
    for (let mover = 0; mover < state.enemies.length; mover++) {
      const first = keptPathStops(makeBoard(level, state), mover, target, 3, false);
      // Asked again at once: the kept answer, which is the search's.
      assert.deepEqual(keptPathStops(makeBoard(level, state), mover, target, 3, false), first);
      assert.deepEqual(first, pathStops(makeBoard(clean, state), mover, target, 3, false));
      for (const [what, [s, m, t, budget, enter]] of variants(level, state, mover, target, 3, false)) {
        // The original is kept just before: a key without this input would answer with it.
        keptPathStops(makeBoard(level, state), mover, target, 3, false);
        const got = keptPathStops(makeBoard(level, s), m, t, budget, enter);
        const fresh = pathStops(makeBoard(clean, s), m, t, budget, enter);
        assert.deepEqual(got, fresh, `${state.level.id} enemy ${mover}: ${what}`);
        compared++;
        if (JSON.stringify(fresh) !== JSON.stringify(first)) changed.add(what.replace(/\d+/, 'n'));
      }
    }
  }
  // Each kind of input changed some answer in these games, so a key without it would have failed above.
  for (const what of [
    'Lara moved',
    'enemy n moved',
    'mover turned',
    'door n',
    'barrier n',
    'boulder',
    'budget',
    'enter',
  ])
    assert.ok(changed.has(what), `no variant "${what}" changed an answer (${[...changed].join(', ')})`);
  assert.ok(compared > 1000, `${compared} variants compared`);
});
