/**
 * Lara's MOVE action after its roll (lara-actions.ts): steps and jumps that spend its move points, pushing the
 * boulder, passing enemies; sight is checked on every space she enters.
 */
import type { Facing } from '../../model/coc-grid.ts';
import { HIGH, LOW, terrainAt, type Level } from './level.ts';
import {
  enemyIndexAt,
  laraAt,
  showPoint,
  slopeAt,
  solidAt,
  stepFrom,
  boulderAt,
  barrierAt,
  closedDoorAt,
} from './board.ts';
import { canFinishPassing, makeBoard, stepCost } from './movement.ts';
import { checkSight } from './sight.ts';
import { stepRefusal } from './step-refusal.ts';
import { boulderLocked } from './level-rules.ts';
import { gearRulesOf } from './gear-rules.ts';
import type { RulesContent } from './rules-content.ts';
import { EngineError, type CocEvent, type CocState } from './types.ts';

/** What climbing between LOW and HIGH costs Lara: 2, or the lowest her gear allows (the Antarctica outfit). */
export function laraClimbCost(level: Level, state: CocState, content: RulesContent): number {
  // The lowest cost of her climbCost rules, in one pass (no lists built: asked for every board of her steps).
  let cost = 2;
  // Her cards' rules are checked content (rule decision 575): a present cost is a number.
  for (const r of gearRulesOf({ level, state, content, events: [] }, 'climbCost'))
    if (r.who === 'lara' && r.cost !== undefined) cost = Math.min(cost, r.cost);
  return cost;
}

/** The board for Lara's own steps (her climbing cost included). */
export const laraBoard = (level: Level, state: CocState, content: RulesContent) =>
  makeBoard(level, state, -1, laraClimbCost(level, state, content));

function needMove(state: CocState): NonNullable<CocState['move']> {
  if (!state.move) throw new EngineError('Lara has no move points: roll MOVE first.');
  return state.move;
}

/** Where a push would send the boulder, if Lara may push it from her space towards `facing`. */
export function boulderPush(
  level: Level,
  state: CocState,
  content: RulesContent,
  facing: Facing,
): { boulderTo: ReturnType<typeof stepFrom> } | undefined {
  const from = state.lara.at;
  const at = stepFrom(from, facing);
  if (!boulderAt(state, at) || terrainAt(level, from) !== LOW || boulderLocked(level, state, content)) return undefined;
  const to = stepFrom(at, facing);
  const free =
    terrainAt(level, to) === LOW &&
    slopeAt(level, to) === undefined &&
    !solidAt(level, state, to) &&
    enemyIndexAt(state, to) < 0 &&
    !laraAt(state, to);
  return free ? { boulderTo: to } : undefined;
}

/** Points to be spent in one straight line (Sprint): the first step picks the line. */
export function offLine(state: CocState, facing: Facing): boolean {
  const line = state.move?.line;
  return line !== undefined && line !== null && line !== facing;
}

function keepLine(state: CocState, facing: Facing): void {
  const move = state.move!;
  if (move.line === undefined) return;
  if (offLine(state, facing))
    throw new EngineError(`These move points go in one straight line (${move.line}); Lara cannot move ${facing}.`);
  move.line = facing;
}

export function laraStep(
  level: Level,
  state: CocState,
  content: RulesContent,
  facing: Facing,
  events: CocEvent[],
): void {
  const move = needMove(state);
  keepLine(state, facing);
  const push = boulderPush(level, state, content, facing);
  if (push) {
    if (move.points < 1) throw new EngineError('No move points left to push the boulder.');
    const at = stepFrom(state.lara.at, facing);
    state.boulder = push.boulderTo;
    state.lara.at = at;
    state.lara.facing = facing;
    move.points -= 1;
    move.passing = false;
    events.push({
      type: 'boulder',
      text: `Lara pushes the boulder to ${showPoint(push.boulderTo)} and moves to ${showPoint(at)}.`,
      at,
    });
    checkSight(level, state, content, events);
    if (move.points === 0) state.move = null;
    return;
  }
  const board = laraBoard(level, state, content);
  const step = stepCost(board, state.lara.at, facing, 'lara');
  if (!step)
    throw new EngineError(
      `Lara cannot move ${facing} from ${showPoint(state.lara.at)}: ${stepRefusal(level, state, content, facing)}.`,
    );
  if (step.cost > move.points)
    throw new EngineError(`Moving ${facing} costs ${step.cost} move points; Lara has ${move.points}.`);
  if (step.passing >= 0 && !canFinishPassing(board, step.to, move.points - step.cost, 'lara'))
    throw new EngineError(
      `Lara cannot move past the enemy at ${showPoint(step.to)}: she would have no move points left to get off its space.`,
    );
  move.points -= step.cost;
  move.passing = step.passing >= 0;
  state.lara.facing = step.facing;
  for (const p of step.path) {
    state.lara.at = p;
    checkSight(level, state, content, events);
  }
  const extra = step.passing >= 0 ? ', moving past an enemy' : step.path.length > 1 ? ', sliding down the slope' : '';
  events.push({
    type: 'laraMoved',
    text: `Lara moves to ${showPoint(step.to)} (${step.cost} move point${step.cost > 1 ? 's' : ''}${extra}; ${move.points} left).`,
    at: step.to,
  });
  if (move.points === 0 && !move.passing) state.move = null;
}

/** Why Lara cannot jump towards `facing` now, or undefined when she can. */
export function jumpProblem(level: Level, state: CocState, facing: Facing): string | undefined {
  const move = state.move;
  if (!move || move.points < 3) return 'a jump costs 3 move points';
  const from = state.lara.at;
  const over = stepFrom(from, facing);
  const land = stepFrom(from, facing, 2);
  if (terrainAt(level, from) !== HIGH || slopeAt(level, from)) return 'Lara must stand on a HIGH space';
  if (terrainAt(level, over) !== LOW) return 'the space jumped over must be LOW';
  if (closedDoorAt(level, state, over) || barrierAt(level, state, over) || boulderAt(state, over))
    return 'nobody jumps over a closed door, a barrier or the boulder';
  if (terrainAt(level, land) !== HIGH || slopeAt(level, land) || solidAt(level, state, land))
    return 'the landing must be a plain HIGH space';
  if (enemyIndexAt(state, land) >= 0) return 'an enemy stands on the landing';
  return undefined;
}

export function laraJump(
  level: Level,
  state: CocState,
  content: RulesContent,
  facing: Facing,
  events: CocEvent[],
): void {
  const problem = jumpProblem(level, state, facing);
  if (problem) throw new EngineError(`Lara cannot jump ${facing} from ${showPoint(state.lara.at)}: ${problem}.`);
  const move = state.move!;
  keepLine(state, facing);
  const land = stepFrom(state.lara.at, facing, 2);
  move.points -= 3;
  move.passing = false;
  state.lara.at = land;
  state.lara.facing = facing;
  // She never touches the LOW space, so sight is checked only where she lands.
  checkSight(level, state, content, events);
  events.push({
    type: 'laraJumped',
    text: `Lara jumps to ${showPoint(land)} (3 move points; ${move.points} left).`,
    at: land,
  });
  if (move.points === 0) state.move = null;
}
