/**
 * Obstacles at a location (the one printed on the card, obstacle cards played there), step 3 of the
 * action round (opponents — or the solitaire obstacle deck — play one on a newly mapped location,
 * danger ≤ location danger + depth rating), hits on obstacles and their removal.
 */
import { addDeed } from './deeds.ts';
import { shuffle } from '../core/random.ts';
import { cardOf, type ObstacleFacts } from './content.ts';
import type { Ctx } from './context.ts';
import { isTreasureRoom } from './level.ts';
import { depthRating, spotText } from './map.ts';
import { takeFrom } from './piles.ts';
import type { ObstacleRef, PlacedLocation, RaiderState } from './types.ts';

export const PRINTED: ObstacleRef = 'printed';

/** The obstacles a raider must face at a location, printed first. */
export function obstaclesAt(ctx: Ctx, placed: PlacedLocation): ObstacleRef[] {
  const card = cardOf(ctx.content, placed.card);
  const refs: ObstacleRef[] = [];
  if (placed.face === 'up' && card.printed && !placed.printedRemoved) refs.push(PRINTED);
  for (const o of placed.obstacles) refs.push(o.card);
  return refs;
}

export function factsOf(ctx: Ctx, placed: PlacedLocation, ref: ObstacleRef): ObstacleFacts {
  if (ref === PRINTED) return cardOf(ctx.content, placed.card).printed!;
  return cardOf(ctx.content, ref).obstacle!;
}

export function dangerOf(ctx: Ctx, placed: PlacedLocation, ref: ObstacleRef): number {
  return ref === PRINTED ? cardOf(ctx.content, placed.card).danger : cardOf(ctx.content, ref).danger;
}

/** The highest danger an obstacle card may have to be played on this location. */
export function dangerLimit(ctx: Ctx, placed: PlacedLocation): number {
  return cardOf(ctx.content, placed.card).danger + depthRating(ctx.state, placed.spot);
}

export function mayPlayObstacle(ctx: Ctx, placed: PlacedLocation, card: string): boolean {
  const c = cardOf(ctx.content, card);
  return c.type === 'obstacle' && c.danger <= dangerLimit(ctx, placed);
}

/**
 * Solitaire: cards are turned from the obstacle deck until one may be played here; the others go to
 * the obstacle discard pile, which is shuffled back when the deck runs out (once per location).
 * No obstacle is played on the treasure room — rule decision 108.
 */
export function soloObstacle(ctx: Ctx, placed: PlacedLocation): void {
  const { state } = ctx;
  if (isTreasureRoom(ctx.level, cardOf(ctx.content, placed.card))) return;
  const limit = dangerLimit(ctx, placed);
  let turned = 0;
  const total = state.obstacleDeck.length + state.obstacleDiscard.length;
  let reshuffled = false;
  while (turned < total) {
    if (!state.obstacleDeck.length) {
      if (reshuffled || !state.obstacleDiscard.length) break;
      state.obstacleDeck = shuffle(state.random, state.obstacleDiscard);
      state.obstacleDiscard = [];
      reshuffled = true;
      if (!ctx.quiet) ctx.events.push({ type: 'obstacleDeck', text: 'The obstacle deck ran out and is reshuffled.' });
    }
    const top = state.obstacleDeck.shift()!;
    turned++;
    if (mayPlayObstacle(ctx, placed, top)) {
      placed.obstacles.push({ card: top, owner: -1, hits: 0 });
      if (!ctx.quiet)
        ctx.events.push({
          type: 'obstacle',
          text: `The obstacle deck plays ${cardOf(ctx.content, top).name} (danger ${cardOf(ctx.content, top).danger} ≤ ${limit}) at ${spotText(placed.spot)}.`,
          spot: placed.spot,
          card: top,
        });
      return;
    }
    state.obstacleDiscard.push(top);
  }
  if (!ctx.quiet)
    ctx.events.push({
      type: 'obstacle',
      text: `No obstacle of the deck may be played at ${spotText(placed.spot)} (danger limit ${limit}).`,
      spot: placed.spot,
    });
}

