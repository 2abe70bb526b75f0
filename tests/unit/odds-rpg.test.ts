import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extendedPass, rollOf, rpgOdds, rpgPass } from '../../src/analysis/odds/index.ts';
import { assertMatches, rpgRoll, simulate } from './odds-simulate.ts';

const close = (a: number, b: number, what = '') => assert.ok(Math.abs(a - b) < 1e-12, `${what} ${a} ≠ ${b}`);

test('3>4: successes are binomial with 1 chance in 3, sums add the 5s and 6s', () => {
  const o = rpgOdds({ competence: 3, challenge: 4 });
  [8 / 27, 12 / 27, 6 / 27, 1 / 27].forEach((p, k) => close(o.successes[k]!, p, `successes ${k}`));
  close(o.sums[0]!, 64 / 216, 'sum 0');
  close(o.sums[5]!, 48 / 216, 'sum 5');
  close(o.sums[11]!, 24 / 216, 'sum 11 (5 + 6 either way)');
  close(o.sums[18]!, 1 / 216, 'sum 18');
  close(o.sums[1]!, 0, 'a 1 never succeeds');
  close(rpgPass({ competence: 3, challenge: 4 }), 19 / 27);
});

test('modifiers on dice and target; a challenge of 6 or more is lowered to 5 with as many dice fewer', () => {
  const r = rollOf({ competence: 3, challenge: 4, diceModifier: 1, targetModifier: -1 });
  assert.deepEqual([r.dice, r.target, r.automatic], [4, 3, true]);
  const six = rollOf({ competence: 3, challenge: 5, targetModifier: 2 });
  assert.deepEqual([six.dice, six.target, six.lowered], [1, 5, 2]);
  const o = rpgOdds({ competence: 3, challenge: 7 });
  close(o.successes[1]!, 1 / 6, '3>7 is rolled as 1>5');
  assert.equal(rpgOdds({ competence: 2, challenge: 8 }).roll.dice, 0);
  close(rpgPass({ competence: 2, challenge: 8 }), 0, 'no dice left');
});

test('automatic success: a competence above the challenge passes a test that needs 1 success', () => {
  close(rpgPass({ competence: 3, challenge: 2 }), 1);
  // Needing 2, the automatic success (1) is not enough: the dice are rolled, 2 of 3 dice above 2.
  close(rpgPass({ competence: 3, challenge: 2 }, 2), 20 / 27);
  close(rpgPass({ competence: 3, challenge: 2, successBonus: 1 }, 2), 1, 'Knack: the automatic success counts 2');
  assert.equal(rollOf({ competence: 3, challenge: 3 }).automatic, false);
});

test('Knack adds a success to the rolled result', () => {
  const o = rpgOdds({ competence: 1, challenge: 3, successBonus: 1 });
  assert.deepEqual(o.successes, [0, 0.5, 0.5]);
});

test('assists: the assistant gives its successes beyond those it keeps as extra dice', () => {
  const o = rpgOdds({ competence: 1, challenge: 3, assists: [{ test: { competence: 1, challenge: 3 }, keep: 0 }] });
  // Half the time 1 die, half the time 2 dice, each 1 chance in 2.
  close(o.successes[0]!, 0.5 * 0.5 + 0.5 * 0.25);
  close(o.successes[2]!, 0.5 * 0.25);
  const kept = rpgOdds({ competence: 1, challenge: 3, assists: [{ test: { competence: 1, challenge: 3 }, keep: 1 }] });
  close(kept.successes[0]!, 0.5, 'an assistant that keeps its only success gives nothing');
});

test('extended tests: successes gathered until enough, a roll with none ends it unless saved', () => {
  close(extendedPass({ competence: 1, challenge: 3 }, { need: 2 }), 0.25);
  close(extendedPass({ competence: 1, challenge: 3 }, { need: 1, save: { competence: 1, challenge: 3 } }), 2 / 3);
  close(extendedPass({ competence: 1, challenge: 3 }, { need: 2, save: { competence: 1, challenge: 3 } }), 4 / 9);
  // A Quality spent on a failed save: V(1) = (p + p0·(1−q)·1/2) / (1 − p0·q) with V(1) without Qualities = 2/3.
  close(
    extendedPass({ competence: 1, challenge: 3 }, { need: 1, save: { competence: 1, challenge: 3 }, qualities: 1 }),
    (0.5 + 0.25 * (2 / 3)) / 0.75,
  );
  close(
    extendedPass({ competence: 1, challenge: 3 }, { need: 3, save: { competence: 2, challenge: 1 } }),
    1,
    'an automatic save never fails',
  );
  close(
    extendedPass({ competence: 3, challenge: 2 }, { need: 3, endurance: 3 }),
    1,
    'automatic successes up to Endurance',
  );
  // Endurance 1: one sure success, then 2 more from rolls of 3 dice at 2 in 3 (or roll first, keeping the sure one).
  const e1 = extendedPass({ competence: 3, challenge: 2 }, { need: 3, endurance: 1 });
  assert.ok(e1 > extendedPass({ competence: 3, challenge: 2 }, { need: 3, endurance: 0 }) && e1 < 1);
});

test('RPG successes and sums match a seeded simulation of 100,000 rolls', () => {
  for (const [competence, challenge, seed] of [
    [3, 4, 'a'],
    [5, 2, 'b'],
    [2, 7, 'c'],
  ] as const) {
    const exact = rpgOdds({ competence, challenge });
    const { dice, target } = exact.roll;
    assertMatches(
      exact.successes,
      simulate(`rpg-s-${seed}`, (rng) => rpgRoll(rng, dice, target).successes),
      `${competence}>${challenge} successes`,
    );
    assertMatches(
      exact.sums,
      simulate(`rpg-s-${seed}`, (rng) => rpgRoll(rng, dice, target).sum),
      `${competence}>${challenge} sums`,
    );
  }
});

test('an assisted roll matches its simulation: the assistant rolls, then gives its spare successes as dice', () => {
  const exact = rpgOdds({
    competence: 2,
    challenge: 4,
    assists: [
      { test: { competence: 3, challenge: 3 }, keep: 1 },
      { test: { competence: 2, challenge: 5 }, keep: 0 },
    ],
  });
  const roll = (rng: Parameters<typeof rpgRoll>[0]) => {
    const given = Math.max(0, rpgRoll(rng, 3, 3).successes - 1) + rpgRoll(rng, 2, 5).successes;
    return rpgRoll(rng, 2 + given, 4);
  };
  assertMatches(
    exact.successes,
    simulate('rpg-assist', (rng) => roll(rng).successes),
    'assisted successes',
  );
  assertMatches(
    exact.sums,
    simulate('rpg-assist', (rng) => roll(rng).sum),
    'assisted sums',
  );
});

test('an extended test with saving rolls matches its simulation', () => {
  const p = extendedPass(
    { competence: 2, challenge: 4 },
    { need: 4, save: { competence: 2, challenge: 3 }, qualities: 1 },
  );
  const freq = simulate('rpg-extended', (rng) => {
    let got = 0;
    let qualities = 1;
    for (;;) {
      const s = rpgRoll(rng, 2, 4).successes;
      if (s === 0 && rpgRoll(rng, 2, 3).successes === 0) {
        if (qualities === 0) return 0;
        qualities--;
      }
      got += s;
      if (got >= 4) return 1;
    }
  });
  assertMatches([1 - p, p], freq, 'extended 2>4 to 4 successes');
});
