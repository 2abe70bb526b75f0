// The pure pieces of the Natla Tech invasion and the bosses: pins, INVADED at a chapter's start,
// what a run-out costs in each mode, the crypt deck cut, and Lara's damage to bosses (cap, the
// Polemarch's armour, partial damage, the crypt boss that cannot be hurt before the artifact).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { newGame } from '../../src/engine/coc/game.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import {
  deckRunOut,
  invadedAtStart,
  pinsAfterChapter,
  cryptCardsRemoved,
  INVASION_PENALTY,
} from '../../src/engine/coc/invasion.ts';
import { bossDamageTaken, hidingForbiddenBy } from '../../src/engine/coc/boss.ts';
import { damageEnemy } from '../../src/engine/coc/enemy-damage.ts';
import type { CocEvent } from '../../src/engine/coc/types.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);

test('a chapter is INVADED when the pins at its start reach its value', () => {
  assert.equal(invadedAtStart(2, 3), false);
  assert.equal(invadedAtStart(3, 3), true);
  assert.equal(invadedAtStart(5, 3), true);
  assert.equal(invadedAtStart(9, undefined), false);
});

test('completing an INVADED chapter removes 2 pins, never below 0; other chapters keep them', () => {
  assert.equal(pinsAfterChapter(3, true), 1);
  assert.equal(pinsAfterChapter(1, true), 0);
  assert.equal(pinsAfterChapter(3, false), 3);
});

test('running out: the Adventure Book places a pin; a challenge is INVADED first, then takes the penalty; the crypt takes the penalty', () => {
  assert.deepEqual(deckRunOut('series', false, false), { pin: true, invadeNow: false, penalty: 0 });
  assert.deepEqual(deckRunOut('single', false, true), { pin: true, invadeNow: false, penalty: 0 });
  assert.deepEqual(deckRunOut('challenge', false, false), { pin: false, invadeNow: true, penalty: 0 });
  assert.deepEqual(deckRunOut('challenge', false, true), { pin: false, invadeNow: false, penalty: INVASION_PENALTY });
  assert.deepEqual(deckRunOut('series', true, true), { pin: false, invadeNow: false, penalty: INVASION_PENALTY });
});

test('the crypt deck loses 2 cards per pin but keeps one card', () => {
  assert.equal(cryptCardsRemoved(0, 20), 0);
  assert.equal(cryptCardsRemoved(3, 20), 6);
  assert.equal(cryptCardsRemoved(12, 20), 19);
});

test('boss damage: the cap of 5 per attack, the Polemarch takes 1 less before the cap', () => {
  assert.equal(bossDamageTaken(content, 'bear', 3), 3);
  assert.equal(bossDamageTaken(content, 'bear', 9), 5);
  assert.equal(bossDamageTaken(content, 'polemarch', 4), 3);
  assert.equal(bossDamageTaken(content, 'polemarch', 8), 5);
  assert.equal(bossDamageTaken(content, 'polemarch', 1), 0);
});

test('a boss is worn down over several attacks and removed at 0; a standard enemy takes all or nothing', () => {
  const ref = { kind: 'chapter' as const, id: 'the-sleeping-guard' };
  const level = levelOf(content, ref);
  const state = newGame(content, ref, { seed: 1 });
  const boss = state.enemies.find((e) => e.type === 'polemarch')!;
  assert.equal(boss.health, 12);
  assert.equal(state.sight, 'seen', 'the Polemarch turns Lara SEEN at the start');
  assert.match(hidingForbiddenBy(state, content) ?? '', /cannot hide/);
  const events: CocEvent[] = [];
  assert.deepEqual(damageEnemy(level, state, content, boss, 8, 'weapon', events), { dealt: 5, defeated: false });
  assert.deepEqual(damageEnemy(level, state, content, boss, 4, 'melee', events), { dealt: 3, defeated: false });
  assert.equal(boss.health, 4);
  assert.deepEqual(damageEnemy(level, state, content, boss, 6, 'melee', events), { dealt: 5, defeated: true });
  assert.equal(
    state.enemies.some((e) => e.type === 'polemarch'),
    false,
  );
  assert.equal(hidingForbiddenBy(state, content), undefined);
  const wolf = { id: 'w', type: 'wildlife', at: { x: 0, y: 0 }, facing: 'N' as const, health: 3 };
  state.enemies.push(wolf);
  assert.deepEqual(damageEnemy(level, state, content, wolf, 2, 'melee', events), { dealt: 0, defeated: false });
  assert.equal(wolf.health, 3);
  assert.deepEqual(damageEnemy(level, state, content, wolf, 3, 'melee', events), { dealt: 3, defeated: true });
});
