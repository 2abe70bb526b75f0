/**
 * The Enemy Phase: bosses first, then the standard enemies from the left-most column, top to
 * bottom within a column (the order is fixed when the phase starts). Each enemy attacks if it
 * can; otherwise it moves by its mode — SEEN: towards Lara; HIDDEN with noise: towards the
 * noise; otherwise, or when no path leads there: on in its facing, turning clockwise when
 * stopped — then attacks if it can. At most one attack each (rule decision 3), and an attack ends
 * the enemy's turn (rule decision 16): so the phase keeps the ids of the enemies still to act in the
 * state, and a DODGE decision on an attack stops it until answered, then it goes on with the next.
 */
import { mapList } from '../core/lists.ts';
import { noteAttack } from './attack-aftermath.ts';
import { FACINGS, type Facing, type Point } from '../../model/coc-grid.ts';
import type { Level } from './level.ts';
import { anticlockwise, clockwise, facingTowards, same, showPoint } from './board.ts';
import { enemyNumbers } from './enemy-stats.ts';
import { ignoresElevation } from './boss.ts';
import { turnDirection } from './advanced-enemies.ts';
import { rollEnemyDie } from './dice.ts';
import { makeBoard, stepCost, type Step } from './movement.ts';
import { pathStops, type PathStop } from './enemy-path.ts';
import { attackDamage, attackNumbers } from './enemy-attack.ts';
import { checkSight, sees } from './sight.ts';
import { hurt } from './damage.ts';
import type { Ctx } from './context.ts';
import { gearRulesOf } from './gear-rules.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocEvent, CocState, EnemyState } from './types.ts';

export function turnOrder(state: CocState, content: RulesContent): EnemyState[] {
  const boss = (e: EnemyState) => (content.figures.get(e.type)?.boss ? 0 : 1);
  return [...state.enemies].sort((a, b) => boss(a) - boss(b) || a.at.x - b.at.x || a.at.y - b.at.y);
}

/** The order is fixed as the phase starts; `resume` then runs the turns one by one. */
export function startEnemyPhase(ctx: Ctx, rotationRoll?: number): void {
  const skip = ctx.state.skipPhases.indexOf('enemy');
  if (skip >= 0) {
    ctx.state.skipPhases.splice(skip, 1);
    ctx.state.phase = 'event';
    ctx.events.push({ type: 'skip', text: 'The Enemy Phase is skipped.' });
    return;
  }
  rollRotation(ctx.state, ctx.content, ctx.events, rotationRoll);
  ctx.state.enemyQueue = mapList(turnOrder(ctx.state, ctx.content), (e) => e.id);
}

/** The next enemy's turn, or the end of the phase (on to the Event Phase) when none is left. */
export function nextEnemyTurn(ctx: Ctx): void {
  const { state } = ctx;
  const id = state.enemyQueue?.shift();
  if (id === undefined) {
    state.enemyQueue = null;
    state.phase = 'event';
    // The crypt boss's slowdown lasts one Enemy Phase.
    state.bossSlow = 0;
    state.timedRules = state.timedRules.filter((t) => t.duration !== 'nextEnemyPhase');
    return;
  }
  const enemy = state.enemies.find((e) => e.id === id);
  if (enemy) enemyTurn(ctx.level, state, ctx.content, enemy, ctx.events);
}

/** Advanced enemies, rotation part: the Enemy Die says which way enemies turn this phase. */
export function rollRotation(state: CocState, content: RulesContent, events: CocEvent[], given?: number): void {
  if (!state.advanced?.rotation) return;
  const roll = rollEnemyDie(state, content, given);
  state.enemyTurn = turnDirection(roll);
  events.push({
    type: 'rotation',
    text: `Enemy Die ${roll}: enemies that cannot go on turn ${state.enemyTurn} this phase.`,
  });
}

/** The mover's index when it ignores elevation (the Natla Queen), else −1. */
export const flatMover = (state: CocState, content: RulesContent, mover: number) =>
  ignoresElevation(content, state.enemies[mover]!.type) ? mover : -1;

export const nameOf = (content: RulesContent, e: EnemyState) =>
  `${content.figures.get(e.type)?.name ?? e.type} ${e.id}`;

