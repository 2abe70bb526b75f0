/**
 * Combat rounds (rpg-quick-rules, "Combat"): surprise, initiative by the intended action, moments from
 * the highest initiative down, act or wait, reposition, the primary actions, recovering at the end of
 * a turn, and the end of the encounter.
 */
import {
  actorOf,
  attribute,
  isDown,
  knockedOut,
  say,
  skillRating,
  spend,
  stunWords,
  suffers,
  type Ctx,
} from './context.ts';
import { modifiedTest } from './dice.ts';
import { distance, figureAt, groundAt, reachable, same } from './map.ts';
import { makeRoll } from './rolls.ts';
import { STUN_EFFECTS, TIMING_ATTRIBUTE, type Actor, type RpgAction, type Space, type Timing } from './types.ts';

/** Her initiative for an action of this timing: its attribute, less 1 while Interrupted. */
export function initiativeFor(actor: Actor, timing: Timing, modifier = 0): number {
  return attribute(actor, TIMING_ATTRIBUTE[timing]) + modifier - (suffers(actor, 2) ? 1 : 0);
}

const canAct = (ctx: Ctx, a: Actor): boolean => {
  const c = ctx.state.combat!;
  const downNow = a.downAt && a.downAt.round === c.round && a.downAt.moment === c.moment;
  return (!isDown(a) || !!downNow) && !(a.surprised && c.round === 1);
};

export function startRound(ctx: Ctx): void {
  const c = ctx.state.combat!;
  c.round++;
  c.moment = 99;
  say(ctx, `Round ${c.round}.`);
  for (const a of ctx.state.actors) {
    a.acted = false;
    a.moment = null;
    a.extraActionUsed = false;
    if (!a.intent?.carried) a.intent = null;
    if (a.surprised && c.round === 1) say(ctx, `${a.sheet.name} is surprised: no action this round, and Defense 0.`);
  }
  nextDeclaration(ctx);
}

function nextDeclaration(ctx: Ctx): void {
  const next = ctx.state.actors.find((a) => !a.intent && canAct(ctx, a));
  if (next) {
    ctx.state.pending = { kind: 'declare', actor: next.id };
    return;
  }
  const c = ctx.state.combat!;
  for (const a of ctx.state.actors)
    a.moment = a.intent && canAct(ctx, a) && a.intent.initiative >= 0 ? a.intent.initiative : null;
  c.moment = Math.max(0, ...ctx.state.actors.map((a) => a.moment ?? 0));
  nextTurn(ctx);
}

export function declare(ctx: Ctx, actor: Actor, timing: Timing, modifier = 0): void {
  if (!TIMING_ATTRIBUTE[timing]) throw new Error(`"${timing}" is no timing: fast, mental, precise or slow`);
  const initiative = initiativeFor(actor, timing, modifier);
  actor.intent = { timing, initiative };
  say(ctx, `${actor.sheet.name} intends a ${timing} action: initiative ${initiative}.`);
  nextDeclaration(ctx);
}

/** The next figure to act at this moment, else the next moment down, else the end of the round. */
export function nextTurn(ctx: Ctx): void {
  const c = ctx.state.combat!;
  if (checkEnd(ctx)) return;
  for (;;) {
    const next = ctx.state.actors.find((a) => a.moment === c.moment && !a.acted && canAct(ctx, a));
    if (next) {
      next.turn = { repositioned: false, acted: false };
      next.guard = null;
      ctx.state.pending = { kind: 'turn', actor: next.id };
      return;
    }
    const later = ctx.state.actors
      .filter((a) => a.moment !== null && !a.acted && a.moment < c.moment && canAct(ctx, a))
      .map((a) => a.moment!);
    if (!later.length) break;
    c.moment = Math.max(...later);
    for (const a of ctx.state.actors) a.stunNew = [];
  }
  endRound(ctx);
}

function endRound(ctx: Ctx): void {
  const c = ctx.state.combat!;
  // Moment 0: a slow action whose initiative fell below 0 goes on next round at +1 + its attribute.
  for (const a of ctx.state.actors) {
    a.stunNew = [];
    if (a.intent && a.intent.initiative < 0 && !isDown(a)) {
      const next = a.intent.initiative + 1 + attribute(a, TIMING_ATTRIBUTE[a.intent.timing]);
      say(ctx, `${a.sheet.name}'s ${a.intent.timing} action is not done yet: initiative ${next} next round.`);
      a.intent = { timing: a.intent.timing, initiative: next, carried: true };
    } else a.intent = null;
  }
  const goal = c.goal;
  if (goal?.type === 'survive' && goal.rounds !== undefined && c.round >= goal.rounds && raidersUp(ctx))
    return finish(ctx, true, `The raiders held out ${goal.rounds} rounds.`);
  if (c.maxRounds !== null && c.round >= c.maxRounds)
    return finish(ctx, false, `${c.maxRounds} rounds are over and the goal is not met.`);
  startRound(ctx);
}

const raidersUp = (ctx: Ctx) => ctx.state.actors.some((a) => a.side === 'raiders' && !isDown(a));

