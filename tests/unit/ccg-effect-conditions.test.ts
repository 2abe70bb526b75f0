// Effects with a condition, read from the cards' data (rule decisions 180–181): an item that adds
// only with another item in play (Shotgun Ammo with a Shotgun, Uzi Clip with an Uzi), a bonus only
// against one kind of obstacle (Charm of the Beast against creatures); another ability's dice rolled
// for a test (Carpe Conundrum, Improvise: rule decision 183).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { cardIdOf } from '../../src/engine/ccg/content.ts';
import { baseContent, checked } from './ccg-helpers.ts';
import { deckWith, duel, toTheRoll } from './ccg-duel.ts';

const extra = ['weapon-jam'];
const deck = deckWith(extra);

/** Duelist (fight 4, move 2, think 2) with these items in play, facing this obstacle at Open Cavern; Pierre holds
 * Weapon Jam. */
const game = (items: string[], obstacle = 'wolves', hand: string[] = []): CcgState =>
  duel(deck, [{ hand, unsaved: items }, { hand: ['weapon-jam'] }], [obstacle]);
const toTheTest = (option: number, dice: number[], cards?: string[]): CcgAction[] => toTheRoll(dice, option, cards);

const wolves = (s: CcgState) => s.map.find((p) => p.spot.depth === 2)!.obstacles[0];

test('Uzi Clip adds a fight die only while an Uzi is in play too', () => {
  const alone = checked(game(['uzi-clip']), toTheTest(0, [1, 1, 1, 1]));
  assert.equal(alone.lastRoll!.dice.length, 4, 'fight 4, the clip alone adds nothing');
  const withUzi = checked(game(['uzi', 'uzi-clip']), toTheTest(0, [1, 1, 1, 1, 1, 1]));
  assert.equal(withUzi.lastRoll!.dice.length, 6, 'fight 4 + the Uzi + its clip');
  assert.throws(() => checked(game(['uzi', 'uzi-clip']), toTheTest(0, [1, 1, 1, 1, 1])), /6 dice are rolled here/);
});

test('Shotgun Ammo adds a hit only while a Shotgun is in play too', () => {
  const alone = checked(game(['shotgun-ammo']), toTheTest(0, [6, 6, 6, 6]));
  assert.equal(alone.lastRoll!.hitsOnSuccess, 1);
  const withShotgun = checked(game(['shotgun', 'shotgun-ammo']), toTheTest(0, [6, 6, 6, 6]));
  assert.equal(withShotgun.lastRoll!.hitsOnSuccess, 3, 'one hit, one from the Shotgun, one from its ammo');
});

test('jamming the Shotgun silences its ammo too; the ammo alone is no weapon to jam (rule decision 180)', () => {
  const s = checked(game(['shotgun', 'shotgun-ammo']), [
    ...toTheTest(0, [6, 6, 6, 6]),
    { type: 'playCard', card: 'weapon-jam' },
  ]);
  assert.notEqual(s.pending?.kind, 'jamWeapon', 'the ammo is not offered as a weapon of its own');
  assert.deepEqual(s.raiders[0]!.jammed.map(cardIdOf), ['shotgun']);
  assert.equal(s.lastRoll!.hitsOnSuccess, 1, 'both the Shotgun\u2019s hit and its ammo\u2019s are gone');
  assert.equal(wolves(s)?.hits, 1, 'one hit on the Wolves (life 2)');
  const ammoAlone = checked(game(['shotgun-ammo']), toTheTest(0, [6, 6, 6, 6]));
  assert.ok(
    !legalActions(baseContent, ammoAlone).some((a) => a.type === 'playCard' && a.card === 'weapon-jam'),
    'no weapon adds to the roll: Weapon Jam cannot be played',
  );
});

test('Charm of the Beast adds 2 to tests against a creature, not against a trap (rule decision 181)', () => {
  const creature = checked(game(['charm-of-the-beast']), toTheTest(1, [3, 3]));
  assert.equal(creature.lastRoll!.bonus, 2);
  assert.equal(creature.lastRoll!.result, 8);
  const trap = checked(game(['charm-of-the-beast'], 'pit-trap'), toTheTest(1, [3, 3]));
  assert.equal(trap.lastRoll!.bonus, 0);
  assert.equal(trap.lastRoll!.result, 6);
});

test('Carpe Conundrum: her think dice for a fight test; still a fight test for her weapons', () => {
  const s = checked(game(['shotgun'], 'wolves', ['carpe-conundrum']), toTheTest(0, [6, 6], ['carpe-conundrum']));
  assert.equal(s.lastRoll!.ability, 'fight');
  assert.equal(s.lastRoll!.dice.length, 2, 'think 2 in place of fight 4');
  assert.equal(s.lastRoll!.success, true);
  assert.equal(s.lastRoll!.hitsOnSuccess, 2, 'one hit and the Shotgun\u2019s');
  assert.deepEqual(s.manualQueue, []);
});

test('Improvise: her highest other ability\u2019s dice (rule decision 183)', () => {
  const s = checked(game([], 'pit-trap', ['improvise']), toTheTest(0, [1, 1, 1, 1], ['improvise']));
  assert.equal(s.lastRoll!.ability, 'think');
  assert.equal(s.lastRoll!.dice.length, 4, 'fight 4 in place of think 2');
  assert.deepEqual(s.manualQueue, []);
});
