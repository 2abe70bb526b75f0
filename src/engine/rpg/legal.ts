/**
 * Every action the rules allow now, for the pending decision. Actions carry no dice: the engine rolls.
 * Each one listed applies (tests/unit/rpg-contract.test.ts).
 */
import { actorOf, attribute, incapacitated, knockedOut, limitOf, type Ctx } from './context.ts';
import { initiativeFor, timingOf } from './combat.ts';
import { canTakeAutomatic, isActionRoll, preRollTalents } from './challenge.ts';
import { attackCompetence, defenceChoices, ignorableEffects, knockbackSpaces, UNARMED, weaponOf } from './attack.ts';
import { distance, groundAt, reachable } from './map.ts';
import { afterRollChoices } from './rolls.ts';
import { QUALITIES, type Actor, type RpgAction, type RpgState, type Timing } from './types.ts';

export function legalActions(state: RpgState): RpgAction[] {
  const p = state.pending;
  if (state.status !== 'playing' || !p) return [];
  switch (p.kind) {
    case 'declare':
      return (['fast', 'mental', 'precise', 'slow'] as Timing[]).map((timing) => ({
        type: 'declare',
        actor: p.actor,
        timing,
      }));
    case 'turn':
      return turnActions(state, actorOf(state, p.actor));
    case 'prepare':
      return prepareActions(state, actorOf(state, p.actor));
    case 'afterRoll': {
      const actor = actorOf(state, p.actor);
      return [
        ...afterRollChoices(actor, state.roll!).map((type) => ({ type, actor: actor.id }) as RpgAction),
        { type: 'keep', actor: actor.id },
      ];
    }
    case 'assists':
      return assistActions(state);
    case 'extendedFailure':
      return [
        { type: 'save', actor: p.actor },
        { type: 'giveUp', actor: p.actor },
      ];
    case 'defence': {
      const actor = actorOf(state, p.actor);
      const out: RpgAction[] = [{ type: 'accept', actor: actor.id }];
      const hits = state.combat!.attack!.successes;
      if (defenceChoices(actor).includes('reflex'))
        for (let n = 1; n <= Math.min(hits, actor.qualities.reflex); n++)
          out.push({ type: 'reflex', actor: actor.id, points: n });
      if (defenceChoices(actor).includes('luck')) out.push({ type: 'luck', actor: actor.id });
      return out;
    }
    case 'soak': {
      const actor = actorOf(state, p.actor);
      const a = state.combat!.attack!;
      const out: RpgAction[] = [];
      for (let w = 0; w <= a.wounds; w++)
        for (let s = 0; s <= a.stun; s++)
          if (w + s <= actor.qualities.grit) out.push({ type: 'soak', actor: actor.id, wounds: w, stun: s });
      return out;
    }
    case 'stunEffects': {
      const actor = actorOf(state, p.actor);
      return [
        ...ignorableEffects(actor).map((level) => ({ type: 'ignoreStun', actor: actor.id, level }) as RpgAction),
        { type: 'accept', actor: actor.id },
      ];
    }
    case 'knockback': {
      const ctx = { state } as Ctx;
      return [
        { type: 'knockback', actor: p.actor, to: null },
        ...knockbackSpaces(ctx, actorOf(state, p.target)).map(
          (to) => ({ type: 'knockback', actor: p.actor, to }) as RpgAction,
        ),
      ];
    }
  }
}

function prepareActions(state: RpgState, actor: Actor): RpgAction[] {
  const run = state.challenge!;
  const p = run.participants.find((x) => x.actor === actor.id)!;
  const ctx = { state } as Ctx;
  const out: RpgAction[] = [{ type: 'roll', actor: actor.id }];
  if (canTakeAutomatic(ctx, actor, p)) out.push({ type: 'automatic', actor: actor.id });
  if (isActionRoll(run) && !p.exert)
    for (const quality of QUALITIES)
      if (actor.qualities[quality] > 0) out.push({ type: 'exert', actor: actor.id, quality });
  for (const talent of preRollTalents(run, actor, p)) out.push({ type: 'talent', actor: actor.id, talent });
  if (canResetIntuition(actor)) out.push({ type: 'resetIntuition', actor: actor.id });
  return out;
}

