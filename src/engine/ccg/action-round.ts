/**
 * The action round of one raider: move through exit arrows up to her move ability (an unknown spot
 * ends the move and is explored; a stuck raider may not leave), overcome the obstacles of each
 * location she passes through before moving on, then at her final location fight another raider
 * if she wants and overcome every obstacle there.
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { canMap, explore } from './explore.ts';
import {
  isMapped,
  placedAt,
  placedAtSpot,
  SIDES,
  spotText,
  STEP_COLUMN,
  STEP_DEPTH,
  stepFrom,
  usableExitBits,
  usableExits,
} from './map.ts';
import { leaveLocation } from './location-effects.ts';
import { askChoice } from './choices.ts';
import { obstaclesAt } from './obstacles.ts';
import { ability, keptEffects } from './raider-stats.ts';
import { rollFight } from './raider-fights.ts';
import { EngineError, type ActionStep, type RaiderState, type RollInfo, type Side, type Spot } from './types.ts';

/** Stuck now: in this turn, or in the last one (she may not leave until after this action round). */
export const stuckNow = (ctx: Ctx, r: RaiderState) => r.stuckTurn !== null && r.stuckTurn >= ctx.state.turn - 1;

export function startStep(ctx: Ctx, r: RaiderState): ActionStep {
  let extra = 0;
  for (const effect of keptEffects(ctx.content, r)) if (effect.type === 'extraMove') extra += effect.locations;
  const stuck = stuckNow(ctx, r);
  const step: ActionStep = {
    player: r.player,
    movesLeft: stuck ? 0 : ability(ctx.content, r, 'move') + extra,
    start: { column: r.at!.column, depth: r.at!.depth },
    moved: false,
    stage: 'move',
    toFace: [],
    continueTo: null,
    explored: false,
    extraMoves: extra,
  };
  if (!ctx.quiet)
    ctx.events.push({
      type: 'actionRound',
      text: `${r.name}'s action round${stuck ? ': she is stuck and cannot leave' : `: she may move ${step.movesLeft} location${step.movesLeft === 1 ? '' : 's'}`}.`,
      player: r.player,
      spot: r.at!,
    });
  return step;
}

/** The sides she may move through now (in SIDES order). */
export function movableSides(ctx: Ctx, r: RaiderState, step: ActionStep): Side[] {
  const out: Side[] = [];
  const bits = openSides(ctx, r, step);
  for (let i = 0; i < 4; i++) if (bits & (1 << i) && mayEnter(ctx, r, i)) out.push(SIDES[i]!);
  return out;
}

/** movableSides(ctx, r, step).includes(side), for one side (a move checked before it is made). */
export function mayMoveTo(ctx: Ctx, r: RaiderState, step: ActionStep, side: Side): boolean {
  const i = SIDES.indexOf(side);
  return i >= 0 && (openSides(ctx, r, step) & (1 << i)) !== 0 && mayEnter(ctx, r, i);
}

/** The usable exits she may go through now, as side bits (none when her move is over or she is stuck). */
function openSides(ctx: Ctx, r: RaiderState, step: ActionStep): number {
  if (
    step.stage !== 'move' ||
    step.movesLeft <= 0 ||
    stuckNow(ctx, r) ||
    !r.at ||
    step.toFace.length ||
    step.continueTo
  )
    return 0;
  return usableExitBits(ctx, r.at);
}

/** Through the exit on side SIDES[i]: a face-up location she is not kept out of, or a spot that can be mapped. */
function mayEnter(ctx: Ctx, r: RaiderState, i: number): boolean {
  const column = r.at!.column + STEP_COLUMN[i]!;
  const depth = r.at!.depth + STEP_DEPTH[i]!;
  const placed = placedAtSpot(ctx.state, column, depth);
  if (placed?.face === 'up') return !crowded(ctx, r, { column, depth });
  return !!placed || canMap(ctx, { column, depth }); // canMap: a card there (face down), or one to draw
}

/** A location that takes one raider at a time (Bottleneck, `oneRaider`: rule decision 507) with another living raider
 * in it: she may not move in. (The raiders first: in solitaire there is no other, and the card is not looked up.) */
function crowded(ctx: Ctx, r: RaiderState, to: Spot): boolean {
  if (
    !ctx.state.raiders.some(
      (o) => o !== r && !o.dead && o.at !== null && o.at.column === to.column && o.at.depth === to.depth,
    )
  )
    return false;
  const placed = placedAt(ctx.state, to);
  return (
    !!placed && placed.face === 'up' && cardOf(ctx.content, placed.card).effects.some((e) => e.type === 'oneRaider')
  );
}

