// The enemy phase picks the stop worst for Lara among the path search's stops (rule decision 4) with
// shortcuts (its numbers worked out once, a lone stop taken unscored). Here every pick is compared with
// the plain way: each stop scored in full, a copy of the enemy placed there, the smallest key kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FACINGS } from '../../src/model/coc-grid.ts';
import { pathStops, type PathStop } from '../../src/engine/coc/enemy-path.ts';
import { worstForLara } from '../../src/engine/coc/enemy-phase.ts';
import { attackDamage } from '../../src/engine/coc/enemy-attack.ts';
import { enemyNumbers } from '../../src/engine/coc/enemy-stats.ts';
import { facingTowards } from '../../src/engine/coc/board.ts';
import { sees } from '../../src/engine/coc/sight.ts';
import { makeBoard } from '../../src/engine/coc/movement.ts';
import type { Level } from '../../src/engine/coc/level.ts';
import type { CocState } from '../../src/engine/coc/types.ts';
import { content, eachEnemySearch } from '../fixtures/coc-enemy-searches.ts';

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
  const picks = { one: 0, several: 0 };
  eachEnemySearch('stops', [2, 6], ({ ref, level, state, mover, target, budget, enter }) => {
    const stops = pathStops(makeBoard(level, state), mover, target, budget, enter);
    if (!stops) return;
    const enemy = state.enemies[mover]!;
    const home = JSON.stringify(enemy);
    const expected = plainPick(level, state, mover, stops);
    const got = worstForLara(level, state, content, enemy, stops);
    assert.equal(JSON.stringify(enemy), home, 'the enemy is left where it stood');
    assert.equal(stops.indexOf(got), stops.indexOf(expected), `${ref.id}, enemy ${mover}, budget ${budget}`);
    picks[stops.length === 1 ? 'one' : 'several']++;
  });
  // Enough picks of both kinds for the comparison to mean something.
  assert.ok(picks.one > 1000, `${picks.one} lone stops`);
  assert.ok(picks.several > 500, `${picks.several} picks among several stops`);
});
