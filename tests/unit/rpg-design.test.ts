// The RPG designer's checks (analysis/rpg-design.ts): exact chances of the listed characters, a
// challenge nobody listed can ever pass (rule decision 436: with exertion and every assist), an
// encounter without a goal, figures off the map, on occupied ground or on one space.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import type { RpgChallenge, RpgCharacter, RpgEncounter } from '../../src/model/types.generated.ts';
import {
  bestChance,
  challengeChance,
  challengeChances,
  challengeProblems,
  chanceWords,
  encounterProblems,
} from '../../src/analysis/rpg-design.ts';
import { rpgPass } from '../../src/analysis/odds/index.ts';

const base = readPack('content/base').pack!;
const characters = base.items.filter((i) => i.kind === 'rpgCharacter') as unknown as RpgCharacter[];
const lara = characters.find((c) => c.id === 'lara')!;
const item = <T>(id: string) => base.items.find((i) => i.id === id) as unknown as T;

const challenge = (test: Partial<RpgChallenge['test']>, more: Partial<RpgChallenge> = {}): RpgChallenge => ({
  kind: 'rpgChallenge',
  id: 'c',
  name: 'C',
  test: { competence: { skill: 'traversal' }, challenge: 3, ...test },
  assist: 'nobody',
  characters: ['lara'],
  success: 'yes',
  failure: 'no',
  ...more,
});

test("a listed character's chance is the exact chance of her roll, in the challenge's form", () => {
  const c = challenge({ challenge: 4, needed: 2 });
  assert.equal(challengeChance(lara, c), rpgPass({ competence: lara.skills.traversal!, challenge: 4 }, 2));
  assert.deepEqual(
    challengeChances(c, characters).map((x) => x.name),
    ['Lara Croft'],
  );
  // Automatic success: traversal 4 over 3 passes a single success for sure.
  assert.equal(challengeChance(lara, challenge({})), 1);
  assert.equal(chanceWords(0.4217), '42%');
  assert.equal(chanceWords(0), 'never');
  assert.equal(chanceWords(0.001), 'less than 1%');
});

test('a challenge no listed character can ever pass is a problem; exertion or assists can save it', () => {
  // 4 successes needed of traversal 4 over 5: possible (4 dice, all 6s).
  assert.deepEqual(challengeProblems(challenge({ challenge: 5, needed: 4 }), characters), []);
  // 7 successes: even exerting (+2 dice: 6 dice), never.
  const never = challengeProblems(challenge({ challenge: 5, needed: 7 }), characters);
  assert.equal(never.length, 1);
  assert.equal(never[0]!.pointer, '/test');
  assert.match(never[0]!.message, /Lara Croft can never pass this test/);
  // 6 successes: only with her exertion (+2>): not a problem, and her own roll alone is 0.
  const six = challenge({ challenge: 5, needed: 6 });
  assert.equal(challengeChance(lara, six), 0);
  assert.ok(bestChance(lara, six, []) > 0);
  assert.deepEqual(challengeProblems(six, characters), []);
  // A sum test out of reach: 4 + 2 dice of at most 6 never make 40.
  assert.equal(challengeProblems(challenge({ form: 'sum', needed: 40 }), characters).length, 1);
  // With assists from the scholar, 8 successes become possible for Lara.
  const team = challenge(
    { challenge: 5, needed: 8 },
    { characters: ['lara', 'field-scholar'], assist: 'anyone', passWhen: 'anyone' },
  );
  assert.deepEqual(
    challengeProblems({ ...team, assist: 'nobody' }, characters).map((p) => p.pointer),
    ['/test'],
  );
  assert.deepEqual(challengeProblems(team, characters), []);
});

test('a challenge naming a character that is not in the packs is a problem', () => {
  const problems = challengeProblems(challenge({}, { characters: ['lara', 'nobody-here'] }), characters);
  assert.deepEqual(
    problems.map((p) => p.pointer),
    ['/characters/1'],
  );
});

test('the sample challenges and encounters have no design problem', () => {
  for (const i of base.items) {
    if (i.kind === 'rpgChallenge')
      assert.deepEqual(challengeProblems(i as unknown as RpgChallenge, characters), [], i.id);
    if (i.kind === 'rpgEncounter')
      assert.deepEqual(encounterProblems(i as unknown as RpgEncounter, characters), [], i.id);
  }
});

test('an encounter without a goal, with figures off the map, on occupied ground or sharing a space', () => {
  const hall = item<RpgEncounter>('temple-hall-ambush');
  const { goal: _goal, ...noGoal } = hall;
  assert.deepEqual(
    encounterProblems(noGoal as RpgEncounter, characters).map((p) => p.message),
    ['The encounter has no goal: the raiders cannot win it.'],
  );
  const moved = structuredClone(hall);
  moved.combatants[0]!.at = { x: 9, y: 1 }; // off the 8-wide map
  moved.combatants[1]!.at = { x: 2, y: 1 }; // a '#' space
  moved.combatants[2]!.at = { x: 6, y: 3 }; // merc-2's space
  const problems = encounterProblems(moved, characters);
  assert.deepEqual(
    problems.map((p) => p.pointer),
    ['/combatants/0/at', '/combatants/1/at', '/combatants/3/at'],
  );
  assert.match(problems[0]!.message, /lara stands at \(9, 1\), off the map/);
  assert.match(problems[1]!.message, /scholar stands on occupied ground at \(2, 1\)/);
  assert.match(problems[2]!.message, /merc-2 and merc-1 stand on the same space/);
  const pass = item<RpgEncounter>('wolf-pass');
  const blocked = { ...pass, goal: { ...pass.goal!, at: { x: 3, y: 1 } } };
  assert.deepEqual(
    encounterProblems(blocked, characters).map((p) => p.pointer),
    ['/goal/at'],
  );
});
