/**
 * Card effects that put an obstacle on a competing raider, who faces it at once outside her action round (the
 * `choose` decision; rule decisions 557–558):
 * - `moveObstacle` (The Greater Threat): an obstacle card of a type at the card player's location goes, with its
 *   hits, to a location next to hers through an open exit where a competing raider is;
 * - `placeObstacle` (Unpleasant Surprise): an obstacle card from her player's hand goes on the location of a
 *   competing raider on the map, whatever its danger (not on the treasure room: rule decision 108 holds).
 * One choice names both the card and the raider ("card@player"). The raider then faces that one obstacle: an
 * encounter of its own (`faceNow`), a step that interrupts play like a forced move but holds only that obstacle —
 * no fight, no other obstacle of the location — after which the interrupted step goes on.
 */
import { cardOf, type Effect, type EffectFields } from './content.ts';
import { say, type Ctx } from './context.ts';
import { isTreasureRoom } from './level.ts';
import { placedAt, sameSpot, spotText, stepFrom, usableExits } from './map.ts';
import { factsOf } from './obstacles.ts';
import { takeFrom } from './piles.ts';
import type { ChoiceEffect, ChoiceOption, ObstacleRef, Pending, PlacedLocation, RaiderState } from './types.ts';

type Choose = Extract<Pending, { kind: 'choose' }>;
export type ObstacleChoice = Extract<ChoiceEffect, 'moveObstacle' | 'placeObstacle'>;
export const OBSTACLE_CHOICES: readonly ObstacleChoice[] = ['moveObstacle', 'placeObstacle'];

/** Living competing raiders on the map who are still in the level (a timed series takes finishers out). */
const competitors = (ctx: Ctx, r: RaiderState) =>
  ctx.state.raiders.filter((o) => o !== r && !o.dead && o.at !== null && o.finishedTurn === null);

/** Competing raiders in a location next to hers through an open exit (rule decision 557, as Push's "adjacent": 546). */
function raidersNextDoor(ctx: Ctx, r: RaiderState): RaiderState[] {
  if (!r.at) return [];
  const spots = usableExits(ctx, r.at).map((side) => stepFrom(r.at!, side));
  return competitors(ctx, r).filter((o) => spots.some((s) => sameSpot(s, o.at!)));
}

/** Obstacle cards (not the printed one) at her location of the effect's type. */
function movableObstacles(ctx: Ctx, r: RaiderState, e: EffectFields): ObstacleRef[] {
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed) return [];
  return placed.obstacles
    .map((o) => o.card)
    .filter((ref) => e.obstacleType === undefined || factsOf(ctx, placed, ref).obstacleType === e.obstacleType);
}

/** Obstacle cards of her hand. */
const handObstacles = (ctx: Ctx, r: RaiderState) => r.hand.filter((id) => cardOf(ctx.content, id).type === 'obstacle');

/** Locations an obstacle may be put on: any but the treasure room (rule decision 108). */
function takesObstacle(ctx: Ctx, placed: PlacedLocation | undefined): placed is PlacedLocation {
  return !!placed && placed.face === 'up' && !isTreasureRoom(ctx.level, cardOf(ctx.content, placed.card));
}

function options(ctx: Ctx, r: RaiderState, e: Effect): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  const type = e.type as ObstacleChoice;
  const cards = type === 'moveObstacle' ? movableObstacles(ctx, r, e) : handObstacles(ctx, r);
  const victims = type === 'moveObstacle' ? raidersNextDoor(ctx, r) : competitors(ctx, r);
  for (const o of victims) {
    const there = placedAt(ctx.state, o.at!);
    if (!takesObstacle(ctx, there)) continue;
    for (const card of cards)
      out.push({
        value: `${card}@${o.player}`,
        label: `${cardOf(ctx.content, card).name} on ${o.name} (${cardOf(ctx.content, there.card).name}, ${spotText(there.spot)})`,
      });
  }
  return out;
}

/** Why the effect would do nothing now (undefined when it can act). */
export function obstacleChoiceProblem(ctx: Ctx, r: RaiderState, e: Effect): string | undefined {
  if (options(ctx, r, e).length) return undefined;
  if (e.type === 'moveObstacle') {
    if (!movableObstacles(ctx, r, e).length)
      return `no ${e.obstacleType ?? 'obstacle'} card is at ${r.name}'s location`;
    return `no competing raider is in a location next to ${r.name}'s through an open exit`;
  }
  if (!handObstacles(ctx, r).length) return `${r.name}'s player has no obstacle card in her hand`;
  return 'no competing raider is on the map in a location that may take an obstacle';
}

/** Opens the choice (nothing when there is nothing to choose). */
export function askObstacleChoice(ctx: Ctx, r: RaiderState, card: string, e: Effect): void {
  const list = options(ctx, r, e);
  if (!list.length) return;
  const prompt =
    e.type === 'moveObstacle'
      ? 'Which obstacle goes to which competing raider next door'
      : 'Which obstacle of the hand goes on which competing raider';
  ctx.state.pending = {
    kind: 'choose',
    player: r.player,
    card,
    effect: e.type as ObstacleChoice,
    prompt,
    options: list,
  };
}

/** The answer: the obstacle goes to the raider's location, and she faces it now. */
export function answerObstacleChoice(ctx: Ctx, r: RaiderState, p: Choose, option: ChoiceOption): void {
  const { state } = ctx;
  const at = option.value.lastIndexOf('@');
  const ref = option.value.slice(0, at);
  const victim = state.raiders[Number(option.value.slice(at + 1))]!;
  const there = placedAt(state, victim.at!)!;
  const name = cardOf(ctx.content, p.card).name;
  if (p.effect === 'moveObstacle') {
    const here = placedAt(state, r.at!)!;
    const i = here.obstacles.findIndex((o) => o.card === ref);
    const [moved] = here.obstacles.splice(i, 1);
    there.obstacles.push(moved!);
    say(ctx, () => ({
      type: 'obstacle',
      text: `${cardOf(ctx.content, ref).name} moves from ${spotText(here.spot)} to ${spotText(there.spot)}, where ${victim.name} is (${name}).`,
      player: r.player,
      spot: there.spot,
      card: ref,
    }));
  } else {
    takeFrom(r.hand, ref);
    there.obstacles.push({ card: ref, owner: r.player, hits: 0 });
    say(ctx, () => ({
      type: 'obstacle',
      text: `${r.name} plays ${cardOf(ctx.content, ref).name} at ${spotText(there.spot)}, where ${victim.name} is, whatever its danger (${name}).`,
      player: r.player,
      spot: there.spot,
      card: ref,
    }));
  }
  faceNow(ctx, victim, ref);
}

/**
 * She faces one obstacle now, outside her action round (rule decision 557): a step of its own that holds the
 * obstacle alone, interrupting the step in progress (or none, in the search round), which goes on afterwards —
 * her own action round too, when the obstacle came to the moving raider.
 */
export function faceNow(ctx: Ctx, victim: RaiderState, ref: ObstacleRef): void {
  const { state } = ctx;
  const placed = placedAt(state, victim.at!)!;
  state.step = {
    player: victim.player,
    movesLeft: 0,
    start: { column: placed.spot.column, depth: placed.spot.depth },
    moved: false,
    stage: 'done',
    toFace: [ref],
    continueTo: null,
    explored: false,
    extraMoves: 0,
    forced: true,
    encounter: true,
    interrupted: state.step,
  };
  say(ctx, () => ({
    type: 'encounter',
    text: `${victim.name} must face ${factsOf(ctx, placed, ref).name} now: play stops while she does.`,
    player: victim.player,
    spot: placed.spot,
  }));
}