/** Why she may not move through `side` now (once movableSides has left it out). */
function moveRefusal(ctx: Ctx, r: RaiderState, step: ActionStep, side: Side): string {
  if (!r.at) return 'she is not on the map';
  if (step.stage !== 'move') return 'her move is over';
  if (stuckNow(ctx, r)) return 'she is stuck and may not leave this location';
  if (step.movesLeft <= 0) return 'she has no moves left this action round';
  if (step.toFace.length || step.continueTo) return 'the obstacles here must be faced first';
  if (!usableExits(ctx, r.at).includes(side))
    return `${cardOf(ctx.content, placedAt(ctx.state, r.at)!.card).name} has no open exit that way`;
  if (crowded(ctx, r, stepFrom(r.at, side)))
    return `${cardOf(ctx.content, placedAt(ctx.state, stepFrom(r.at, side))!.card).name} takes one raider at a time, and another raider is in it`;
  return `no location can be mapped at ${spotText(stepFrom(r.at, side))}`;
}

/** The exit she chose before facing this location's obstacles still leads on: open, and onto a mapped spot or one that
 * can be mapped. */
export function exitStillOpen(ctx: Ctx, r: RaiderState, side: Side): boolean {
  const to = stepFrom(r.at!, side);
  return usableExits(ctx, r.at!).includes(side) && (isMapped(ctx.state, to) || canMap(ctx, to));
}

export function moveAction(ctx: Ctx, r: RaiderState, step: ActionStep, side: Side): void {
  if (!mayMoveTo(ctx, r, step, side))
    throw new EngineError(`${r.name} cannot move ${sideWord(side)} now: ${moveRefusal(ctx, r, step, side)}.`);
  const here = placedAt(ctx.state, r.at!)!;
  // Passing through: the obstacles of a location she entered this turn are faced before she moves on.
  const toFace = step.moved ? obstaclesAt(ctx, here) : [];
  if (toFace.length) {
    step.toFace = toFace;
    step.continueTo = side;
    return;
  }
  enter(ctx, r, step, side);
}

/** She goes through the exit on `side`: into a mapped location, or into an unknown spot that is explored. */
export function enter(ctx: Ctx, r: RaiderState, step: ActionStep, side: Side): void {
  const to = stepFrom(r.at!, side);
  leaveLocation(ctx, r.at!);
  step.movesLeft--;
  step.moved = true;
  r.at = to;
  r.deepest = Math.max(r.deepest, to.depth);
  if (!isMapped(ctx.state, to)) {
    if (!ctx.quiet)
      ctx.events.push({
        type: 'move',
        text: `${r.name} moves ${sideWord(side)} into an unknown spot (${spotText(to)}): her move ends.`,
        player: r.player,
        spot: to,
      });
    explore(ctx, to, side, r.player);
    step.explored = true;
    step.stage = 'explored';
    // Compass (`orientMapped`, rule decision 553): her player turns the new card as she chooses.
    for (const id of [...r.saved, ...r.unsaved]) {
      const e = cardOf(ctx.content, id).effects.find((x) => x.type === 'orientMapped');
      if (e) return askChoice(ctx, r, id, e);
    }
    return;
  }
  if (!ctx.quiet)
    ctx.events.push({
      type: 'move',
      text: `${r.name} moves ${sideWord(side)} to ${cardOf(ctx.content, placedAt(ctx.state, to)!.card).name} (${spotText(to)}).`,
      player: r.player,
      spot: to,
    });
  if (step.movesLeft <= 0) step.stage = 'fight';
}

export function stopAction(ctx: Ctx, r: RaiderState, step: ActionStep): void {
  if (step.stage !== 'move' || step.toFace.length || step.continueTo)
    throw new EngineError(`${r.name} is not moving now.`);
  // Stopping early after moving, she only faces the obstacles here: no fight (rule decision 128).
  step.stage = step.moved ? 'obstacles' : 'fight';
  if (!ctx.quiet)
    ctx.events.push({
      type: 'stop',
      text: `${r.name} ends her move at ${spotText(r.at!)}.`,
      player: r.player,
      spot: r.at!,
    });
}

/** Other living raiders in her location (she may attack one). */
export function fightTargets(ctx: Ctx, r: RaiderState): number[] {
  const out: number[] = []; // pushed, not mapped: a packed array (kept in the state; see core/lists.ts)
  for (const o of ctx.state.raiders)
    if (o !== r && !o.dead && o.at && r.at && o.at.column === r.at.column && o.at.depth === r.at.depth)
      out.push(o.player);
  return out;
}

/**
 * A fight between raiders: both test fight (raider-fights.ts). Only the attacker counts as having
 * used her fight ability. Returns the winner's roll, which competing players may answer.
 */
export function attack(
  ctx: Ctx,
  r: RaiderState,
  targetPlayer: number,
  dice?: number[],
  defenderDice?: number[],
): RollInfo | undefined {
  if (!fightTargets(ctx, r).includes(targetPlayer)) {
    const o = ctx.state.raiders[targetPlayer];
    const why =
      !o || o === r
        ? "she attacks another player's raider"
        : o.dead || !o.at
          ? `${o.name} is not on the map`
          : `${o.name} is not in her location`;
    throw new EngineError(`${r.name} cannot attack that raider: ${why}.`);
  }
  r.usedFight = true;
  return rollFight(ctx, r, ctx.state.raiders[targetPlayer]!, dice, defenderDice);
}

export const sideWord = (s: Side) => (s === 'top' ? 'deeper' : s === 'bottom' ? 'back' : s);
