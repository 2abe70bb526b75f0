/**
 * The RPG designer's checks, pure and exact (docs/odds.md): each listed character's chance to pass a
 * challenge alone, and the problems of a challenge or an encounter that the schemas cannot see — a
 * challenge no listed character can ever pass, an encounter without a goal, combatants off the map or
 * on occupied ground, two on one space, a goal space off the map.
 *
 * "Ever" is the best case the rules allow one character (rule decision 436): she exerts herself (+2>)
 * when she has a quality point to spend, and, where assists are allowed, every other participant gives
 * her every die of theirs beyond what they must keep (all of them, when one pass is enough; beyond
 * the successes needed, when everyone must pass). A chance of exactly 0 then is a challenge nobody can
 * pass. The chance shown ("Lara: 42% to pass") is without exertion or assists: her roll alone.
 */
import type { RpgChallenge, RpgCharacter, RpgEncounter } from '../model/types.generated.ts';
import type { RpgState } from '../engine/rpg/index.ts';
import { atLeast, extendedPass, rpgOdds, rpgPass, type RpgTest } from './odds/index.ts';
// Each quality's limiting attribute (a quality starts full, at its attribute, unless the sheet says less).
import { QUALITY_LIMITS as LIMIT } from '../model/checks/rpg.ts';

/** The exertion bonus (rpg-quick-rules, "Spending Qualities"): +2>. */
export const EXERTION_DICE = 2;

export interface DesignProblem {
  /** JSON Pointer into the item. */
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
}

export function competenceOf(character: RpgCharacter, challenge: RpgChallenge): number {
  const c = challenge.test.competence as { skill?: string; attribute?: keyof RpgCharacter['attributes'] };
  if (c.skill !== undefined) return character.skills[c.skill] ?? 0;
  return c.attribute ? (character.attributes[c.attribute] ?? 0) : 0;
}

/** The test one character rolls for the challenge, with extra dice (exertion, assist dice) when given. */
export function testOf(character: RpgCharacter, challenge: RpgChallenge, extraDice = 0): RpgTest {
  return {
    competence: competenceOf(character, challenge),
    challenge: challenge.test.challenge,
    diceModifier: (challenge.test.dice ?? 0) + extraDice,
    targetModifier: challenge.test.target ?? 0,
  };
}

/** The chance a test passes, in the challenge's form (single, extended or sum). */
function passChance(character: RpgCharacter, challenge: RpgChallenge, t: RpgTest): number {
  const need = challenge.test.needed ?? 1;
  const form = challenge.test.form ?? 'single';
  if (form === 'sum') return atLeast(rpgOdds(t).sums, need);
  if (form === 'extended') {
    const save = challenge.test.save;
    const attribute = save?.attribute ?? 'endurance';
    return extendedPass(t, {
      need,
      endurance: character.attributes.endurance,
      save: {
        competence: character.attributes[attribute] ?? 0,
        challenge: save?.challenge ?? challenge.test.challenge,
      },
    });
  }
  return rpgPass(t, need);
}

/** Her chance to pass the challenge alone, rolling her competence with the challenge's modifiers. */
export function challengeChance(character: RpgCharacter, challenge: RpgChallenge): number {
  return passChance(character, challenge, testOf(character, challenge));
}

/** Her chance in the best case the rules allow (rule decision 436): exertion and every assist die she could get. */
export function bestChance(character: RpgCharacter, challenge: RpgChallenge, others: readonly RpgCharacter[]): number {
  const hasQuality = Object.entries(LIMIT).some(
    ([q, a]) =>
      Math.min(character.qualities?.[q as keyof typeof LIMIT] ?? character.attributes[a], character.attributes[a]) > 0,
  );
  let extra = hasQuality ? EXERTION_DICE : 0;
  if (challenge.assist === 'anyone') {
    const keep = challenge.passWhen === 'anyone' ? 0 : (challenge.test.needed ?? 1);
    for (const o of others) {
      const t = testOf(o, challenge, EXERTION_DICE);
      const dice = Math.max(0, t.competence + (t.diceModifier ?? 0));
      extra += Math.max(0, dice - keep);
    }
  }
  return passChance(character, challenge, testOf(character, challenge, extra));
}

export interface CharacterChance {
  id: string;
  name: string;
  /** Her roll alone. */
  chance: number;
  /** With exertion and assists (rule decision 436). */
  best: number;
}

/** The chances of the challenge's listed characters (those found among `characters`). */
export function challengeChances(challenge: RpgChallenge, characters: readonly RpgCharacter[]): CharacterChance[] {
  const listed = (challenge.characters ?? [])
    .map((id) => characters.find((c) => c.id === id))
    .filter((c): c is RpgCharacter => !!c);
  return listed.map((c) => ({
    id: c.id,
    name: c.name,
    chance: challengeChance(c, challenge),
    best: bestChance(
      c,
      challenge,
      listed.filter((o) => o !== c),
    ),
  }));
}

/** A chance in words: "42%", "less than 1%", "never", "certain". */
export function chanceWords(p: number): string {
  if (p <= 0) return 'never';
  if (p >= 1) return 'certain';
  const pct = Math.round(p * 100);
  if (pct === 0) return 'less than 1%';
  if (pct === 100) return 'more than 99%';
  return `${pct}%`;
}

/** A character's chance as the designer and the board say it: "Lara Croft: 42% to pass", "… never passes". */
export function chanceLine(name: string, p: number): string {
  if (p <= 0) return `${name}: never passes`;
  if (p >= 1) return `${name}: always passes`;
  return `${name}: ${chanceWords(p)} to pass`;
}

