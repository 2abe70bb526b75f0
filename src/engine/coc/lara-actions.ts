/**
 * Lara's standard actions that roll against an Action Card: MOVE, HIDE, SEARCH, RESEARCH and MELEE.
 * Each checks when it may be used, then starts a roll against its card (content/base/coc/cards/
 * actions.json); the card's boxes do the rest (roll.ts, effect-types.ts, roll-steps.ts).
 */
import type { Ctx } from './context.ts';
import { requestOf, startRoll } from './roll.ts';
import { improvise } from './roll-help.ts';
import { condition } from './effect-types.ts';
import { cardOf } from './cards.ts';
import { checked } from '../core/checked-content.ts';
import type { ConditionFields } from './content-fields.ts';
import { HIGH, terrainAt } from './level.ts';
import { enemyIndexAt, showPoint } from './board.ts';
import { hidingForbiddenBy } from './boss.ts';
import { EngineError, type CocAction, type ContentRef, type Point, type RollFor } from './types.ts';

type Roller = Extract<CocAction, { type: 'move' | 'hide' | 'search' | 'research' | 'melee' }>;

export const actionCard = (id: string): ContentRef => ({ kind: 'actionCard', id, pointer: '' });

/** Why this action cannot be rolled now (beside the dice count), or undefined. */
export function actionProblem(ctx: Ctx, type: RollFor, target?: Point): string | undefined {
  const card = checked(cardOf(ctx.content, 'actionCard', type), 'actionCard');
  if (card.usableWhen && !condition(ctx, card.usableWhen as ConditionFields))
    return `${card.name} cannot be used now (${type === 'hide' ? 'Lara is not SEEN' : 'its condition does not hold'})`;
  if (card.limitPerLaraPhase !== undefined && type === 'search' && ctx.state.searchedThisPhase)
    return `${card.name} is used once per Lara Phase`;
  // A boss with the SEEN icon: no HIDE while it is on the level ("Bosses").
  if (type === 'hide') return hidingForbiddenBy(ctx.state, ctx.content);
  if (type === 'melee') return meleeProblem(ctx, target);
  return undefined;
}

/** MELEE: an enemy on a space next to Lara's, on the same elevation. */
export function meleeProblem(ctx: Ctx, target: Point | undefined): string | undefined {
  if (!target) return 'MELEE needs a target space';
  const { at } = ctx.state.lara;
  if (Math.abs(target.x - at.x) + Math.abs(target.y - at.y) !== 1) return `${showPoint(target)} is not next to Lara`;
  if (enemyIndexAt(ctx.state, target) < 0) return `no enemy stands at ${showPoint(target)}`;
  if ((terrainAt(ctx.level, target) === HIGH) !== (terrainAt(ctx.level, at) === HIGH))
    return 'MELEE only reaches an enemy on the same elevation';
  return undefined;
}

export function rollAction(ctx: Ctx, action: Roller): void {
  const target = action.type === 'melee' ? action.target : undefined;
  const problem = actionProblem(ctx, action.type, target);
  if (problem) throw new EngineError(`${problem}.`);
  ctx.state.move = null;
  startRoll(
    ctx,
    requestOf(action, { for: action.type, card: actionCard(action.type), targets: target ? [target] : undefined }),
  );
  if (action.improvise) improvise(ctx, ctx.state.roll!);
  if (action.type === 'search') {
    ctx.state.searchedThisPhase = true;
    ctx.state.searched = true;
  }
  if (action.type === 'research') ctx.state.researched = true;
}
