/**
 * The location conditions that change Lara's own rolls (conditions.ts reads them from the cards):
 * Overworked (at most 3 dice for an action), Drained (no Special Dice), Sore (one MOVE per Lara
 * Phase), Cautious and Haste (the spaces a MOVE gives) and Fatigued (a Lara Die set aside for the
 * level). The roll, MOVE and phase code call these.
 */
import type { Ctx } from './context.ts';
import { levelConditions, maxDiceFor, moveSpaces } from './conditions.ts';
import { gearRulesOf } from './gear-rules.ts';
import type { MoveState, RollFor } from './types.ts';

/** The sorts of roll Overworked limits: the actions (rule decision 75: DODGE is one); not weapons. */
const ACTIONS: readonly RollFor[] = ['move', 'hide', 'search', 'research', 'melee', 'dodge'];

/** Why the level's condition forbids this roll, or undefined. */
export function conditionProblem(ctx: Ctx, kind: RollFor, dice: number, special: number): string | undefined {
  const c = levelConditions(ctx.content, ctx.level.item);
  const sort = ACTIONS.includes(kind) ? 'action' : 'weapon';
  const most = maxDiceFor(c, sort, Infinity);
  if (dice + special > most) return `${c.id}: no more than ${most} dice for one action on this level`;
  if (special > 0 && c.noSpecialDice) return `${c.id}: Special Dice cannot be used on this level`;
  if (kind === 'move' && cannotMove(ctx, false)) return 'Lara cannot move in this Lara Phase (bitten by a Snake)';
  const limit = c.actionLimits[kind];
  if (limit !== undefined && kind === 'move' && ctx.state.movesThisPhase >= limit)
    return `${c.id}: MOVE only ${limit} time${limit === 1 ? '' : 's'} per Lara Phase`;
  return undefined;
}

/** The most dice one roll of this kind may use on this level (Overworked), Infinity when not limited. */
export function mostDice(ctx: Ctx, kind: RollFor): number {
  return maxDiceFor(
    levelConditions(ctx.content, ctx.level.item),
    ACTIONS.includes(kind) ? 'action' : 'weapon',
    Infinity,
  );
}

/** The move points a MOVE gives on this level (Cautious −1, Haste ×2 on the phase's first MOVE); counts the MOVE. */
export function conditionMovePoints(ctx: Ctx, points: number): number {
  const c = levelConditions(ctx.content, ctx.level.item);
  const first = ctx.state.movesThisPhase === 0;
  ctx.state.movesThisPhase += 1;
  const out = moveSpaces(c, points, first);
  if (out !== points)
    ctx.events.push({ type: 'condition', text: `${c.id}: the MOVE gives ${out} move points instead of ${points}.` });
  return out;
}

/** Lara Dice for a new Lara Phase on this level (Fatigued sets one aside). */
export function phaseDice(ctx: Ctx, lost: number): number {
  const c = levelConditions(ctx.content, ctx.level.item);
  return Math.max(0, ctx.state.lara.dice + c.laraDiceDelta - lost);
}

/** A MOVE's move points; Skate (or a card's own straight line, Sprint) keeps them in one straight line. */
export function newMove(ctx: Ctx, points: number, straight = false): MoveState {
  const skate = levelConditions(ctx.content, ctx.level.item).moveStraightLine;
  return { points, passing: false, ...(straight || skate ? { line: null } : {}) };
}

/** A rule in force that stops Lara moving (the advanced Snake's bite); `sprint`: one that covers abilities' moves too.
 * */
export function cannotMove(ctx: Ctx, sprint: boolean): boolean {
  return gearRulesOf(ctx, 'moveRestriction').some(
    (r) => r.restriction === 'cannotMove' && (!sprint || r.includesSprint === true),
  );
}
