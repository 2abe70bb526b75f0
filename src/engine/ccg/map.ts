/**
 * The level map during play: the placed location cards, their exits as they point on the map
 * (printed exits turned with the card, plus exit tokens, minus blocked ones), the spot an exit
 * leads to, and the depth rating of a spot.
 */
import { rotatedExits } from '../../model/ccg-card-catalog.ts';
import { cardOf, type Card } from './content.ts';
import type { Ctx } from './context.ts';
import type { CcgState, PlacedLocation, Side, Spot } from './types.ts';

export const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];
export const sameSpot = (a: Spot, b: Spot) => a.column === b.column && a.depth === b.depth;
export const spotText = (s: Spot) => `column ${s.column}, depth ${s.depth}`;
export const opposite = (side: Side): Side => SIDES[(SIDES.indexOf(side) + 2) % 4]!;

/** The spot one step from `spot` in a map direction (top = deeper). */
export function stepFrom(spot: Spot, side: Side): Spot {
  if (side === 'top') return { column: spot.column, depth: spot.depth + 1 };
  if (side === 'bottom') return { column: spot.column, depth: spot.depth - 1 };
  if (side === 'right') return { column: spot.column + 1, depth: spot.depth };
  return { column: spot.column - 1, depth: spot.depth };
}

export function inMap(ctx: Ctx, s: Spot): boolean {
  return s.column >= 1 && s.column <= ctx.level.width && s.depth >= 1 && s.depth <= ctx.level.depth;
}

/** The location at `spot` (a plain loop: asked many times an action). */
export function placedAt(state: CcgState, spot: Spot): PlacedLocation | undefined {
  return placedAtSpot(state, spot.column, spot.depth);
}

/** placedAt of the spot at this column and depth (no spot object). */
export function placedAtSpot(state: CcgState, column: number, depth: number): PlacedLocation | undefined {
  const { map } = state;
  for (let i = 0; i < map.length; i++) {
    const p = map[i]!;
    if (p.spot.column === column && p.spot.depth === depth) return p;
  }
  return undefined;
}

/** Explored: a face-up card lies there. */
export function isMapped(state: CcgState, spot: Spot): boolean {
  return placedAt(state, spot)?.face === 'up';
}

/** The depth rating used for obstacle danger: the entrance row's rating plus the rows below it. */
export const depthRating = (state: CcgState, spot: Spot) => state.startingDepth + spot.depth - 1;

/** The rotation that points a new card's bottom back the way the raider came (she moved toward `side`). */
export const rotationFor = (side: Side) => SIDES.indexOf(side) * 90;

/** The map directions a location's exits point to (only for face-up cards). */
export function exitsOf(ctx: Ctx, placed: PlacedLocation): Side[] {
  const sides = exitBits(ctx, placed);
  const out: Side[] = [];
  for (let i = 0; i < 4; i++) if (sides & (1 << i)) out.push(SIDES[i]!);
  return out;
}

/** exitsOf as one bit a side (SIDES order; 0 for a card face down): printed exits turned with the card, plus tokens,
 * minus blocked ones. */
export function exitBits(ctx: Ctx, placed: PlacedLocation): number {
  if (placed.face !== 'up') return 0;
  let sides = printedExitBits(cardOf(ctx.content, placed.card), placed.rotation ?? 0);
  for (const s of placed.addedExits) sides |= sideBit(s);
  for (const s of placed.blockedExits) sides &= ~sideBit(s);
  return sides;
}

/** A card's printed exits turned `rotation` degrees, as side bits; read with the card (its 4 quarter turns,
 * `card.printedBits`), as the map is looked at many times an action. */
export function printedExitBits(card: Card, rotation: number): number {
  const steps = (((rotation / 90) % 4) + 4) % 4;
  // A turn other than a quarter (none in play) is worked out the plain way.
  return Number.isInteger(steps)
    ? card.printedBits[steps]!
    : rotatedExits(card.exits, rotation).reduce((bits, s) => bits | sideBit(s), 0);
}

export const sideBit = (s: Side) => {
  const i = SIDES.indexOf(s);
  return i < 0 ? 0 : 1 << i;
};

/** Exits that lead somewhere on the map (arrows pointing off the map or behind the entrances are ignored). */
export function usableExits(ctx: Ctx, spot: Spot): Side[] {
  const bits = usableExitBits(ctx, spot);
  const out: Side[] = [];
  for (let i = 0; i < 4; i++) if (bits & (1 << i)) out.push(SIDES[i]!);
  return out;
}

/** usableExits as one bit a side (SIDES order), no list made. */
export function usableExitBits(ctx: Ctx, spot: Spot): number {
  const placed = placedAt(ctx.state, spot);
  if (!placed) return 0;
  const bits = exitBits(ctx, placed);
  let out = 0;
  // exitsOf's sides kept when the spot one step that way is on the map (inMap of stepFrom, without the spot objects)
  for (let i = 0; i < 4; i++) {
    if (!(bits & (1 << i))) continue;
    const column = spot.column + STEP_COLUMN[i]!;
    const depth = spot.depth + STEP_DEPTH[i]!;
    if (column >= 1 && column <= ctx.level.width && depth >= 1 && depth <= ctx.level.depth) out |= 1 << i;
  }
  return out;
}

/** stepFrom's change of column and depth for each side, in SIDES order (top = deeper). */
export const STEP_COLUMN: readonly number[] = [0, 1, 0, -1];
export const STEP_DEPTH: readonly number[] = [1, 0, -1, 0];