/** One enemy's turn; `attacked` is set once it has attacked (at most once a phase). */
interface Turn {
  enemy: EnemyState;
  attacked: boolean;
  /** Steps taken since the last "moved" event. */
  moved: Step[];
}

function enemyTurn(level: Level, state: CocState, content: RulesContent, enemy: EnemyState, events: CocEvent[]): void {
  if (tryAttack(level, state, content, enemy, events)) return;
  const turn: Turn = { enemy, attacked: false, moved: [] };
  const budget = moveBudget(level, state, content, enemy);
  const mover = state.enemies.indexOf(enemy);
  // Lara against Natla Tech: an enemy player moves it, except towards the noise while Lara is HIDDEN (natla-move.ts).
  const natla = state.players?.mode === 'laraVsNatla';
  if (natla && !(state.sight === 'hidden' && state.noise)) return offerEnemyMove(state, enemy, budget, events);
  let moved = false;
  if (state.sight === 'seen')
    moved = followPath(level, state, content, turn, mover, state.lara.at, budget, false, events);
  else if (state.noise) {
    if (same(state.noise, enemy.at)) removeNoise(state, content, enemy, events);
    // Noise under Lara herself: the enemy heads for her side, as it cannot step onto her.
    else
      moved = followPath(
        level,
        state,
        content,
        turn,
        mover,
        state.noise,
        budget,
        !same(state.noise, state.lara.at),
        events,
      );
  }
  // No path to the noise, or the noise reached before it moved: the enemy player moves it freely (rule decision 496).
  if (!moved && natla) return offerEnemyMove(state, enemy, budget, events);
  if (!moved) walkOn(level, state, content, turn, mover, budget, events);
  if (turn.attacked) return;
  const before = enemy.facing;
  faceLara(level, state, content, enemy);
  if (enemy.facing !== before)
    events.push({
      type: 'enemyTurned',
      text: `${nameOf(content, enemy)} turns to face Lara (${enemy.facing}).`,
      enemy: enemy.id,
      at: { ...enemy.at },
      facing: enemy.facing,
    });
  tryAttack(level, state, content, enemy, events);
}

/** The move points an enemy has this turn (its numbers, and rules in force such as Obstruct). */
export function moveBudget(level: Level, state: CocState, content: RulesContent, enemy: EnemyState): number {
  return Math.max(0, enemyNumbers(level, state, content, enemy).move + obstructed(level, state, content, enemy));
}

/** Lara against Natla Tech: the enemy's move is its player's decision (natla-move.ts answers it). */
function offerEnemyMove(state: CocState, enemy: EnemyState, points: number, events: CocEvent[]): void {
  state.pending = { kind: 'enemyMove', enemy: enemy.id, points, passing: false };
  events.push({
    type: 'enemyMove',
    text: `The enemy player moves ${enemy.id} (${points} move point${points === 1 ? '' : 's'}).`,
    enemy: enemy.id,
    at: { ...enemy.at },
    facing: enemy.facing,
  });
}

/** Rules in force that change enemies' moves this phase (Obstruct's timed rule). */
function obstructed(level: Level, state: CocState, content: RulesContent, enemy: EnemyState): number {
  const boss = content.figures.get(enemy.type)?.boss === true;
  // Rules from checked cards (rule decision 575): a present delta is a number.
  return gearRulesOf({ level, state, content, events: [] }, 'enemyMove')
    .filter((r) => !boss || r.includeBosses === true)
    .reduce((n, r) => n + (r.delta ?? 0), 0);
}

export function tryAttack(
  level: Level,
  state: CocState,
  content: RulesContent,
  enemy: EnemyState,
  events: CocEvent[],
): boolean {
  const damage = attackDamage(level, state, content, enemy);
  if (damage === undefined) return false;
  const name = nameOf(content, enemy);
  if (damage === 0)
    events.push({
      type: 'attack',
      text: `${name} attacks Lara but deals no damage.`,
      enemy: enemy.id,
      at: { ...enemy.at },
      facing: enemy.facing,
    });
  else hurt({ level, state, content, events }, damage, `${name} attacks from ${showPoint(enemy.at)}`);
  noteAttack({ level, state, content, events }, enemy, damage);
  return true;
}

