/** What every rule function works on: the content, the state (a copy being changed) and the events so far. */
import type { UwGame, UwObstacle, UwRegion } from '../../model/types.generated.ts';
import { regionOf, type UwContent } from './content.ts';
import type { UwEvent, UwState } from './types.ts';

export interface Ctx {
  content: UwContent;
  game: UwGame;
  state: UwState;
  events: UwEvent[];
}

export const say = (ctx: Ctx, text: string): void => void ctx.events.push({ text });

export const regionNow = (ctx: Ctx): UwRegion => regionOf(ctx.content, ctx.state.region);

export const obstacleAt = (ctx: Ctx, index: number): UwObstacle => regionNow(ctx).obstacles[index]!;

export const seatName = (seat: number): string => `Player ${seat + 1}`;

/** The seats still in the game, from `from` clockwise (from included). */
export function seatsFrom(ctx: Ctx, from: number): number[] {
  const n = ctx.state.players.length;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (!ctx.state.players[seat]!.eliminated) out.push(seat);
  }
  return out;
}

/**
 * Who answers for "the active player" in an obstacle: the active player, or — when they were just
 * eliminated — the next player still in the game (rule decision 357).
 */
export const answering = (ctx: Ctx): number => seatsFrom(ctx, ctx.state.active)[0] ?? ctx.state.active;

/** The last space's index of a track in the current region. */
export const trackEnd = (ctx: Ctx, track: 'acrobatics' | 'battle' | 'trick'): number =>
  regionNow(ctx).tracks[track].length - 1;

export const trackFinished = (ctx: Ctx, track: 'acrobatics' | 'battle' | 'trick'): boolean =>
  ctx.state.tracks[track] >= trackEnd(ctx, track);

/** Ends the game at once. */
export function endGame(ctx: Ctx, status: 'won' | 'lost', why: string, winners: number[] = []): void {
  if (ctx.state.status !== 'playing') return;
  ctx.state.status = status;
  ctx.state.outcome = why;
  ctx.state.winners = winners;
  ctx.state.queue = [];
  ctx.state.pending = null;
  say(ctx, `${status === 'won' ? 'The players win' : 'The players lose'}: ${why}.`);
}
