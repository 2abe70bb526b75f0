/**
 * Abilities with boxes are rolled like action cards (their outcomes and "always" are data); abilities
 * with only ongoing rules (Adorn, Improvise, Escape, Persevere) work through gear-rules.ts.
 */
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { checked } from '../core/checked-content.ts';
import { requestOf, startRoll } from './roll.ts';
import { cannotMove, newMove } from './condition-rules.ts';
import { EngineError, type CocAction, type Roll } from './types.ts';

type UseAbility = Extract<CocAction, { type: 'ability' }>;

/** Equipped abilities that are rolled (they have boxes). */
export function rolledAbilities(ctx: Ctx): string[] {
  // A loop, not filter with a closure: this runs for every legal-actions call.
  const out: string[] = [];
  const abilities = ctx.state.inventory.abilities;
  for (let i = 0; i < abilities.length; i++)
    if (checked(cardOf(ctx.content, 'ability', abilities[i]!), 'ability').outcomes) out.push(abilities[i]!);
  return out;
}

export function useAbility(ctx: Ctx, action: UseAbility): void {
  if (!ctx.state.inventory.abilities.includes(action.ability))
    throw new EngineError(`Lara has no ability "${action.ability}" equipped.`);
  if (!rolledAbilities(ctx).includes(action.ability))
    throw new EngineError(`${cardOf(ctx.content, 'ability', action.ability).name} is not rolled: it works on its own.`);
  ctx.state.move = null;
  startRoll(ctx, requestOf(action, { for: 'ability', card: { kind: 'ability', id: action.ability, pointer: '' } }));
}

/** After an ability's roll: the move points it gave (Sprint's in one straight line). */
export function finishAbility(ctx: Ctx, roll: Roll): void {
  if (roll.swap > 0 && ctx.state.inventory.resources.length)
    ctx.state.pending = { kind: 'swapResources', max: roll.swap };
  // Rule decision 49: there is no noise while SEEN, so a throw then does nothing.
  if (roll.throwDistance > 0 && ctx.state.sight === 'hidden')
    ctx.state.pending = { kind: 'throwNoise', distance: roll.throwDistance };
  if (roll.movePoints <= 0) return;
  if (cannotMove(ctx, true)) {
    ctx.events.push({
      type: 'movePoints',
      text: `The ${roll.movePoints} move points are lost: Lara cannot move this Lara Phase.`,
    });
    return;
  }
  ctx.state.move = newMove(ctx, roll.movePoints, roll.straight);
  ctx.events.push({
    type: 'movePoints',
    text: `→ ${roll.movePoints} move points${roll.straight ? ', in one straight line' : ''}.`,
  });
}
