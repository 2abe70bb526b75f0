/**
 * A challenge played as a game (rpg-quick-rules, "Tests"): each participant prepares (exertion,
 * talents) and rolls or takes an automatic success; extended tests carry successes over rolls with
 * a saving roll against each failure; then spare successes may be given as assist dice.
 */
import { actorOf, attribute, dazedDice, hasTalent, say, skillRating, spend, type Ctx } from './context.ts';
import { automaticSuccessAllowed, modifiedTest, resolveTest, rollDice } from './dice.ts';
import { afterRollChoices, makeRoll } from './rolls.ts';
import type { Actor, ChallengeRun, Participant, Quality, RpgAction } from './types.ts';

const participant = (run: ChallengeRun, id: string): Participant => {
  const p = run.participants.find((x) => x.actor === id);
  if (!p) throw new Error(`${id} does not take part in the challenge`);
  return p;
};

export const isActionRoll = (run: ChallengeRun): boolean => run.competence.skill !== undefined;

/** Her competence in the challenge: the skill's rating (0 when she lacks it) or the attribute's. */
export function competenceIn(run: ChallengeRun, actor: Actor): number {
  return run.competence.skill !== undefined
    ? skillRating(actor, run.competence.skill)
    : attribute(actor, run.competence.attribute!);
}

/** The test she rolls now: modifiers of the challenge, her exertion and talents, Dazed; then the challenge-6 rule. */
export function testFor(run: ChallengeRun, actor: Actor, p: Participant) {
  return modifiedTest(competenceIn(run, actor), run.challenge, run.dice + p.diceBonus + dazedDice(actor), run.target);
}

export function canTakeAutomatic(ctx: Ctx, actor: Actor, p: Participant): boolean {
  const run = ctx.state.challenge!;
  if (run.form === 'sum') return false; // a sum needs dice values (rule decision 404)
  if (run.form === 'extended' && p.automatic >= attribute(actor, 'endurance')) return false;
  return automaticSuccessAllowed(testFor(run, actor, p));
}

/** The talents whose effect applies to this challenge before the roll (1 Spirit each). */
export function preRollTalents(
  run: ChallengeRun,
  actor: Actor,
  p: Participant,
): ('mystery' | 'spiritualism' | 'trust')[] {
  if (actor.qualities.spirit < 1) return [];
  const out: ('mystery' | 'spiritualism' | 'trust')[] = [];
  const applies = { mystery: 'deception', spiritualism: 'artifact', trust: 'contact' } as const;
  for (const [talent, circumstance] of Object.entries(applies) as [keyof typeof applies, string][])
    if (hasTalent(actor, talent) && run.circumstances.includes(circumstance) && !p.talentsUsed.includes(talent))
      out.push(talent);
  return out;
}

export function exert(ctx: Ctx, actor: Actor, quality: Quality): void {
  const run = ctx.state.challenge!;
  const p = participant(run, actor.id);
  if (!isActionRoll(run)) throw new Error('exertion helps an action roll only; this test is a saving roll');
  if (p.exert) throw new Error(`${actor.sheet.name} already exerts herself for this roll`);
  spend(ctx, actor, quality, 1, 'to exert herself (+2>)');
  p.exert = quality;
  p.diceBonus += 2;
}

export function useTalent(ctx: Ctx, actor: Actor, talent: 'mystery' | 'spiritualism' | 'trust'): void {
  const run = ctx.state.challenge!;
  const p = participant(run, actor.id);
  if (!preRollTalents(run, actor, p).includes(talent))
    throw new Error(`${talent} does not help ${actor.sheet.name} in this test`);
  spend(ctx, actor, 'spirit', 1, `for ${talent} (+2>)`);
  p.talentsUsed.push(talent);
  p.diceBonus += 2;
}

