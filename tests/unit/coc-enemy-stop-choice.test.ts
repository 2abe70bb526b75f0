// The enemy phase picks the stop worst for Lara among the path search's stops (rule decision 4) with
// shortcuts (its numbers worked out once, a lone stop taken unscored). Here every pick is compared with
// the plain way: each stop scored in full, a copy of the enemy placed there, the smallest key kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { FACINGS, type Point } from '../../src/model/coc-grid.ts';
import { pathStops, type PathStop } from '../../src/engine/coc/enemy-path.ts';
import { worstForLara } from '../../src/engine/coc/enemy-phase.ts';
import { attackDamage } from '../../src/engine/coc/enemy-attack.ts';
import { enemyNumbers } from '../../src/engine/coc/enemy-stats.ts';
import { facingTowards } from '../../src/engine/coc/board.ts';
import { sees } from '../../src/engine/coc/sight.ts';
import { makeBoard } from '../../src/engine/coc/movement.ts';
import { levelOf, type Level } from '../../src/engine/coc/level.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import type { CocState, LevelRef } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);

/** Rule decision 4 the plain way: every stop scored on a copy of the state, the first smallest key kept. */
function plainPick(level: Level, state: CocState, mover: number, stops: PathStop[]): PathStop {
  let best: PathStop | undefined;
  let bestKey: number[] = [];
  for (const stop of stops) {
    const copy = structuredClone(state);
    const enemy = copy.enemies[mover]!;
    enemy.at = { ...stop.at };
    enemy.facing = stop.facing;
    const towards = facingTowards(enemy.at, copy.lara.at);
    const distance = Math.abs(enemy.at.x - copy.lara.at.x) + Math.abs(enemy.at.y - copy.lara.at.y);
    if (copy.sight === 'seen' && towards && distance <= enemyNumbers(level, copy, content, enemy).range)
      enemy.facing = towards;
    const key = [
      -(attackDamage(level, copy, content, enemy) ?? -1),
      sees(level, copy, enemy, copy.lara.at) ? -1 : 0,
      stop.remaining,
      distance,
      stop.at.y,
      stop.at.x,
      FACINGS.indexOf(stop.facing),
    ];
    const i = key.findIndex((v, k) => v !== bestKey[k]);
    if (!best || (i >= 0 && key[i]! < bestKey[i]!)) {
      best = stop;
      bestKey = key;
    }
  }
  return best!;
}

test('the enemy picks the same stop as when every stop is scored in full', () => {
  const levels: LevelRef[] = pack.items
    .filter((i) => i.kind === 'chapter' || i.kind === 'location')
    .map((i) => ({ kind: i.kind as LevelRef['kind'], id: i.id }));
  const picks = { one: 0, several: 0 };
  for (const ref of levels)
    for (const seed of [1, 2])
      playRandomGame(
        content,
        ref,
        {
          seed,
          ...(seed === 2
            ? { advanced: { spawn: true, rotation: true, stats: true, locationBoost: true, ability: true } }
            : {}),
        },
        `stops ${seed}`,
        200,
        (_before, _action, state) => {
          if (state.enemies.length === 0 || state.status !== 'playing') return;
          const level = levelOf(content, state.level);
          for (let mover = 0; mover < state.enemies.length; mover++)
            for (const [target, enter] of [[state.lara.at, false], ...(state.noise ? [[state.noise, true]] : [])] as [
              Point,
              boolean,
            ][])
              for (const budget of [2, 6]) {
                const stops = pathStops(makeBoard(level, state), mover, target, budget, enter);
                if (!stops) continue;
                const enemy = state.enemies[mover]!;
                const home = JSON.stringify(enemy);
                const expected = plainPick(level, state, mover, stops);
                const got = worstForLara(level, state, content, enemy, stops);
                assert.equal(JSON.stringify(enemy), home, 'the enemy is left where it stood');
                assert.equal(
                  stops.indexOf(got),
                  stops.indexOf(expected),
                  `${ref.id}, enemy ${mover}, budget ${budget}`,
                );
                picks[stops.length === 1 ? 'one' : 'several']++;
              }
        },
      );
  // Enough picks of both kinds for the comparison to mean something.
  assert.ok(picks.one > 1000, `${picks.one} lone stops`);
  assert.ok(picks.several > 500, `${picks.several} picks among several stops`);
});
