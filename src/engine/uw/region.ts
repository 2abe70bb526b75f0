/**
 * The journey: the end of a turn, leaving a region (the visible enemies hurt Lara, what the region
 * gives on leaving), arriving in the next one (what carries over, what is lost), and Jörmungandr at
 * the end of the last region.
 */
import { shuffle } from '../core/random.ts';
import { endGame, regionNow, say, seatName, seatsFrom, type Ctx } from './context.ts';
import { first, loseHealth } from './effects.ts';
import { regionOf } from './content.ts';
import type { Task } from './types.ts';

/** The active player's turn is over: the region changes first when it was crossed. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.state;
  if (s.turnEnding) return;
  s.turnEnding = true;
  s.queue.push(...(s.regionDone ? [{ t: 'leaveRegion' } as Task] : []), { t: 'nextTurn' });
}

export function leaveRegion(ctx: Ctx): void {
  const s = ctx.state;
  const region = regionNow(ctx);
  const visible = s.enemies.length;
  let hurt = 0;
  for (const step of ctx.game.enemies.hurt) if (visible >= step.from) hurt = Math.max(hurt, step.health);
  say(ctx, `Lara leaves ${region.name} with ${visible} enemies visible.`);
  if (hurt) loseHealth(ctx, hurt);
  if (s.status !== 'playing') return;
  if (s.regionIndex >= ctx.game.journey.length - 1) return jormungandr(ctx);
  const gains: Task[] = seatsFrom(ctx, s.active).flatMap((p) =>
    (region.leaving ?? []).map((g): Task => ({ t: 'gain', gain: g, player: p })),
  );
  first(ctx, ...gains, { t: 'enterRegion' });
}

/**
 * The next region: its board with Lara at the start of every track and Natla before the first
 * obstacle; the old region's objects not taken and enemies not drawn are gone; visible enemies stay.
 */
export function enterRegion(ctx: Ctx): void {
  const s = ctx.state;
  s.objectsLost.push(...s.objectsAvailable);
  s.enemiesRemoved.push(...s.enemyPile);
  setRegion(ctx, s.regionIndex + 1);
  say(ctx, `Lara arrives in ${regionNow(ctx).name}.`);
}

/** Lays out region number `index` of the journey (also the game's first). */
export function setRegion(ctx: Ctx, index: number): void {
  const s = ctx.state;
  const region = regionOf(ctx.content, ctx.game.journey[index]!);
  s.regionIndex = index;
  s.region = region.id;
  s.tracks = { acrobatics: 0, battle: 0, trick: 0 };
  s.natla = 0;
  s.regionDone = null;
  s.objectsAvailable = [...region.objects];
  s.enemyPile = shuffle(s.random, [...region.enemies]);
}

export function nextTurn(ctx: Ctx): void {
  const s = ctx.state;
  const next = seatsFrom(ctx, (s.active + 1) % s.players.length)[0];
  if (next === undefined) return endGame(ctx, 'lost', 'every player is eliminated');
  s.active = next;
  s.turn++;
  s.stage = 'roll';
  s.actionsTaken = 0;
  s.turnEnding = false;
  s.lastProgress = null;
  s.lastObstacle = [];
  say(ctx, `Turn ${s.turn}: ${seatName(next)} plays.`);
}

/** The price of Jörmungandr in points of win: the base with all of Thor's objects, more per missing one. */
export function jormungandrPrice(ctx: Ctx): number {
  const j = ctx.game.jormungandr;
  return j.points + j.perMissing * Math.max(0, j.thorObjects - ctx.state.thor.length);
}

/**
 * Jörmungandr: the players still in the game spend one point each in turn, starting with the player
 * who reached it, until the price is paid (rule decision 361); too few points lose the game.
 */
function jormungandr(ctx: Ctx): void {
  const s = ctx.state;
  const price = jormungandrPrice(ctx);
  const seats = seatsFrom(ctx, s.active);
  const held = seats.reduce((sum, p) => sum + s.players[p]!.points, 0);
  const thor = `${s.thor.length} of Thor's objects`;
  say(ctx, `Lara faces Jörmungandr: ${price} points of win are needed (${thor}), the players have ${held}.`);
  if (held < price)
    return endGame(ctx, 'lost', `the players could not destroy Jörmungandr (${held} of ${price} points of win)`);
  let left = price;
  while (left > 0)
    for (const p of seats) {
      if (left > 0 && s.players[p]!.points > 0) {
        s.players[p]!.points--;
        left--;
      }
    }
  const winners = s.competitive ? topScorers(ctx, seats) : s.players.map((_, i) => i);
  endGame(
    ctx,
    'won',
    s.competitive
      ? `Jörmungandr is destroyed; most points of win: ${winners.map(seatName).join(', ')}`
      : 'Jörmungandr is destroyed',
    winners,
  );
}

function topScorers(ctx: Ctx, seats: number[]): number[] {
  const best = Math.max(...seats.map((p) => ctx.state.players[p]!.points));
  return seats.filter((p) => ctx.state.players[p]!.points === best).sort((a, b) => a - b);
}