export function challengeProblems(challenge: RpgChallenge, characters: readonly RpgCharacter[]): DesignProblem[] {
  const out: DesignProblem[] = [];
  const ids = challenge.characters ?? [];
  ids.forEach((id, i) => {
    if (!characters.some((c) => c.id === id))
      out.push({ pointer: `/characters/${i}`, message: `No character "${id}" is in the packs.`, severity: 'error' });
  });
  const chances = challengeChances(challenge, characters);
  if (chances.length && chances.every((c) => c.best <= 0))
    out.push({
      pointer: '/test',
      message:
        chances.length === 1
          ? `${chances[0]!.name} can never pass this test, even exerting herself${challenge.assist === 'anyone' ? ' and with every assist' : ''}.`
          : `No listed character can ever pass this test, even exerting herself${challenge.assist === 'anyone' ? ' and with every assist' : ''}.`,
      severity: 'error',
    });
  if ((challenge.test.form ?? 'single') !== 'extended' && (challenge.test.save || challenge.test.maxRolls))
    out.push({
      pointer: '/test/form',
      message: 'A saving roll or a most-rolls limit only counts in an extended test.',
      severity: 'warning',
    });
  return out;
}

const key = (x: number, y: number) => `${x},${y}`;

export function encounterProblems(encounter: RpgEncounter, characters: readonly RpgCharacter[]): DesignProblem[] {
  const out: DesignProblem[] = [];
  const rows = encounter.map.rows;
  const width = rows[0]?.length ?? 0;
  rows.forEach((r, y) => {
    if (r.length !== width)
      out.push({
        pointer: `/map/rows/${y}`,
        message: `Row ${y} has ${r.length} spaces; the first has ${width}: every row must be as long.`,
        severity: 'error',
      });
  });
  const ground = (x: number, y: number) => rows[y]?.[x];
  const taken = new Map<string, string>();
  encounter.combatants.forEach((c, i) => {
    const at = `/combatants/${i}/at`;
    const g = ground(c.at.x, c.at.y);
    if (g === undefined)
      out.push({ pointer: at, message: `${c.id} stands at (${c.at.x}, ${c.at.y}), off the map.`, severity: 'error' });
    else if (g === '#')
      out.push({
        pointer: at,
        message: `${c.id} stands on occupied ground at (${c.at.x}, ${c.at.y}).`,
        severity: 'error',
      });
    const other = taken.get(key(c.at.x, c.at.y));
    if (other)
      out.push({
        pointer: at,
        message: `${c.id} and ${other} stand on the same space (${c.at.x}, ${c.at.y}).`,
        severity: 'error',
      });
    taken.set(key(c.at.x, c.at.y), c.id);
    if (!characters.some((ch) => ch.id === c.character))
      out.push({
        pointer: `/combatants/${i}/character`,
        message: `No character "${c.character}" is in the packs.`,
        severity: 'error',
      });
  });
  const sides = new Set(encounter.combatants.map((c) => c.side));
  if (!sides.has('raiders'))
    out.push({
      pointer: '/combatants',
      message: 'No raider takes part: nobody can win the encounter.',
      severity: 'error',
    });
  const goal = encounter.goal;
  if (!goal)
    out.push({ pointer: '', message: 'The encounter has no goal: the raiders cannot win it.', severity: 'error' });
  else if (goal.type === 'reach') {
    if (!goal.at)
      out.push({ pointer: '/goal', message: 'A goal to reach needs the space to reach.', severity: 'error' });
    else if (ground(goal.at.x, goal.at.y) === undefined || ground(goal.at.x, goal.at.y) === '#')
      out.push({
        pointer: '/goal/at',
        message: `The space to reach (${goal.at.x}, ${goal.at.y}) is ${ground(goal.at.x, goal.at.y) ? 'occupied ground' : 'off the map'}.`,
        severity: 'error',
      });
  } else if (goal.type === 'survive' && !goal.rounds)
    out.push({ pointer: '/goal', message: 'A goal to survive needs the rounds to hold out.', severity: 'error' });
  else if (goal.type === 'defeatOpponents' && !sides.has('opponents'))
    out.push({
      pointer: '/goal',
      message: 'The goal is to defeat the opponents, but there is none.',
      severity: 'warning',
    });
  return out;
}

/**
 * In a challenge being played: a participant's chance to reach what she still needs (her successes
 * or sum so far counted), with the challenge's modifiers and her exertion bonus as it stands. For a
 * participant who is done, 1 or 0 by her result. Without assists still to come.
 */
export function participantChance(state: RpgState, actorId: string): number | undefined {
  const run = state.challenge;
  const p = run?.participants.find((x) => x.actor === actorId);
  const actor = state.actors.find((a) => a.id === actorId);
  if (!run || !p || !actor) return undefined;
  if (p.passed) return 1;
  if (p.done || p.failed) return (run.form === 'sum' ? p.sum : p.successes) >= run.needed ? 1 : 0;
  const c = run.competence;
  const t: RpgTest = {
    competence: c.skill !== undefined ? (actor.sheet.skills[c.skill] ?? 0) : actor.sheet.attributes[c.attribute!],
    challenge: run.challenge,
    diceModifier: run.dice + p.diceBonus,
    targetModifier: run.target,
  };
  if (run.form === 'sum') return atLeast(rpgOdds(t).sums, run.needed - p.sum);
  if (run.form === 'extended')
    return extendedPass(t, {
      need: run.needed - p.successes,
      endurance: Math.max(0, actor.sheet.attributes.endurance - p.automatic),
      save: { competence: actor.sheet.attributes[run.save.attribute], challenge: run.save.challenge },
    });
  return rpgPass(t, run.needed - p.successes);
}