/**
 * Players (other than the mover) still in the level who hold any obstacle card, in the order they
 * would move after her: each is asked (one holding none is not, so the question gives nothing away about the others).
 */
export function obstaclePlayers(ctx: Ctx, mover: number): number[] {
  const { order } = ctx.state;
  const from = order.indexOf(mover);
  const out: number[] = [];
  for (let k = 1; k < order.length; k++) {
    const p = order[(from + k) % order.length]!;
    // Timed series: a raider who has left the level plays no more obstacles (rule decision 172).
    if (ctx.state.raiders[p]!.finishedTurn !== null) continue;
    if (ctx.state.raiders[p]!.hand.some((c) => cardOf(ctx.content, c).type === 'obstacle')) out.push(p);
  }
  return out;
}

/** Of the obstacles offered, the most dangerous is played (a tie goes to the player who would move next); the rest stay
 * in hand. */
export function playOffered(ctx: Ctx, placed: PlacedLocation, offers: { player: number; card: string }[]): void {
  if (!offers.length) return;
  let best = offers[0]!;
  for (const o of offers) if (cardOf(ctx.content, o.card).danger > cardOf(ctx.content, best.card).danger) best = o;
  const r = ctx.state.raiders[best.player]!;
  takeFrom(r.hand, best.card);
  placed.obstacles.push({ card: best.card, owner: best.player, hits: 0 });
  if (!ctx.quiet)
    ctx.events.push({
      type: 'obstacle',
      text: `${r.name} plays ${cardOf(ctx.content, best.card).name} at ${spotText(placed.spot)}.`,
      player: best.player,
      spot: placed.spot,
      card: best.card,
    });
}

/** Hits on an obstacle; at its life it is removed. */
export function hitObstacle(ctx: Ctx, placed: PlacedLocation, ref: ObstacleRef, hits: number, by: RaiderState): void {
  const facts = factsOf(ctx, placed, ref);
  let total: number;
  if (ref === PRINTED) total = placed.printedHits += hits;
  else {
    const o = placed.obstacles.find((x) => x.card === ref)!;
    total = o.hits += hits;
  }
  if (!ctx.quiet)
    ctx.events.push({
      type: 'obstacleHit',
      text: `${facts.name} takes ${hits} hit${hits === 1 ? '' : 's'}.`,
      player: by.player,
      spot: placed.spot,
      hits,
    });
  if (facts.life !== undefined && total >= facts.life) removeObstacle(ctx, placed, ref, by);
}

/** Removes an obstacle: a card goes to its owner's discard pile, a printed one gets the removed mark. */
export function removeObstacle(ctx: Ctx, placed: PlacedLocation, ref: ObstacleRef, by: RaiderState | null): void {
  const facts = factsOf(ctx, placed, ref);
  if (ref === PRINTED) {
    placed.printedRemoved = true;
    placed.printedHits = 0;
  } else {
    const i = placed.obstacles.findIndex((x) => x.card === ref);
    const [o] = placed.obstacles.splice(i, 1);
    if (o!.owner < 0) ctx.state.obstacleDiscard.push(o!.card);
    else ctx.state.raiders[o!.owner]!.discard.push(o!.card);
  }
  if (by) {
    if (facts.obstacleType === 'creature') {
      by.creaturesRemoved++;
      addDeed(ctx, by, 'removedCreature');
      if (ctx.level.goal.type === 'bountyHunter') by.points += ctx.level.goal.pointsPerCreature;
    } else {
      by.trapsRemoved++;
      if (ctx.level.goal.type === 'bountyHunter') by.points += ctx.level.goal.pointsPerTrap;
    }
  }
  if (!ctx.quiet)
    ctx.events.push({
      type: 'obstacleRemoved',
      text: `${facts.name} is removed${by ? ` by ${by.name}` : ''}.`,
      ...(by ? { player: by.player } : {}),
      spot: placed.spot,
    });
}