/** Whether the encounter is over now (goal met, or a side all down). */
export function checkEnd(ctx: Ctx): boolean {
  if (ctx.state.status !== 'playing') return true;
  const c = ctx.state.combat!;
  const opponentsUp = ctx.state.actors.some((a) => a.side === 'opponents' && !isDown(a));
  if (!raidersUp(ctx)) return (finish(ctx, false, 'Every raider is down.'), true);
  if (
    c.goal?.type === 'reach' &&
    ctx.state.actors.some((a) => a.side === 'raiders' && !isDown(a) && same(a.at, c.goal!.at ?? null))
  )
    return (finish(ctx, true, 'A raider reached the goal.'), true);
  if ((c.goal?.type === 'defeatOpponents' || !c.goal) && !opponentsUp)
    return (finish(ctx, true, 'Every opponent is down.'), true);
  return false;
}

function finish(ctx: Ctx, won: boolean, why: string): void {
  ctx.state.status = won ? 'won' : 'lost';
  ctx.state.winners = won
    ? ctx.state.actors.filter((a) => a.side === 'raiders').map((a) => a.id)
    : ctx.state.actors.filter((a) => a.side === 'opponents').map((a) => a.id);
  ctx.state.pending = null;
  say(ctx, `${why} The raiders ${won ? 'win' : 'lose'}.`);
}

/** The timing of a primary action (whose initiative it needs at this moment). */
export function timingOf(actor: Actor, action: RpgAction): Timing {
  switch (action.type) {
    case 'attack': {
      const w = actor.sheet.weapons[action.weapon];
      return w?.timing ?? (w?.ranged ? 'precise' : 'fast');
    }
    case 'recover':
    case 'revive':
    case 'socialAttack':
      return 'mental';
    case 'byHand':
      return action.timing;
    default:
      return 'fast';
  }
}

/** A primary action may be taken at her moment when her initiative for it is at least the moment. */
export function checkPrimary(ctx: Ctx, actor: Actor, action: RpgAction): void {
  if (!actor.turn) throw new Error(`it is not ${actor.sheet.name}'s turn`);
  if (actor.turn.acted) throw new Error(`${actor.sheet.name} has taken her primary action this turn`);
  const timing = timingOf(actor, action);
  const init = initiativeFor(actor, timing);
  const moment = ctx.state.combat!.moment;
  if (init < moment)
    throw new Error(`a ${timing} action has initiative ${init} for ${actor.sheet.name}, below this moment (${moment})`);
}

export function reposition(ctx: Ctx, actor: Actor, to: Space): void {
  if (!actor.turn) throw new Error(`it is not ${actor.sheet.name}'s turn`);
  if (actor.turn.repositioned) throw new Error(`${actor.sheet.name} has already repositioned this turn`);
  const q = attribute(actor, 'quickness');
  if (!reachable(ctx.state, actor, q, false).some((s) => same(s, to)))
    throw new Error(
      `${actor.sheet.name} cannot reposition to (${to.x}, ${to.y}): it is not within ${q} steps of open ground`,
    );
  moveTo(ctx, actor, to, 'repositions');
  actor.turn.repositioned = true;
}

function moveTo(ctx: Ctx, actor: Actor, to: Space, verb: string): void {
  actor.at = { x: to.x, y: to.y };
  actor.inCover = false;
  say(ctx, `${actor.sheet.name} ${verb} to (${to.x}, ${to.y}).`);
}

export function sprint(ctx: Ctx, actor: Actor, to: Space): void {
  const steps = 5 + attribute(actor, 'quickness');
  if (!reachable(ctx.state, actor, steps, false).some((s) => same(s, to)))
    throw new Error(
      `${actor.sheet.name} cannot sprint to (${to.x}, ${to.y}): it is not within ${steps} steps of open ground`,
    );
  moveTo(ctx, actor, to, 'sprints');
  actor.turn!.acted = true;
}

/**
 * A traversal skill movement: with a success she moves up to Quickness steps through any ground (rule decision 422).
 */
export function traverse(ctx: Ctx, actor: Actor, to: Space): void {
  const q = attribute(actor, 'quickness');
  if (!reachable(ctx.state, actor, q, true).some((s) => same(s, to)))
    throw new Error(`(${to.x}, ${to.y}) is not within ${q} steps of ${actor.sheet.name}, or a figure stands there`);
  const c = ctx.state.combat!;
  const rating = skillRating(actor, 'traversal');
  c.aim = { to };
  actor.turn!.acted = true;
  ctx.state.roll = makeRoll(ctx, actor, {
    kind: 'action',
    skill: 'traversal',
    competence: rating,
    challenge: c.map.traversal,
    test: modifiedTest(rating, c.map.traversal, suffers(actor, 4) ? -1 : 0),
    needed: 1,
    then: 'traverse',
  });
}

export function traverseKept(ctx: Ctx): void {
  const roll = ctx.state.roll!;
  const actor = actorOf(ctx.state, roll.who);
  const to = ctx.state.combat!.aim!.to!;
  ctx.state.roll = null;
  ctx.state.combat!.aim = null;
  if (roll.successes >= 1) moveTo(ctx, actor, to, 'climbs and scrambles');
  else say(ctx, `${actor.sheet.name} fails to get across and stays where she is.`);
}

