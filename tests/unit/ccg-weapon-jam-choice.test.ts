// Weapon Jam on a roll to which several of the roller's weapons add: the player who plays it
// chooses the weapon jammed (a `jamWeapon` decision, rule decision 150).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, cloneState, legalActions, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { cardIdOf } from '../../src/engine/ccg/content.ts';
import { baseContent, checked } from './ccg-helpers.ts';
import { deckWith, duel, toTheRoll } from './ccg-duel.ts';
import { decisionWords, actionWords } from '../../src/ui/ccg-playtest/ccg-words.ts';
import { weightedPick } from '../../src/engine/ccg/random-player.ts';
import { seedRandom } from '../../src/engine/core/random.ts';

const ids = (xs: string[]) => xs.map(cardIdOf);
const extra = ['weapon-jam', 'poor-aim'];
const deck = deckWith(extra);
/** Duelist (fight 4) with the Combat Knife (+1 die) and the Uzi (+1 die, +1 hit) in play against the Wolves; Pierre
 * holds Weapon Jam. */
const game = (weapons = ['combat-knife', 'uzi']): CcgState =>
  duel(deck, [{ hand: [], unsaved: weapons }, { hand: ['weapon-jam'] }]);
const toTheJam = (dice: number[]): CcgAction[] => [...toTheRoll(dice), { type: 'playCard', card: 'weapon-jam' }];

const wolves = (s: CcgState) => s.map.find((p) => p.spot.depth === 2)!.obstacles[0];

test('two weapons add to the roll: Weapon Jam asks its player which one, offering both (and only them)', () => {
  const s = checked(game(), toTheJam([3, 2, 1, 1, 1, 1]));
  assert.equal(s.pending?.kind, 'jamWeapon');
  const p = s.pending as Extract<CcgState['pending'], { kind: 'jamWeapon' }>;
  assert.equal(p.player, 1, 'Pierre, who played it, chooses');
  assert.equal(p.roller, 0);
  assert.deepEqual(ids(p.weapons), ['combat-knife', 'uzi']);
  assert.deepEqual(
    legalActions(baseContent, s).map((a) => a.type === 'jamWeapon' && cardIdOf(a.weapon)),
    ['combat-knife', 'uzi'],
  );
  assert.equal(s.lastRoll!.result, 9, 'nothing is taken off before the choice');
  assert.deepEqual(s.raiders[0]!.jammed, []);
  assert.deepEqual(cloneState(s), s, 'the decision copies with the state');
});

test('jamming the Uzi takes its die and its extra hit; jamming the knife leaves the Uzi\u2019s hit', () => {
  const s = checked(game(), toTheJam([3, 2, 1, 1, 1, 1]));
  const uzi = checked(s, [{ type: 'jamWeapon', weapon: 'uzi' }]);
  assert.equal(uzi.pending, null);
  assert.deepEqual(ids(uzi.raiders[0]!.jammed), ['uzi']);
  assert.deepEqual(uzi.lastRoll!.dice, [3, 2, 1, 1, 1]);
  assert.equal(uzi.lastRoll!.hitsOnSuccess, 1, 'the Uzi\u2019s extra hit is gone');
  const knife = checked(s, [{ type: 'jamWeapon', weapon: 'combat-knife' }]);
  assert.deepEqual(ids(knife.raiders[0]!.jammed), ['combat-knife']);
  assert.deepEqual(knife.lastRoll!.dice, [3, 2, 1, 1, 1]);
  assert.equal(knife.lastRoll!.hitsOnSuccess, 2, 'the Uzi still adds its hit');
  assert.equal(wolves(uzi)?.hits, 1, 'one hit on the Wolves (life 2)');
  assert.equal(wolves(knife), undefined, 'two hits: the Wolves are overcome');
  for (const t of [uzi, knife])
    assert.ok(
      t.raiders[1]!.discard.map(cardIdOf).includes('weapon-jam'),
      'Weapon Jam is discarded once the roll is over',
    );
  const events = applyAction(baseContent, s, { type: 'jamWeapon', weapon: 'uzi' }).events.map((e) => e.text);
  assert.ok(events.some((t) => /Uzi of .* is jammed/.test(t)));
  assert.ok(
    events.some((t) => /plays Weapon Jam: .*8/.test(t)),
    'the changed roll is announced after the choice',
  );
});

test('a weapon that is not offered, or another answer, is refused', () => {
  const s = checked(game(), toTheJam([3, 2, 1, 1, 1, 1]));
  assert.throws(() => applyAction(baseContent, s, { type: 'jamWeapon', weapon: 'scope' }), /not one of the weapons/);
  assert.throws(() => applyAction(baseContent, s, { type: 'pass' }), /does not answer the "jamWeapon" decision/);
});

test('one weapon adding: no decision, it is jammed at once', () => {
  const s = checked(game(['combat-knife', 'rope']), toTheJam([3, 2, 1, 1, 2]));
  assert.notEqual(s.pending?.kind, 'jamWeapon');
  assert.deepEqual(ids(s.raiders[0]!.jammed), ['combat-knife'], 'the rope adds nothing to a fight roll');
});

test('a jam that brings the roll below its target: the Wolves hit her after the choice', () => {
  const s = checked(game(), toTheJam([2, 2, 1, 1, 1, 1]));
  assert.equal(s.lastRoll!.result, 8, '8 against 8 passes');
  const after = checked(s, [{ type: 'jamWeapon', weapon: 'combat-knife' }]);
  assert.equal(after.lastRoll!.result, 7);
  assert.equal(after.lastRoll!.success, false);
  assert.equal(after.raiders[0]!.hits, 1, 'failed: the Wolves hit her');
});

test('the playtest dialog words the decision and its answers', () => {
  const s = checked(game(), toTheJam([3, 2, 1, 1, 1, 1]));
  const content = baseContent;
  const w = decisionWords(content, s, s.pending!);
  assert.match(w.heading, /Player 2: which of Player 1’s weapons does Weapon Jam jam\?/);
  assert.match(w.detail, /Combat Knife, Uzi each add to .* fight roll of 9 against 8/);
  assert.deepEqual(
    legalActions(baseContent, s).map((a) => actionWords(content, s, a)),
    ['Jam Combat Knife', 'Jam Uzi'],
  );
});

test('the random player answers the decision: each seed picks one of the weapons offered, and the game goes on', () => {
  const s = checked(game(), toTheJam([3, 2, 1, 1, 1, 1]));
  const picked = new Set<string>();
  for (let seed = 0; seed < 12; seed++) {
    const a = weightedPick(seedRandom(`jam:${seed}`), legalActions(baseContent, s));
    assert.equal(a.type, 'jamWeapon');
    const after = checked(s, [a]);
    assert.notEqual(after.pending?.kind, 'jamWeapon');
    picked.add(cardIdOf((a as { weapon: string }).weapon));
  }
  assert.deepEqual([...picked].sort(), ['combat-knife', 'uzi'], 'both weapons get chosen');
});