/** The Enforcer's attack after a full DODGE: the same attack again, if Lara is still in reach. */
export function attackAgain(ctx: Ctx, enemy: EnemyState, count: number): void {
  const { level, state, content, events } = ctx;
  const damage = attackDamage(level, state, content, enemy);
  if (damage === undefined || damage === 0) return;
  const name = nameOf(content, enemy);
  events.push({
    type: 'attack',
    text: `${name} attacks again: Lara took no damage from its attack.`,
    enemy: enemy.id,
    at: { ...enemy.at },
    facing: enemy.facing,
  });
  hurt(ctx, damage, `${name} attacks again from ${showPoint(enemy.at)}`);
  noteAttack(ctx, enemy, damage, count);
}

/** A pursuing enemy turns towards Lara when she is in a straight line within its range (rule decision 5). */
function faceLara(level: Level, state: CocState, content: RulesContent, enemy: EnemyState, range?: number): void {
  if (state.sight !== 'seen') return;
  const towards = facingTowards(enemy.at, state.lara.at);
  if (!towards) return; // not in a straight line: its range need not be worked out
  range ??= enemyNumbers(level, state, content, enemy).range;
  const distance = Math.abs(enemy.at.x - state.lara.at.x) + Math.abs(enemy.at.y - state.lara.at.y);
  if (distance <= range) enemy.facing = towards;
}

export function removeNoise(state: CocState, content: RulesContent, enemy: EnemyState, events: CocEvent[]): void {
  state.noise = null;
  events.push({
    type: 'noiseRemoved',
    text: `${nameOf(content, enemy)} reaches the noise: the Noise Token is removed.`,
    enemy: enemy.id,
    at: { ...enemy.at },
    facing: enemy.facing,
  });
}

/** Moves along the most efficient path worst for Lara; false when no path leads to the target. */
function followPath(
  level: Level,
  state: CocState,
  content: RulesContent,
  turn: Turn,
  mover: number,
  target: Point,
  budget: number,
  enterTarget: boolean,
  events: CocEvent[],
): boolean {
  const enemy = turn.enemy;
  const stops = pathStops(
    makeBoard(level, state, flatMover(state, content, mover)),
    mover,
    target,
    budget,
    enterTarget,
  );
  if (!stops) return false;
  const stop = worstForLara(level, state, content, enemy, stops);
  for (const step of stop.steps) if (takeStep(level, state, content, turn, step, events)) break;
  flushMoved(events, turn, content);
  return true;
}

/**
 * Rule decision 4 — "the path most detrimental to Lara" among equally efficient ones: the stop from
 * which the enemy hits her hardest; then one that sees her; then the one left closest to its
 * target; then the one nearest Lara; then the first in reading order (top row first, then left),
 * then by facing N, E, S, W — so the choice never depends on search order.
 */
export function worstForLara(
  level: Level,
  state: CocState,
  content: RulesContent,
  enemy: EnemyState,
  stops: PathStop[],
): PathStop {
  // One stop (more than half the searches in random games): nothing to compare, so nothing is scored.
  if (stops.length === 1) return stops[0]!;
  const home = { at: enemy.at, facing: enemy.facing };
  // Each stop (space and facing) is listed once, with its first path (pathStops): a stop found again would score the
  // same and lose the tie to its first listing.
  // The smallest score key wins; kept as we go (no list of scores to sort: every first listing has its own key).
  let best: PathStop | undefined;
  let bestKey: number[] = [];
  const key: number[] = [0, 0, 0, 0, 0, 0, 0];
  // Nothing but the enemy's place changes while its stops are scored: its numbers are worked out once
  // (only while Lara is SEEN: else it neither attacks nor turns to her).
  const known = state.sight === 'seen' ? attackNumbers(level, state, content, enemy) : undefined;
  for (const stop of stops) {
    const facing = FACINGS.indexOf(stop.facing);
    enemy.at = stop.at;
    enemy.facing = stop.facing;
    faceLara(level, state, content, enemy, known?.stats.range);
    const damage = attackDamage(level, state, content, enemy, known) ?? -1;
    const seeing = sees(level, state, enemy, state.lara.at) ? 1 : 0;
    enemy.at = home.at;
    enemy.facing = home.facing;
    const near = Math.abs(stop.at.x - state.lara.at.x) + Math.abs(stop.at.y - state.lara.at.y);
    key[0] = -damage;
    key[1] = -seeing;
    key[2] = stop.remaining;
    key[3] = near;
    key[4] = stop.at.y;
    key[5] = stop.at.x;
    key[6] = facing;
    if (!best || before(key, bestKey)) {
      best = stop;
      bestKey = key.slice();
    }
  }
  return best!;
}