const canResetIntuition = (actor: Actor) =>
  actor.sheet.talents.some((t) => t.talent === 'instinct') &&
  actor.qualities.spirit > 0 &&
  actor.qualities.intuition < limitOf(actor, 'intuition');

function assistActions(state: RpgState): RpgAction[] {
  const ps = state.challenge!.participants;
  const out: RpgAction[] = [{ type: 'endAssists' }];
  for (const from of ps)
    for (const to of ps)
      if (from !== to && from.received === 0 && to.gave === 0)
        for (let n = 1; n <= from.successes; n++)
          out.push({ type: 'assist', from: from.actor, to: to.actor, count: n });
  for (const p of ps) {
    const actor = actorOf(state, p.actor);
    if (
      p.received > 0 &&
      !p.talentsUsed.includes('trust') &&
      actor.qualities.spirit > 0 &&
      actor.sheet.talents.some((t) => t.talent === 'trust')
    )
      out.push({ type: 'trust', actor: p.actor });
  }
  return out;
}

function turnActions(state: RpgState, actor: Actor): RpgAction[] {
  const c = state.combat!;
  const turn = actor.turn!;
  const id = actor.id;
  const out: RpgAction[] = [];
  const ok = (action: RpgAction) => initiativeFor(actor, timingOf(actor, action)) >= c.moment;
  if (!turn.acted) {
    const primary: RpgAction[] = [];
    for (const to of reachable(state, actor, 5 + attribute(actor, 'quickness'), false))
      primary.push({ type: 'sprint', actor: id, to });
    if (actor.sheet.skills.traversal)
      for (const to of reachable(state, actor, attribute(actor, 'quickness'), true))
        primary.push({ type: 'traverse', actor: id, to });
    const weapons = actor.sheet.weapons.length ? actor.sheet.weapons.map((_, i) => i) : [-1];
    for (const enemy of state.actors.filter((e) => e.side !== actor.side && !incapacitated(e)))
      for (const w of weapons) {
        const weapon = weaponOf(actor, w);
        if (!weapon.ranged && distance(actor.at!, enemy.at!) !== 1) continue;
        if (attackCompetence(actor, weapon) === 0 && weapon !== UNARMED) continue;
        primary.push({ type: 'attack', actor: id, target: enemy.id, weapon: w });
      }
    if (actor.sheet.skills.evasion) primary.push({ type: 'defend', actor: id, skill: 'evasion' });
    for (const skill of new Set(actor.sheet.weapons.filter((w) => !w.ranged).map((w) => w.skill)))
      if (actor.sheet.skills[skill]) primary.push({ type: 'defend', actor: id, skill });
    if (actor.stun.some((l) => l < 6)) primary.push({ type: 'recover', actor: id });
    for (const ally of state.actors)
      if (ally.side === actor.side && ally !== actor && knockedOut(ally) && distance(actor.at!, ally.at!) === 1)
        primary.push({ type: 'revive', actor: id, target: ally.id });
    if (groundAt(c.map, actor.at!) === '+' && !actor.inCover) primary.push({ type: 'takeCover', actor: id });
    out.push(...primary.filter(ok));
  }
  if (!turn.repositioned)
    for (const to of reachable(state, actor, attribute(actor, 'quickness'), false))
      out.push({ type: 'reposition', actor: id, to });
  if (!turn.acted && !turn.repositioned)
    for (let m = c.moment - 1; m >= 0; m--) out.push({ type: 'wait', actor: id, moment: m });
  if (turn.acted && !actor.extraActionUsed && actor.qualities.mettle > 0) out.push({ type: 'extraAction', actor: id });
  if (canResetIntuition(actor)) out.push({ type: 'resetIntuition', actor: id });
  out.push({ type: 'endTurn', actor: id });
  return out;
}
