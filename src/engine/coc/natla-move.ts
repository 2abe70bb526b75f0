/**
 * Lara against Natla Tech ("Multiplayer modes"): an enemy player moves an enemy as they like, by the
 * enemies' own movement rules — one space at a time for its move points, climbing for 2, passing
 * another enemy for 1 more and never stopping on it, no jumps, never onto Lara — and then says which
 * way it faces. Sight is checked on every space; the Noise Token goes when an enemy reaches it; an
 * enemy that can attack Lara attacks at once and its turn ends (rule decisions 16 and 495).
 */
import { FACINGS, type Facing } from '../../model/coc-grid.ts';
import type { Ctx } from './context.ts';
import { barrierAt, boulderAt, closedDoorAt, laraAt, same, showPoint, stepFrom } from './board.ts';
import { BLOCK, terrainAt } from './level.ts';
import { canFinishPassing, makeBoard, stepCost, type Step } from './movement.ts';
import { checkSight } from './sight.ts';
import { attackDamage } from './enemy-attack.ts';
import { flatMover, nameOf, removeNoise, tryAttack } from './enemy-phase.ts';
import { EngineError, type CocAction, type EnemyState, type Pending } from './types.ts';

type EnemyMove = Extract<Pending, { kind: 'enemyMove' }>;

function moving(ctx: Ctx): { pending: EnemyMove; enemy: EnemyState; mover: number } {
  const pending = ctx.state.pending as EnemyMove;
  const mover = ctx.state.enemies.findIndex((e) => e.id === pending.enemy);
  if (mover < 0) throw new EngineError(`The enemy ${pending.enemy} is no longer on the level.`);
  return { pending, enemy: ctx.state.enemies[mover]!, mover };
}

/** The step the enemy being moved may take that way, or why not (in words). */
function enemyStepOrWhy(ctx: Ctx, facing: Facing): Step | string {
  const { level, state, content } = ctx;
  const { pending, enemy, mover } = moving(ctx);
  const board = makeBoard(level, state, flatMover(state, content, mover));
  const s = stepCost(board, enemy.at, facing, mover);
  const name = nameOf(content, enemy);
  if (!s) return `${name} cannot step ${facing} from ${showPoint(enemy.at)}: ${blockedBy(ctx, enemy, facing)}`;
  if (s.cost > pending.points)
    return (
      `${name} has ${pending.points} move point${pending.points === 1 ? '' : 's'} left; ` + `that step costs ${s.cost}.`
    );
  if (s.passing >= 0 && !canMoveOn(ctx, enemy, mover, s, pending.points - s.cost))
    return `${name} could not move on from the other enemy's space ${showPoint(s.to)}, and cannot stop there.`;
  return s;
}

/**
 * Could the enemy, once on the other enemy's space, reach a free one? Asked with it there: the space
 * it leaves may hold another enemy it is passing.
 */
function canMoveOn(ctx: Ctx, enemy: EnemyState, mover: number, s: Step, points: number): boolean {
  const home = enemy.at;
  enemy.at = s.to;
  const board = makeBoard(ctx.level, ctx.state, flatMover(ctx.state, ctx.content, mover));
  const ok = canFinishPassing(board, s.to, points, mover);
  enemy.at = home;
  return ok;
}

/** Why a step is not allowed, as far as words can tell it. */
function blockedBy(ctx: Ctx, enemy: EnemyState, facing: Facing): string {
  const { level, state } = ctx;
  const to = stepFrom(enemy.at, facing);
  const t = terrainAt(level, to);
  if (t === 0) return 'that is off the level.';
  if (t === BLOCK) return 'that space is BLOCK.';
  if (closedDoorAt(level, state, to)) return 'a closed door stands there.';
  if (barrierAt(level, state, to)) return 'a barrier stands there.';
  if (boulderAt(state, to)) return 'the boulder stands there (only Lara pushes it).';
  if (laraAt(state, to)) return 'Lara stands there (enemies never pass her).';
  return 'a slippery slope cannot be climbed from below, and a slide may not end on a figure or a solid space.';
}

/** The answer `enemyStep`: one space that way. */
export function enemyStep(ctx: Ctx, facing: Facing): void {
  if (!FACINGS.includes(facing)) throw new EngineError(`"${String(facing)}" is not a facing (N, E, S, W).`);
  const step = enemyStepOrWhy(ctx, facing);
  if (typeof step === 'string') throw new EngineError(step);
  const { level, state, content, events } = ctx;
  const { pending, enemy } = moving(ctx);
  state.pending = null;
  enemy.facing = step.facing;
  for (const p of step.path) {
    enemy.at = p;
    checkSight(level, state, content, events);
  }
  events.push({
    type: 'enemyMoved',
    text:
      `${nameOf(content, enemy)} moves to ${showPoint(enemy.at)}, facing ${enemy.facing} ` +
      `(${step.cost} move point${step.cost === 1 ? '' : 's'}).`,
    at: { ...enemy.at },
    enemy: enemy.id,
    facing: enemy.facing,
  });
  const passing = step.passing >= 0;
  if (!passing && state.noise && same(state.noise, enemy.at)) removeNoise(state, content, enemy, events);
  // It can attack now: it does, and its turn ends there.
  if (
    !passing &&
    attackDamage(level, state, content, enemy) !== undefined &&
    tryAttack(level, state, content, enemy, events)
  )
    return;
  state.pending = { kind: 'enemyMove', enemy: enemy.id, points: pending.points - step.cost, passing };
}

/** The answer `endEnemyMove`: the move ends, the enemy facing `facing`; it attacks if it now can. */
export function endEnemyMove(ctx: Ctx, facing: Facing): void {
  if (!FACINGS.includes(facing)) throw new EngineError(`"${String(facing)}" is not a facing (N, E, S, W).`);
  const { level, state, content, events } = ctx;
  const { pending, enemy } = moving(ctx);
  if (pending.passing)
    throw new EngineError(`${nameOf(content, enemy)} stands on another enemy's space and must move on first.`);
  state.pending = null;
  if (enemy.facing !== facing) {
    enemy.facing = facing;
    events.push({
      type: 'enemyTurned',
      text: `${nameOf(content, enemy)} turns to face ${facing}.`,
      enemy: enemy.id,
      at: { ...enemy.at },
      facing,
    });
  }
  events.push({
    type: 'enemyMoveEnds',
    text: `The enemy player ends the move of ${nameOf(content, enemy)} at ${showPoint(enemy.at)}.`,
    enemy: enemy.id,
  });
  checkSight(level, state, content, events);
  tryAttack(level, state, content, enemy, events);
}

/** The answers to an enemy move: the steps it may take, and (unless passing) an end facing each way. */
export function enemyMoveAnswers(ctx: Ctx): CocAction[] {
  const out: CocAction[] = [];
  for (const facing of FACINGS)
    if (typeof enemyStepOrWhy(ctx, facing) !== 'string') out.push({ type: 'enemyStep', facing });
  if (!(ctx.state.pending as EnemyMove).passing)
    for (const facing of FACINGS) out.push({ type: 'endEnemyMove', facing });
  return out;
}
