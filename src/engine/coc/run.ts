/**
 * A `move` effect outside a roll (the Boulder Trap's Run): Lara gets move points at once and steps
 * them herself, by the standard movement rules (lara-move.ts), as a pending "run" decision answered
 * with step / jump / endMove. With `mayReturnToStart: false` she may not end on the space she began
 * on (rule decision 77).
 */
import type { Facing } from '../../model/coc-grid.ts';
import { FACINGS } from '../../model/coc-grid.ts';
import type { Ctx } from './context.ts';
import { showPoint, stepFrom } from './board.ts';
import { boulderPush, jumpProblem, laraBoard, laraJump, laraStep, offLine } from './lara-move.ts';
import { canFinishPassing, stepCost } from './movement.ts';
import { newMove } from './condition-rules.ts';
import { levelConditions } from './conditions.ts';
import { EngineError, type CocAction, type CocState, type Pending, type Point } from './types.ts';

type Run = Extract<Pending, { kind: 'run' }>;

/** Starts a run of `spaces` move points (nothing happens with none). */
export function startRun(ctx: Ctx, spaces: number, mayReturnToStart: boolean, straightLine: boolean): void {
  if (spaces <= 0) return;
  const { state } = ctx;
  state.move = newMove(ctx, spaces, straightLine);
  state.pending = { kind: 'run', points: spaces, from: { ...state.lara.at }, mayReturnToStart };
  ctx.events.push({
    type: 'run',
    text: `Lara runs: ${spaces} move point${spaces === 1 ? '' : 's'} to spend now${mayReturnToStart ? '' : `, not ending at ${showPoint(state.lara.at)}`}.`,
  });
}

const atStart = (state: CocState, run: Run) => state.lara.at.x === run.from.x && state.lara.at.y === run.from.y;

/** The steps and jumps Lara may make in the run, as actions. */
export function runMoves(ctx: Ctx): CocAction[] {
  const run = ctx.state.pending as Run;
  return laraMoves(ctx, run.mayReturnToStart ? undefined : run.from);
}

/**
 * The steps and jumps Lara's move points allow now (what legal.ts lists for a MOVE), leaving out
 * those that spend her last point landing on `forbiddenEnd`.
 */
export function laraMoves(ctx: Ctx, forbiddenEnd?: Point): CocAction[] {
  const { level, state, content } = ctx;
  const move = state.move;
  if (!move) return [];
  const out: CocAction[] = [];
  const board = laraBoard(level, state, content);
  const same = (p: Point) => forbiddenEnd !== undefined && p.x === forbiddenEnd.x && p.y === forbiddenEnd.y;
  for (const facing of FACINGS) {
    if (offLine(state, facing)) continue;
    if (boulderPush(level, state, content, facing)) {
      if (move.points >= 1 && !(move.points === 1 && same(stepFrom(state.lara.at, facing))))
        out.push({ type: 'step', facing });
      continue;
    }
    const s = stepCost(board, state.lara.at, facing, 'lara');
    if (
      s &&
      s.cost <= move.points &&
      !(s.cost === move.points && same(s.to)) &&
      (s.passing < 0 || canFinishPassing(board, s.to, move.points - s.cost, 'lara'))
    )
      out.push({ type: 'step', facing });
    if (!jumpProblem(level, state, facing) && !(move.points === 3 && same(stepFrom(state.lara.at, facing, 2))))
      out.push({ type: 'jump', facing });
  }
  return out;
}

/** The answers to a run: its moves, and stopping (refused on the start space while Lara can still leave it). */
export function runAnswers(ctx: Ctx): CocAction[] {
  const moves = runMoves(ctx);
  return stopProblem(ctx, moves) ? moves : [...moves, { type: 'endMove' }];
}

function stopProblem(ctx: Ctx, moves: CocAction[]): string | undefined {
  const run = ctx.state.pending as Run;
  if (ctx.state.move?.passing) return 'Lara is moving past an enemy and must move on';
  if (mustKeepMoving(ctx)) return 'Lara must spend every move point while she can (Slippery)';
  if (!run.mayReturnToStart && atStart(ctx.state, run) && moves.length)
    return `Lara may not end her run where she began (${showPoint(run.from)})`;
  return undefined;
}

/** Answers the run decision with a step, a jump or stopping. */
export function answerRun(ctx: Ctx, action: Extract<CocAction, { type: 'step' | 'jump' | 'endMove' }>): void {
  const { level, state, content, events } = ctx;
  if (action.type === 'endMove') {
    const problem = stopProblem(ctx, runMoves(ctx));
    if (problem) throw new EngineError(`${problem}.`);
    return endRun(ctx);
  }
  const listed = (moves: CocAction[]) =>
    moves.some((a) => a.type === action.type && 'facing' in a && a.facing === action.facing);
  const allowed = listed(runMoves(ctx));
  const run = state.pending as Run;
  const refused = `Lara cannot ${action.type} ${action.facing} in this run from ${showPoint(state.lara.at)}`;
  if (!allowed && listed(laraMoves(ctx)))
    throw new EngineError(`${refused}: she may not end her run where she began, ${showPoint(run.from)}.`);
  try {
    if (action.type === 'step') laraStep(level, state, content, action.facing as Facing, events);
    else laraJump(level, state, content, action.facing as Facing, events);
  } catch (e) {
    // The movement rules' own reason ("Lara cannot move W from (1, 0): (0, 0) is BLOCK." → "(0, 0) is BLOCK").
    const reason = (e as Error).message
      .replace(/^Lara cannot (move|jump) [NESW] from \(\d+, \d+\): /, '')
      .replace(/\.$/, '');
    throw new EngineError(`${refused}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}.`);
  }
  if (!allowed) throw new EngineError(`${refused}.`);
  if (!state.move) endRun(ctx);
}

function endRun(ctx: Ctx): void {
  ctx.state.move = null;
  ctx.state.pending = null;
  ctx.events.push({ type: 'run', text: `Lara's run ends at ${showPoint(ctx.state.lara.at)}.` });
}

/** Slippery: while Lara has move points and a step open to her, she must spend them (rule decision 79). */
export function mustKeepMoving(ctx: Ctx): boolean {
  const move = ctx.state.move;
  return (
    move !== null &&
    move.points > 0 &&
    levelConditions(ctx.content, ctx.level.item).mustMoveFull &&
    laraMoves(ctx).length > 0
  );
}
