import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ccgOdds, cocOdds, versusOdds } from '../../src/analysis/odds/index.ts';
import { rulesContent, type DieResult } from '../../src/engine/coc/index.ts';
import { readPack } from '../../src/cli/pack-folder.ts';
import { assertMatches, d6Sum, face, simulate, worth } from './odds-simulate.ts';

const close = (a: number, b: number, what = '') => assert.ok(Math.abs(a - b) < 1e-12, `${what} ${a} ≠ ${b}`);
const SAMPLE: DieResult[] = ['success', 'success', 'doubleSuccess', 'fail', 'fail', 'sacrifice'];
const dice = rulesContent(readPack('content/base').pack!);

test("the Crypt of Chronos calculator reads the pack's faces", () => {
  assert.deepEqual([...dice.laraDie].sort(), [...SAMPLE].sort());
});

test('one Lara Die: 1 success on 2 faces, 2 on the double, a sacrifice counts only with an Event Card', () => {
  const plain = cocOdds({ laraDice: 1, laraFaces: SAMPLE }).successes;
  [3 / 6, 2 / 6, 1 / 6].forEach((p, k) => close(plain[k]!, p, `plain ${k}`));
  const paid = cocOdds({ laraDice: 1, laraFaces: SAMPLE, eventCards: 1 }).successes;
  [2 / 6, 3 / 6, 1 / 6].forEach((p, k) => close(paid[k]!, p, `paid ${k}`));
  close(cocOdds({ laraDice: 2, laraFaces: SAMPLE, need: 2 }).pass!, 15 / 36, 'two dice, 2 successes');
  close(cocOdds({ laraDice: 1, laraFaces: SAMPLE, need: 3, bonus: 2 }).pass!, 3 / 6, 'two sure successes and a die');
});

test('re-rolling the failed dice: taken when it helps, after the sacrifices are settled', () => {
  close(cocOdds({ laraDice: 1, laraFaces: SAMPLE, need: 1, rerolls: 1 }).pass!, 1 - (3 / 6) ** 2);
  // Needing 2 from 1 die with 1 Event Card: a sacrifice is better re-rolled (a double is 2) than
  // converted (1 is not enough): 1/6 (double) + 2/6 · 1/6 (fail, then double) + 1/6 · 1/6 (sacrifice, then double).
  close(cocOdds({ laraDice: 1, laraFaces: SAMPLE, need: 2, rerolls: 1, eventCards: 1 }).pass!, 9 / 36);
  // Needing 1: the sacrifice is converted rather than re-rolled.
  close(
    cocOdds({ laraDice: 1, laraFaces: SAMPLE, need: 1, rerolls: 1, eventCards: 1 }).pass!,
    4 / 6 + (2 / 6) * (4 / 6),
  );
});

test('Special Dice with faces of their own are counted as such', () => {
  const special: DieResult[] = ['doubleSuccess', 'fail'];
  const d = cocOdds({ laraDice: 1, specialDice: 1, laraFaces: SAMPLE, specialFaces: special }).successes;
  close(d[0]!, ((3 / 6) * 1) / 2);
  close(d[4]!, ((1 / 6) * 1) / 2);
});

test('Crypt of Chronos rolls match a seeded simulation of 100,000 rolls', () => {
  const faces = dice.laraDie;
  const special: DieResult[] = ['success', 'doubleSuccess', 'doubleSuccess', 'fail', 'sacrifice', 'sacrifice'];
  // Plain, with every sacrifice paid for, and with Special Dice of other faces.
  assertMatches(
    cocOdds({ laraDice: 4, laraFaces: faces }).successes,
    simulate('coc-plain', (rng) => {
      let s = 0;
      for (let i = 0; i < 4; i++) s += worth(face(rng, faces));
      return s;
    }),
    '4 Lara Dice',
  );
  assertMatches(
    cocOdds({ laraDice: 3, specialDice: 2, laraFaces: faces, specialFaces: special, eventCards: Infinity }).successes,
    simulate('coc-paid', (rng) => {
      let s = 0;
      for (let i = 0; i < 5; i++) {
        const f = face(rng, i < 3 ? faces : special);
        s += f === 'sacrifice' ? 1 : worth(f);
      }
      return s;
    }),
    '3 Lara + 2 Special Dice, sacrifices paid',
  );
  // Needing 3 with one re-roll of the failed dice (no Event Card): re-roll when short.
  const exact = cocOdds({ laraDice: 4, laraFaces: faces, need: 3, rerolls: 1 }).successes;
  assertMatches(
    exact,
    simulate('coc-reroll', (rng) => {
      const first = Array.from({ length: 4 }, () => face(rng, faces));
      let s = first.reduce((a, f) => a + worth(f), 0);
      if (s < 3) for (const f of first) if (worth(f) === 0) s += worth(face(rng, faces));
      return s;
    }),
    '4 dice, 1 re-roll, need 3',
  );
});

test("CCG tests: the sum of the ability's d6 plus bonuses against the target", () => {
  const o = ccgOdds({ ability: 2, target: 7 });
  close(o.pass, 21 / 36);
  close(o.tie, 6 / 36);
  close(o.fail, 15 / 36);
  close(ccgOdds({ ability: 2, target: 8, bonus: 1 }).pass, 21 / 36, 'a bonus of 1 is a target 1 lower');
  close(
    ccgOdds({ ability: 1, target: 4, extraDice: 1 }).pass,
    ccgOdds({ ability: 2, target: 4 }).pass,
    'Take Aim: one more die',
  );
  close(ccgOdds({ ability: 1, target: 4, doubleDice: true }).pass, 33 / 36, 'All or Nothing doubles the dice');
  close(ccgOdds({ ability: 1, target: 4, rerolls: 1 }).pass, 3 / 4, 'a re-roll on a failure');
  close(ccgOdds({ ability: 1, target: 4, rerolls: 2 }).pass, 7 / 8);
  close(versusOdds(ccgOdds({ ability: 1, target: 0 }).results, ccgOdds({ ability: 1, target: 0 }).results).win, 0.5);
  close(ccgOdds({ ability: 0, target: 1 }).pass, 0, 'no dice, no result');
});

test('CCG tests match a seeded simulation of 100,000 rolls', () => {
  assertMatches(
    ccgOdds({ ability: 3, target: 9, bonus: 1 }).results,
    simulate('ccg-plain', (rng) => d6Sum(rng, 3) + 1),
    '3d6+1',
  );
  const rerolled = ccgOdds({ ability: 2, target: 9, rerolls: 1 });
  const freq = simulate('ccg-reroll', (rng) => {
    const first = d6Sum(rng, 2);
    return first >= 9 ? first : d6Sum(rng, 2);
  });
  assertMatches(rerolled.results, freq, '2d6 against 9 with a re-roll');
  const pass = [...freq].filter(([v]) => v >= 9).reduce((s, [, f]) => s + f, 0);
  assert.ok(Math.abs(pass - rerolled.pass) < 4 * Math.sqrt((rerolled.pass * (1 - rerolled.pass)) / 100_000));
  // A fight between raiders: higher wins, ties rolled again.
  const v = versusOdds(
    ccgOdds({ ability: 3, target: 0 }).results,
    ccgOdds({ ability: 2, target: 0, bonus: 2 }).results,
  );
  assertMatches(
    [1 - v.win, v.win],
    simulate('ccg-versus', (rng) => {
      for (;;) {
        const a = d6Sum(rng, 3);
        const b = d6Sum(rng, 2) + 2;
        if (a !== b) return a > b ? 1 : 0;
      }
    }),
    'fight 3 against fight 2 + 2',
  );
});
