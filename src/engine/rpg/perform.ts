/**
 * One action applied to the state being built: the pending decision it answers is checked first,
 * then the rule runs. A roll made by an action may leave the roller a decision (afterRoll); once she
 * keeps it, the engine continues where the roll was made.
 */
import { actorOf, describePending, limitOf, requirePending, requireTurnOf, say, type Ctx } from './context.ts';
import * as combat from './combat.ts';
import * as fight from './attack.ts';
import * as challenge from './challenge.ts';
import { afterRollChoices, changeRoll } from './rolls.ts';
import { QUALITIES, type RpgAction } from './types.ts';

const PRIMARY = ['sprint', 'traverse', 'attack', 'defend', 'recover', 'revive', 'takeCover', 'socialAttack', 'byHand'];

export function perform(ctx: Ctx, action: RpgAction): void {
  const s = ctx.state;
  const t = action.type;
  if (t === 'declare') {
    const actor = requireTurnOf(ctx, action.actor, ['declare']);
    return combat.declare(ctx, actor, action.timing, action.modifier ?? 0);
  }
  if (PRIMARY.includes(t) || ['reposition', 'wait', 'extraAction', 'endTurn'].includes(t)) {
    const a = action as Extract<RpgAction, { actor: string }>;
    const actor = requireTurnOf(ctx, a.actor, ['turn']);
    if (PRIMARY.includes(t)) combat.checkPrimary(ctx, actor, action);
    s.pending = null;
    switch (action.type) {
      case 'reposition':
        return combat.reposition(ctx, actor, action.to);
      case 'sprint':
        return combat.sprint(ctx, actor, action.to);
      case 'traverse':
        combat.traverse(ctx, actor, action.to);
        return afterRoll(ctx);
      case 'attack':
        fight.attack(ctx, actor, action);
        return afterRoll(ctx);
      case 'defend':
        return combat.defend(ctx, actor, action.skill);
      case 'recover':
        return combat.recover(ctx, actor);
      case 'revive':
        return combat.revive(ctx, actor, actorOf(s, action.target));
      case 'takeCover':
        return combat.takeCover(ctx, actor);
      case 'socialAttack':
        combat.socialAttack(ctx, actor, actorOf(s, action.target), action.skill);
        return afterRoll(ctx);
      case 'byHand':
        if (!action.what) throw new Error('say in words what she does');
        actor.turn!.acted = true;
        return say(ctx, `${actor.sheet.name}: ${action.what} (the Raid Master decides what it does).`);
      case 'wait':
        return combat.wait(ctx, actor, action.moment);
      case 'extraAction':
        return combat.extraAction(ctx, actor);
      case 'endTurn':
        return combat.endTurn(ctx, actor);
    }
  }
  switch (action.type) {
    case 'exert': {
      const actor = requireTurnOf(ctx, action.actor, ['prepare']);
      if (!QUALITIES.includes(action.quality)) throw new Error(`"${action.quality}" is no quality`);
      return challenge.exert(ctx, actor, action.quality);
    }
    case 'talent':
      return challenge.useTalent(ctx, requireTurnOf(ctx, action.actor, ['prepare']), action.talent);
    case 'roll':
    case 'automatic':
      challenge.rollChallenge(ctx, requireTurnOf(ctx, action.actor, ['prepare']), t === 'automatic');
      return afterRoll(ctx);
    case 'luck':
      if (s.pending?.kind === 'defence') return fight.defenceLuck(ctx, requireTurnOf(ctx, action.actor, ['defence']));
      requireTurnOf(ctx, action.actor, ['afterRoll']);
      changeRoll(ctx, t);
      return afterRoll(ctx);
    case 'confidence':
    case 'knack':
    case 'instinct':
    case 'savePoint':
      requireTurnOf(ctx, action.actor, ['afterRoll']);
      changeRoll(ctx, t);
      return afterRoll(ctx);
    case 'resetIntuition': {
      const actor = requireTurnOf(ctx, action.actor, ['prepare', 'turn']);
      if (!actor.sheet.talents.some((x) => x.talent === 'instinct'))
        throw new Error(`${actor.sheet.name} has no Instinct talent`);
      if (actor.qualities.intuition >= limitOf(actor, 'intuition'))
        throw new Error(`${actor.sheet.name}'s Intuition is already full`);
      if (actor.qualities.spirit < 1) throw new Error(`${actor.sheet.name} has no Spirit to spend`);
      actor.qualities.spirit--;
      actor.qualities.intuition = limitOf(actor, 'intuition');
      return say(
        ctx,
        `Instinct: ${actor.sheet.name} spends 1 Spirit and her Intuition is full again (${actor.qualities.intuition}).`,
      );
    }
    case 'keep':
      requireTurnOf(ctx, action.actor, ['afterRoll']);
      s.pending = null;
      return continueRoll(ctx);
    case 'assist':
      requirePending(ctx, ['assists']);
      return challenge.assist(ctx, action);
    case 'trust':
      requirePending(ctx, ['assists']);
      return challenge.trust(ctx, actorOf(s, action.actor));
    case 'endAssists':
      requirePending(ctx, ['assists']);
      return challenge.endAssists(ctx);
    case 'save':
      challenge.extendedSave(ctx, requireTurnOf(ctx, action.actor, ['extendedFailure']));
      return afterRoll(ctx);
    case 'giveUp':
      return challenge.giveUp(ctx, requireTurnOf(ctx, action.actor, ['extendedFailure']));
    case 'reflex': {
      const actor = requireTurnOf(ctx, action.actor, ['defence']);
      return fight.defenceReflex(ctx, actor, action.points);
    }
    case 'accept': {
      requireTurnOf(ctx, action.actor, ['defence', 'stunEffects']);
      return s.pending!.kind === 'defence' ? fight.damageStep(ctx) : fight.sufferEffects(ctx);
    }
    case 'soak':
      return fight.soak(ctx, requireTurnOf(ctx, action.actor, ['soak']), action.wounds, action.stun);
    case 'ignoreStun':
      return fight.ignoreStun(ctx, requireTurnOf(ctx, action.actor, ['stunEffects']), action.level);
    case 'knockback':
      requireTurnOf(ctx, action.actor, ['knockback']);
      return fight.knockback(ctx, action.to);
  }
  throw new Error(`"${(action as { type: string }).type}" is no action of this game (${describePending(s)})`);
}

/** The roller decides about her roll when a talent or quality could change it; else it is kept at once. */
function afterRoll(ctx: Ctx): void {
  const roll = ctx.state.roll;
  if (!roll) return;
  const actor = actorOf(ctx.state, roll.who);
  if (afterRollChoices(actor, roll).length) {
    ctx.state.pending = { kind: 'afterRoll', actor: actor.id };
    return;
  }
  continueRoll(ctx);
}

function continueRoll(ctx: Ctx): void {
  ctx.state.pending = null;
  switch (ctx.state.roll!.then) {
    case 'challenge':
      return challenge.challengeRollKept(ctx);
    case 'extendedSave':
      return challenge.extendedSaveKept(ctx);
    case 'attack':
      return fight.attackRollKept(ctx);
    case 'traverse':
      return combat.traverseKept(ctx);
    case 'social':
      return combat.socialKept(ctx);
  }
}