/** Is score key `a` smaller than `b` (compared element by element)? */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * Moves the enemy one step, checking sight on each space. Where it lands on the noise, the token
 * goes; where it can attack Lara, it attacks at once and its move ends (rule decision 16): returns
 * true then.
 */
function takeStep(
  level: Level,
  state: CocState,
  content: RulesContent,
  turn: Turn,
  step: Step,
  events: CocEvent[],
): boolean {
  const enemy = turn.enemy;
  enemy.facing = step.facing;
  for (const p of step.path) {
    enemy.at = p;
    checkSight(level, state, content, events);
  }
  turn.moved.push(step);
  if (step.passing >= 0) return false;
  if (state.noise && same(state.noise, enemy.at)) {
    flushMoved(events, turn, content);
    removeNoise(state, content, enemy, events);
  }
  if (attackDamage(level, state, content, enemy) !== undefined) {
    flushMoved(events, turn, content);
    turn.attacked = tryAttack(level, state, content, enemy, events);
  }
  return turn.attacked;
}

/** The "moved" event for the steps taken since the last one. */
function flushMoved(events: CocEvent[], turn: Turn, content: RulesContent): void {
  if (turn.moved.length) events.push(movedEvent(content, turn.enemy, turn.moved.splice(0)));
}

function movedEvent(content: RulesContent, enemy: EnemyState, steps: Step[]): CocEvent {
  const cost = steps.reduce((n, s) => n + s.cost, 0);
  return {
    type: 'enemyMoved',
    text: `${nameOf(content, enemy)} moves to ${showPoint(enemy.at)}, facing ${enemy.facing} (${cost} move point${cost === 1 ? '' : 's'}).`,
    at: { ...enemy.at },
    enemy: enemy.id,
    facing: enemy.facing,
  };
}

/**
 * HIDDEN with no noise, or no path: the enemy goes on in its facing; when it cannot (BLOCK, a
 * closed door, a climb it cannot pay for, the edge of the level…) it turns 90° clockwise, until it
 * can move again or has turned full circle.
 */
function walkOn(
  level: Level,
  state: CocState,
  content: RulesContent,
  turn: Turn,
  mover: number,
  budget: number,
  events: CocEvent[],
): void {
  const enemy = turn.enemy;
  let points = budget;
  let turns = 0;
  const start: Facing = enemy.facing;
  while (points > 0 && turns < 4 && !turn.attacked) {
    const move = forwardMove(level, state, content, enemy, mover, points);
    if (move) {
      for (const s of move) {
        points -= s.cost;
        if (takeStep(level, state, content, turn, s, events)) break;
      }
      turns = 0;
      continue;
    }
    flushMoved(events, turn, content);
    enemy.facing = state.enemyTurn === 'anticlockwise' ? anticlockwise(enemy.facing) : clockwise(enemy.facing);
    turns++;
    events.push({
      type: 'enemyTurned',
      text: `${nameOf(content, enemy)} cannot go on and turns to face ${enemy.facing}.`,
      enemy: enemy.id,
      at: { ...enemy.at },
      facing: enemy.facing,
    });
    checkSight(level, state, content, events);
    if (tryAttack(level, state, content, enemy, events)) turn.attacked = true;
  }
  if (turns === 4) enemy.facing = start;
  flushMoved(events, turn, content);
}

/** The next move straight ahead: one step, or two when passing another enemy (never stopping on it). */
function forwardMove(
  level: Level,
  state: CocState,
  content: RulesContent,
  enemy: EnemyState,
  mover: number,
  points: number,
): Step[] | undefined {
  const board = makeBoard(level, state, flatMover(state, content, mover));
  const first = stepCost(board, enemy.at, enemy.facing, mover);
  if (!first || first.cost > points) return undefined;
  if (first.passing < 0) return [first];
  const second = stepCost(board, first.to, first.facing, mover);
  if (!second || second.passing >= 0 || first.cost + second.cost > points) return undefined;
  return [first, second];
}