export function defend(ctx: Ctx, actor: Actor, skill: string): void {
  const melee = actor.sheet.weapons.some((w) => !w.ranged && w.skill === skill);
  if (skill !== 'evasion' && !melee)
    throw new Error(`an active defence uses evasion or a melee skill of one of her weapons, not ${skill}`);
  actor.guard = skill;
  actor.turn!.acted = true;
  say(ctx, `${actor.sheet.name} defends with ${skill} until her next turn.`);
}

/** Recover as a primary action: every stun effect but Knocked Out is cleared (rule decision 431). */
export function recover(ctx: Ctx, actor: Actor): void {
  if (!actor.stun.some((l) => l < 6)) throw new Error(`${actor.sheet.name} has no stun effect to recover from`);
  actor.stun = actor.stun.filter((l) => l === 6);
  actor.ignored = actor.ignored.filter((l) => l === 6);
  actor.turn!.acted = true;
  say(ctx, `${actor.sheet.name} recovers from her stun effects.`);
}

export function revive(ctx: Ctx, actor: Actor, target: Actor): void {
  if (target.side !== actor.side) throw new Error(`${target.sheet.name} is not on ${actor.sheet.name}'s side`);
  if (!knockedOut(target)) throw new Error(`${target.sheet.name} is not knocked out`);
  if (distance(actor.at!, target.at!) !== 1) throw new Error(`${target.sheet.name} is not next to ${actor.sheet.name}`);
  target.stun = target.stun.filter((l) => l !== 6);
  actor.turn!.acted = true;
  say(ctx, `${actor.sheet.name} revives ${target.sheet.name}.`);
}

export function takeCover(ctx: Ctx, actor: Actor): void {
  if (groundAt(ctx.state.combat!.map, actor.at!) !== '+')
    throw new Error(`${actor.sheet.name} stands on no cover space (+)`);
  actor.inCover = true;
  actor.turn!.acted = true;
  say(ctx, `${actor.sheet.name} takes cover.`);
}

export function socialAttack(ctx: Ctx, actor: Actor, target: Actor, skill: string): void {
  if (target.side === actor.side) throw new Error(`${target.sheet.name} is on ${actor.sheet.name}'s side`);
  const rating = skillRating(actor, skill);
  const will = attribute(target, 'will');
  ctx.state.combat!.aim = { target: target.id };
  actor.turn!.acted = true;
  ctx.state.roll = makeRoll(ctx, actor, {
    kind: 'action',
    skill,
    competence: rating,
    challenge: will,
    test: modifiedTest(rating, will, suffers(actor, 4) ? -1 : 0),
    needed: 1,
    then: 'social',
  });
}

export function socialKept(ctx: Ctx): void {
  const roll = ctx.state.roll!;
  const target = actorOf(ctx.state, ctx.state.combat!.aim!.target!);
  ctx.state.roll = null;
  ctx.state.combat!.aim = null;
  say(
    ctx,
    `${roll.successes} success(es) against ${target.sheet.name}'s Will:` +
      ` the Raid Master decides what the taunt, threat or distraction does.`,
  );
}

export function wait(ctx: Ctx, actor: Actor, moment: number): void {
  const now = ctx.state.combat!.moment;
  if (actor.turn!.acted || actor.turn!.repositioned)
    throw new Error(`${actor.sheet.name} has begun her turn and cannot wait now`);
  if (!Number.isInteger(moment) || moment < 0 || moment >= now)
    throw new Error(`she may wait until a later moment, from ${now - 1} down to 0, not ${moment}`);
  actor.moment = moment;
  actor.turn = null;
  say(ctx, `${actor.sheet.name} waits until moment ${moment}.`);
  nextTurn(ctx);
}

export function extraAction(ctx: Ctx, actor: Actor): void {
  if (!actor.turn!.acted) throw new Error(`${actor.sheet.name} has not taken her primary action yet`);
  if (actor.extraActionUsed) throw new Error(`${actor.sheet.name} has already taken another action this round`);
  spend(ctx, actor, 'mettle', 1, 'for another action');
  actor.extraActionUsed = true;
  actor.turn!.acted = false;
}

/** Ending her turn clears her lowest stun effect, not counting stun earned this moment. */
export function endTurn(ctx: Ctx, actor: Actor): void {
  const lowest = actor.stun.find((l) => !actor.stunNew.includes(l));
  if (lowest !== undefined && !knockedOut(actor)) {
    actor.stun = actor.stun.filter((l) => l !== lowest);
    actor.ignored = actor.ignored.filter((l) => l !== lowest);
    say(ctx, `${actor.sheet.name} ends her turn and clears ${STUN_EFFECTS[lowest]} (stun left: ${stunWords(actor)}).`);
  }
  actor.turn = null;
  actor.acted = true;
  nextTurn(ctx);
}

export function occupied(ctx: Ctx, at: Space): boolean {
  return !!figureAt(ctx.state, at);
}