/** Rolls (or takes an automatic success) for the participant whose turn it is. */
export function rollChallenge(ctx: Ctx, actor: Actor, automatic: boolean): void {
  const run = ctx.state.challenge!;
  const p = participant(run, actor.id);
  if (automatic && !canTakeAutomatic(ctx, actor, p)) throw new Error(automaticRefusal(ctx, actor, p));
  const test = testFor(run, actor, p);
  ctx.state.roll = makeRoll(ctx, actor, {
    kind: isActionRoll(run) ? 'action' : 'saving',
    ...(run.competence.skill !== undefined
      ? { skill: run.competence.skill }
      : { attribute: run.competence.attribute! }),
    competence: competenceIn(run, actor),
    challenge: run.challenge,
    test,
    // An extended test's roll fails only with no success at all; its saving-roll options come with that failure.
    needed: run.form === 'single' ? run.needed : 1,
    then: 'challenge',
    automatic,
  });
  p.rolls++;
  if (automatic) p.automatic++;
  p.diceBonus = 0;
  p.exert = null;
  p.talentsUsed = [];
}

function automaticRefusal(ctx: Ctx, actor: Actor, p: Participant): string {
  const run = ctx.state.challenge!;
  const t = testFor(run, actor, p);
  if (run.form === 'sum') return 'a sum test is always rolled: an automatic success has no value to add';
  if (run.form === 'extended' && p.automatic >= attribute(actor, 'endurance'))
    return (
      `${actor.sheet.name} has taken ${p.automatic} automatic successes in this` +
      ` extended test: her Endurance (${attribute(actor, 'endurance')}) allows no more`
    );
  return (
    `an automatic success needs more dice than the target,` + ` and ${actor.sheet.name}'s test is ${t.dice}>${t.target}`
  );
}

/** The roll is kept: it counts for the participant, and the challenge goes on. */
export function challengeRollKept(ctx: Ctx): void {
  const run = ctx.state.challenge!;
  const roll = ctx.state.roll!;
  ctx.state.roll = null;
  const p = participant(run, roll.who);
  const actor = actorOf(ctx.state, roll.who);
  if (run.form === 'extended') {
    if (roll.successes === 0 && !roll.saved) {
      say(ctx, `${actor.sheet.name}'s roll fails: a saving roll of ${run.save.attribute} may ignore the failure.`);
      ctx.state.pending = { kind: 'extendedFailure', actor: actor.id };
      return;
    }
    p.successes += roll.successes;
    say(ctx, `${actor.sheet.name} has ${p.successes} of ${run.needed} successes.`);
    if (p.successes >= run.needed) finishParticipant(p, true);
    else if (run.maxRolls !== null && p.rolls >= run.maxRolls) {
      say(ctx, `Time runs out after ${p.rolls} rolls.`);
      finishParticipant(p, false);
    }
  } else {
    p.successes = roll.successes;
    p.sum = roll.sum;
    if (roll.saved) p.passed = true;
    p.done = true;
  }
  nextInChallenge(ctx);
}

function finishParticipant(p: Participant, passed: boolean): void {
  p.done = true;
  p.passed = passed;
  p.failed = !passed;
}

/** The saving roll against a failed roll of an extended test. */
export function extendedSave(ctx: Ctx, actor: Actor): void {
  const run = ctx.state.challenge!;
  const rating = attribute(actor, run.save.attribute);
  ctx.state.roll = makeRoll(ctx, actor, {
    kind: 'saving',
    attribute: run.save.attribute,
    competence: rating,
    challenge: run.save.challenge,
    test: modifiedTest(rating, run.save.challenge, dazedDice(actor)),
    needed: 1,
    then: 'extendedSave',
  });
}

export function extendedSaveKept(ctx: Ctx): void {
  const roll = ctx.state.roll!;
  ctx.state.roll = null;
  const p = participant(ctx.state.challenge!, roll.who);
  const name = actorOf(ctx.state, roll.who).sheet.name;
  const run = ctx.state.challenge!;
  if (roll.saved || roll.successes >= 1) {
    say(ctx, `${name} ignores the failure and tries again.`);
    if (run.maxRolls !== null && p.rolls >= run.maxRolls) {
      say(ctx, `Time runs out after ${p.rolls} rolls.`);
      finishParticipant(p, false);
    }
  } else {
    say(ctx, `${name}'s saving roll fails too: the extended test is failed.`);
    finishParticipant(p, false);
  }
  nextInChallenge(ctx);
}

export function giveUp(ctx: Ctx, actor: Actor): void {
  say(ctx, `${actor.sheet.name} gives up the extended test.`);
  finishParticipant(participant(ctx.state.challenge!, actor.id), false);
  nextInChallenge(ctx);
}

