/**
 * Rolls made by actors and what may be done after one (rpg-quick-rules, "Spending Qualities" and
 * the talents): Confidence, Luck and Knack on a roll, Instinct and a save point on a failed saving
 * roll. Once the roller keeps the roll, the engine continues where the roll was made (`roll.then`).
 */
import { actorOf, hasTalent, say, spend, type Ctx } from './context.ts';
import { AUTOMATIC_SUCCESSES, LUCK_TEST, modifiedTest, resolveTest, rollDice, type TestSpec } from './dice.ts';
import { QUALITY_OF, type Actor, type Roll, type RpgAction } from './types.ts';

export interface RollRequest {
  kind: Roll['kind'];
  skill?: string;
  attribute?: Roll['attribute'];
  competence: number;
  challenge: number;
  test: TestSpec;
  needed: number;
  then: Roll['then'];
  automatic?: boolean;
}

/** Rolls (or takes an automatic success) and says what came up. */
export function makeRoll(ctx: Ctx, actor: Actor, request: RollRequest): Roll {
  const { automatic = false, ...rest } = request;
  const rolled = automatic ? [] : rollDice(ctx.dice, request.test.dice);
  const result = automatic ? { successes: AUTOMATIC_SUCCESSES, sum: 0 } : resolveTest(request.test, rolled);
  const roll: Roll = { who: actor.id, ...rest, rolled, automatic, ...result, saved: false, used: [] };
  const what = request.skill ?? request.attribute ?? request.kind;
  const sum = request.kind === 'action' || request.kind === 'saving';
  if (automatic)
    say(
      ctx,
      `${actor.sheet.name} passes ${what} ${request.test.dice}>${request.test.target} without rolling: 1 success.`,
    );
  else
    say(
      ctx,
      `${actor.sheet.name} rolls ${what} ${request.test.dice}>${request.test.target}: ` +
        `${rolled.join(' ') || 'no dice'} — ` +
        `${result.successes} success${result.successes === 1 ? '' : 'es'}${sum ? `, sum ${result.sum}` : ''}.`,
      { rolled, target: request.test.target },
    );
  return roll;
}

/** What a luck die's 1 brings, left to the Raid Master. */
export const VERY_BAD = ' A 1: something very bad happens to her, as the Raid Master decides.';

export const failedSave = (roll: Roll): boolean =>
  roll.kind === 'saving' && !roll.saved && roll.successes < roll.needed;

/** What the roller may still do with the roll (each talent once a roll, 1 Spirit each). */
export function afterRollChoices(actor: Actor, roll: Roll): RpgAction['type'][] {
  const out: RpgAction['type'][] = [];
  const spirit = actor.qualities.spirit >= 1;
  const unused = (t: string) => !roll.used.includes(t);
  if (spirit && roll.kind === 'action' && !roll.automatic && hasTalent(actor, 'confidence') && unused('confidence'))
    out.push('confidence');
  if (spirit && roll.kind !== 'damage' && hasTalent(actor, 'luck') && unused('luck')) out.push('luck');
  if (spirit && roll.kind === 'action' && roll.skill && hasTalent(actor, 'knack', roll.skill) && unused('knack'))
    out.push('knack');
  if (failedSave(roll)) {
    if (spirit && hasTalent(actor, 'instinct') && unused('instinct')) out.push('instinct');
    if (roll.attribute && actor.qualities[QUALITY_OF[roll.attribute]] >= 1) out.push('savePoint');
  }
  return out;
}

/** Applies Confidence, Luck, Knack, Instinct or a save point to the roll in hand. */
export function changeRoll(ctx: Ctx, type: string): void {
  const roll = ctx.state.roll!;
  const actor = actorOf(ctx.state, roll.who);
  if (!afterRollChoices(actor, roll).includes(type as RpgAction['type']))
    throw new Error(`${actor.sheet.name} cannot use ${type} on this roll${roll.used.includes(type) ? ' again' : ''}`);
  roll.used.push(type);
  const name = actor.sheet.name;
  if (type === 'savePoint') {
    spend(ctx, actor, QUALITY_OF[roll.attribute!], 1, `to save her failed ${roll.attribute} saving roll`);
    roll.saved = true;
    return;
  }
  spend(ctx, actor, 'spirit', 1, `for ${type}`);
  if (type === 'confidence') {
    // Her skill dice alone, without modifiers; the challenge-6 rule still applies (rule decision 409).
    roll.test = modifiedTest(roll.competence, roll.challenge);
    roll.rolled = rollDice(ctx.dice, roll.test.dice);
    Object.assign(roll, resolveTest(roll.test, roll.rolled));
    say(
      ctx,
      `Confidence: ${name} rolls her skill again, ${roll.test.dice}>${roll.test.target}:` +
        ` ${roll.rolled.join(' ')} — ${roll.successes} success(es), in place of the first roll.`,
      { rolled: roll.rolled, target: roll.test.target },
    );
  } else if (type === 'luck') {
    const [die] = rollDice(ctx.dice, 1);
    roll.rolled = [die!];
    roll.automatic = false;
    roll.successes = die! > LUCK_TEST.target ? 1 : 0;
    roll.sum = roll.successes ? die! : 0;
    say(
      ctx,
      `Luck: ${name} rolls the luck die 1>3: ${die} — ${roll.successes ? '1 success' : 'no success'} replaces` +
        ` her roll.${die === 1 ? VERY_BAD : ''}`,
      { rolled: [die!], target: LUCK_TEST.target },
    );
  } else if (type === 'knack') {
    roll.successes += 1;
    roll.sum += roll.test.target + 1;
    say(ctx, `Knack: ${name} adds 1 success (${roll.successes} now).`);
  } else if (type === 'instinct') {
    roll.saved = true;
    say(ctx, `Instinct: ${name}'s failed saving roll succeeds.`);
  }
}
