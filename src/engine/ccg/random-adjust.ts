/**
 * Random by-hand adjustments for the random player (property tests): while a `manual` decision is
 * open, one `adjust` action chosen at random among those the engine accepts (by-hand.ts) — a raider's
 * hits, injuries, life tokens, stuck or place (entering it or not, an unknown spot next to her too),
 * a card moved between piles or raiders, an obstacle's hits or its removal, a location's empty mark
 * or an exit; in a retrieval level the found treasure given to a raider or laid at a spot, in a
 * bounty-hunter level a raider's points. `legalActions` lists only `done` for that decision (rule decision 138); this
 * lets games
 * reach what by-hand effects lead to. Draws only from the player's generator, never the game's.
 */
import { pick, randomInt, type RandomState } from '../core/random.ts';
import { CARD_PLACES, fitsRow } from './by-hand.ts';
import type { Ctx } from './context.ts';
import { canMap } from './explore.ts';
import { exitsOf, inMap, SIDES, stepFrom } from './map.ts';
import { factsOf, obstaclesAt } from './obstacles.ts';
import { baseAbility, life } from './raider-stats.ts';
import { ABILITIES, type CcgAction, type CcgAdjustment, type RaiderState } from './types.ts';

/** One adjustment the engine accepts now, or null when the one tried has no fitting subject. */
function tryOne(ctx: Ctx, rng: RandomState): CcgAdjustment | null {
  const { state, content } = ctx;
  const onMap = state.raiders.filter((r) => !r.dead && r.at);
  const explored = state.map.filter((p) => p.face === 'up');
  const r = onMap.length ? pick(rng, onMap) : null;
  // The goal's own adjustments only where the goal has them (other levels draw as before).
  const goal = ctx.level.goal.type === 'retrieval' || ctx.level.goal.type === 'bountyHunter';
  switch (goal && randomInt(rng, 3) === 0 ? 10 : randomInt(rng, 10)) {
    case 0:
      return r && { what: 'hits', raider: r.player, value: randomInt(rng, life(content, r) + 1) };
    case 1: {
      if (!r) return null;
      const ability = pick(rng, ABILITIES);
      return {
        what: 'injuries',
        raider: r.player,
        ability,
        value: Math.min(baseAbility(content, r, ability), randomInt(rng, 2)),
      };
    }
    case 2:
      return r && { what: 'lifeTokens', raider: r.player, value: randomInt(rng, 3) };
    case 3:
      return r && { what: 'stuck', raider: r.player, value: randomInt(rng, 2) === 0 };
    case 4: {
      if (!r) return null;
      const unknown = SIDES.map((s) => stepFrom(r.at!, s)).filter(
        (s) =>
          inMap(ctx, s) &&
          !explored.some((p) => p.spot.column === s.column && p.spot.depth === s.depth) &&
          canMap(ctx, s),
      );
      const known = explored
        .filter((p) => p.spot.column !== r.at!.column || p.spot.depth !== r.at!.depth)
        .map((p) => p.spot);
      if (unknown.length && randomInt(rng, 3) === 0)
        return { what: 'at', raider: r.player, value: { ...pick(rng, unknown) }, enter: true };
      // Often where another raider is (Push sends the loser on; a raider met may be attacked).
      const met = onMap.filter((o) => o.at!.column !== r.at!.column || o.at!.depth !== r.at!.depth);
      if (met.length && randomInt(rng, 2) === 0)
        return { what: 'at', raider: r.player, value: { ...pick(rng, met).at! }, enter: true };
      if (!known.length) return null;
      return {
        what: 'at',
        raider: r.player,
        value: { ...pick(rng, known) },
        ...(randomInt(rng, 2) === 0 ? { enter: true } : {}),
      };
    }
    case 5: {
      const owner = pick(rng, state.raiders);
      const cards = [...owner.hand, ...owner.deck, ...owner.discard, ...owner.saved, ...owner.unsaved];
      if (!cards.length) return null;
      const card = pick(rng, cards);
      const places = CARD_PLACES.filter((p) => (p !== 'saved' && p !== 'unsaved') || fitsRow(ctx, card));
      const to = pick(rng, state.raiders);
      return {
        what: 'moveCard',
        raider: owner.player,
        card,
        to: pick(rng, places),
        ...(to !== owner && randomInt(rng, 4) === 0 ? { toRaider: to.player } : {}),
      };
    }
    case 6:
    case 7: {
      const withObstacles = explored.filter((p) => obstaclesAt(ctx, p).length);
      if (!withObstacles.length) return null;
      const placed = pick(rng, withObstacles);
      const obstacle = pick(rng, obstaclesAt(ctx, placed));
      const facts = factsOf(ctx, placed, obstacle);
      if (facts.life === undefined || randomInt(rng, 4) === 0)
        return { what: 'removeObstacle', spot: { ...placed.spot }, obstacle };
      return { what: 'obstacleHits', spot: { ...placed.spot }, obstacle, value: randomInt(rng, facts.life + 1) };
    }
    case 8: {
      if (!explored.length) return null;
      const placed = pick(rng, explored);
      return { what: 'empty', spot: { ...placed.spot }, value: !placed.empty };
    }
    case 10:
      return goalAdjustment(ctx, rng, r);
    default: {
      if (!explored.length) return null;
      const placed = pick(rng, explored);
      const side = pick(rng, SIDES);
      const open = exitsOf(ctx, placed).includes(side);
      if (randomInt(rng, 3) === 0 && (placed.addedExits.length || placed.blockedExits.length))
        return { what: 'exit', spot: { ...placed.spot }, side, value: 'printed' };
      if (open) return { what: 'exit', spot: { ...placed.spot }, side, value: 'blocked' };
      return inMap(ctx, stepFrom(placed.spot, side))
        ? { what: 'exit', spot: { ...placed.spot }, side, value: 'added' }
        : null;
    }
  }
}

/** The treasure moved (retrieval, once found: to a raider who does not carry it, or to an explored spot) or a raider's
 * points set (bounty hunter). */
function goalAdjustment(ctx: Ctx, rng: RandomState, r: RaiderState | null): CcgAdjustment | null {
  const { state } = ctx;
  if (ctx.level.goal.type === 'bountyHunter')
    return r && { what: 'points', raider: r.player, value: randomInt(rng, r.points + 4) };
  if (!state.treasureFound || state.timed) return null;
  if (r && !r.carriesTreasure && randomInt(rng, 2) === 0) return { what: 'treasure', raider: r.player };
  const dropped = state.droppedTreasure?.spot;
  const spots = state.map.filter(
    (p) => p.face === 'up' && !(dropped && p.spot.column === dropped.column && p.spot.depth === dropped.depth),
  );
  return spots.length ? { what: 'treasure', spot: { ...pick(rng, spots).spot } } : null;
}

/** A random adjustment by the player the manual decision waits for (a few tries; null if none fits). */
export function randomAdjustment(ctx: Ctx, rng: RandomState): CcgAction | null {
  const p = ctx.state.pending;
  if (p?.kind !== 'manual') return null;
  for (let i = 0; i < 5; i++) {
    const a = tryOne(ctx, rng);
    if (a) return { type: 'adjust', player: p.player, ...a } as CcgAction;
  }
  return null;
}