/** Who prepares next; when all have rolled, the assists, then the result. */
export function nextInChallenge(ctx: Ctx): void {
  const run = ctx.state.challenge!;
  const next = run.participants.find((p) => !p.done);
  if (next) {
    ctx.state.pending = { kind: 'prepare', actor: next.actor };
    return;
  }
  if (run.phase === 'rolls' && run.assist && run.form !== 'extended' && run.participants.length > 1) {
    run.phase = 'assists';
    ctx.state.pending = { kind: 'assists' };
    return;
  }
  finishChallenge(ctx);
}

export function assist(ctx: Ctx, action: Extract<RpgAction, { type: 'assist' }>): void {
  const run = ctx.state.challenge!;
  const from = participant(run, action.from);
  const to = participant(run, action.to);
  const name = (id: string) => actorOf(ctx.state, id).sheet.name;
  if (from === to) throw new Error('a participant cannot assist herself');
  if (from.received > 0) throw new Error(`${name(action.from)} has received assist dice, so she may not grant any`);
  if (to.gave > 0) throw new Error(`${name(action.to)} has granted assist dice, so she may not receive any`);
  if (!Number.isInteger(action.count) || action.count < 1) throw new Error('give at least one success');
  if (action.count > from.successes)
    throw new Error(`${name(action.from)} has ${from.successes} successes to give, not ${action.count}`);
  from.successes -= action.count;
  from.sum = 0; // which dice she kept is not recorded: a sum test's giver keeps no sum (rule decision 406)
  from.gave += action.count;
  to.received += action.count;
  say(
    ctx,
    `${name(action.from)} gives ${action.count} success${action.count > 1 ? 'es' : ''}` +
      ` to ${name(action.to)} as assist dice (+${action.count}>).`,
  );
}

/** Trust: +2> for someone assisting her: her received assist dice are two more (1 Spirit). */
export function trust(ctx: Ctx, actor: Actor): void {
  const p = participant(ctx.state.challenge!, actor.id);
  if (!hasTalent(actor, 'trust')) throw new Error(`${actor.sheet.name} has no Trust talent`);
  if (p.received < 1)
    throw new Error(`Trust helps someone assisting ${actor.sheet.name}, and nobody has given her assist dice`);
  if (p.talentsUsed.includes('trust')) throw new Error('Trust is used once on these assist dice');
  spend(ctx, actor, 'spirit', 1, 'for Trust (+2> on her assist dice)');
  p.talentsUsed.push('trust');
  p.received += 2;
}

/** Each receiver rolls her assist dice against her own target and adds what succeeds. */
export function endAssists(ctx: Ctx): void {
  const run = ctx.state.challenge!;
  for (const p of run.participants) {
    if (p.received < 1) continue;
    const actor = actorOf(ctx.state, p.actor);
    const test = { dice: p.received, target: testFor(run, actor, { ...p, diceBonus: 0 }).target };
    const rolled = rollDice(ctx.dice, test.dice);
    const r = resolveTest(test, rolled);
    p.successes += r.successes;
    p.sum += r.sum;
    say(
      ctx,
      `${actor.sheet.name} rolls ${test.dice} assist dice over` +
        ` ${test.target}: ${rolled.join(' ')} — ${r.successes} more success(es).`,
      { rolled, target: test.target },
    );
  }
  finishChallenge(ctx);
}

function finishChallenge(ctx: Ctx): void {
  const run = ctx.state.challenge!;
  run.phase = 'over';
  for (const p of run.participants)
    if (run.form !== 'extended') p.passed = p.passed || (run.form === 'sum' ? p.sum : p.successes) >= run.needed;
  const passed = run.participants.filter((p) => p.passed);
  const won = run.passWhen === 'everyone' ? passed.length === run.participants.length : passed.length > 0;
  ctx.state.status = won ? 'won' : 'lost';
  ctx.state.winners = won ? passed.map((p) => p.actor) : [];
  ctx.state.pending = null;
  say(ctx, `${run.name}: ${won ? 'passed' : 'failed'}. ${won ? run.success : run.failure}`);
}

export function afterChallengeRoll(ctx: Ctx, actor: Actor): boolean {
  return afterRollChoices(actor, ctx.state.roll!).length > 0;
}
